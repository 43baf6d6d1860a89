import { changePasswordRequest } from '@/lib/account/requests';
import { fixtures } from '@/core/contract/fixtures';
import { fingerprint, pngFile, slider } from '@/core/contract/fixtures/types';
import { bare, form, withJson, type WireCase } from './expected';

// 001 §7, row by row: "one gateway host with an accessToken header ... public calls omit the token".

const website = '/platform-operate-service/identifier/officialWebsite/productAndService';
const operate = '/platform-operate-service';

const fixture = (call: string) => fixtures[call].request as Record<string, unknown>;

export const spec001: WireCase[] = [
  // Marketplace: public, no token.
  withJson('market.productsByClassify', `${website}/findProductByClassifyId`, { current: 1, size: 4, productClassifyId: 11 }, false),
  { ...bare('market.hotProducts', 'POST', `${website}/findHotProduct`, false), query: { limit: '5' } },
  bare('market.classifyList', 'POST', `${website}/findProductClassifyList`, false),
  bare('market.allProducts', 'POST', `${operate}/identifier/manager/product/officialweb/findProduct`, false),
  bare('market.productDetails', 'GET', `${operate}/identifier/manager/product/findProductDetails/48`, false, { id: 48 }),
  bare('market.globalBanners', 'GET', `${operate}/api/config/platform/global/banners`, false),
  bare('market.choiceBlocks', 'GET', `${operate}/api/product/manager/choice/three/block`, false),
  withJson('market.recommended', `${operate}/api/product/manager/recommented`, { recommend: 1 }, false),
  withJson('market.zeroTrial', `${operate}/api/product/manager/zero`, { zeroTry: 1 }, false),
  bare('market.partnerBanners', 'POST', `${operate}/api/product/config/banner`, false),
  bare('market.classifyByLevel', 'GET', `${operate}/api/product/classify/level/1`, false, { level: 1 }),
  withJson('market.search', `${operate}/api/product/manager/search`, { current: 1, size: 9, productClassifyId: 11, sortPrice: 'asc', name: '供应链' }, false),
  withJson('market.choice', `${operate}/api/product/manager/choice`, { productClassifyId: 1 }, false),
  bare('market.detail', 'GET', `${operate}/api/product/manager/detail/48`, false, { id: 48 }),
  bare('market.packageDetails', 'GET', `${operate}/api/identifier/manager/PackegeProduct/findPackageProductDetail/301`, false, { id: 301 }),
  { ...bare('market.assetBook', 'POST', '/app-zs-asset-manage/manager/assetbook/list/page', true, { current: 1, size: 10 }), query: { current: '1', size: '10' } },

  // Inquiry, trial, company: the user's own, with the token.
  withJson('consult.inquiry', `${operate}/api/business/opportunity/consult`, fixture('consult.inquiry'), true),
  withJson('trial.apply', `${operate}/manager/trial/period/record/try/apply`, fixture('trial.apply'), true),
  withJson('trial.applyInConsole', '/platform-console-service/manager/trialperiodrecord/come/apply', fixture('trial.applyInConsole'), true),
  bare('prefix.currentCompany', 'GET', '/platform-console-service/company/prefix/current/company', true),
  bare('prefix.currentCompanyPrefix', 'POST', `${operate}/openapi/loginuser/getcurrentcompanyprefix`, true),
  bare('prefix.companyOfCurrentUser', 'GET', `${operate}/identifier/manager/company/find/by/currentuser`, true),
  bare('prefix.companyDetails', 'GET', `${operate}/identifier/manager/company/details/bycompanyinfoid/2001`, true, { id: 2001 }),

  // Orders and payment.
  withJson('order.save', `${operate}/manager/order/save`, fixture('order.save'), true),
  bare('order.detail', 'GET', `${operate}/manager/order/detail/5002`, true, { id: 5002 }),
  withJson('order.savePayInfo', `${operate}/manager/order/save/payinfo`, fixture('order.savePayInfo'), true),
  bare('order.cancel', 'POST', `${operate}/manager/order/cancel/5002`, true, { id: 5002 }),
  withJson(
    'order.onlinePay',
    `${operate}/humi/payment/humi/order/create`,
    { payeeUserNo: 'HM20230001', channelCode: 'UNIONPAY_B2B', bizOrderNo: 'DD202611220003', orderAmount: 1980000, payAmount: 1980000, paymentMethod: 'B2B', poundageAmount: 0, redirectUrl: 'https://portal.example.cn/application/payResult?orderId=5003' },
    true,
    { note: 'amounts in cents' },
  ),
  withJson('order.wechatPlaceOrder', `${operate}/wechat/payment/native/placeOrder`, { description: '供应链管理云-标准版 1年', out_trade_no: 'DD202611220003', amount: { total: 1980000 } }, true, { note: 'amount.total in cents' }),
  { ...bare('order.wechatResult', 'GET', `${operate}/manager/order/select/wechatpayment/Result`, true, { orderId: 5003 }), query: { orderId: '5003' } },

  // Personal information and token.
  withJson(
    'account.updatePassword',
    '/platform-user-service/customer/updatePassword.html',
    changePasswordRequest({ phoneNo: '13800000001', oldPassword: 'Demo@2026pass', newPassword: 'Xinda#2026safe', verifiyCode: '620481', captcha: { ...slider, scene: 'nc_other' } }),
    true,
    {
      note: "passwords base64-encoded like the same service's register (0018); the slider fields beyond the spec (0049)",
      body: {
        json: { phoneNo: '13800000001', oldPassword: 'RGVtb0AyMDI2cGFzcw==', newPassword: 'WGluZGEjMjAyNnNhZmU=', verifiyCode: '620481', scene: 'nc_other', sessionId: slider.sessionId, sig: slider.sig, token: slider.token },
      },
    },
  ),
  withJson('account.updateInfo', '/platform-user-service/customer/info/update.html', { userId: 10002, portrait: 'https://static.example.cn/avatar/10002.png' }, true),
  withJson('account.userInfo', '/platform-user-service/customer/info.html', { level: 1, userId: 10002 }, true),
  {
    call: 'account.uploadFile',
    note: 'multipart with a file field',
    input: { file: pngFile('avatar.png', 4096) },
    method: 'POST',
    path: '/platform-user-service/file/upload.html',
    token: true,
    contentType: 'multipart/form-data; boundary=',
    body: { multipart: { field: 'file', filename: 'avatar.png', type: 'image/png', size: 4096 } },
  },
  {
    call: 'account.refreshToken',
    note: 'a form body; no access token; the client header, as an OAuth token endpoint asks (0018)',
    input: { fingerprint, grant_type: 'refresh_token', refresh_token: 'rt_5b0c8e1f2a9d4e7b8c3a6f1d0e9b7c2a' },
    method: 'POST',
    path: '/platform-security-service/oauth/token',
    token: false,
    client: true,
    contentType: form,
    body: { form: { fingerprint, grant_type: 'refresh_token', refresh_token: 'rt_5b0c8e1f2a9d4e7b8c3a6f1d0e9b7c2a' } },
  },
];
