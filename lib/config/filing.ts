import type { GatewayMode } from '@/core/env/gateway-mode';
import type { Env } from '@/core/env/portal';

// The filing numbers every public site in China shows at the bottom of its pages (issue 62 item 5): the
// ICP filing (MIIT: linked to beian.miit.gov.cn) and the public-security filing (公安备案: its icon, linked to
// beian.mps.gov.cn with the record code). Each deployment has its own, from the environment. Unset in
// production none is shown (a made-up number would be a false statement) and the start-up report warns;
// a demo, development or test deployment shows a marked example, so the footer looks as it will.

export interface Filing {
  icp: string | null;
  publicSecurity: { text: string; code: string } | null;
  /** The numbers are the example's, marked as such. */
  example: boolean;
}

export const icpLink = 'https://beian.miit.gov.cn/';
export const publicSecurityLink = (code: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${code}`;

const example = { icp: '沪ICP备00000000号-1', publicSecurity: { text: '沪公网安备31000000000000号', code: '31000000000000' } };

export function filingOf(e: Pick<Env, 'ICP_RECORD' | 'PUBLIC_SECURITY_RECORD' | 'PUBLIC_SECURITY_RECORD_CODE'>, mode: GatewayMode): Filing {
  const publicSecurity = e.PUBLIC_SECURITY_RECORD ? { text: e.PUBLIC_SECURITY_RECORD.replace(/\s+/g, ''), code: e.PUBLIC_SECURITY_RECORD_CODE ?? e.PUBLIC_SECURITY_RECORD.replace(/\D/g, '') } : null;
  if (e.ICP_RECORD || publicSecurity || mode === 'production') return { icp: e.ICP_RECORD ?? null, publicSecurity, example: false };
  return { ...example, example: true };
}

/** What the start-up report says of a production deployment without its numbers. */
export function filingWarnings(filing: Filing, mode: GatewayMode): string[] {
  if (mode !== 'production') return [];
  return [
    ...(filing.icp ? [] : ['ICP_RECORD is unset: no ICP filing number is shown at the bottom of the pages, which every site served in China must show']),
    ...(filing.publicSecurity ? [] : ['PUBLIC_SECURITY_RECORD is unset: no public-security filing number is shown at the bottom of the pages']),
  ];
}
