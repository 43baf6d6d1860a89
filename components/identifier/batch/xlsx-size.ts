import { unzipSync } from 'fflate';

// An XLSX is a ZIP: 5 MB of it (the upload's cap) can unpack to gigabytes, and exceljs inflated such a
// file on the page's thread for 17 s, the tab frozen (issue 39 item 7). Its central directory says how
// large every part unpacks before anything is inflated; fflate reads it (the filter sees each entry's
// size and turns it down, so nothing is inflated here).

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
