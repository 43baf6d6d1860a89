import type { Classification } from '@/core/contract/market-types';
import { messages } from '@/core/messages';
import { listHref, withChange, type ListQuery } from './list-query';

// The four filter groups of the list screen and their rules (001 §4): choosing level 1 resets levels 2
// and 3 and disables the classes not under it; choosing level 2 does the same for level 3; the deepest
// chosen level is the classification searched.

export interface FilterOption {
  label: string;
  /** Absent when disabled: a disabled option is shown, not followed. */
  href?: string;
  selected: boolean;
  disabled: boolean;
}

export interface FilterGroup {
  label: string;
  options: FilterOption[];
}

/** A classification without its children; parentId 0 at level 1. */
export interface Flat {
  id: number;
  name: string;
  level: number;
  parentId: number;
}

/** The tree flattened (the gateway may send it nested or flat), in the gateway's order. */
export function flattenClasses(nodes: readonly Classification[]): Flat[] {
  const out: Flat[] = [];
  const walk = (list: readonly Classification[]) => {
    for (const n of list) {
      out.push({ id: Number(n.id), name: n.name, level: Number(n.level), parentId: Number(n.parentId ?? 0) });
      if (n.children?.length) walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/** The classes in tree order (each class followed by its children), so a level's options come grouped by parent. */
export function treeOrder(classes: readonly Flat[]): Flat[] {
  const out: Flat[] = [];
  const ids = new Set(classes.map((c) => c.id));
  const walk = (parentId: number | undefined) => {
    for (const c of classes) {
      const isRoot = parentId === undefined && !ids.has(c.parentId);
      if (isRoot || (parentId !== undefined && c.parentId === parentId)) {
        out.push(c);
        walk(c.id);
      }
    }
  };
  walk(undefined);
  return out;
}

/** The chosen levels that exist and fit together; a level that does not fit its parent is dropped. */
export function resolveLevels(q: ListQuery, classes: readonly Flat[]): ListQuery {
  const byId = new Map(classes.map((c) => [c.id, c]));
  const at = (id: number | undefined, level: number) => (id !== undefined && byId.get(id)?.level === level ? byId.get(id) : undefined);
  const l1 = at(q.l1, 1);
  const c2 = at(q.l2, 2);
  const l2 = c2 && (!l1 || c2.parentId === l1.id) ? c2 : undefined;
  const c3 = at(q.l3, 3);
  const parent3 = c3 ? byId.get(Number(c3.parentId)) : undefined;
  const l3 = c3 && (l2 ? c3.parentId === l2.id : !l1 || parent3?.parentId === l1.id) ? c3 : undefined;
  return { ...q, l1: l1?.id, l2: l2?.id, l3: l3?.id };
}

/** The classification the search filters by: the deepest chosen level. */
export function effectiveClass(q: ListQuery): number | undefined {
  return q.l3 ?? q.l2 ?? q.l1;
}

/** The four groups for a resolved state, each with 'unlimited' first. */
export function filterGroups(q: ListQuery, classes: readonly Flat[]): FilterGroup[] {
  const byId = new Map(classes.map((c) => [c.id, c]));
  const ordered = treeOrder(classes);
  const level = (n: number) => ordered.filter((c) => c.level === n);
  const href = (change: Partial<ListQuery>) => listHref(withChange(q, change));
  const option = (label: string, selected: boolean, disabled: boolean, change: Partial<ListQuery>): FilterOption => ({
    label,
    selected,
    disabled,
    href: disabled ? undefined : href(change),
  });
  const underL1 = (c: Flat) => q.l1 === undefined || c.parentId === q.l1;
  const level3Allowed = (c: Flat) => (q.l2 !== undefined ? c.parentId === q.l2 : q.l1 === undefined || byId.get(Number(c.parentId))?.parentId === q.l1);
  return [
    {
      label: messages.marketLevel1,
      options: [
        option(messages.unlimited, q.l1 === undefined, false, { l1: undefined, l2: undefined, l3: undefined }),
        ...level(1).map((c) => option(c.name, q.l1 === c.id, false, { l1: c.id, l2: undefined, l3: undefined })),
      ],
    },
    {
      label: messages.marketLevel2,
      options: [
        option(messages.unlimited, q.l2 === undefined, false, { l2: undefined, l3: undefined }),
        ...level(2).map((c) => option(c.name, q.l2 === c.id, !underL1(c), { l2: c.id, l3: undefined })),
      ],
    },
    {
      label: messages.marketLevel3,
      options: [
        option(messages.unlimited, q.l3 === undefined, false, { l3: undefined }),
        ...level(3).map((c) => option(c.name, q.l3 === c.id, !level3Allowed(c), { l3: c.id })),
      ],
    },
    {
      label: messages.marketSource,
      options: [
        option(messages.unlimited, q.source === undefined, false, { source: undefined }),
        option(messages.marketSourceOwn, q.source === 1, false, { source: 1 }),
        option(messages.marketSourcePartner, q.source === 0, false, { source: 0 }),
      ],
    },
  ];
}

/** How many of the groups have something other than 'unlimited' chosen: the phone's fold button shows it. */
export function activeFilterCount(groups: readonly FilterGroup[]): number {
  return groups.filter((g) => g.options.some((o, i) => i > 0 && o.selected)).length;
}
