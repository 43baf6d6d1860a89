import type { CatalogueEntry, TitledText } from '../types';

type Pair = readonly [title: string, text: string];

interface EntrySpec {
  /** advantages */
  a: Pair[];
  /** features (the introduction section) */
  f: Pair[];
  /** usage scenes */
  s: Pair[];
  /** application value */
  v: Pair[];
  offered?: boolean;
}

const pairs = (list: Pair[]): TitledText[] => list.map(([title, text]) => ({ title, text }));

/** Authoring shorthand: 48 entries of four lists each read better as tuples than as nested objects. */
export function entry(id: number, title: string, description: string, spec: EntrySpec): CatalogueEntry {
  return {
    id,
    title,
    description,
    offered: spec.offered ?? true,
    advantages: pairs(spec.a),
    features: pairs(spec.f),
    scenes: pairs(spec.s),
    values: pairs(spec.v),
  };
}
