// npx tsx scripts/build/favicon.ts: public/favicon.ico from app/icon.svg, for whoever asks the site root for
// it: crawlers (Baidu shows a site's icon beside its results and reads ICO, PNG or GIF, not SVG), and
// browsers opening a document that links no icon. Pages keep linking the SVG. Run again when the icon
// changes; scripts/build/favicon.test.ts checks the file's form.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const faviconSizes = [16, 32, 48] as const;

/** An ICO whose images are PNGs (Windows Vista's form, read by every current browser and crawler). */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

async function main() {
  const svg = readFileSync('app/icon.svg', 'utf8');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const images = [];
    for (const size of faviconSizes) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(`<body style="margin:0"><img alt="" width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`);
      images.push({ size, png: await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }) });
      await page.close();
    }
    writeFileSync('public/favicon.ico', icoOf(images));
    console.log(`public/favicon.ico: ${faviconSizes.join(', ')} px`);
  } finally {
    await browser.close();
  }
}

if (require.main === module) void main();
