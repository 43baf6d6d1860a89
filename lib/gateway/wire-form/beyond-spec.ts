import { json, type WireCase } from './expected';

// Calls no spec shows: the self-hosted slider captcha that replaced the original's vendor widget
// (core/contract/captcha.ts), public, JSON, like the other account calls; and the batched page views the
// portal hands to the embedded gateway (decision 0037), JSON under the portal's client credentials; and
// the sitemaps' two reads of every identifier by key (decision 0050), the same way; and the personal data's
// four calls (issue 62 item 1), JSON with the user's token like the personal page's own.

export const beyondSpec: WireCase[] = [
  { call: 'captcha.challenge', input: { scene: 'nc_login' }, method: 'POST', path: '/captcha/challenge', token: false, contentType: json, body: { json: { scene: 'nc_login' } } },
  {
    call: 'captcha.solve',
    input: { sessionId: 'c9b1e0d4a7f24c3e8b6a5d2f1e0c9b8a', trace: [[0, 0], [130, 260], [259, 480]] },
    method: 'POST',
    path: '/captcha/verify',
    token: false,
    contentType: json,
    body: { json: { sessionId: 'c9b1e0d4a7f24c3e8b6a5d2f1e0c9b8a', trace: [[0, 0], [130, 260], [259, 480]] } },
  },
  {
    call: 'identifier.views',
    input: { views: [{ identifier: '88.365.1/DEMO0001', count: 12 }] },
    method: 'POST',
    path: '/platform-console-service/identifier/manager/identifier/views',
    token: false,
    client: true,
    contentType: json,
    body: { json: { views: [{ identifier: '88.365.1/DEMO0001', count: 12 }] } },
  },
  {
    call: 'identifier.sitemapPage',
    input: { after: '88.365.1/AIPROD01', through: '88.365.1/KIT00001', limit: 5000 },
    method: 'POST',
    path: '/platform-console-service/identifier/manager/identifier/sitemap/page',
    token: false,
    client: true,
    contentType: json,
    body: { json: { after: '88.365.1/AIPROD01', through: '88.365.1/KIT00001', limit: 5000 } },
  },
  {
    call: 'identifier.sitemapFiles',
    input: { size: 50000 },
    method: 'POST',
    path: '/platform-console-service/identifier/manager/identifier/sitemap/files',
    token: false,
    client: true,
    contentType: json,
    body: { json: { size: 50000 } },
  },
  {
    call: 'identifier.links',
    input: { identifier: '88.365.1/KIT00001' },
    method: 'POST',
    path: '/platform-console-service/identifier/manager/identifier/links',
    token: false,
    client: true,
    contentType: json,
    body: { json: { identifier: '88.365.1/KIT00001' } },
  },
  { call: 'account.myData', input: {}, method: 'POST', path: '/platform-user-service/customer/personalData.html', token: true, contentType: json, body: { json: {} } },
  { call: 'account.consents', input: {}, method: 'POST', path: '/platform-user-service/customer/consents.html', token: true, contentType: json, body: { json: {} } },
  {
    call: 'account.consent',
    input: { agreements: [{ agreement: 'privacy', version: '2026-12-05' }] },
    method: 'POST',
    path: '/platform-user-service/customer/consent.html',
    token: true,
    contentType: json,
    body: { json: { agreements: [{ agreement: 'privacy', version: '2026-12-05' }] } },
  },
  {
    call: 'account.cancel',
    input: { phoneNo: '13800000002', verifiyCode: '482913', scene: 'nc_other', sessionId: 's', sig: 'g', token: 't' },
    method: 'POST',
    path: '/platform-user-service/customer/cancel.html',
    token: true,
    contentType: json,
    body: { json: { phoneNo: '13800000002', verifiyCode: '482913', scene: 'nc_other', sessionId: 's', sig: 'g', token: 't' } },
  },
];
