import { hashPassword, testCostOf } from '../../auth/password';
import type { Db } from '../client';
import { companies, consents, prefixApplications, users } from '../schema';
import { accountAgreements } from '@/core/agreements/versions';

/** The demo password of every demo account (spec/demo-data.md). */
export const demoPassword = 'Demo@2026pass';

export const customerCompanies = [
  { key: 'approved', name: '苏州智联精密制造有限公司', indentifierPrefix: '88.365.1001', examineStatus: 2, industry: '通用设备制造业', liaison: '王建国', liaisonPhone: '13800000002' },
  { key: 'pending', name: '常州恒瑞新材料科技有限公司', indentifierPrefix: null, examineStatus: 0, industry: '化学原料和化学制品制造业', liaison: '李晓燕', liaisonPhone: '13800000003' },
  { key: 'rejected', name: '无锡启明电子科技有限公司', indentifierPrefix: null, examineStatus: 3, industry: '计算机、通信和其他电子设备制造业', liaison: '陈志强', liaisonPhone: '13800000004' },
] as const;

// scrypt hashes of demoPassword at the storage setting (N=2^14, r=8, p=5, each with its own salt), made
// once with gateway/auth/password.ts#hashPasswordAt: four hashes on every first start cost a second.
// gateway/db/seed/accounts.test.ts checks that each still verifies and needs no rehash at login (0056).
// A test run at a lower hashing cost (password.ts, PASSWORD_TEST_COST) hashes the demo password at its
// own cost instead, or every demo login of the run would still cost the storage setting's.
export const demoPasswordHashes = [
  'scrypt$16384$8$5$/s74QL7dWPljRybAwBiHrg==$bTQaLopQr19juYhUZjqf15Z8xECFK5lrcbjSZXVKZCA=',
  'scrypt$16384$8$5$tirmeBWEj6+ZhUpVrel5Qw==$y0zTU9rEdSTlHAkLyQ+ZwnXeW35cy7cFUD/znx/KCyg=',
  'scrypt$16384$8$5$P3DA5zlWvYTTaAzluHUHkA==$hRmwiU00SROTlmLRMR3jw5ge5ksx9LrcDrudHxs0XXA=',
  'scrypt$16384$8$5$6XA6GVi+SR87c+gNWyEHLw==$TIxv7eVZ83QQyr6pzVjuN5vzGqr0658ksUZvpIVR2Gc=',
] as const;

const demoUsers = [
  { account: 'demo_user', phone: '13800000001', email: 'demo_user@example.cn', type: 'ORDINARY', company: null },
  { account: 'demo_company', phone: '13800000002', email: 'demo_company@example.cn', type: 'COMPANY_ADMIN', company: 'approved' },
  { account: 'demo_pending', phone: '13800000003', email: 'demo_pending@example.cn', type: 'COMPANY', company: 'pending' },
  { account: 'demo_rejected', phone: '13800000004', email: 'demo_rejected@example.cn', type: 'COMPANY', company: 'rejected' },
] as const;

export async function seedAccounts(db: Db): Promise<{ companyIds: Record<string, number>; userIds: Record<string, number> }> {
  const companyIds: Record<string, number> = {};
  for (const { key, ...company } of customerCompanies) {
    const [row] = await db
      .insert(companies)
      .values({ ...company, website: null, introduce: null, createdAt: new Date('2023-03-15T02:00:00Z') })
      .returning({ id: companies.id });
    companyIds[key] = row.id;
  }
  const userIds: Record<string, number> = {};
  for (const [i, user] of demoUsers.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        account: user.account,
        phone: user.phone,
        email: user.email,
        type: user.type,
        passwordHash: testCostOf() === undefined ? demoPasswordHashes[i] : await hashPassword(demoPassword),
        companyId: user.company ? companyIds[user.company] : null,
        createdAt: new Date('2024-01-08T01:30:00Z'),
      })
      .returning({ id: users.id });
    userIds[user.account] = row.id;
  }
  // The demo accounts consented to the agreements in force when they were made (issue 62 item 1): their
  // next login asks again only when one changes.
  const consented = new Date('2026-12-05T00:00:00Z');
  await db.insert(consents).values(Object.values(userIds).flatMap((userId) => Object.entries(accountAgreements).map(([agreement, version]) => ({ userId, agreement, version, acceptedAt: consented }))));
  await seedApplications(db, companyIds, userIds);
  return { companyIds, userIds };
}

/** demo_pending's application waits in platform review; demo_rejected's was refused with a reason. */
async function seedApplications(db: Db, companyIds: Record<string, number>, userIds: Record<string, number>) {
  await db.insert(prefixApplications).values(demoApplicationRows(companyIds, userIds));
}

/** The demo applications, also used by `npm run review -- reset-demo` to put them back. */
export function demoApplicationRows(companyIds: Record<string, number>, userIds: Record<string, number>): (typeof prefixApplications.$inferInsert)[] {
  const common = {
    secondNodeId: 1,
    licenseType: 1,
    licenseImg: 'demo-license.png',
    companyType: 4,
    legalCradType: 1,
    legalCardObject: { face: 'demo-id-face.png', back: 'demo-id-back.png' },
    website: null,
    introduce: '企业专注于工业产品研发与制造，致力于以标识解析推动产品全生命周期管理。',
  };
  return [
    {
      ...common,
      userId: userIds.demo_pending,
      companyId: companyIds.pending,
      indentifierPrefix: '88.365.2031',
      name: '常州恒瑞新材料科技有限公司',
      cardNo: '91320400MA1XY2345K',
      legalPerson: '李晓燕',
      legalCardNo: '320402198806152345',
      liaison: '李晓燕',
      liaisonPhone: '13800000003',
      liaisonEmail: 'demo_pending@example.cn',
      industryCode: 'C,26,261',
      industryCodeDesc: '制造业,化学原料和化学制品制造业,基础化学原料制造',
      registerArea: '320000,320400,320411',
      registerAreaDesc: '江苏省,常州市,新北区',
      registerAddress: '常州市新北区太湖东路9号',
      examineStatus: 0,
      createdAt: new Date('2026-11-10T03:20:00Z'),
      updatedAt: new Date('2026-11-10T03:20:00Z'),
    },
    {
      ...common,
      userId: userIds.demo_rejected,
      companyId: companyIds.rejected,
      indentifierPrefix: '88.365.3107',
      name: '无锡启明电子科技有限公司',
      cardNo: '91320200MA1AB6789Q',
      legalPerson: '陈志强',
      legalCardNo: '320211199003178765',
      liaison: '陈志强',
      liaisonPhone: '13800000004',
      liaisonEmail: 'demo_rejected@example.cn',
      industryCode: 'C,39,397',
      industryCodeDesc: '制造业,计算机、通信和其他电子设备制造业,电子器件制造',
      registerArea: '320000,320200,320214',
      registerAreaDesc: '江苏省,无锡市,新吴区',
      registerAddress: '无锡市新吴区长江路21号',
      examineStatus: 3,
      feedbackDetails: '营业执照照片模糊，无法辨认统一社会信用代码，请重新上传清晰的营业执照照片。',
      createdAt: new Date('2026-10-28T06:00:00Z'),
      updatedAt: new Date('2026-10-30T08:45:00Z'),
    },
  ];
}
