import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';

// A QR code to print on a product label (docs/decisions/0034-print-ready-qr.md): the page's canonical
// address at error correction Q, a 4-module quiet zone, whole pixels per module at 300 dpi, and the
// identifier set under the code. One layout draws both the SVG and the PNG, so they match. Pure apart
// from the PNG's canvas, which the dialog draws in the browser.

export const labelSizesMm = [20, 30, 50] as const;
export type LabelSizeMm = (typeof labelSizesMm)[number];
export const printDpi = 300;
/** Q restores a quarter of the code: a scuffed or dirty label still scans, at a size a 20 mm label still prints crisply. */
export const printErrorCorrection: QRCodeErrorCorrectionLevel = 'Q';
const quietModules = 4;
export const labelFont = "'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace";
/** A monospace glyph is about 0.6 em wide: how many characters a line holds. */
const glyphEm = 0.6;

/** Millimetres at 300 dpi, to whole pixels: 20 mm → 236, 30 mm → 354, 50 mm → 591. */
export const pxForMm = (mm: number) => Math.round((mm / 25.4) * printDpi);

export interface PrintLayout {
  widthPx: number;
  heightPx: number;
  widthMm: number;
  heightMm: number;
  moduleCount: number;
  modulePx: number;
  /** Left and top edge of the code (its quiet zone is at least 4 modules around it). */
  offsetPx: number;
  /** Dark modules as [row, column, run]: `run` dark modules from that column on. */
  dark: [number, number, number][];
  text: { lines: string[]; fontPx: number; lineHeightPx: number; topPx: number; maxWidthPx: number };
}

export function printLayout(url: string, identifier: string, widthMm: LabelSizeMm): PrintLayout {
  const { modules } = create(url, { errorCorrectionLevel: printErrorCorrection });
  const moduleCount = modules.size;
  const widthPx = pxForMm(widthMm);
  const modulePx = Math.floor(widthPx / (moduleCount + 2 * quietModules));
  const offsetPx = Math.floor((widthPx - modulePx * moduleCount) / 2);
  // Runs of dark modules along each row: a fifth of the rectangles, so a smaller SVG.
  const dark: [number, number, number][] = [];
  for (let r = 0; r < moduleCount; r++) {
    for (let c = 0; c < moduleCount; c++) {
      if (!modules.get(r, c)) continue;
      const start = c;
      while (c + 1 < moduleCount && modules.get(r, c + 1)) c++;
      dark.push([r, start, c - start + 1]);
    }
  }
  // The text starts below the code's whole quiet zone, so it never reads as part of the code.
  const topPx = offsetPx + moduleCount * modulePx + quietModules * modulePx;
  const fontPx = Math.round(widthPx * 0.08);
  // A twentieth of the width on each side: 18 characters a line at every size.
  const maxWidthPx = Math.round(widthPx * 0.9);
  const perLine = Math.max(1, Math.floor(maxWidthPx / (glyphEm * fontPx)));
  const lines = identifier.match(new RegExp(`.{1,${perLine}}`, 'g')) ?? [identifier];
  const lineHeightPx = Math.round(fontPx * 1.25);
  const heightPx = topPx + lines.length * lineHeightPx + Math.max(offsetPx - quietModules * modulePx, modulePx * 2);
  return {
    widthPx,
    heightPx,
    widthMm,
    heightMm: Number(((widthMm * heightPx) / widthPx).toFixed(2)),
    moduleCount,
    modulePx,
    offsetPx,
    dark,
    text: { lines, fontPx, lineHeightPx, topPx, maxWidthPx },
  };
}

/** Text for an XML attribute or element: the identifier is company-typed data, never markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The label as SVG, sized in millimetres, drawn in the layout's 300 dpi pixel grid. */
export function printSvg(layout: PrintLayout, identifier: string): string {
  const { widthPx, heightPx, widthMm, heightMm, modulePx, offsetPx, dark, text } = layout;
  const path = dark.map(([r, c, run]) => `M${offsetPx + c * modulePx} ${offsetPx + r * modulePx}h${run * modulePx}v${modulePx}h-${run * modulePx}z`).join('');
  const lines = text.lines
    .map((line, i) => `<text x="${widthPx / 2}" y="${text.topPx + (i + 0.5) * text.lineHeightPx}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 ${widthPx} ${heightPx}">` +
    `<title>${escapeXml(identifier)}</title>` +
    `<rect width="${widthPx}" height="${heightPx}" fill="#fff"/>` +
    `<path fill="#000" shape-rendering="crispEdges" d="${path}"/>` +
    `<g fill="#000" font-family="${escapeXml(labelFont)}" font-size="${text.fontPx}" text-anchor="middle" dominant-baseline="central">${lines}</g>` +
    `</svg>`
  );
}

/** Draws the label on a canvas of the layout's pixel size (the browser's canvas, or any of its shape). */
export function drawLabel(ctx: CanvasRenderingContext2D, layout: PrintLayout): void {
  const { widthPx, heightPx, modulePx, offsetPx, dark, text } = layout;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, widthPx, heightPx);
  ctx.fillStyle = '#000';
  for (const [r, c, run] of dark) ctx.fillRect(offsetPx + c * modulePx, offsetPx + r * modulePx, run * modulePx, modulePx);
  ctx.font = `${text.fontPx}px ${labelFont}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  text.lines.forEach((line, i) => ctx.fillText(line, widthPx / 2, text.topPx + (i + 0.5) * text.lineHeightPx, text.maxWidthPx));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 every PNG chunk ends with. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * The PNG with a pHYs chunk saying `dpi` (in pixels per metre, as PNG counts), right after IHDR and in
 * place of any the encoder wrote: a label program then prints 591 px at 50 mm without being told.
 */
export function withPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Uint8Array[] = [png.subarray(0, 8)];
  const ppm = Math.round(dpi / 0.0254);
  const phys = new Uint8Array(21);
  const pv = new DataView(phys.buffer);
  pv.setUint32(0, 9);
  phys.set([0x70, 0x48, 0x59, 0x73], 4); // pHYs
  pv.setUint32(8, ppm);
  pv.setUint32(12, ppm);
  phys[16] = 1; // the unit is the metre
  pv.setUint32(17, crc32(phys.subarray(4, 17)));
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (type !== 'pHYs') chunks.push(png.subarray(at, end));
    if (type === 'IHDR') chunks.push(phys);
    at = end;
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A file name from an identifier: `88.365.1_DEMO0001-30mm.png`. */
export function labelFileName(identifier: string, widthMm: number, extension: 'png' | 'svg'): string {
  return `${identifier.replace(/[^\w.-]+/g, '_')}-${widthMm}mm.${extension}`;
}
