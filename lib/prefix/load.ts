import 'server-only';
import { contract, type CompanyPrefixApplication, type SecondNode } from '@/lib/contract';
import { call } from '@/lib/gateway/client';
import type { SessionData } from '@/lib/session/session';

export interface LevelOption {
  code: string;
  name: string;
}

export interface ApplyPageData {
  /** undefined: the page could not ask with the session's token; the browser asks (and refreshes it). */
  application: CompanyPrefixApplication | null | undefined;
  nodes: SecondNode[];
  industries: LevelOption[];
  provinces: LevelOption[];
}

export type ApplyPageLoad = { status: 'ok'; data: ApplyPageData } | { status: 'relogin' } | { status: 'failed' };

const options = (entries: { code: string; name: string }[]) => entries.map(({ code, name }) => ({ code, name }));

/**
 * Everything the registration page needs at once. A server component may not write cookies, so it
 * cannot refresh the token: it asks with a token that is still valid, and otherwise leaves the
 * application to the browser, whose request (a route handler) refreshes it.
 */
export async function loadApplyPage(session: SessionData): Promise<ApplyPageLoad> {
  const token = session.accessToken && (session.accessExpiresAt ?? 0) > Date.now() + 5_000 ? session.accessToken : undefined;
  const [application, nodes, industries, provinces] = await Promise.all([
    token ? call(contract.prefix.initData, {}, { token }) : undefined,
    call(contract.dictionary.secondNodes, {}),
    call(contract.dictionary.industries, { level: '1', parentCode: '-1' }),
    call(contract.dictionary.areas, { level: '1', parentCode: '-1' }),
  ]);
  if (application && !application.ok && application.error.kind === 'auth') return { status: 'relogin' };
  if ((application && !application.ok) || !nodes.ok || !industries.ok || !provinces.ok) return { status: 'failed' };
  return {
    status: 'ok',
    data: { application: application ? (application.data ?? null) : undefined, nodes: nodes.data, industries: options(industries.data), provinces: options(provinces.data) },
  };
}
