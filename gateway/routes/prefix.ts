import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Hono } from 'hono';
import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { authenticate, isRefusal } from '../auth/tokens';
import { proofRefused, spendProof } from '../captcha/slider';
import { uploads } from '../db/schema';
import { bind } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { clientIp } from '../http/client-ip';
import { refuse, send } from '../http/envelope';
import { fail, ok, tooMany } from '../http/reply';
import { limitIp, limitSubject, tooManyUploads } from '../auth/rate-limit';
import { isReviewer } from '../prefix/checks';
import { submitApplication } from '../prefix/register';
import { applicationOf, applicationView, approvedCompanyView } from '../prefix/view';
import { gatewaySecret, storageDir } from '../settings';
import { cleanImage, imageProblemMessages } from '../storage/image-check';
import { clientFileName, privateDir, privateFileUrl, readStored, storedName, storeFile } from '../storage/files';

/** Identity documents a user may upload per day: enough for many attempts, not enough to fill a disk. */
const dailyUploads = 60;
const dayMs = 86_400_000;

/** Enterprise prefix registration (000 §7): initdata, register, private uploads and their reading. */
export function registerPrefixRoutes(app: Hono<GatewayEnv>): void {
  bind(app, contract.prefix.initData, async (_input, c) => {
    const auth = await authenticate(c);
    if (isRefusal(auth)) return auth;
    const db = c.var.deps.database.db;
    const row = await applicationOf(db, auth.user);
    return ok(row ? await applicationView(db, row) : ((await approvedCompanyView(db, auth.user.companyId)) ?? null));
  });

  bind(app, contract.prefix.register, async (input, c) => {
    const { database, now } = c.var.deps;
    const auth = await authenticate(c);
    if (isRefusal(auth)) return auth;
    if (!(await spendProof(database.db, gatewaySecret(c.var.deps), input, ['nc_other'], now()))) return proofRefused();
    return submitApplication(database.db, auth.user.id, input, now());
  });

  bind(app, contract.prefix.upload, async (input, c) => {
    const { database, now } = c.var.deps;
    const auth = await authenticate(c);
    if (isRefusal(auth)) return auth;
    const since = new Date(now().getTime() - dayMs);
    const [recent] = await database.db
      .select({ n: count(), oldest: min(uploads.createdAt) })
      .from(uploads)
      .where(and(eq(uploads.ownerUserId, auth.user.id), eq(uploads.isPrivate, true), gt(uploads.createdAt, since)));
    // The count falls below the limit when the oldest upload of the last 24 hours leaves the window.
    if (recent.n >= dailyUploads) return tooMany('今日上传次数过多，请明天再试', recent.oldest ? (recent.oldest.getTime() + dayMs - now().getTime()) / 1000 : dayMs / 1000);
    const limited = (await limitIp(database.db, 'upload', clientIp(c), now(), tooManyUploads)) ?? (await limitSubject(database.db, 'uploadUser', auth.user.id, now(), tooManyUploads));
    if (limited) return limited;
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    const verdict = await cleanImage(bytes);
    if (!verdict.ok) return fail(400, imageProblemMessages[verdict.problem], 400);
    // The re-encoded image is stored, never the upload: no EXIF (position, device) on disk.
    const { clean } = verdict;
    const fileName = await storeFile(privateDir(storageDir(c.var.deps)), clean.bytes, clean.ext, async (name) => {
      await database.db.insert(uploads).values({
        ownerUserId: auth.user.id,
        fileName: name,
        originalName: clientFileName(input.file.name),
        mime: clean.mime,
        size: clean.bytes.length,
        isPrivate: true,
        createdAt: now(),
      });
      return name;
    });
    return ok({ fileName, fullUrl: privateFileUrl(fileName) }, '上传成功');
  });

  // Identity documents: only to the user who uploaded them and to reviewers; 403 to anyone else.
  app.get('/files/private/:name', async (c) => {
    const auth = await authenticate(c);
    if (isRefusal(auth)) return send(c, auth);
    const name = c.req.param('name');
    if (!storedName.test(name)) return refuse(c, 404, messages.fileNotFound);
    const [row] = await c.var.deps.database.db.select().from(uploads).where(eq(uploads.fileName, name)).limit(1);
    if (!row || !row.isPrivate) return refuse(c, 404, messages.fileNotFound);
    if (row.ownerUserId !== auth.user.id && !isReviewer(auth.user)) return refuse(c, 403, messages.fileForbidden);
    const bytes = await readStored(privateDir(storageDir(c.var.deps)), name);
    if (!bytes) return refuse(c, 404, messages.fileNotFound);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': row.mime,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
  });
}
