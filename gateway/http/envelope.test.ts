import { Hono } from 'hono';
import { refuse, send } from './envelope';
import { fail, ok, tooMany } from './reply';

// Every answer of the gateway travels in this one envelope; the contract's clients read nothing else.
const app = new Hono();
app.get('/ok', (c) => send(c, ok({ id: 7 })));
app.get('/said', (c) => send(c, ok(null, 'ok')));
app.get('/refused', (c) => send(c, fail(409, 'cancelled', 409, { tradeState: 'CLOSED' })));
app.get('/limited', (c) => send(c, tooMany('too many', 42.5)));
app.get('/missing', (c) => refuse(c, 404, 'no such path'));
app.get('/client', (c) => refuse(c, 401, 'who are you', 'invalid_client'));

const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
};

describe('the gateway envelope', () => {
  it('wraps data as success with code 200 and a message', async () => {
    await expect(get('/ok')).resolves.toEqual({ status: 200, retryAfter: null, body: { success: true, data: { id: 7 }, message: expect.any(String), code: 200 } });
    await expect(get('/said')).resolves.toMatchObject({ body: { success: true, data: null, message: 'ok', code: 200 } });
  });

  it('sends a refusal with its status, code and data', async () => {
    await expect(get('/refused')).resolves.toEqual({ status: 409, retryAfter: null, body: { success: false, data: { tradeState: 'CLOSED' }, message: 'cancelled', code: 409 } });
  });

  it('says when a limit frees up', async () => {
    await expect(get('/limited')).resolves.toEqual({ status: 429, retryAfter: '43', body: { success: false, data: null, message: 'too many', code: 429 } });
  });

  it('refuses outside a handler with the status as the code unless one is given', async () => {
    await expect(get('/missing')).resolves.toEqual({ status: 404, retryAfter: null, body: { success: false, data: null, message: 'no such path', code: 404 } });
    await expect(get('/client')).resolves.toMatchObject({ status: 401, body: { success: false, code: 'invalid_client' } });
  });
});
