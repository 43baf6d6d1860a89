import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, prefixApplications, secondNodes, uploads } from '../db/schema';
import { privateFileUrl } from '../storage/files';

export type ApplicationRow = typeof prefixApplications.$inferSelect;

/** The stored images of an application that can still be shown (the demo's seeded names have no file). */
async function shownFiles(db: Db, row: ApplicationRow): Promise<Set<string>> {
  const card = row.legalCardObject as { face?: string; back?: string };
  const names = [row.licenseImg, card.face, card.back].filter((n): n is string => Boolean(n));
  const found = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(and(inArray(uploads.fileName, names), eq(uploads.isPrivate, true)));
  return new Set(found.map((f) => f.fileName));
}

/** An application as initdata answers it (000 §3 company prefix application). */
export async function applicationView(db: Db, row: ApplicationRow) {
  const [node] = await db.select().from(secondNodes).where(eq(secondNodes.id, row.secondNodeId)).limit(1);
  const files = await shownFiles(db, row);
  const url = (name: string | undefined) => (name && files.has(name) ? privateFileUrl(name) : null);
  const card = row.legalCardObject as { face?: string; back?: string };
  return {
    id: row.id,
    secondNodeId: row.secondNodeId,
    secondNodeName: node?.name ?? null,
    indentifierPrefix: row.indentifierPrefix,
    name: row.name,
    cardNo: row.cardNo,
    licenseType: row.licenseType,
    licenseImg: row.licenseImg,
    licenseImgFullUrl: url(row.licenseImg),
    companyType: row.companyType,
    legalPerson: row.legalPerson,
    legalCradType: row.legalCradType,
    legalCardNo: row.legalCardNo,
    legalCardObject: { face: card.face ?? null, back: card.back ?? null, faceFullUrl: url(card.face), backFullUrl: url(card.back) },
    liaison: row.liaison,
    liaisonPhone: row.liaisonPhone,
    liaisonEmail: row.liaisonEmail,
    website: row.website,
    industryCode: row.industryCode,
    industryCodeDesc: row.industryCodeDesc,
    registerArea: row.registerArea,
    registerAreaDesc: row.registerAreaDesc,
    registerAddress: row.registerAddress,
    introduce: row.introduce,
    examineStatus: row.examineStatus,
    companyApprovalDetails: { feedbackDetails: row.feedbackDetails },
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** The user's application: the one of their company, or the one they filed before having a company. */
export async function applicationOf(db: Db, user: { id: number; companyId: number | null }): Promise<ApplicationRow | undefined> {
  const where = user.companyId ? eq(prefixApplications.companyId, user.companyId) : eq(prefixApplications.userId, user.id);
  const [row] = await db.select().from(prefixApplications).where(where).limit(1);
  return row;
}

/**
 * A company that holds an approved prefix without an application on file (the demo's demo_company,
 * or a prefix granted before this gateway kept applications): its approved state, as initdata answers
 * an approved application, so the registration page shows 审核通过 with the prefix instead of an empty
 * form that is refused once filled (issue 19 item 9). What the company row does not hold stays null.
 */
export async function approvedCompanyView(db: Db, companyId: number | null) {
  if (!companyId) return undefined;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company || company.examineStatus !== 2 || !company.indentifierPrefix) return undefined;
  return {
    id: null,
    indentifierPrefix: company.indentifierPrefix,
    name: company.name,
    liaison: company.liaison,
    liaisonPhone: company.liaisonPhone,
    website: company.website,
    introduce: company.introduce,
    examineStatus: 2,
    companyApprovalDetails: { feedbackDetails: null },
    createTime: company.createdAt.toISOString(),
  };
}
