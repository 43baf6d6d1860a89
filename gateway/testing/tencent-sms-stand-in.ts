import { createHash, createHmac, randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import type { LookupFunction } from 'node:net';
import { startStandIn, type StandInRequest } from './stand-in-server';

// A stand-in of Tencent Cloud SMS (API 2021-01-11) that checks a request as the service does: the
// TC3-HMAC-SHA256 Authorization recomputed here from the request and the test's key (written from
// the service's documentation of signature v3, not taken from the SDK), the service in the credential
// scope, the action, version and region headers and the clock; then it answers like the service.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** The host name the provider is pointed at: .test never resolves, so nothing can leave the machine by mistake. */
export const tencentStandInHost = 'sms.stand-in.test';

/**
 * Connects every request to the stand-in on loopback whatever the host name says. The SDK names the
 * signed service after the endpoint's first label, so the endpoint must read sms.…, not 127.0.0.1.
 */
export function loopbackAgent(): Agent {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  return new Agent({ lookup });
}

export interface TencentSendSms {
  PhoneNumberSet?: string[];
  SmsSdkAppId?: string;
  SignName?: string;
  TemplateId?: string;
  TemplateParamSet?: string[];
}

type Check = { ok: true } | { ok: false; code: string; message: string };

function checkSignature(request: StandInRequest, keys: { secretId: string; secretKey: string }): Check {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(header('authorization'));
  if (!auth) return { ok: false, code: 'AuthFailure.InvalidAuthorization', message: 'Authorization is invalid.' };
  const [, secretId, date, service, signedList, signature] = auth;
  if (secretId !== keys.secretId) return { ok: false, code: 'AuthFailure.SecretIdNotFound', message: 'The SecretId is not found.' };
  const timestamp = Number(header('x-tc-timestamp'));
  if (!(Math.abs(Date.now() / 1000 - timestamp) < 300)) return { ok: false, code: 'AuthFailure.SignatureExpire', message: 'Signature expired.' };
  if (service !== 'sms' || date !== new Date(timestamp * 1000).toISOString().slice(0, 10)) return { ok: false, code: 'AuthFailure.SignatureFailure', message: 'The credential scope is wrong.' };
  const signed = signedList.split(';');
  if (!signed.includes('host') || !signed.includes('content-type')) return { ok: false, code: 'AuthFailure.SignatureFailure', message: 'host and content-type must be signed.' };
  // The real service listens on 443, so its Host has no port; this one's does, and the client signs without it.
  const valueOf = (name: string) => (name === 'host' ? header('host').replace(/:\d+$/, '') : header(name)).trim().toLowerCase();
  const headers = signed.map((name) => `${name}:${valueOf(name)}\n`).join('');
  const url = new URL(request.url, 'http://stand-in');
  const canonical = [request.method, url.pathname, url.search.slice(1), headers, signedList, sha256(request.body)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${keys.secretKey}`, date), service), 'tc3_request');
  if (createHmac('sha256', key).update(toSign, 'utf8').digest('hex') !== signature) {
    return { ok: false, code: 'AuthFailure.SignatureFailure', message: 'The provided credentials could not be validated. Please check your signature is correct.' };
  }
  return { ok: true };
}

/** The stand-in on 127.0.0.1. `refuse` makes the next sends fail for the number, as the service reports it in SendStatusSet. */
export async function startTencentStandIn(keys: { secretId: string; secretKey: string }) {
  const sent: TencentSendSms[] = [];
  const state: { refuse?: { code: string; message: string } } = {};
  const server = await startStandIn((request) => {
    const RequestId = randomUUID();
    const refused = (code: string, message: string) => ({ status: 200, body: { Response: { Error: { Code: code, Message: message }, RequestId } } });
    const signature = checkSignature(request, keys);
    if (!signature.ok) return refused(signature.code, signature.message);
    if (request.method !== 'POST' || request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11') {
      return refused('InvalidAction', 'The action or version is not valid.');
    }
    if (!request.headers['x-tc-region']) return refused('MissingParameter', 'The X-TC-Region header is missing.');
    const call = JSON.parse(request.body) as TencentSendSms;
    sent.push(call);
    const status = (phone: string) =>
      state.refuse
        ? { SerialNo: '', PhoneNumber: phone, Fee: 0, SessionContext: '', Code: state.refuse.code, Message: state.refuse.message, IsoCode: 'CN' }
        : { SerialNo: `5000:${Date.now()}`, PhoneNumber: phone, Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' };
    return { status: 200, body: { Response: { SendStatusSet: (call.PhoneNumberSet ?? []).map(status), RequestId } } };
  });
  return {
    ...server,
    /** SendSms calls whose signature held, in order. */
    sent,
    /** The region each signed call named (X-TC-Region). */
    regions: () => server.requests.map((r) => r.headers['x-tc-region']),
    refuse(next?: { code: string; message: string }) {
      state.refuse = next;
    },
  };
}
