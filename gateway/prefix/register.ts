import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { contract } from '@/core/contract';
import type { Db } from '../db/client';
import { companies, prefixApplications, secondNodes, users } from '../db/schema';
import { fail, forbidden, ok, type Reply } from '../http/reply';
import { dictionaryPath, ownPrivateUploads } from './checks';

export type RegisterInput = z.output<typeof contract.prefix.register.request>;

/** Review states that hold a prefix or a company name: in review (0, 1) or approved (2). */
const live = [0, 1, 2];

const refusals = {
  approved: '您的企业已获得标识前缀，无需重复申请',
  node: '所选二级节点不存在，请重新选择',
  prefixNode: '企业前缀与所选二级节点不一致，请重新填写',
  industry: '所选行业不存在，请重新选择',
  area: '所选注册地区不存在，请重新选择',
  files: '证件照片无效或已失效，请重新上传',
  sameImage: '证件正反面不能是同一张图片',
  companyTaken: '该企业已由其他账号提交申请，请联系贵司管理员',
  prefixTaken: '该企业前缀已被占用，请更换其他编号',
  notYours: '无权修改该申请',
};

/**
 * A prefix application (000 §7 register): every field checked again, one application per company, a
 * new submission replaces the earlier one and goes back to platform review (examineStatus 0). The
 * first application of a user without a company creates the company (in review) and links the user.
 * The user's row is locked for the transaction, so two submissions in flight cannot both create one.
 */
export async function submitApplication(db: Db, userId: number, input: RegisterInput, now: Date): Promise<Reply<{ id: number }>> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [user] = await t.select().from(users).where(eq(users.id, userId)).for('update');
    const [company] = user.companyId ? await t.select().from(companies).where(eq(companies.id, user.companyId)).limit(1) : [];
    const [existing] = company ? await t.select().from(prefixApplications).where(eq(prefixApplications.companyId, company.id)).limit(1) : [];
    if (input.id !== undefined && existing?.id !== input.id) return forbidden(refusals.notYours);
    if (company?.examineStatus === 2 || existing?.examineStatus === 2) return fail(409, refusals.approved, 409);

    const problem = await fieldProblem(t, user.id, input);
    if (problem) return problem;
    const names = { industry: (await dictionaryPath(t, 'industry', input.industryCode))!, area: (await dictionaryPath(t, 'area', input.registerArea))! };
    const taken = await takenProblem(t, company?.id ?? null, input);
    if (taken) return taken;

    const companyFields = {
      name: input.name,
      examineStatus: 0,
      industry: names.industry[1],
      website: input.website || null,
      introduce: input.introduce,
      liaison: input.liaison,
      liaisonPhone: input.liaisonPhone,
    };
    let companyId = company?.id;
    if (companyId) {
      await t.update(companies).set({ ...companyFields, indentifierPrefix: null }).where(eq(companies.id, companyId));
    } else {
      const [row] = await t.insert(companies).values({ ...companyFields, createdAt: now }).returning({ id: companies.id });
      companyId = row.id;
      // The user stays ORDINARY until approval makes them the company's admin (review/prefix.ts).
      await t.update(users).set({ companyId }).where(eq(users.id, user.id));
    }
    const fields = {
      userId: user.id,
      companyId,
      secondNodeId: input.secondNodeId,
      indentifierPrefix: input.indentifierPrefix,
      name: input.name,
      cardNo: input.cardNo,
      licenseType: input.licenseType,
      licenseImg: input.licenseImg,
      companyType: input.companyType,
      legalPerson: input.legalPerson,
      legalCradType: input.legalCradType,
      legalCardNo: input.legalCardNo,
      legalCardObject: { face: input.legalCardObject.face, back: input.legalCardObject.back },
      liaison: input.liaison,
      liaisonPhone: input.liaisonPhone,
      liaisonEmail: input.liaisonEmail,
      website: input.website || null,
      industryCode: input.industryCode,
      industryCodeDesc: names.industry.join(','),
      registerArea: input.registerArea,
      registerAreaDesc: names.area.join(','),
      registerAddress: input.registerAddress,
      introduce: input.introduce,
      examineStatus: 0,
      feedbackDetails: null,
      updatedAt: now,
    };
    if (existing) {
      await t.update(prefixApplications).set(fields).where(eq(prefixApplications.id, existing.id));
      return ok({ id: existing.id }, '提交成功');
    }
    const [row] = await t
      .insert(prefixApplications)
      .values({ ...fields, createdAt: now })
      .returning({ id: prefixApplications.id });
    return ok({ id: row.id }, '提交成功');
  });
}

/** The node, the prefix under it, the dictionary paths and the documents. */
async function fieldProblem(db: Db, userId: number, input: RegisterInput): Promise<Reply<never> | undefined> {
  const [node] = await db.select().from(secondNodes).where(eq(secondNodes.id, input.secondNodeId)).limit(1);
  if (!node) return fail(400, refusals.node, 400);
  const number = input.indentifierPrefix.slice(node.nodePrefix.length + 1);
  if (!input.indentifierPrefix.startsWith(`${node.nodePrefix}.`) || !/^\d{3,4}$/.test(number) || Number(number) < 1) {
    return fail(400, refusals.prefixNode, 400);
  }
  if (!(await dictionaryPath(db, 'industry', input.industryCode))) return fail(400, refusals.industry, 400);
  if (!(await dictionaryPath(db, 'area', input.registerArea))) return fail(400, refusals.area, 400);
  const { face, back } = input.legalCardObject;
  if (face === back) return fail(400, refusals.sameImage, 400);
  if (!(await ownPrivateUploads(db, userId, [input.licenseImg, face, back]))) return fail(400, refusals.files, 400);
  return undefined;
}

/** Another company already holds the name or the prefix (approved, or asked for and not refused). */
async function takenProblem(db: Db, companyId: number | null, input: RegisterInput): Promise<Reply<never> | undefined> {
  const others = companyId === null ? sql`true` : ne(companies.id, companyId);
  const [sameName] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(others, sql`lower(trim(${companies.name})) = lower(trim(${input.name}))`, inArray(companies.examineStatus, live)))
    .limit(1);
  if (sameName) return fail(409, refusals.companyTaken, 409);
  const [prefixOwner] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(others, eq(companies.indentifierPrefix, input.indentifierPrefix)))
    .limit(1);
  const otherApplications = companyId === null ? sql`true` : sql`${prefixApplications.companyId} is distinct from ${companyId}`;
  const [prefixAsked] = await db
    .select({ id: prefixApplications.id })
    .from(prefixApplications)
    .where(and(otherApplications, eq(prefixApplications.indentifierPrefix, input.indentifierPrefix), inArray(prefixApplications.examineStatus, live)))
    .limit(1);
  if (prefixOwner || prefixAsked) return fail(409, refusals.prefixTaken, 409);
  return undefined;
}
