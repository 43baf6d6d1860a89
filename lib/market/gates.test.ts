import type { UserSummary } from '@/lib/session/summary';
import { canBuyAsCompany, gateFor } from './gates';

const person: UserSummary = { name: 'demo_user', phone: '13800000001', type: 'ORDINARY', companyName: null, prefix: null, examineStatus: null };
const company: UserSummary = { ...person, name: 'demo_company', companyId: 7, companyName: '演示企业', prefix: '88.365.5208', examineStatus: 2 };

describe('gateFor', () => {
  it('asks for the agreement before anything else', () => {
    for (const action of ['buy', 'ask', 'consult', 'trial'] as const) expect(gateFor(action, false, { status: 'guest' })).toBe('agreement');
  });

  it('asks a visitor to log in, and waits when the session cannot be checked', () => {
    expect(gateFor('consult', true, { status: 'guest' })).toBe('login');
    expect(gateFor('buy', true, { status: 'unavailable' })).toBe('wait');
    expect(gateFor('buy', true, undefined)).toBe('wait');
  });

  it('needs a prefix for a trial and a company with a prefix for buying', () => {
    expect(gateFor('trial', true, { status: 'user', user: person })).toBe('noPrefix');
    expect(gateFor('buy', true, { status: 'user', user: person })).toBe('noCompany');
    expect(gateFor('ask', true, { status: 'user', user: person })).toBe('ok');
    expect(gateFor('trial', true, { status: 'user', user: company })).toBe('ok');
    expect(gateFor('buy', true, { status: 'user', user: company })).toBe('ok');
    expect(canBuyAsCompany({ ...company, companyId: null })).toBe(false);
  });
});
