import { sql } from 'drizzle-orm';
import { containersLimit } from '@/core/contract/identifier';
import { rowsOf, type Db } from '../db/client';

type TracedItem = { identifier: string; identifierName: string | null };

/**
 * An item's neighbours for its linkset (issue 63): the identifiers its public scenes trace (one level,
 * its parts) and the items whose public scenes trace it, through the index of traced rows (decision
 * 0042) in both directions. A part shared by 100,000 assemblies names the first `containersLimit` in key
 * order and counts the rest; scenes behind the SMS gate are not in the index, so nothing they hold shows.
 */
export async function tracedLinks(db: Db, identifier: string) {
  const [parts, containers, total] = await Promise.all([
    db.execute(sql`
      select distinct i.identifier, i.identifier_name as "identifierName"
      from identifier_traces t
      join identifiers i on lower(i.identifier) = t.part_key
      where t.identifier = ${identifier} and i.identifier <> ${identifier}
      order by i.identifier
      limit ${containersLimit}
    `),
    db.execute(sql`
      select i.identifier, i.identifier_name as "identifierName"
      from (select distinct t.identifier from identifier_traces t where t.part_key = lower(${identifier}) and t.identifier <> ${identifier} order by t.identifier limit ${containersLimit}) c
      join identifiers i on i.identifier = c.identifier
      order by i.identifier
    `),
    db.execute(sql`select count(distinct t.identifier)::int as n from identifier_traces t where t.part_key = lower(${identifier}) and t.identifier <> ${identifier}`),
  ]);
  return {
    parts: rowsOf<TracedItem>(parts),
    containers: rowsOf<TracedItem>(containers),
    containersTotal: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}
