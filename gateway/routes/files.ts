import type { Context, Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { messages } from '@/core/messages';
import { isRefusal, authenticate } from '../auth/tokens';
import { uploads, users } from '../db/schema';
import { refuse, send } from '../http/envelope';
import type { GatewayEnv } from '../http/env';
import { isReviewer } from '../prefix/checks';
import { storageDir } from '../settings';
import { publicFileUrl, readStored, storedName } from '../storage/files';

const notFound = (c: Context<GatewayEnv>) => refuse(c, 404, messages.fileNotFound);

/**
 * Uploads by their random name (docs/decisions/0019). An image someone has made their avatar is public;
 * every other upload (payment proofs: bank receipts) goes only to its owner and to reviewers, never
 * cached. Identity documents are not served here at all (routes/prefix.ts).
 */
export function registerFileRoutes(app: Hono<GatewayEnv>): void {
  app.get('/files/:name', async (c) => {
    const name = c.req.param('name');
    if (!storedName.test(name)) return notFound(c);
    const db = c.var.deps.database.db;
    const [row] = await db.select().from(uploads).where(eq(uploads.fileName, name)).limit(1);
    if (!row || row.isPrivate) return notFound(c);
    const [avatar] = await db.select({ id: users.id }).from(users).where(eq(users.portrait, publicFileUrl(name))).limit(1);
    if (!avatar) {
      const auth = await authenticate(c);
      if (isRefusal(auth)) return send(c, auth);
      if (row.ownerUserId !== auth.user.id && !isReviewer(auth.user)) return refuse(c, 403, messages.fileForbidden);
    }
    const bytes = await readStored(storageDir(c.var.deps), name);
    if (!bytes) return notFound(c);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': row.mime,
      'cache-control': avatar ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
  });
}
