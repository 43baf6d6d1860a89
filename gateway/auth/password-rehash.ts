import { and, eq } from 'drizzle-orm';
import { logger } from '@/core/log/logger';
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

const running = new Set<Promise<unknown>>();

/**
 * rehashIfOutdated off the login's path: its answer does not wait. Hashes wait their turn in arrival order
 * (hashing-slots.ts), so in a burst of logins with former hashes each rehash queued behind every check
 * sent before it, and no login was answered before all of them were checked. A rehash that fails is
 * logged, and the owner's next login tries again.
 */
export function rehashLater(db: Db, user: { id: number; passwordHash: string }, password: string): void {
  if (!needsRehash(user.passwordHash)) return;
  const work: Promise<unknown> = rehashIfOutdated(db, user, password)
    .catch((error: unknown) => logger().warn({ service: 'gateway', userId: user.id, error: String(error) }, 'password rehash failed; the next login tries again'))
    .finally(() => running.delete(work));
  running.add(work);
}

/** For tests and tools: resolves once every rehash started so far has been stored (or has failed). */
export async function rehashesSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
