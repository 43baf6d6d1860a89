import type { CompanyPrefixApplication } from '@/core/contract';
import { companyTypes, labelOf, legalCardTypes, licenseTypes } from '@/lib/prefix/options';

/** An identity number on screen: the first and last 4 characters, the middle masked. */
export function maskDocumentNo(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length <= 8) return value;
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}

const levels = (desc: string | null | undefined, codes: string | null | undefined) => (desc || codes || '').split(',').filter(Boolean).join(' / ');

/** The read-only summary's rows, in the form's order. */
export function summaryRows(app: CompanyPrefixApplication): [string, string][] {
  return [
    ['二级节点', app.secondNodeName ?? ''],
    ['企业前缀', app.indentifierPrefix ?? ''],
    ['单位类型', labelOf(companyTypes, app.companyType)],
    ['证件类型', labelOf(licenseTypes, app.licenseType)],
    ['证件号码', app.cardNo ?? ''],
    ['企业名称', app.name ?? ''],
    ['所属行业', levels(app.industryCodeDesc, app.industryCode)],
    ['注册地区', levels(app.registerAreaDesc, app.registerArea)],
    ['详细地址', app.registerAddress ?? ''],
    ['企业网址', app.website ?? ''],
    ['企业简介', app.introduce ?? ''],
    ['法人证件类型', labelOf(legalCardTypes, app.legalCradType)],
    ['法人姓名', app.legalPerson ?? ''],
    ['法人证件号码', maskDocumentNo(app.legalCardNo)],
    ['联系人', app.liaison ?? ''],
    ['联系邮箱', app.liaisonEmail ?? ''],
    ['联系电话', app.liaisonPhone ?? ''],
  ];
}
