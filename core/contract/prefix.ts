import { z } from 'zod';
import { endpoint, noBody } from './define';
import { ack, captchaPart, codeOf, httpUrl, imageFile, mobile, optionalText, ref, sliderProof, text } from './common';
import { companyDetails, companyPrefixApplication, uploadResult } from './user-types';

// Enterprise identifier-prefix registration (000 §7) and the company lookups of 001 §7.
// 000 §6 says initdata and register go "without the token flag", but both concern the caller's own
// application and the gateway cannot tell whose without it, so they carry the token.

const documentNo = z.string().regex(/^[A-Za-z0-9]{4,50}$/);

/** Three-level industry codes, comma-joined; the first two are required. */
const industryPath = z.string().regex(/^[A-Za-z0-9]{1,8},[A-Za-z0-9]{1,8}(?:,[A-Za-z0-9]{1,8})?$/);

/** Province, city and optional district codes (GB/T 2260), comma-joined; a few cities list towns (9 digits). */
const areaPath = z.string().regex(/^\d{6},\d{6}(?:,\d{6,12})?$/);

export const prefixApplication = z.strictObject({
  /** Present when a rejected or earlier application is submitted again. */
  id: ref.optional(),
  secondNodeId: ref,
  /** The node prefix, a dot, then the 3- or 4-digit enterprise number. */
  indentifierPrefix: z.string().max(64).regex(/^\d+(?:\.\d+)*\.\d{3,4}$/),
  name: text(100),
  cardNo: documentNo,
  /** 1 business licence, 2 tax certificate, 3 organisation code, 4 safety permit, 5 production permit. */
  licenseType: codeOf(1, 2, 3, 4, 5),
  licenseImg: text(500),
  /** 1 government agency, 2 research institution, 3 social group, 4 enterprise or institution. */
  companyType: codeOf(1, 2, 3, 4),
  legalPerson: z.string().regex(/^[\u4e00-\u9fa5·]{2,30}$/),
  /** 1 ID card, 2 HK/Macau pass, 3 foreigner residence card, 4 HK/Macau/Taiwan permit, 5 passport, 6 Taiwan pass. */
  legalCradType: codeOf(1, 2, 3, 4, 5, 6),
  legalCardNo: documentNo,
  legalCardObject: z.strictObject({
    face: text(500),
    back: text(500),
    faceFullUrl: optionalText(1024),
    backFullUrl: optionalText(1024),
  }),
  liaison: text(32),
  liaisonPhone: mobile,
  liaisonEmail: z.email().max(100),
  website: z.union([httpUrl, z.literal('')]).optional(),
  industryCode: industryPath,
  industryCodeDesc: optionalText(200),
  registerArea: areaPath,
  registerAreaDesc: optionalText(200),
  registerAddress: text(200),
  introduce: text(2000),
  appKey: captchaPart,
  ...sliderProof,
});
export type PrefixApplicationRequest = z.input<typeof prefixApplication>;

/** 000 §7 says "empty body" here where it says "no body" elsewhere: an empty JSON object, `{}`. */
export const initData = endpoint({
  summary: "The user's current prefix application, or null",
  method: 'POST',
  path: '/platform-operate-service/identifier/manager/company/prefix/register/initdata',
  auth: true,
  wire: 'json',
  request: noBody,
  data: companyPrefixApplication,
});

export const register = endpoint({
  summary: 'Submit (or resubmit) a prefix application',
  method: 'POST',
  path: '/platform-operate-service/identifier/manager/company/prefix/register',
  auth: true,
  wire: 'json',
  request: prefixApplication,
  data: ack,
});

/** Licence images are 1 MB at most, ID images 300 KB; the form checks the tighter limit. */
export const upload = endpoint({
  summary: 'Upload a licence or ID image',
  method: 'POST',
  path: '/platform-operate-service/manager/node/management/uploadForPrivate.html',
  auth: true,
  wire: 'multipart',
  request: z.strictObject({ file: imageFile(1024 * 1024) }),
  data: uploadResult,
});

export const currentCompany = endpoint({
  summary: "The current user's company with its prefix, or null",
  method: 'GET',
  path: '/platform-console-service/company/prefix/current/company',
  auth: true,
  wire: 'none',
  request: noBody,
  data: companyDetails,
});

export const currentCompanyPrefix = endpoint({
  summary: "The current user's company prefix",
  method: 'POST',
  path: '/platform-operate-service/openapi/loginuser/getcurrentcompanyprefix',
  auth: true,
  wire: 'none',
  request: noBody,
  // Some deployments answer the bare prefix, others the company record.
  data: z.union([z.string().max(64), companyDetails]),
});

export const companyOfCurrentUser = endpoint({
  summary: "The current user's company",
  method: 'GET',
  path: '/platform-operate-service/identifier/manager/company/find/by/currentuser',
  auth: true,
  wire: 'none',
  request: noBody,
  data: companyDetails,
});

export const companyDetailsById = endpoint({
  summary: 'Company details by company-info id',
  method: 'GET',
  path: '/platform-operate-service/identifier/manager/company/details/bycompanyinfoid/{id}',
  auth: true,
  wire: 'none',
  request: z.strictObject({ id: ref }),
  data: companyDetails,
});
