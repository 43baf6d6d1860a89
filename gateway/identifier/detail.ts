import { asc, eq, sql } from 'drizzle-orm';
import type { CountBatch } from '@/core/count/batched-counter';
import { rowsOf, type Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { companies, identifierScenes, identifiers } from '../db/schema';

// The gateway's times are Beijing wall-clock text ('2021-03-16 10:24:37'), whatever zone the server runs in.
const beijing = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
export const beijingTime = (at: Date) => beijing.format(at);

export type SceneRow = typeof identifierScenes.$inferSelect;

/**
 * The identifier with its company and scenes, or undefined. Identifiers resolve regardless of ASCII
 * case, as in the Handle system: `88.365.1/demo0001` is `88.365.1/DEMO0001`. The exact spelling is
 * tried first (the primary key); then any casing, the first in code order should two items differ only
 * by case. The answer carries the stored spelling, which callers use from then on (and the portal
 * redirects to).
 */
export async function loadIdentifier(db: Db, identifier: string) {
  const exact = await exactIdentifier(db).execute({ identifier });
  const [row] = exact.length > 0 ? exact : await identifierAnyCase(db).execute({ identifier });
  if (!row) return undefined;
  const scenes = await scenesOf(db).execute({ identifier: row.item.identifier });
  return { ...row, scenes };
}

// Prepared once per connection (gateway/db/prepared.ts, decision 0062): every identifier read sends them.
const withCompany = (db: Db) => db.select({ item: identifiers, company: companies }).from(identifiers).innerJoin(companies, eq(companies.id, identifiers.companyId));
const exactIdentifier = preparedPerDatabase((db) =>
  withCompany(db)
    .where(eq(identifiers.identifier, sql.placeholder('identifier')))
    .prepare('identifier_exact'),
);
const identifierAnyCase = preparedPerDatabase((db) =>
  withCompany(db)
    .where(sql`lower(${identifiers.identifier}) = lower(${sql.placeholder('identifier')})`)
    .orderBy(asc(identifiers.identifier))
    .limit(1)
    .prepare('identifier_any_case'),
);
const scenesOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(identifierScenes)
    .where(eq(identifierScenes.identifier, sql.placeholder('identifier')))
    .orderBy(asc(identifierScenes.sceneConfId))
    .prepare('identifier_scenes'),
);

/**
 * Adds the portal's batched page views (issue 18): one statement for the whole batch, whatever its size.
 * Identifiers are matched as stored (the portal counts on the page of the stored spelling); unknown ones
 * are skipped. Answers how many of the views found their item.
 */
export const addViews = (db: Db, views: CountBatch): Promise<number> => addToCounter(db, identifiers.viewCount, views);

/** Adds batched resolutions (identifier/resolutions.ts), as addViews adds views. */
export const addResolutions = (db: Db, resolutions: CountBatch): Promise<number> => addToCounter(db, identifiers.resolveCount, resolutions);

async function addToCounter(db: Db, counter: typeof identifiers.viewCount | typeof identifiers.resolveCount, batch: CountBatch): Promise<number> {
  const rows = sql.join(
    batch.map((v) => sql`(${v.identifier}::varchar, ${v.count}::bigint)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with added(identifier, n) as (values ${rows}),
    updated as (
      update ${identifiers} set ${sql.identifier(counter.name)} = ${counter} + a.n
      from (select identifier, sum(n) as n from added group by identifier) a
      where ${identifiers.identifier} = a.identifier
      returning a.n
    )
    select coalesce(sum(n), 0) as counted from updated`);
  return Number(rowsOf<{ counted: string | number }>(result)[0]?.counted ?? 0);
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadIdentifier>>>;

/**
 * The detail answer (000 §3). With exactly one scene its elements are carried along, so the page needs
 * no second call; `withElements` names further scenes whose elements come along (the plain detail's
 * public scenes). The others come without, loaded per scene.
 */
export function detailView({ item, company, scenes }: Loaded, elementsOf?: SceneRow, withElements: (scene: SceneRow) => boolean = () => false) {
  const single = scenes.length === 1 ? scenes[0] : undefined;
  const carried = elementsOf ?? single;
  return {
    identifier: item.identifier,
    identifierName: item.identifierName,
    companyName: company.name,
    images: item.images,
    updateTime: beijingTime(item.updatedAt),
    viewCount: item.viewCount,
    scenes: scenes.map((s) => ({
      sceneConfId: s.sceneConfId,
      templateCode: s.templateCode,
      sceneName: s.sceneName,
      icon: s.icon,
      elements: s === single || withElements(s) ? (s.elements as unknown[]) : null,
    })),
    elements: carried ? (carried.elements as unknown[]) : null,
    companyDetails: {
      indentifierPrefix: company.indentifierPrefix,
      companyName: company.name,
      name: company.name,
      createTime: beijingTime(company.createdAt),
      status: company.status,
      website: company.website,
      industry: company.industry,
      introduce: company.introduce,
      qrcodeLink: company.qrcodeLink,
    },
  };
}
