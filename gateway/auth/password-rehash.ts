import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, needsRehash } from './password';

/**
 * After a successful check of `password`, stores it again at the current setting when its hash was made
 * at another (decision 0056: hashes of the former setting are upgraded as their owners log in). Written
 * only over the hash that was checked, so a password changed or reset meanwhile is never put back.
 * Answers whether it stored a new hash.
 */
export async function rehashIfOutdated(db: Db, user: { id: number; passwordHash: string }, password: string): Promise<boolean> {
  if (!needsRehash(user.passwordHash)) return false;
  const rehashed = await hashPassword(password);
  const updated = await db
    .update(users)
    .set({ passwordHash: rehashed })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  return updated.length > 0;
}
