import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dictEntries, uploads } from '../db/schema';

/**
 * The names of a comma-joined dictionary path (industry or area), or undefined when a code is unknown
 * or not the child of the level before it. The portal's descriptions are not trusted: these are stored.
 */
export async function dictionaryPath(db: Db, kind: 'industry' | 'area', joined: string): Promise<string[] | undefined> {
  const codes = joined.split(',');
  const rows = await db
    .select()
    .from(dictEntries)
    .where(and(eq(dictEntries.kind, kind), inArray(dictEntries.code, codes)));
  const names: string[] = [];
  for (const [i, code] of codes.entries()) {
    const row = rows.find((r) => r.code === code);
    if (!row || row.level !== i + 1 || row.parentCode !== (i === 0 ? '-1' : codes[i - 1])) return undefined;
    names.push(row.name);
  }
  return names;
}

/** True when every name is a private upload of this user (identity documents cannot be borrowed). */
export async function ownPrivateUploads(db: Db, userId: number, names: string[]): Promise<boolean> {
  const rows = await db
    .select({ fileName: uploads.fileName, owner: uploads.ownerUserId, isPrivate: uploads.isPrivate })
    .from(uploads)
    .where(inArray(uploads.fileName, names));
  return names.every((name) => rows.some((r) => r.fileName === name && r.owner === userId && r.isPrivate));
}

/** Platform staff who review applications may read any applicant's documents. */
export const isReviewer = (user: { type: string }) => user.type === 'ADMIN' || user.type === 'MANAGER';
