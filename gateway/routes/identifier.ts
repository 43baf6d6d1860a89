import { and, eq, gte } from 'drizzle-orm';
import type { Hono } from 'hono';
import { contract } from '@/core/contract';
import { sceneVerifications } from '../db/schema';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { GatewayEnv } from '../http/env';
import { fail, notFound, ok } from '../http/reply';
import { addViews, detailView, loadIdentifier, type SceneRow } from '../identifier/detail';
import { countResolution } from '../identifier/resolutions';
import { productionElements } from '../identifier/production';
import { recalledParts } from '../identifier/recalled-parts';
import { tracedLinks } from '../identifier/links';
import { sitemapFiles, sitemapPage } from '../identifier/sitemap';
import { issueCode, smsContextOf, smsUnavailable, verifyCode } from '../sms/codes';
import { smsSetup } from '../sms/setup';
import { limitIp } from '../auth/rate-limit';
import { proofRefused, spendProof } from '../captcha/slider';
import { gatewaySecret } from '../settings';
import { auditSinkOf } from '../audit/trail';

/** Monitoring and remote operations need a verified phone unless the item has only this scene. */
const isGated = (scene: SceneRow, count: number) => scene.smsGated && count > 1;

/** A verified phone opens an identifier's monitoring and remote operations for this long. */
const verificationWindowMs = 12 * 3_600_000;

/** Identifier lookup (000 §7): the detail, one scene, AI data, and the SMS steps. No token. */
export function registerIdentifierRoutes(app: Hono<GatewayEnv>): void {
  bind(app, contract.identifier.detail, async (input, c) => {
    const { database, now } = c.var.deps;
    const db = database.db;
    const loaded = await loadIdentifier(db, input.identifier);
    if (!loaded) return notFound('未找到该标识，请检查后重新搜索');
    // Any casing finds the item; from here on its stored spelling keys codes, checks and counts.
    const identifier = loaded.item.identifier;
    const scene = 'sceneConfId' in input && input.sceneConfId !== undefined ? loaded.scenes.find((s) => String(s.sceneConfId) === String(input.sceneConfId)) : undefined;
    if ('sceneConfId' in input && input.sceneConfId !== undefined && !scene) return notFound('该场景不存在');
    const purpose = `scene:${identifier}`;

    if ('effect' in input && input.effect === 'SEND') {
      const sms = smsSetup(c.var.deps);
      const closed = smsUnavailable(sms);
      if (closed) return closed;
      if (!(await spendProof(db, gatewaySecret(c.var.deps), input, ['nc_message', 'nc_other'], now()))) return proofRefused();
      const limited = await limitIp(db, 'sms', clientIp(c), now());
      if (limited) return limited;
      return issueCode({ ...smsContextOf(c.var.deps), sms, from: clientIp(c), audit: auditSinkOf(c) }, input.mobile, purpose, (code) => `【标识解析】您的验证码为${code}，10分钟内有效，用于查看标识 ${identifier} 的运行数据，请勿泄露。`);
    }
    if ('effect' in input && input.effect === 'VERIFY') {
      const checked = await verifyCode(smsContextOf(c.var.deps), input.mobile, purpose, input.verifyCode);
      if (!checked.ok) return checked;
      await db.insert(sceneVerifications).values({ identifier, phone: input.mobile, verifiedAt: now() });
      return ok(detailView(loaded, scene), '验证成功');
    }
    if (!scene) {
      countResolution(db, identifier);
      // Every public scene's elements travel with the plain detail (AI data as a first load), and so do
      // the recalled parts: one read renders the whole page (decision 0042). Scenes behind the SMS gate
      // keep theirs back.
      const scenes = loaded.scenes.map((s) => (isGated(s, loaded.scenes.length) ? s : { ...s, elements: productionElements(s, identifier, undefined, now()) }));
      return ok({ ...detailView({ ...loaded, scenes }, undefined, (s) => !isGated(s, scenes.length)), recalledParts: await recalledParts(db, identifier) });
    }
    if (isGated(scene, loaded.scenes.length)) {
      const mobile = 'mobile' in input ? input.mobile : undefined;
      const since = new Date(now().getTime() - verificationWindowMs);
      const verified = mobile
        ? await db
            .select()
            .from(sceneVerifications)
            .where(and(eq(sceneVerifications.identifier, identifier), eq(sceneVerifications.phone, mobile), gte(sceneVerifications.verifiedAt, since)))
            .limit(1)
        : [];
      if (verified.length === 0) return fail(403, '请先完成手机号验证', 40301);
    }
    const filter = 'intelligentProductionRequest' in input ? input.intelligentProductionRequest : undefined;
    const elements = productionElements(scene, identifier, filter, now());
    return ok(detailView(loaded, { ...scene, elements }));
  });

  // The portal's batched page views (decision 0037); only the portal's client may add them.
  bind(app, contract.identifier.views, async (input, c) => ok({ counted: await addViews(c.var.deps.database.db, input.views) }));

  // An item's parts and the items that trace it, for its linkset (issue 63); only the portal's client asks.
  bind(app, contract.identifier.links, async (input, c) => {
    const db = c.var.deps.database.db;
    const loaded = await loadIdentifier(db, input.identifier);
    if (!loaded) return notFound('未找到该标识，请检查后重新搜索');
    return ok(await tracedLinks(db, loaded.item.identifier));
  });

  // The sitemaps' reads (docs/decisions/0050); only the portal's client may page through every identifier.
  bind(app, contract.identifier.sitemapPage, async (input, c) => ok(await sitemapPage(c.var.deps.database.db, input)));
  bind(app, contract.identifier.sitemapFiles, async (input, c) => ok({ files: await sitemapFiles(c.var.deps.database.db, input.size, c.var.deps.now()) }));
}
