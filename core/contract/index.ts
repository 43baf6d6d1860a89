import * as account from './account';
import * as captcha from './captcha';
import * as consult from './consult';
import * as dictionary from './dictionary';
import * as home from './home';
import * as identifier from './identifier';
import * as market from './market';
import * as order from './order';
import * as personal from './personal-data';
import * as prefix from './prefix';
import * as trial from './trial';
import type { DataOf } from './define';

// Every gateway call of both specs' §7, by service. The typed client, the browser door and the
// embedded gateway all read these entries.

export const contract = {
  account: {
    passwordLogin: account.passwordLogin,
    codeLogin: account.codeLogin,
    logout: account.logout,
    sendSms: account.sendSms,
    sendLoginSms: account.sendLoginSms,
    retrievePassword: account.retrievePassword,
    register: account.register,
    userInfo: account.userInfoCall,
    updatePassword: account.updatePassword,
    updateInfo: account.updateInfo,
    uploadFile: account.uploadFile,
    refreshToken: account.refreshToken,
    myData: personal.myData,
    cancel: personal.cancelAccount,
    consents: personal.consents,
    consent: personal.consent,
  },
  captcha: {
    challenge: captcha.challenge,
    solve: captcha.solve,
  },
  consult: {
    add: consult.addConsultation,
    inquiry: consult.inquiry,
  },
  dictionary: {
    industries: dictionary.industries,
    industriesV2: dictionary.industriesV2,
    areas: dictionary.areas,
    secondNodes: dictionary.secondNodes,
    dataOptions: dictionary.dataOptions,
  },
  home: {
    topProducts: home.topProducts,
    dataWarehouse: home.dataWarehouse,
  },
  identifier: {
    detail: identifier.detail,
    views: identifier.views,
    sitemapPage: identifier.sitemapPage,
    sitemapFiles: identifier.sitemapFiles,
    links: identifier.links,
  },
  prefix: {
    initData: prefix.initData,
    register: prefix.register,
    upload: prefix.upload,
    currentCompany: prefix.currentCompany,
    currentCompanyPrefix: prefix.currentCompanyPrefix,
    companyOfCurrentUser: prefix.companyOfCurrentUser,
    companyDetails: prefix.companyDetailsById,
  },
  market: {
    productsByClassify: market.productsByClassify,
    hotProducts: market.hotProducts,
    classifyList: market.classifyList,
    allProducts: market.allProducts,
    productDetails: market.productDetails,
    globalBanners: market.globalBanners,
    choiceBlocks: market.choiceBlocks,
    recommended: market.recommended,
    zeroTrial: market.zeroTrial,
    partnerBanners: market.partnerBanners,
    classifyByLevel: market.classifyByLevel,
    search: market.search,
    choice: market.choice,
    detail: market.detail,
    packageDetails: market.packageDetails,
    assetBook: market.assetBook,
  },
  trial: {
    apply: trial.apply,
    applyInConsole: trial.applyInConsole,
  },
  order: {
    save: order.save,
    detail: order.detail,
    savePayInfo: order.savePayInfo,
    cancel: order.cancel,
    onlinePay: order.onlinePay,
    wechatPlaceOrder: order.wechatPlaceOrder,
    wechatResult: order.wechatResult,
  },
} as const;

export type Contract = typeof contract;
export type ContractGroup = keyof Contract;

export { endpoint, envelope, id, noBody, page, pathParams } from './define';
export type { DataOf, Endpoint, Envelope, RequestOf, WireFormat } from './define';

/** One page of the marketplace search: records and total. */
export type SearchResult = DataOf<Contract['market']['search']>;

export type { BasicInfo, CompanyDetails, CompanyPrefixApplication, LoginResult, TokenInfo, UploadResult, UserInfo } from './user-types';
export type { DataOption, DictEntry, DictQuery, SecondNode } from './dictionary';
export type { ProductGroup } from './home';
export type {
  AbnormalData,
  AbnormalItem,
  Element,
  ElementValue,
  EnergyData,
  EnergyEntry,
  IdentifierCompany,
  IdentifierDetail,
  ProcessingData,
  RecalledPart,
  Scene,
  TraceStep,
  TrendPoint,
} from './identifier-types';
export type { DetailRequest, ProductionFilter } from './identifier';
export type { PrefixApplicationRequest } from './prefix';
export type {
  AssetRecord,
  Banner,
  ChoiceBlock,
  Classification,
  PackageDetail,
  PriceEntry,
  Product,
  ProductDetail,
  SearchQuery,
} from './market-types';
export type { TrialApplication } from './trial';
export type { OrderDetail, OrderSave, PayInfo, SavedOrder } from './order';
export { MAX_PROOFS } from './order';
export { identifierCode, sitemapFileLimit } from './identifier';
