import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { preparedPerDatabase, prepareRaw } from '../db/prepared';
import { RECALL_TIME_LABEL, SceneType } from '../db/seed/identifiers/types';

/** How far the walk follows traced rows: a part of a part … five levels down. */
export const partsDepth = 5;

export interface RecalledPart {
  identifier: string;
  identifierName: string;
  /** The recall-time element's text, as the company entered it (Beijing time). */
  recallTime: string;
  /** 1 for a row of the item itself, 2 for a row of one of its parts, … */
  depth: number;
}

const recallTime = sql.raw(`'strict $.** ? (@.lableName == "${RECALL_TIME_LABEL}").lableValue'`);

/**
 * The recalled identifiers among an item's traced parts (docs/decisions/0036): one recursive query that
 * follows traced rows from scene to identifier, five levels at most, through the index of traced rows
 * (identifier_traces, decision 0042) rather than the scenes' JSON. A row is (identifier, depth) and
 * the recursion keeps distinct rows, so each level holds each identifier once: a cycle (DEMO0001 ↔
 * PART0001) or parts shared by many assemblies cost at most identifiers × 5 rows, never one row per
 * path. The item itself is never its own part. Scenes behind the SMS gate are not followed (the index
 * leaves them out): the public page must not reveal what they hold. Each part is named once, at its shallowest depth.
 */
export async function recalledParts(db: Db, identifier: string): Promise<RecalledPart[]> {
  const result = await recalledPartsWalk(db).execute({ identifier });
  return rowsOf<RecalledPart>(result).map((r) => ({ ...r, depth: Number(r.depth), recallTime: String(r.recallTime ?? '').trim() }));
}

// Prepared once per connection (decision 0062): every plain detail read sends it, and planning the walk
// cost PostgreSQL more than running it.
const recalledPartsWalk = preparedPerDatabase((db) =>
  prepareRaw(
    db,
    'identifier_recalled_parts',
    sql`
      with recursive walk(identifier, depth) as (
        select ${sql.placeholder('identifier')}::varchar, 0
        union
        select part.identifier, walk.depth + 1
        from walk
        join identifier_traces t on t.identifier = walk.identifier
        join identifiers part on lower(part.identifier) = t.part_key
        where walk.depth < ${partsDepth} and part.identifier <> ${sql.placeholder('identifier')}
      ),
      parts as (select identifier, min(depth) as depth from walk where depth > 0 group by identifier)
      select parts.identifier, i.identifier_name as "identifierName", parts.depth, recall.at #>> '{}' as "recallTime"
      from parts
      join identifiers i on i.identifier = parts.identifier
      cross join lateral (
        select jsonb_path_query_first(r.elements, ${recallTime}) as at
        from identifier_scenes r
        where r.identifier = parts.identifier and r.template_code = ${SceneType.recall}
        order by r.scene_conf_id
        limit 1
      ) as recall
      where recall.at is not null
      order by parts.depth, parts.identifier
    `,
  ),
);

/**
 * The walk backwards from changed identifiers (same bounds): every identifier that contains one of them,
 * the changed ones too at depth 0. A fragment, so the queue can insert from it without the rows ever
 * reaching this process (a part in 100,000 items).
 */
export function upwardWalk(changed: readonly string[]) {
  const targets = sql.join(
    changed.map((c) => sql`lower(${c})`),
    sql`, `,
  );
  return sql`
    with recursive up(identifier, depth) as (
      select i.identifier, 0 from identifiers i where lower(i.identifier) in (${targets})
      union
      select t.identifier, up.depth + 1
      from up
      join identifier_traces t on t.part_key = lower(up.identifier)
      where up.depth < ${partsDepth}
    )`;
}

/**
 * The items whose traced parts include one of these identifiers: when a part is recalled, their pages
 * change too, so the portals are told about them along with it.
 */
export async function containingItems(db: Db, changed: readonly string[]): Promise<string[]> {
  if (changed.length === 0) return [];
  const result = await db.execute(sql`${upwardWalk(changed)} select distinct identifier from up where depth > 0 order by identifier`);
  const start = new Set(changed.map((c) => c.toLowerCase()));
  return rowsOf<{ identifier: string }>(result)
    .map((r) => r.identifier)
    .filter((id) => !start.has(id.toLowerCase()));
}
