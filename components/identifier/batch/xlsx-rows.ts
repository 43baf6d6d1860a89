// The batch page takes a sheet's first 5,000 rows, but exceljs reads a sheet whole: a 28 MB sheet of 45,000
// rows took it 9-11 s in a worker on a busy 2-core machine, and over 20 s in CI, for rows it then dropped.
// So each sheet is cut after the row the page would stop at, before exceljs opens the file. The cut is made
// where the XML allows one (after a row's end tag, then the rest of the sheet from `</sheetData>` on), so
// exceljs reads the rows it is given exactly as it would have read them in the whole sheet.

/** A sheet's part in the archive (`xl/worksheets/sheet1.xml`); its `_rels` are not sheets. */
export const isSheetPart = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

// One byte, one character: positions found in this text are positions in the bytes. The tags looked for are
// ASCII, and in UTF-8 no byte of a longer character is ever ASCII. A writer may give the tags a namespace
// prefix (`<x:row>`, as the Open XML SDK does).
const bytesAsText = new TextDecoder('latin1');
const rowEnd = /<\/(?:[A-Za-z_][\w.-]*:)?row\s*>|<(?:[A-Za-z_][\w.-]*:)?row\b[^>]*\/>/g;
const sheetDataEnd = /<\/(?:[A-Za-z_][\w.-]*:)?sheetData\s*>/g;

/** Bytes decoded at a time while looking for the rows' end: the first 5,000 rows of a wide sheet fill about 3 MB. */
const step = 1024 * 1024;

/** Where the `maxRows`th row ends, reading no further than it must; -1 when the sheet has fewer rows. */
function endOfRows(sheet: Uint8Array, maxRows: number): number {
  let rows = 0;
  let from = 0;
  for (let end = Math.min(step, sheet.length); ; end = Math.min(end * 2, sheet.length)) {
    // A tag cut by `end` is not matched yet: the next, longer prefix is searched again from the last whole one.
    const text = bytesAsText.decode(sheet.subarray(0, end));
    rowEnd.lastIndex = from;
    for (let found = rowEnd.exec(text); found; found = rowEnd.exec(text)) {
      from = rowEnd.lastIndex;
      if (++rows === maxRows) return from;
    }
    if (end === sheet.length) return -1;
  }
}

/** Where the sheet's data ends (its one `</sheetData>`), looked for from the end; -1 when it has none after `after`. */
function endOfData(sheet: Uint8Array, after: number): number {
  for (let size = 64 * 1024; ; size *= 2) {
    const start = Math.max(after, sheet.length - size);
    const text = bytesAsText.decode(sheet.subarray(start));
    let last = -1;
    sheetDataEnd.lastIndex = 0;
    for (let found = sheetDataEnd.exec(text); found; found = sheetDataEnd.exec(text)) last = found.index;
    if (last >= 0) return start + last;
    if (start === after) return -1;
  }
}

/**
 * The sheet with no more than `maxRows` rows in its data: what follows the `maxRows`th row is dropped up to
 * the end of the sheet's data, which is kept with all that comes after it (merged cells, links, page setup).
 * A sheet of no more rows, or one whose rows or data cannot be told apart, is given back as it is.
 */
export function firstRowsOnly(sheet: Uint8Array, maxRows: number): Uint8Array {
  const cut = endOfRows(sheet, maxRows);
  if (cut < 0) return sheet;
  const rest = endOfData(sheet, cut);
  if (rest <= cut) return sheet;
  const kept = new Uint8Array(cut + sheet.length - rest);
  kept.set(sheet.subarray(0, cut));
  kept.set(sheet.subarray(rest), cut);
  return kept;
}
