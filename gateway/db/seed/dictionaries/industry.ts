import { industryDivisions, industrySections } from './industry-data';
import type { DictRow } from './types';

/**
 * The industry dictionary as flat rows: 门类 (letter, level 1, parent '-1'), 大类 (2 digits,
 * level 2) and 中类 (3 digits, level 3), in the standard's order.
 */
export function industryRows(): DictRow[] {
  const rows: DictRow[] = [];
  for (const section of industrySections) {
    rows.push({ code: section.code, name: section.name, level: 1, parentCode: '-1' });
    const divisions = industryDivisions.filter((d) => {
      const n = Number(d.code);
      return n >= section.firstDivision && n <= section.lastDivision;
    });
    for (const division of divisions) {
      rows.push({ code: division.code, name: division.name, level: 2, parentCode: section.code });
      for (const [code, name] of division.groups) {
        rows.push({ code, name, level: 3, parentCode: division.code });
      }
    }
  }
  return rows;
}
