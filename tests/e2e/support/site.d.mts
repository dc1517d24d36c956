export function buildEmbedSite(options: { outDir: string; spy?: boolean }): Promise<{ spySites: number }>;

export interface EmbedSite {
  hostOrigin: string;
  guestOrigin: string;
  thirdOrigin: string;
  guestDir: string;
  close(): Promise<unknown>;
}

export function serveEmbedSite(options: {
  outDir: string;
  allowSandbox?: boolean;
  cacheAssets?: boolean;
}): Promise<EmbedSite>;

export const SPY_INIT_SCRIPT: string;

export function buildHostPages(options: { outDir: string; plugins?: unknown[] }): Promise<void>;

export function serveDirectory(dir: string): Promise<{ origin: string; close(): Promise<unknown> }>;
