import type { IdentifierDetail } from '@/core/contract';
import type { GatewayError, Result } from '@/lib/gateway/result';

// The scene door (POST /api/identifier/scene) read by the browser on every gated tab it opens (issue 39 item 11): the SMS gate is an
// answer (200), not a 403 in the browser's console, and a gated scene's data never comes without the phone.
const verified = new Map<string, string>();
const gatewayCalls: unknown[] = [];
const gated = new Set(['mon']);
const detail = (sceneConfId: string) => ({ identifier: '88.365.1/DEMO0001', elements: [{ name: `secret of ${sceneConfId}` }] }) as unknown as IdentifierDetail;
const refused: GatewayError = { kind: 'gateway', status: 403, message: '请先完成手机号验证', call: 'identifier.detail' };

function read(input: { sceneConfId: string; mobile?: string }): Result<IdentifierDetail> {
  gatewayCalls.push(input);
  return gated.has(input.sceneConfId) && !input.mobile ? { ok: false, error: refused } : { ok: true, data: detail(input.sceneConfId) };
}

jest.mock('@/lib/identifier/verified-phones', () => ({ verifiedPhone: async (identifier: string) => verified.get(identifier) }));
jest.mock('@/lib/identifier/load', () => ({ publicScene: async (identifier: string, sceneConfId: string) => read({ sceneConfId }) }));
jest.mock('@/lib/gateway/client', () => ({ call: async (_: unknown, input: { sceneConfId: string; mobile?: string }) => read(input) }));

async function open(sceneConfId: string) {
  const { sceneForBrowser } = await import('./scene-answer');
  return sceneForBrowser({ identifier: '88.365.1/DEMO0001', sceneConfId });
}

beforeEach(() => verified.clear());

describe('the scene door', () => {
  it('answers a gated scene without a verified phone with the gate, as 200, and none of its data', async () => {
    const answer = await open('mon');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: false, message: '请先完成手机号验证', needsVerification: true });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
  });

  it('gives a gated scene’s data with the phone this browser verified, and a public scene’s to anyone', async () => {
    verified.set('88.365.1/DEMO0001', '13600000001');
    expect(await open('mon')).toMatchObject({ status: 200, body: { ok: true, data: { elements: [{ name: 'secret of mon' }] } } });
    expect(gatewayCalls.at(-1)).toMatchObject({ sceneConfId: 'mon', mobile: '13600000001' });
    verified.clear();
    expect(await open('trace')).toMatchObject({ status: 200, body: { ok: true } });
  });
});

describe('sceneAnswer', () => {
  it('keeps real failures failures: 404 for a scene not there, 502 for the gateway’s trouble', async () => {
    const { sceneAnswer } = await import('./scene-answer');
    expect(sceneAnswer({ ok: false, error: { kind: 'gateway', status: 404, message: '标识不存在', call: 'x' } })).toEqual({ status: 404, body: { ok: false, message: '标识不存在' } });
    expect(sceneAnswer({ ok: false, error: { kind: 'timeout', call: 'x' } }).status).toBe(502);
    expect(sceneAnswer({ ok: false, error: { kind: 'gateway', status: 500, call: 'x' } }).status).toBe(502);
  });
});
