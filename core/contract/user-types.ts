import { z } from 'zod';
import { intLike } from './common';
import { id } from './define';

// The user, token and company records of both specs' §3. Every field a real gateway may leave out is
// nullish; unknown fields pass through.

/** Company examine status: 0 platform review, 1 top-level review, 2 approved, 3 failed, -2 unknown. */
export const examineStatus = intLike;

/** The user's company as the login answer and the company lookups carry it. */
export const companyDetails = z.looseObject({
  id: id.nullish(),
  name: z.string().nullish(),
  companyName: z.string().nullish(),
  indentifierPrefix: z.string().nullish(),
  examineStatus: examineStatus.nullish(),
  liaison: z.string().nullish(),
  liaisonPhone: z.string().nullish(),
  liaisonEmail: z.string().nullish(),
});
export type CompanyDetails = z.output<typeof companyDetails>;

export const tokenInfo = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  /** Lifetime in seconds. */
  expires_in: intLike,
  token_type: z.string().nullish(),
  scope: z.string().nullish(),
});
export type TokenInfo = z.output<typeof tokenInfo>;

const basicInfo = z.looseObject({
  userId: id.nullish(),
  userName: z.string().nullish(),
  account: z.string().nullish(),
  type: z.string().nullish(),
  portrait: z.string().nullish(),
  phoneNo: z.string().nullish(),
  mobile: z.string().nullish(),
  email: z.string().nullish(),
});
export type BasicInfo = z.output<typeof basicInfo>;

/**
 * The logged-in user. Services disagree on names (phoneNo or mobile, username or account or
 * basicInfo.userName), so all are optional here and the session module picks the first present.
 * type: ORDINARY, COMPANY, COMPANY_ADMIN, ADMIN, MANAGER or others.
 */
export const userInfo = z.looseObject({
  userId: id.nullish(),
  username: z.string().nullish(),
  account: z.string().nullish(),
  phoneNo: z.string().nullish(),
  mobile: z.string().nullish(),
  email: z.string().nullish(),
  portrait: z.string().nullish(),
  type: z.string().nullish(),
  basicInfo: basicInfo.nullish(),
  companyDetails: companyDetails.nullish(),
  companyInfo: z.looseObject({}).nullish(),
  defaultCompanyId: id.nullish(),
  defaultCompanyName: z.string().nullish(),
  prefix: z.string().nullish(),
  userBizInfo: z.looseObject({}).nullish(),
});
export type UserInfo = z.output<typeof userInfo>;

export const loginResult = z.looseObject({ tokenInfo, userInfo });
export type LoginResult = z.output<typeof loginResult>;

/** The ID document images: file names as stored, plus absolute urls to show them. */
export const legalCardImages = z.looseObject({
  face: z.string().nullish(),
  back: z.string().nullish(),
  faceFullUrl: z.string().nullish(),
  backFullUrl: z.string().nullish(),
});

/** A company's identifier-prefix application (initdata). Enumerations: see 000 §3. */
export const companyPrefixApplication = z.looseObject({
  id: id.nullish(),
  secondNodeId: id.nullish(),
  secondNodeName: z.string().nullish(),
  indentifierPrefix: z.string().nullish(),
  name: z.string().nullish(),
  cardNo: z.string().nullish(),
  licenseType: intLike.nullish(),
  licenseImg: z.string().nullish(),
  licenseImgFullUrl: z.string().nullish(),
  companyType: intLike.nullish(),
  legalPerson: z.string().nullish(),
  legalCradType: intLike.nullish(),
  legalCardNo: z.string().nullish(),
  legalCardObject: legalCardImages.nullish(),
  liaison: z.string().nullish(),
  liaisonPhone: z.string().nullish(),
  liaisonEmail: z.string().nullish(),
  website: z.string().nullish(),
  industryCode: z.string().nullish(),
  industryCodeDesc: z.string().nullish(),
  registerArea: z.string().nullish(),
  registerAreaDesc: z.string().nullish(),
  registerAddress: z.string().nullish(),
  introduce: z.string().nullish(),
  examineStatus: examineStatus.nullish(),
  companyApprovalDetails: z.looseObject({ feedbackDetails: z.string().nullish() }).nullish(),
});
export type CompanyPrefixApplication = z.output<typeof companyPrefixApplication>;

/** An upload's answer: the stored name and the absolute url to show it. */
export const uploadResult = z.looseObject({ fileName: z.string().nullish(), fullUrl: z.string().min(1) });
export type UploadResult = z.output<typeof uploadResult>;
