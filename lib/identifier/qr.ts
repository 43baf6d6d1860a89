import 'server-only';
import QRCode from 'qrcode';
import { ttlCache } from '@/lib/cache/ttl-cache';

// Making a QR code costs milliseconds of CPU; the page's URL does not change, so it is made once.
const codes = ttlCache<string>({ ttlMs: 24 * 3_600_000, max: 5000, keep: () => true });

/** An SVG data URL of the QR code for a URL. */
export function qrDataUrl(url: string): Promise<string> {
  return codes.get(url, async () => {
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  });
}
