import { Inflate, unzipSync } from 'fflate';

// An XLSX is a ZIP: 5 MB of it (the upload's cap) can unpack to gigabytes, and exceljs inflated such a
// file on the page's thread for 17 s, the tab frozen (issue 39 item 7). Its central directory says how
// large every part unpacks before anything is inflated; fflate reads it (the filter sees each entry's
// size and turns it down, so nothing is inflated for this first check).

/** A list of 5,000 identifiers unpacks to well under 2 MB; anything past this is refused unread. */
export const maxUnpackedBytes = 30 * 1024 * 1024;

/** What the archive's parts unpack to, all together; throws when `data` is no ZIP. */
export function unpackedBytes(data: Uint8Array): number {
  let total = 0;
  unzipSync(data, {
    filter: (entry) => {
      total += entry.originalSize;
      return false;
    },
  });
  return total;
}

// The directory can lie, though: it may declare a few kilobytes for a part that inflates to gigabytes.
// JSZip (which exceljs opens the file with) checks a part's size only once it has inflated all of it,
// 200 MB in 0.7 s in Chromium here. So the parts are inflated here, a slice at a time, counting, and
// exceljs is handed them again stored, as nothing but what was counted.

/** Compressed bytes inflated at a time: at most about 4 MB of output (deflate's best ratio is 1,032). */
const slice = 4 * 1024;

/** The archive's parts, inflated, or null as soon as they come to more than `limit` bytes; throws when `data` is no ZIP fit to read. */
export function unpackWithin(data: Uint8Array, limit: number): Record<string, Uint8Array> | null {
  const at = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let end = data.length - 22;
  while (end > 0 && at.getUint32(end, true) !== 0x06054b50) end--;
  if (end <= 0) throw new Error('no end of central directory');
  const count = at.getUint16(end + 10, true);
  const parts: Record<string, Uint8Array> = {};
  let total = 0;
  for (let i = 0, entry = at.getUint32(end + 16, true); i < count; i++) {
    if (at.getUint32(entry, true) !== 0x02014b50) throw new Error('broken central directory');
    const method = at.getUint16(entry + 10, true);
    const packedSize = at.getUint32(entry + 20, true);
    const nameLength = at.getUint16(entry + 28, true);
    const name = new TextDecoder().decode(data.subarray(entry + 46, entry + 46 + nameLength));
    const local = at.getUint32(entry + 42, true);
    const start = local + 30 + at.getUint16(local + 26, true) + at.getUint16(local + 28, true);
    const packed = data.subarray(start, start + packedSize);
    entry += 46 + nameLength + at.getUint16(entry + 30, true) + at.getUint16(entry + 32, true);
    if (name.endsWith('/')) continue;
    if (method === 0) {
      total += packed.length;
      parts[name] = packed;
    } else if (method === 8) {
      const chunks: Uint8Array[] = [];
      const inflate = new Inflate((chunk) => {
        total += chunk.length;
        if (total <= limit) chunks.push(chunk);
      });
      for (let offset = 0; offset < packed.length && total <= limit; offset += slice) inflate.push(packed.subarray(offset, offset + slice), offset + slice >= packed.length);
      parts[name] = joined(chunks);
    } else throw new Error(`compression method ${method}`);
    if (total > limit) return null;
  }
  return parts;
}

function joined(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) all.set(chunk, (offset += chunk.length) - chunk.length);
  return all;
}
