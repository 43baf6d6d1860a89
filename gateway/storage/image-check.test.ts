import { deflateSync } from 'node:zlib';
import { bmpBytes, crc32, gradientPixels, jpegBytes, notAnImage, pngBytes } from '../testing/images';
import sharp from 'sharp';
import { cleanImage, imageRules, inspectImage } from './image-check';

const problem = async (bytes: Uint8Array) => {
  const verdict = await inspectImage(bytes);
  return verdict.ok ? 'ok' : verdict.problem;
};

describe('inspectImage: what an identity document upload must be', () => {
  it('builds its PNG test files with the right CRC-32 (so a broken one below is the only fault)', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('accepts real PNG, JPEG and BMP files and reads their size', async () => {
    expect(await inspectImage(pngBytes(64, 40))).toEqual({ ok: true, image: { mime: 'image/png', ext: 'png', width: 64, height: 40 } });
    expect(await inspectImage(pngBytes(37, 29, { interlaced: true }))).toEqual({ ok: true, image: { mime: 'image/png', ext: 'png', width: 37, height: 29 } });
    expect(await inspectImage(jpegBytes(120, 80))).toEqual({ ok: true, image: { mime: 'image/jpeg', ext: 'jpg', width: 120, height: 80 } });
    expect(await inspectImage(bmpBytes(50, 30))).toEqual({ ok: true, image: { mime: 'image/bmp', ext: 'bmp', width: 50, height: 30 } });
  });

  it('refuses an empty file and a text file named like an image', async () => {
    expect(await problem(new Uint8Array(0))).toBe('empty');
    expect(await problem(notAnImage)).toBe('type');
    expect(await problem(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBe('type');
  });

  it('refuses a PNG cut short, with a broken CRC, or whose pixel data does not match its size', async () => {
    const png = pngBytes(64, 40);
    expect(await problem(png.subarray(0, png.length - 20))).toBe('corrupt');
    const badCrc = Buffer.from(png);
    badCrc[30] ^= 0xff;
    expect(await problem(badCrc)).toBe('corrupt');
    // Rows for 20 lines under a header that promises 40.
    const short = pngBytes(64, 40, { rows: Buffer.alloc(20 * (1 + 64 * 3)) });
    expect(await problem(short)).toBe('corrupt');
    // Right length, but a scanline starts with filter type 9.
    const rows = Buffer.alloc(40 * (1 + 64 * 3));
    rows[5 * (1 + 64 * 3)] = 9;
    expect(await problem(pngBytes(64, 40, { rows }))).toBe('corrupt');
    // Pixel data that is not zlib at all, and zlib data cut in the middle.
    expect(await problem(pngBytes(64, 40, { idat: Buffer.from('not zlib data at all') }))).toBe('corrupt');
    const whole = deflateSync(Buffer.alloc(40 * (1 + 64 * 3)));
    expect(await problem(pngBytes(64, 40, { idat: whole.subarray(0, whole.length - 6) }))).toBe('corrupt');
  });

  it('refuses images over 20 megapixels without inflating them', async () => {
    // 5000 x 4001 claims 20,005,000 pixels; its data is a few bytes, never inflated.
    expect(await problem(pngBytes(5000, 4001, { rows: Buffer.alloc(10) }))).toBe('pixels');
    expect(await problem(jpegBytes(6000, 4000))).toBe('pixels');
    expect(imageRules.maxPixels).toBe(20_000_000);
  });

  it('refuses degenerate shapes: 1x100000, 10x10, 2000x100', async () => {
    expect(await problem(pngBytes(1, 100_000))).toBe('shape');
    expect(await problem(jpegBytes(1, 100_000))).toBe('shape');
    expect(await problem(bmpBytes(1, 100_000))).toBe('shape');
    expect(await problem(pngBytes(10, 10))).toBe('shape');
    expect(await problem(jpegBytes(2000, 100))).toBe('shape');
  });

  it('refuses a JPEG without its end, without a frame header, or with a zero height', async () => {
    const jpeg = jpegBytes(64, 48);
    expect(await problem(jpeg.subarray(0, jpeg.length - 2))).toBe('corrupt');
    expect(await problem(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe('corrupt');
    const zero = Buffer.from(jpeg);
    const sof = zero.indexOf(Buffer.from([0xff, 0xc0]));
    zero.writeUInt16BE(0, sof + 5);
    expect(await problem(zero)).toBe('corrupt');
    const longSegment = Buffer.from(jpeg);
    longSegment.writeUInt16BE(0xfff0, 4);
    expect(await problem(longSegment)).toBe('corrupt');
  });

  it('refuses a BMP whose pixel array does not fit the file or whose depth is unknown', async () => {
    const bmp = bmpBytes(50, 30);
    expect(await problem(bmp.subarray(0, 54 + 10))).toBe('corrupt');
    const depth = Buffer.from(bmp);
    depth.writeUInt16LE(7, 28);
    expect(await problem(depth)).toBe('corrupt');
    expect(await problem(Buffer.from('BM'))).toBe('corrupt');
  });

  it('turns a phone photo upright before its orientation tag goes with the rest of the EXIF', async () => {
    // Taken sideways: 320x200 pixels and an EXIF orientation of 6 (show it turned 90 degrees clockwise).
    const sideways = await sharp(gradientPixels(320, 200), { raw: { width: 320, height: 200, channels: 3 } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const verdict = await cleanImage(sideways);
    if (!verdict.ok) throw new Error(verdict.problem);
    const stored = await sharp(verdict.clean.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 320 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });
});
