import { contract } from '@/core/contract';
import { basicAuthorization, defaultClient } from '@/core/contract/client-credentials';
import type { Endpoint } from '@/core/contract/define';
import { toWire } from '@/core/contract/wire';
import { createGatewayApp } from '../app';
import { loginInput, sliderProof } from '../testing/accounts';
import { testClient, testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

// The token calls name the portal as the gateway's OAuth client (decision 0018). The embedded gateway
// refuses them without it, as a real one would, so a portal that stops sending it fails here and in
// every browser test that logs in.

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(() => t.cleanup());

const tokenCalls: [string, Endpoint, Record<string, unknown>][] = [
  ['password login', contract.account.passwordLogin, { ...loginInput('demo_user', 'Demo@2026pass'), scene: 'nc_login', sessionId: 's', sig: 's', token: 't' }],
  ['code login', contract.account.codeLogin, { mobile: '13800000001', verifyCode: '123456', returnType: 'json', loginType: 'ORDINARY', fingerprint: 'fp' }],
  ['token refresh', contract.account.refreshToken, { fingerprint: 'fp', grant_type: 'refresh_token', refresh_token: 'rt' }],
];

/** The call as the portal sends it, with the Authorization header replaced (or removed) by the test's. */
async function withAuthorization(entry: Endpoint, input: Record<string, unknown>, authorization: string | undefined, app = gw.app) {
  const { path, init } = toWire(entry, input, { client: testClient });
  const headers = new Headers(init.headers);
  if (authorization === undefined) headers.delete('authorization');
  else headers.set('authorization', authorization);
  const response = await app.fetch(new Request(`http://gateway.test/${path}`, { ...init, headers }));
  return { status: response.status, challenge: response.headers.get('www-authenticate'), body: (await response.json()) as { success: boolean; code?: unknown } };
}

describe(`the portal's client on the token calls (${testEngine})`, () => {
  const wrong = [
    ['no header', undefined],
    ['a wrong secret', basicAuthorization({ id: testClient.id, secret: `${testClient.secret}x` })],
    ['another client', basicAuthorization({ id: 'someone-else', secret: testClient.secret })],
    ['a bearer token', 'Bearer abc.def.ghi'],
    ['not base64', 'Basic ***'],
  ] as const;

  it.each(tokenCalls)('%s: a missing or wrong client is 401 invalid_client with a Basic challenge', async (_name, entry, input) => {
    for (const [, authorization] of wrong) {
      const answer = await withAuthorization(entry, input, authorization);
      expect(answer).toMatchObject({ status: 401, body: { success: false, code: 'invalid_client' } });
      expect(answer.challenge).toMatch(/^Basic realm=/);
    }
  });

  it.each(tokenCalls)('%s: the client is asked before the input is read', async (_name, entry) => {
    expect((await withAuthorization(entry, { junk: '1' }, undefined)).status).toBe(401);
    // With the client named, the same junk is the input's problem.
    expect((await withAuthorization(entry, { junk: '1' }, basicAuthorization(testClient))).status).toBe(400);
  });

  it('logs in with the right client, the scheme name in any case', async () => {
    const input = { ...loginInput('demo_user', 'Demo@2026pass'), ...(await sliderProof(gw)) };
    const answer = await withAuthorization(contract.account.passwordLogin, input, basicAuthorization(testClient).replace('Basic', 'basic'));
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });

  it('asks no client on the other calls', async () => {
    expect((await withAuthorization(contract.market.hotProducts, {}, undefined)).status).toBe(200);
    expect((await withAuthorization(contract.captcha.challenge, { scene: 'nc_login' }, undefined)).status).toBe(200);
  });

  it('standalone, reads GATEWAY_CLIENT_ID and GATEWAY_CLIENT_SECRET, else the defaults', async () => {
    const app = createGatewayApp({ database: t.database, now: () => new Date(), mode: 'test', secret: 'x' });
    const refresh = tokenCalls[2];
    const saved = { id: process.env.GATEWAY_CLIENT_ID, secret: process.env.GATEWAY_CLIENT_SECRET };
    try {
      delete process.env.GATEWAY_CLIENT_ID;
      delete process.env.GATEWAY_CLIENT_SECRET;
      // A refresh token the gateway does not know: past the client check, refused as a stale login.
      expect((await withAuthorization(refresh[1], refresh[2], basicAuthorization(defaultClient), app)).body.code).toBe(40112);
      process.env.GATEWAY_CLIENT_ID = 'operator-portal';
      process.env.GATEWAY_CLIENT_SECRET = 'operator-secret';
      expect((await withAuthorization(refresh[1], refresh[2], basicAuthorization(defaultClient), app)).status).toBe(401);
      expect((await withAuthorization(refresh[1], refresh[2], basicAuthorization({ id: 'operator-portal', secret: 'operator-secret' }), app)).body.code).toBe(40112);
    } finally {
      for (const [key, value] of [['GATEWAY_CLIENT_ID', saved.id], ['GATEWAY_CLIENT_SECRET', saved.secret]] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
