import { createHash, createHmac, randomUUID } from 'node:crypto';
import { startStandIn, type StandInRequest } from './stand-in-server';

// A stand-in of Alibaba Cloud SMS (dysmsapi 2017-05-25) that checks a request as the service does:
// the ACS3-HMAC-SHA256 signature recomputed here from the request and the test's key (written from
// the service's documentation of the V3 signature, not taken from the SDK), the action and version,
// the clock and the nonce; then it answers like the service, success or a refusal.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** RFC 3986: what encodeURIComponent leaves alone but the signature wants escaped. */
const percent = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface AliyunSendSms {
  phoneNumbers: string | null;
  signName: string | null;
  templateCode: string | null;
  /** TemplateParam, parsed. */
  templateParam: Record<string, string>;
}

type Check = { ok: true } | { ok: false; status: number; code: string; message: string };

function checkSignature(request: StandInRequest, keys: { accessKeyId: string; accessKeySecret: string }, nonces: Set<string>): Check {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(header('authorization'));
  if (!auth) return { ok: false, status: 400, code: 'IncompleteSignature', message: 'The request signature does not conform to Aliyun standards.' };
  const [, keyId, signedList, signature] = auth;
  if (keyId !== keys.accessKeyId) return { ok: false, status: 404, code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' };
  const signed = signedList.split(';');
  const mustSign = ['host', ...Object.keys(request.headers).filter((name) => name.startsWith('x-acs-'))];
  if (mustSign.some((name) => !signed.includes(name))) return { ok: false, status: 400, code: 'IncompleteSignature', message: 'host and every x-acs-* header must be signed.' };
  if (header('x-acs-content-sha256') !== sha256(request.body)) return { ok: false, status: 400, code: 'SignatureDoesNotMatch', message: 'x-acs-content-sha256 does not match the body.' };
  const sentAt = Date.parse(header('x-acs-date'));
  if (!(Math.abs(Date.now() - sentAt) < 15 * 60_000)) return { ok: false, status: 400, code: 'InvalidTimeStamp.Expired', message: 'Specified time stamp or date value is expired.' };
  const nonce = header('x-acs-signature-nonce');
  if (!nonce || nonces.has(nonce)) return { ok: false, status: 400, code: 'SignatureNonceUsed', message: 'Specified signature nonce was used already.' };
  nonces.add(nonce);

  const url = new URL(request.url, 'http://stand-in');
  const query = [...url.searchParams]
    .map(([name, value]) => [percent(name), percent(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signed.map((name) => `${name}:${header(name).trim()}\n`).join('');
  const canonical = [request.method, url.pathname, query, headers, signedList, header('x-acs-content-sha256')].join('\n');
  const expected = createHmac('sha256', keys.accessKeySecret).update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`).digest('hex');
  if (expected !== signature) return { ok: false, status: 400, code: 'SignatureDoesNotMatch', message: 'Specified signature is not matched with our calculation.' };
  return { ok: true };
}

/** The stand-in on 127.0.0.1. `refuse` makes the next sends answer as the service refuses a message (HTTP 200, a Code). */
export async function startAliyunStandIn(keys: { accessKeyId: string; accessKeySecret: string }) {
  const nonces = new Set<string>();
  const sent: AliyunSendSms[] = [];
  const state: { refuse?: { code: string; message: string } } = {};
  const server = await startStandIn((request) => {
    const RequestId = randomUUID().toUpperCase();
    const signature = checkSignature(request, keys, nonces);
    if (!signature.ok) return { status: signature.status, body: { RequestId, HostId: 'dysmsapi.aliyuncs.com', Code: signature.code, Message: signature.message } };
    if (request.method !== 'POST' || request.headers['x-acs-action'] !== 'SendSms' || request.headers['x-acs-version'] !== '2017-05-25') {
      return { status: 404, body: { RequestId, Code: 'InvalidAction.NotFound', Message: 'Specified api is not found, please check your url and method.' } };
    }
    const query = new URL(request.url, 'http://stand-in').searchParams;
    sent.push({
      phoneNumbers: query.get('PhoneNumbers'),
      signName: query.get('SignName'),
      templateCode: query.get('TemplateCode'),
      templateParam: JSON.parse(query.get('TemplateParam') ?? '{}') as Record<string, string>,
    });
    if (state.refuse) return { status: 200, body: { RequestId, Code: state.refuse.code, Message: state.refuse.message } };
    return { status: 200, body: { RequestId, BizId: `${Date.now()}^0`, Code: 'OK', Message: 'OK' } };
  });
  return {
    ...server,
    /** SendSms calls whose signature held, in order. */
    sent,
    refuse(next?: { code: string; message: string }) {
      state.refuse = next;
    },
  };
}
