import { readFileSync } from 'node:fs';

// public/favicon.ico (made by scripts/build/favicon.ts from app/icon.svg): an icon file with one PNG for
// each size a crawler or a browser tab asks for.

const ico = readFileSync('public/favicon.ico');

describe('the site root icon', () => {
  it('is an ICO of three PNG images, 16, 32 and 48 px, each its declared size', () => {
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const ends: number[] = [];
    const images = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const [width, bytes, offset] = [ico.readUInt8(entry), ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + bytes);
      // A PNG's signature, then its IHDR: width and height at bytes 16 and 20.
      ends.push(offset + bytes);
      return { width, signature: png.subarray(1, 4).toString('latin1'), pngWidth: png.readUInt32BE(16), pngHeight: png.readUInt32BE(20) };
    });
    expect(images).toEqual([16, 32, 48].map((size) => ({ width: size, signature: 'PNG', pngWidth: size, pngHeight: size })));
    // Nothing after the last image.
    expect(Math.max(...ends)).toBe(ico.length);
  });
});
