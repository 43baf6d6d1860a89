// Plain seed shapes for the dictionaries. The gateway's DB layer maps them to rows.

/** One entry of the industry or area tree; level 1 entries have parentCode '-1'. */
export interface DictRow {
  code: string;
  name: string;
  level: number;
  parentCode: string;
}

/** A 中类 of GB/T 4754-2017: 3-digit code and name. */
export type IndustryGroup = readonly [code: string, name: string];

/** A 大类 of GB/T 4754-2017 with its 中类. */
export interface IndustryDivision {
  code: string;
  name: string;
  groups: readonly IndustryGroup[];
}

/** A 门类; the standard assigns each one a contiguous range of 大类 codes. */
export interface IndustrySection {
  code: string;
  name: string;
  firstDivision: number;
  lastDivision: number;
}

export interface SecondNode {
  id: number;
  name: string;
  nodePrefix: string;
}
