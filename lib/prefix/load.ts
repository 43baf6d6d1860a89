import 'server-only';
import { contract, type CompanyPrefixApplication, type SecondNode } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import type { UserCall } from '@/lib/session';

export interface LevelOption {
  code: string;
  name: string;
}

export interface ApplyPageData {
  application: CompanyPrefixApplication | null;
  nodes: SecondNode[];
  industries: LevelOption[];
  provinces: LevelOption[];
}

export type ApplyPageLoad = { status: 'ok'; data: ApplyPageData } | { status: 'failed' };

const options = (entries: { code: string; name: string }[]) => entries.map(({ code, name }) => ({ code, name }));

/** Everything the registration page needs at once; the user's application is asked as the user. */
export async function loadApplyPage(userCall: UserCall): Promise<ApplyPageLoad> {
  const [application, nodes, industries, provinces] = await Promise.all([
    userCall(contract.prefix.initData, {}),
    call(contract.dictionary.secondNodes, {}),
    call(contract.dictionary.industries, { level: '1', parentCode: '-1' }),
    call(contract.dictionary.areas, { level: '1', parentCode: '-1' }),
  ]);
  if (!application.ok || !nodes.ok || !industries.ok || !provinces.ok) return { status: 'failed' };
  return {
    status: 'ok',
    data: { application: application.data ?? null, nodes: nodes.data, industries: options(industries.data), provinces: options(provinces.data) },
  };
}
