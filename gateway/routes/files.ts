import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { uploads } from '../db/schema';
import type { GatewayEnv } from '../http/env';
import { storageDir } from '../settings';
import { readStored, storedName } from '../storage/files';

/** Public uploads (avatars) by their random name. Private ones (identity documents) are not served here. */
export function registerFileRoutes(app: Hono<GatewayEnv>): void {
  app.get('/files/:name', async (c) => {
    const name = c.req.param('name');
    if (!storedName.test(name)) return c.json({ success: false, data: null, message: '文件不存在', code: 404 }, 404);
    const [row] = await c.var.deps.database.db.select().from(uploads).where(eq(uploads.fileName, name)).limit(1);
    const bytes = row && !row.isPrivate ? await readStored(storageDir(c.var.deps), name) : undefined;
    if (!row || !bytes) return c.json({ success: false, data: null, message: '文件不存在', code: 404 }, 404);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': row.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
  });
}
