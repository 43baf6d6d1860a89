import { format, messages } from '.';

// The Chinese names of the contract's request fields that a person fills in, as the portal's forms label
// them: a refusal names the field by these, never by its wire name (`参数有误：oldPassword …` meant
// nothing to the person who typed it; issue 39). A field not here (a captcha's sig, a page size, an id
// the page sends on its own) is left out of the message: the person did not type it and cannot fix it.
// A name used by two calls for different things (name, price, type, id) is left out for the same reason.
export const fieldLabels: Readonly<Record<string, string>> = {
  // Accounts (000 §5, 001 §5)
  username: '手机号/用户名',
  account: '用户名',
  password: '密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  phoneNo: '手机号',
  mobile: '手机号',
  verifiyCode: '验证码',
  verifyCode: '验证码',
  email: '邮箱',
  portrait: '头像',
  // The identifier page
  identifier: '标识',
  // Consultations and inquiries
  consultContent: '咨询内容',
  companyName: '企业名称',
  contactPersonName: '联系人',
  contactPersonphone: '联系电话',
  industryCode: '行业',
  // Prefix registration
  secondNodeId: '二级节点',
  indentifierPrefix: '企业前缀',
  companyType: '单位类型',
  licenseType: '证件类型',
  cardNo: '证件号码',
  licenseImg: '证件照片',
  registerArea: '所在地区',
  registerAddress: '详细地址',
  website: '企业网址',
  introduce: '企业简介',
  legalCradType: '法人证件类型',
  legalPerson: '法人姓名',
  legalCardNo: '法人证件号码',
  face: '证件人像面',
  back: '证件国徽面',
  liaison: '联系人',
  liaisonPhone: '联系电话',
  liaisonEmail: '联系邮箱',
  // Orders and offline payment
  remark: '订单备注',
  depositBank: '开户银行',
  bankAccountName: '账户名称',
  bankNo: '银行账号',
  payAmount: '付款金额',
  payTime: '付款日期',
  payPicture: '付款凭证',
};

/**
 * 参数有误 for the first refused field (`path` as zod gives it, joined with dots): with the field's
 * Chinese name when it has one and the problem is in the field itself, else with the problem alone.
 */
export function badParameterMessage(path: string, problem: string): string {
  const label = Object.hasOwn(fieldLabels, path) ? fieldLabels[path] : undefined;
  return label ? format(messages.badParameterField, { field: label, problem }) : format(messages.badParameterProblem, { problem });
}
