import type { Hono } from 'hono';
import { contract } from '@/lib/contract';
import { bind } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { fail, notFound, ok } from '../http/reply';
import { countResolution, detailView, loadIdentifier } from '../identifier/detail';

/** Identifier lookup (000 §7): the detail, and one scene's elements. No token. */
export function registerIdentifierRoutes(app: Hono<GatewayEnv>): void {
  bind(app, contract.identifier.detail, async (input, c) => {
    const db = c.var.deps.database.db;
    if ('effect' in input || 'intelligentProductionRequest' in input) {
      return fail(501, '该功能暂未开放');
    }
    const loaded = await loadIdentifier(db, input.identifier);
    if (!loaded) return notFound('未找到该标识，请检查后重新搜索');
    if (!('sceneConfId' in input)) {
      await countResolution(db, input.identifier);
      return ok(detailView(loaded));
    }
    const scene = loaded.scenes.find((s) => String(s.sceneConfId) === String(input.sceneConfId));
    if (!scene) return notFound('该场景不存在');
    // Monitoring and remote operations need a verified phone unless the item has only this scene.
    if (scene.smsGated && loaded.scenes.length > 1) return fail(403, '请先完成手机号验证', 40301);
    return ok(detailView(loaded, scene));
  });
}
