import { deflateSync } from 'node:zlib';

// Crafted image files for the upload checks' tests (jest and Playwright): small, real encodings made
// here byte by byte, and the broken variants the gateway must refuse. Only the EXIF-carrying photo at the
// end needs an image library (sharp, loaded when called, so Playwright specs importing this file skip it).

/** PNG's CRC-32, as the chunks below carry it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG with a gradient. `rows` replaces the pixel rows, `idat` the compressed data (broken variants). */
export function pngBytes(width: number, height: number, options: { rows?: Buffer; interlaced?: boolean; idat?: Buffer } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, options.interlaced ? 1 : 0], 8);
  const rows =
    options.rows ??
    (options.interlaced ? adam7Rows(width, height) : undefined) ??
    Buffer.concat(
      Array.from({ length: height }, (_, y) => {
        const row = Buffer.alloc(1 + width * 3);
        for (let x = 0; x < width; x++) row.set([(x * 255) / Math.max(1, width - 1), (y * 255) / Math.max(1, height - 1), 160], 1 + x * 3);
        return row;
      }),
    );
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', options.idat ?? deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 24-bit bottom-up BMP, rows padded to 4 bytes, filled with one colour. */
export function bmpBytes(width: number, height: number): Buffer {
  const rowBytes = Math.floor((24 * width + 31) / 32) * 4;
  const size = 54 + rowBytes * height;
  const b = Buffer.alloc(size);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(size, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(rowBytes * height, 34);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) b.set([200, 120, 40], 54 + y * rowBytes + x * 3);
  return b;
}

/** Interlaced pixel data: the seven Adam7 passes, each a run of filter-0 scanlines of mid grey. */
function adam7Rows(width: number, height: number): Buffer {
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  const parts = passes.map(([x0, y0, dx, dy]) => {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    return w > 0 && h > 0 ? Buffer.alloc(h * (1 + w * 3), 0) : Buffer.alloc(0);
  });
  return Buffer.concat(parts);
}

const segment = (marker: number, body: number[]) => [0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body];

/**
 * A baseline greyscale JPEG: one quantisation table, one-code Huffman tables (DC category 0 and
 * end-of-block), every 8x8 block a flat mid grey. Small, and decodable by any JPEG decoder.
 */
export function jpegBytes(width: number, height: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = blocks * 2;
  const data = new Array<number>(Math.ceil(bits / 8)).fill(0);
  // Unused bits of the last byte are padded with ones, as the standard asks.
  if (bits % 8) data[data.length - 1] = (1 << (8 - (bits % 8))) - 1;
  const oneCode = [1, ...new Array<number>(15).fill(0)];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...oneCode, 0x00]),
    ...segment(0xc4, [0x10, ...oneCode, 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...data,
    0xff,
    0xd9,
  ]);
}

/** Text that is not an image at all (to be sent as "photo.png"). */
export const notAnImage = Buffer.from('这不是图片，只是改了扩展名的文本文件。\n', 'utf8');

/** A gradient, so that lost or moved pixels show in a comparison. */
export function gradientPixels(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  return raw;
}

/** A phone photo as it leaves the camera: a JPEG with the device and a GPS position in its EXIF. */
export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(gradientPixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 0/1' },
    })
    .toBuffer();
}
