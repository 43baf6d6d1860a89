import { hazardousWastePrefixes } from '@/lib/identifier/hazard';

/**
 * 000 §4: while an application is in review, a link to another platform appears when its prefix and
 * registration area match this table (provincial service platforms that take over the paperwork for
 * companies of their province on the node). The table is configuration: add a row per agreement.
 */
export interface JumpLink {
  /** The second-level node's prefix the application's prefix starts with. */
  nodePrefix: string;
  /** GB/T 2260 province code the registration area starts with. */
  provinceCode: string;
  name: string;
  url: string;
}

export const jumpLinks: JumpLink[] = [
  { nodePrefix: '88.365', provinceCode: '320000', name: '江苏省工业和信息化厅', url: 'https://gxt.jiangsu.gov.cn/' },
  { nodePrefix: '88.365', provinceCode: '510000', name: '四川省经济和信息化厅', url: 'https://jxt.sc.gov.cn/' },
  { nodePrefix: '88.365', provinceCode: '500000', name: '重庆市经济和信息化委员会', url: 'https://jjxxw.cq.gov.cn/' },
];

export function jumpLinkFor(prefix: string | null | undefined, registerArea: string | null | undefined, table: JumpLink[] = jumpLinks): JumpLink | undefined {
  if (!prefix || !registerArea) return undefined;
  const province = registerArea.split(',')[0];
  return table.find((row) => prefix.startsWith(`${row.nodePrefix}.`) && province === row.provinceCode);
}

/** 000 §9: prefixes under 88.364 and 88.182 get the hazardous-waste trade company link. */
export function isHazardousWastePrefix(prefix: string | null | undefined): boolean {
  return Boolean(prefix && hazardousWastePrefixes.some((p) => prefix.startsWith(`${p}.`)));
}
