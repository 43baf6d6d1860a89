import { parseEnv } from '@/core/env/portal';
import { filingOf, filingWarnings, publicSecurityLink } from './filing';

describe('the filing numbers (issue 62 item 5)', () => {
  it('are the deployment’s own, the public-security code taken from its number unless given apart', () => {
    const e = parseEnv({ ICP_RECORD: '京ICP备12345678号-1', PUBLIC_SECURITY_RECORD: '京公网安备 11010502030143号' });
    expect(filingOf(e, 'production')).toEqual({ icp: '京ICP备12345678号-1', publicSecurity: { text: '京公网安备11010502030143号', code: '11010502030143' }, example: false });
    expect(filingOf(parseEnv({ PUBLIC_SECURITY_RECORD: '京公网安备11010502030143号', PUBLIC_SECURITY_RECORD_CODE: '11010502030144' }), 'production').publicSecurity?.code).toBe('11010502030144');
    expect(publicSecurityLink('11010502030143')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143');
  });

  it('are none in production when unset, with a warning for each; a marked example elsewhere', () => {
    const none = filingOf(parseEnv({}), 'production');
    expect(none).toEqual({ icp: null, publicSecurity: null, example: false });
    expect(filingWarnings(none, 'production')).toHaveLength(2);
    for (const mode of ['demo', 'development', 'test'] as const) {
      const filing = filingOf(parseEnv({}), mode);
      expect(filing.example).toBe(true);
      expect(filing.icp).toMatch(/ICP备/);
      expect(filingWarnings(filing, mode)).toEqual([]);
    }
    expect(filingWarnings(filingOf(parseEnv({ ICP_RECORD: '京ICP备12345678号-1' }), 'production'), 'production')).toEqual([expect.stringContaining('PUBLIC_SECURITY_RECORD')]);
  });

  it('refuse what is no filing number', () => {
    for (const bad of [{ ICP_RECORD: '12345678' }, { ICP_RECORD: '<script>' }, { PUBLIC_SECURITY_RECORD: '京公网安备123号' }, { PUBLIC_SECURITY_RECORD_CODE: 'abc' }]) {
      expect(() => parseEnv(bad)).toThrow();
    }
  });
});
