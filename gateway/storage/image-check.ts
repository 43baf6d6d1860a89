import { decode as decodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { sniffImage } from './files';

/**
 * What an uploaded image must be (issue 6), and what is stored of it (issue 17): a real jpeg, png or bmp
 * by its content, at most 20 megapixels, decoded whole by libvips (sharp) and encoded again, so only its
 * pixels reach the disk: no EXIF (GPS position, camera, time), no XMP, no comments, no trailing bytes.
 * Identity documents must also be shaped like a photo of a document rather than a sliver (1x100000).
 * Decisions 0019 and 0028.
 */
export const imageRules = { maxPixels: 20_000_000, minSide: 16, maxAspect: 10 } as const;

export type ImageProblem = 'empty' | 'type' | 'corrupt' | 'pixels' | 'shape';

export interface ImageInfo {
  mime: string;
  ext: string;
  width: number;
  height: number;
}

/** The re-encoded file to store: JPEG stays JPEG, PNG stays PNG, BMP becomes PNG (sharp writes no BMP). */
export interface CleanImage extends ImageInfo {
  bytes: Buffer;
}

export type ImageVerdict = { ok: true; image: ImageInfo } | { ok: false; problem: ImageProblem };
export type CleanVerdict = { ok: true; image: ImageInfo; clean: CleanImage } | { ok: false; problem: ImageProblem };

/** The gateway's words for each refusal. */
export const imageProblemMessages: Record<ImageProblem, string> = {
  empty: '上传的文件为空，请重新选择图片',
  type: '文件内容不是jpeg、png或bmp图片，请重新选择',
  corrupt: '图片文件已损坏或不完整，无法识别，请重新选择',
  pixels: '图片像素过大（超过2000万像素），请压缩后重新上传',
  shape: '图片尺寸异常（宽高过小或比例失调），请上传完整、清晰的证件照片',
};

class Corrupt extends Error {}

/** What the upload is, without keeping the re-encoded file (the checks alone). */
export async function inspectImage(bytes: Uint8Array): Promise<ImageVerdict> {
  const verdict = await cleanImage(bytes);
  return verdict.ok ? { ok: true, image: verdict.image } : verdict;
}

/**
 * Checks the upload and re-encodes it. `shape: false` (avatars, payment proofs) skips the document shape
 * rules; the pixel limit always holds, read from the header before any pixel is decoded, so a small file
 * that claims 100,000 x 100,000 pixels (a decompression bomb) costs nothing.
 */
export async function cleanImage(bytes: Uint8Array, { shape = true }: { shape?: boolean } = {}): Promise<CleanVerdict> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  const kind = sniffImage(bytes.subarray(0, 8));
  if (!kind) return { ok: false, problem: 'type' };
  try {
    const size = kind.ext === 'bmp' ? readBmp(bytes) : await header(bytes);
    const problem = sizeProblem(size.width, size.height, shape);
    if (problem) return { ok: false, problem };
    const clean = kind.ext === 'bmp' ? await bmpToPng(bytes) : await reencode(bytes, kind.ext === 'png' ? 'png' : 'jpeg');
    return { ok: true, image: { mime: kind.mime, ext: kind.ext, ...size }, clean };
  } catch (error) {
    // Corrupt, or one of libvips' refusals (data cut short, a bad CRC or Huffman code, over the pixel limit).
    if (error instanceof Error) return { ok: false, problem: 'corrupt' };
    throw error;
  }
}

// failOn 'warning': a JPEG cut short or a PNG with missing rows is refused, not shown half grey.
const input = { limitInputPixels: imageRules.maxPixels, failOn: 'warning' } as const;

async function header(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  // Only the header is read here; the limit is applied by the caller with its own message ('pixels').
  const { width, height } = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  if (!width || !height) throw new Corrupt();
  return { width, height };
}

function sizeProblem(width: number, height: number, shape: boolean): ImageProblem | undefined {
  if (width * height > imageRules.maxPixels) return 'pixels';
  if (!shape) return undefined;
  const short = Math.min(width, height);
  if (short < imageRules.minSide || Math.max(width, height) / short > imageRules.maxAspect) return 'shape';
  return undefined;
}

async function reencode(bytes: Uint8Array, format: 'jpeg' | 'png'): Promise<CleanImage> {
  // autoOrient turns the pixels as the EXIF orientation said, since that tag goes with the rest.
  const pipeline = sharp(bytes, input).autoOrient();
  const { data, info } = await (format === 'jpeg' ? pipeline.jpeg({ quality: 90 }) : pipeline.png()).toBuffer({ resolveWithObject: true });
  return format === 'jpeg'
    ? { bytes: data, mime: 'image/jpeg', ext: 'jpg', width: info.width, height: info.height }
    : { bytes: data, mime: 'image/png', ext: 'png', width: info.width, height: info.height };
}

// ---- BMP ----
// sharp's libvips reads no BMP: bmp-ts (Jimp's decoder) turns it into pixels, sharp writes them as PNG.
// The header is checked here first, so the decoder never allocates for a size the file cannot hold.

/** Header sizes of the Windows and OS/2 bitmap formats. */
const dibHeaderSizes = new Set([12, 40, 52, 56, 64, 108, 124]);

const le32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
const le16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);

function readBmp(b: Uint8Array): { width: number; height: number } {
  if (b.length < 26) throw new Corrupt();
  const pixelOffset = le32(b, 10);
  const dibSize = le32(b, 14);
  if (!dibHeaderSizes.has(dibSize) || b.length < 14 + dibSize) throw new Corrupt();
  const os2 = dibSize === 12;
  const width = os2 ? le16(b, 18) : le32(b, 18) | 0;
  const height = os2 ? le16(b, 20) : Math.abs(le32(b, 22) | 0);
  const bpp = le16(b, os2 ? 24 : 28);
  const compression = os2 ? 0 : le32(b, 30);
  if (width <= 0 || height <= 0 || ![1, 4, 8, 16, 24, 32].includes(bpp)) throw new Corrupt();
  if (pixelOffset < 14 + dibSize || pixelOffset >= b.length) throw new Corrupt();
  if (compression === 1 || compression === 2) {
    // Run-length data: its length is not fixed by the size (the pixel limit bounds it), but it must be for the right depth.
    if ((compression === 1 && bpp !== 8) || (compression === 2 && bpp !== 4)) throw new Corrupt();
    return { width, height };
  }
  if (![0, 3, 6].includes(compression)) throw new Corrupt();
  const rowBytes = Math.floor((bpp * width + 31) / 32) * 4;
  // Checked before multiplying into a huge number: the size rules run after this.
  if (height > b.length || rowBytes * height > b.length - pixelOffset) throw new Corrupt();
  return { width, height };
}

async function bmpToPng(bytes: Uint8Array): Promise<CleanImage> {
  const bmp = decodeBmp(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { toRGBA: true });
  if (bmp.data.length !== bmp.width * bmp.height * 4) throw new Corrupt();
  // BMP's fourth byte is padding in most files (bmp-ts reports it as alpha 0): dropped, not shown as transparent.
  const { data, info } = await sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: 4 }, limitInputPixels: imageRules.maxPixels })
    .removeAlpha()
    .png()
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, mime: 'image/png', ext: 'png', width: info.width, height: info.height };
}
