import { createInflate } from 'node:zlib';
import { sniffImage } from './files';

/**
 * What an uploaded identity document must be (issue 6): a real jpeg, png or bmp by its content, whole,
 * at most 20 megapixels, and shaped like a photo of a document rather than a sliver (1x100000).
 * PNG is decoded for real (every chunk's CRC, the compressed pixel data inflated and its row layout
 * checked); JPEG is walked marker by marker to the end of the image; BMP's pixel array must fit the file.
 */
export const imageRules = { maxPixels: 20_000_000, minSide: 16, maxAspect: 10 } as const;

export type ImageProblem = 'empty' | 'type' | 'corrupt' | 'pixels' | 'shape';

export interface ImageInfo {
  mime: string;
  ext: string;
  width: number;
  height: number;
}

export type ImageVerdict = { ok: true; image: ImageInfo } | { ok: false; problem: ImageProblem };

/** The gateway's words for each refusal. */
export const imageProblemMessages: Record<ImageProblem, string> = {
  empty: '上传的文件为空，请重新选择图片',
  type: '文件内容不是jpeg、png或bmp图片，请重新选择',
  corrupt: '图片文件已损坏或不完整，无法识别，请重新选择',
  pixels: '图片像素过大（超过2000万像素），请压缩后重新上传',
  shape: '图片尺寸异常（宽高过小或比例失调），请上传完整、清晰的证件照片',
};

class Corrupt extends Error {}

export async function inspectImage(bytes: Uint8Array): Promise<ImageVerdict> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  const kind = sniffImage(bytes.subarray(0, 8));
  if (!kind) return { ok: false, problem: 'type' };
  try {
    const png = kind.ext === 'png' ? readPngHeader(bytes) : undefined;
    const size = png ?? (kind.ext === 'jpg' ? readJpeg(bytes) : readBmp(bytes));
    const shape = shapeProblem(size.width, size.height);
    if (shape) return { ok: false, problem: shape };
    // Only an image of an acceptable size is inflated: the check above bounds the work.
    if (png) await checkPngPixels(bytes, png);
    return { ok: true, image: { mime: kind.mime, ext: kind.ext, width: size.width, height: size.height } };
  } catch (error) {
    if (error instanceof Corrupt) return { ok: false, problem: 'corrupt' };
    throw error;
  }
}

function shapeProblem(width: number, height: number): ImageProblem | undefined {
  if (width * height > imageRules.maxPixels) return 'pixels';
  const short = Math.min(width, height);
  if (short < imageRules.minSide || Math.max(width, height) / short > imageRules.maxAspect) return 'shape';
  return undefined;
}

const be32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const be16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const le32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
const le16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const needs = (b: Uint8Array, end: number) => {
  if (end > b.length) throw new Corrupt();
};

// ---- PNG ----

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface PngHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  /** Where each IDAT chunk's data lies. */
  data: [start: number, end: number][];
}

const pngChannels: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

function readPngHeader(b: Uint8Array): PngHeader {
  let at = 8;
  let header: Omit<PngHeader, 'data'> | undefined;
  const data: [number, number][] = [];
  let ended = false;
  while (!ended) {
    needs(b, at + 12);
    const length = be32(b, at);
    const type = String.fromCharCode(b[at + 4], b[at + 5], b[at + 6], b[at + 7]);
    const start = at + 8;
    const end = start + length;
    needs(b, end + 4);
    if (crc32(b, at + 4, end) !== be32(b, end)) throw new Corrupt();
    if (!header && type !== 'IHDR') throw new Corrupt();
    if (type === 'IHDR') {
      if (header || length !== 13) throw new Corrupt();
      const depth = b[start + 8];
      const color = pngChannels[b[start + 9]];
      if (!color || !color.depths.includes(depth) || b[start + 10] !== 0 || b[start + 11] !== 0 || b[start + 12] > 1) throw new Corrupt();
      const width = be32(b, start);
      const height = be32(b, start + 4);
      if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) throw new Corrupt();
      header = { width, height, bitsPerPixel: depth * color.channels, interlaced: b[start + 12] === 1 };
    } else if (type === 'IDAT') {
      data.push([start, end]);
    } else if (type === 'IEND') {
      ended = true;
    }
    at = end + 4;
  }
  if (!header || data.length === 0) throw new Corrupt();
  return { ...header, data };
}

/** The scanlines of each pass: Adam7's seven sub-images when interlaced, else the one image. */
function passes(width: number, height: number, interlaced: boolean): [w: number, h: number][] {
  if (!interlaced) return [[width, height]];
  const adam7 = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  return adam7
    .map(([x0, y0, dx, dy]) => [Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)] as [number, number])
    .filter(([w, h]) => w > 0 && h > 0);
}

/**
 * Inflates the pixel data as a stream (never the whole image in memory) and checks that it holds
 * exactly the scanlines the header promises, each starting with a valid filter type (0 to 4).
 */
async function checkPngPixels(b: Uint8Array, png: PngHeader): Promise<void> {
  const rows: { rowBytes: number; count: number }[] = passes(png.width, png.height, png.interlaced).map(([w, h]) => ({
    rowBytes: 1 + Math.ceil((w * png.bitsPerPixel) / 8),
    count: h,
  }));
  const expected = rows.reduce((sum, r) => sum + r.rowBytes * r.count, 0);
  let seen = 0;
  // Position of the next filter byte, walking the passes' rows.
  let pass = 0;
  let row = 0;
  let nextFilter = 0;
  const inflate = createInflate();
  const done = new Promise<void>((resolve, reject) => {
    inflate.on('data', (chunk: Buffer) => {
      const chunkStart = seen;
      seen += chunk.length;
      if (seen > expected) {
        inflate.destroy();
        reject(new Corrupt());
        return;
      }
      while (pass < rows.length && nextFilter < seen) {
        if (chunk[nextFilter - chunkStart] > 4) {
          inflate.destroy();
          reject(new Corrupt());
          return;
        }
        nextFilter += rows[pass].rowBytes;
        row += 1;
        if (row === rows[pass].count) {
          pass += 1;
          row = 0;
        }
      }
    });
    inflate.on('error', () => reject(new Corrupt()));
    inflate.on('end', () => (seen === expected ? resolve() : reject(new Corrupt())));
  });
  for (const [start, end] of png.data) inflate.write(b.subarray(start, end));
  inflate.end();
  await done;
}

// ---- JPEG ----

const sofMarkers = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the markers from SOI to EOI: one frame header, a quantisation table, scans, nothing cut off. */
function readJpeg(b: Uint8Array): { width: number; height: number } {
  let at = 2;
  let frame: { width: number; height: number } | undefined;
  let tables = false;
  let scans = 0;
  for (;;) {
    needs(b, at + 2);
    if (b[at] !== 0xff) throw new Corrupt();
    while (b[at + 1] === 0xff) {
      at += 1;
      needs(b, at + 2);
    }
    const marker = b[at + 1];
    at += 2;
    if (marker === 0xd9) break;
    if (marker === 0xd8 || marker === 0x00) throw new Corrupt();
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    needs(b, at + 2);
    const length = be16(b, at);
    if (length < 2) throw new Corrupt();
    needs(b, at + length);
    if (sofMarkers.has(marker)) {
      if (frame || length < 8) throw new Corrupt();
      const components = b[at + 7];
      const precision = b[at + 2];
      if (![8, 12, 16].includes(precision) || ![1, 3, 4].includes(components) || length !== 8 + 3 * components) throw new Corrupt();
      frame = { height: be16(b, at + 3), width: be16(b, at + 5) };
      if (frame.width === 0 || frame.height === 0) throw new Corrupt();
    } else if (marker === 0xdb) {
      tables = true;
    }
    at += length;
    if (marker === 0xda) {
      if (!frame) throw new Corrupt();
      scans += 1;
      at = skipEntropyData(b, at);
    }
  }
  if (!frame || !tables || scans === 0) throw new Corrupt();
  return frame;
}

/** The compressed data after a scan header runs to the next marker that is not a stuffed 0 or a restart. */
function skipEntropyData(b: Uint8Array, from: number): number {
  for (let i = from; i + 1 < b.length; i++) {
    if (b[i] !== 0xff) continue;
    const next = b[i + 1];
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return i;
  }
  throw new Corrupt();
}

// ---- BMP ----

/** Header sizes of the Windows and OS/2 bitmap formats. */
const dibHeaderSizes = new Set([12, 40, 52, 56, 64, 108, 124]);

function readBmp(b: Uint8Array): { width: number; height: number } {
  needs(b, 26);
  const pixelOffset = le32(b, 10);
  const dibSize = le32(b, 14);
  if (!dibHeaderSizes.has(dibSize)) throw new Corrupt();
  needs(b, 14 + dibSize);
  let width: number;
  let height: number;
  let bpp: number;
  let compression = 0;
  if (dibSize === 12) {
    width = le16(b, 18);
    height = le16(b, 20);
    bpp = le16(b, 24);
  } else {
    width = le32(b, 18) | 0;
    height = Math.abs(le32(b, 22) | 0);
    bpp = le16(b, 28);
    compression = le32(b, 30);
  }
  if (width <= 0 || height <= 0 || ![1, 4, 8, 16, 24, 32].includes(bpp)) throw new Corrupt();
  if (pixelOffset < 14 + dibSize || pixelOffset >= b.length) throw new Corrupt();
  if (compression === 1 || compression === 2) {
    // Run-length data: its length is not fixed by the size, but it must be for the right depth.
    if ((compression === 1 && bpp !== 8) || (compression === 2 && bpp !== 4)) throw new Corrupt();
    return { width, height };
  }
  if (![0, 3, 6].includes(compression)) throw new Corrupt();
  const rowBytes = Math.floor((bpp * width + 31) / 32) * 4;
  // Checked before multiplying into a huge number: the shape rules run after this.
  if (height > b.length || rowBytes * height > b.length - pixelOffset) throw new Corrupt();
  return { width, height };
}
