import { crc32 as zlibCrc32 } from 'node:zlib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { crc32, escapeXml, labelFileName, printLayout, printSvg, pxForMm, withPngDpi } from './print-qr';

const url = 'https://portal.example.cn/product_scene/88.365.1/DEMO0001';

/** The layout's code drawn into RGBA pixels (the text left out), as the canvas draws it. */
function pixels(layout: ReturnType<typeof printLayout>): Uint8ClampedArray {
  const { widthPx, heightPx, modulePx, offsetPx, dark } = layout;
  const data = new Uint8ClampedArray(widthPx * heightPx * 4).fill(255);
  for (const [r, c, run] of dark) {
    for (let y = 0; y < modulePx; y++) {
      for (let x = 0; x < run * modulePx; x++) {
        const at = ((offsetPx + r * modulePx + y) * widthPx + offsetPx + c * modulePx + x) * 4;
        data.set([0, 0, 0, 255], at);
      }
    }
  }
  return data;
}

/** Chunk types in order, with each chunk's CRC checked. */
function chunks(png: Uint8Array): { type: string; data: Uint8Array }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    expect(view.getUint32(at + 8 + length)).toBe(zlibCrc32(png.subarray(at + 4, at + 8 + length)));
    out.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe('print-ready QR labels', () => {
  it('sizes labels at 300 dpi: 20, 30 and 50 mm are 236, 354 and 591 px wide', () => {
    expect([20, 30, 50].map(pxForMm)).toEqual([236, 354, 591]);
    for (const mm of [20, 30, 50] as const) expect(printLayout(url, '88.365.1/DEMO0001', mm).widthPx).toBe(pxForMm(mm));
  });

  it('draws whole pixels per module with at least a 4-module quiet zone, the identifier on one line below', () => {
    for (const mm of [20, 30, 50] as const) {
      const layout = printLayout(url, '88.365.1/DEMO0001', mm);
      expect(Number.isInteger(layout.modulePx)).toBe(true);
      expect(layout.modulePx).toBeGreaterThanOrEqual(4);
      expect(layout.offsetPx).toBeGreaterThanOrEqual(4 * layout.modulePx);
      expect(layout.widthPx - layout.offsetPx - layout.moduleCount * layout.modulePx).toBeGreaterThanOrEqual(4 * layout.modulePx);
      expect(layout.text.lines).toEqual(['88.365.1/DEMO0001']);
      expect(layout.text.topPx).toBeGreaterThanOrEqual(layout.offsetPx + (layout.moduleCount + 4) * layout.modulePx);
      expect(layout.heightPx).toBeGreaterThan(layout.text.topPx + layout.text.lineHeightPx);
    }
  });

  it('encodes the page address so a decoder reads it back', () => {
    for (const mm of [20, 50] as const) {
      const layout = printLayout(url, '88.365.1/DEMO0001', mm);
      expect(jsQR(pixels(layout), layout.widthPx, layout.heightPx)?.data).toBe(url);
    }
  });

  it('breaks a long identifier into lines that fit the label', () => {
    const long = `88.365.1/${'A1'.repeat(40)}`;
    const layout = printLayout(url, long, 20);
    expect(layout.text.lines.length).toBeGreaterThan(1);
    expect(layout.text.lines.join('')).toBe(long);
  });

  it('writes the SVG in millimetres and escapes the identifier', () => {
    const hostile = `88.1/<script>alert("x")</script>&'`;
    const svg = printSvg(printLayout(url, hostile, 30), hostile);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="30mm" height="[\d.]+mm" viewBox="0 0 354 \d+">/);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&apos;');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('puts a pHYs chunk of 300 dpi right after IHDR, replacing any other, and the PNG still decodes', () => {
    const image = new PNG({ width: 4, height: 4 });
    image.data.fill(255);
    const original = new Uint8Array(PNG.sync.write(image));
    const once = withPngDpi(original, 300);
    const twice = withPngDpi(once, 300);
    for (const png of [once, twice]) {
      const list = chunks(png);
      expect(list.map((c) => c.type).slice(0, 2)).toEqual(['IHDR', 'pHYs']);
      expect(list.filter((c) => c.type === 'pHYs')).toHaveLength(1);
      const phys = new DataView(list[1].data.buffer, list[1].data.byteOffset, 9);
      expect([phys.getUint32(0), phys.getUint32(4), phys.getUint8(8)]).toEqual([11811, 11811, 1]);
      expect(PNG.sync.read(Buffer.from(png)).width).toBe(4);
    }
  });

  it('computes the PNG CRC-32', () => {
    const bytes = new TextEncoder().encode('IEND');
    expect(crc32(bytes)).toBe(0xae426082);
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });

  it('names the files after the identifier and size', () => {
    expect(labelFileName('88.365.1/DEMO0001', 30, 'png')).toBe('88.365.1_DEMO0001-30mm.png');
  });
});
