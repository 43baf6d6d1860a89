export interface ClassRow {
  id: number;
  name: string;
  describes: string | null;
  level: number;
  parentId: number;
  sort: number;
}

export type ClassNode = ClassRow & { children: ClassNode[] };

/** Builds the classification tree from flat rows, keeping the rows' order among siblings. */
export function classificationTree(rows: ClassRow[]): ClassNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as ClassNode[] }]));
  const flat: ClassNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    nodes.get(row.parentId)?.children.push(node);
    flat.push(node);
  }
  return flat;
}
