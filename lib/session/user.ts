import type { UserInfo } from '@/core/contract';
import type { UserSummary } from './summary';

/** The gateway's user record, whatever names its service used, as the portal's small summary. */
export function toUserSummary(info: UserInfo): UserSummary {
  const company = info.companyDetails;
  return {
    name: info.username ?? info.account ?? info.basicInfo?.userName ?? '',
    phone: info.phoneNo ?? info.mobile ?? info.basicInfo?.phoneNo ?? info.basicInfo?.mobile ?? '',
    type: info.type ?? info.basicInfo?.type ?? 'ORDINARY',
    companyName: company?.name ?? company?.companyName ?? info.defaultCompanyName ?? null,
    companyId: company?.id ?? info.defaultCompanyId ?? null,
    prefix: info.prefix ?? company?.indentifierPrefix ?? null,
    examineStatus: company?.examineStatus ?? null,
    userId: info.userId ?? info.basicInfo?.userId ?? null,
    portrait: info.portrait ?? info.basicInfo?.portrait ?? null,
    email: info.email ?? info.basicInfo?.email ?? null,
  };
}

/** 000 §2, §6: a company or company-admin user whose company is approved gets the console after login. */
export function opensConsole(user: UserSummary): boolean {
  return (user.type === 'COMPANY' || user.type === 'COMPANY_ADMIN') && user.examineStatus === 2;
}

/** 000 §6: the login-state check needs a phone and a name. */
export function isLoggedInUser(user: UserSummary | undefined): user is UserSummary {
  return Boolean(user && user.phone && user.name);
}
