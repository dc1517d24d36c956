export function serveExchange(options: {
  exchange: { fetch(request: Request): Promise<Response> };
  allowedOrigin: string;
  keepAnswers?: boolean;
  onRequest?: (line: string) => void;
}): Promise<{ origin: string; close(): Promise<unknown> }>;
