/**
 * Drawing of the share poster (§1 "share earnings as a poster", §2 share poster modal) on a 2D
 * canvas. Texts arrive already formatted and translated: nothing here computes with amounts.
 */

/** The poster's size in CSS pixels; it is drawn at {@link POSTER_SCALE}× for sharp text. */
export const POSTER_WIDTH = 360;
export const POSTER_HEIGHT = 540;
export const POSTER_SCALE = 3;

/** What the poster says, formatted and translated. */
export interface PosterContent {
  heading: string;
  asset: string;
  cumulativeLabel: string;
  cumulative: string;
  aprLabel: string;
  apr: string;
  codeLabel: string;
  code: string;
  tagline: string;
  link: string;
}

/** The brand colours, read from the --wk-* tokens of the widget's theme. */
export interface PosterColours {
  background: string;
  surface: string;
  text: string;
  muted: string;
  primary: string;
  primaryText: string;
  accent: string;
  border: string;
  font: string;
  fontMono: string;
}

// Used only when the tokens cannot be read (no stylesheet loaded): the light theme's values.
const FALLBACK: PosterColours = {
  background: '#ffffff',
  surface: '#f5f6f8',
  text: '#1a1d23',
  muted: '#5c6370',
  primary: '#1f5fd6',
  primaryText: '#ffffff',
  accent: '#16723d',
  border: '#d6d9df',
  font: 'system-ui, sans-serif',
  fontMono: 'ui-monospace, monospace',
};

/** Reads the poster colours from the tokens in force at `element` (inside `.wk-root`). */
export function readPosterColours(element: Element): PosterColours {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: token('--wk-color-bg', FALLBACK.background),
    surface: token('--wk-color-surface', FALLBACK.surface),
    text: token('--wk-color-text', FALLBACK.text),
    muted: token('--wk-color-text-muted', FALLBACK.muted),
    primary: token('--wk-color-primary', FALLBACK.primary),
    primaryText: token('--wk-color-primary-text', FALLBACK.primaryText),
    accent: token('--wk-color-success', FALLBACK.accent),
    border: token('--wk-color-border', FALLBACK.border),
    font: token('--wk-font', FALLBACK.font),
    fontMono: token('--wk-font-mono', FALLBACK.fontMono),
  };
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Shrinks the font until `text` fits `maxWidth` (long amounts, long links). */
function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  weight: string,
  size: number,
  family: string,
  maxWidth: number,
) {
  let px = size;
  ctx.font = `${weight} ${px}px ${family}`;
  while (px > 8 && ctx.measureText(text).width > maxWidth) {
    px -= 1;
    ctx.font = `${weight} ${px}px ${family}`;
  }
}

/** Draws the poster onto `canvas`, resizing it to the poster's pixel size. */
export function drawPoster(canvas: HTMLCanvasElement, content: PosterContent, colours: PosterColours): void {
  canvas.width = POSTER_WIDTH * POSTER_SCALE;
  canvas.height = POSTER_HEIGHT * POSTER_SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('wealthkit: a 2D canvas context is needed to draw the share poster.');
  ctx.setTransform(POSTER_SCALE, 0, 0, POSTER_SCALE, 0, 0);
  const pad = 28;
  const inner = POSTER_WIDTH - pad * 2;

  ctx.fillStyle = colours.background;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  // Brand band with the product name and the asset.
  ctx.fillStyle = colours.primary;
  ctx.fillRect(0, 0, POSTER_WIDTH, 150);
  ctx.fillStyle = colours.primaryText;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.font = `600 16px ${colours.font}`;
  ctx.fillText(content.heading, pad, 48);
  fitText(ctx, content.asset, '700', 44, colours.font, inner);
  ctx.fillText(content.asset, pad, 110);

  // The earnings: a muted label, then the figure as large as fits.
  const figure = (
    label: string,
    value: string,
    colour: string,
    size: number,
    labelY: number,
    valueY: number,
  ) => {
    ctx.fillStyle = colours.muted;
    ctx.font = `400 14px ${colours.font}`;
    ctx.fillText(label, pad, labelY);
    ctx.fillStyle = colour;
    fitText(ctx, value, '700', size, colours.font, inner);
    ctx.fillText(value, pad, valueY);
  };
  figure(content.cumulativeLabel, content.cumulative, colours.accent, 32, 196, 236);
  figure(content.aprLabel, content.apr, colours.text, 26, 282, 316);

  ctx.fillStyle = colours.text;
  fitText(ctx, content.tagline, '400', 15, colours.font, inner);
  ctx.fillText(content.tagline, pad, 356);

  // The invite card: the referral code, large, and the link that carries it.
  const cardY = 384;
  const cardH = 128;
  roundedRect(ctx, pad, cardY, inner, cardH, 12);
  ctx.fillStyle = colours.surface;
  ctx.fill();
  ctx.strokeStyle = colours.border;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = colours.muted;
  ctx.font = `400 13px ${colours.font}`;
  ctx.fillText(content.codeLabel, pad + 16, cardY + 30);
  ctx.fillStyle = colours.primary;
  fitText(ctx, content.code, '700', 30, colours.fontMono, inner - 32);
  ctx.fillText(content.code, pad + 16, cardY + 70);
  ctx.fillStyle = colours.muted;
  fitText(ctx, content.link, '400', 12, colours.fontMono, inner - 32);
  ctx.fillText(content.link, pad + 16, cardY + 104);
}

/** The canvas as a PNG blob. */
export function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave nothing'))),
      'image/png',
    );
  });
}
