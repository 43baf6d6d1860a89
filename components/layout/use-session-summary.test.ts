import { parseSessionSummary } from './use-session-summary';

const user = { name: '张三', phone: '13800138000', type: 'COMPANY', companyName: '示例科技', prefix: '88.365.1', examineStatus: 2 };

describe('parseSessionSummary', () => {
  it('reads guests and users', () => {
    expect(parseSessionSummary({ status: 'guest' })).toEqual({ status: 'guest' });
    expect(parseSessionSummary({ status: 'user', user })).toEqual({ status: 'user', user });
  });

  it('accepts the answer inside an envelope', () => {
    expect(parseSessionSummary({ success: true, data: { status: 'user', user } })).toEqual({ status: 'user', user });
  });

  it('never turns a strange answer into signed out', () => {
    expect(parseSessionSummary(null)).toEqual({ status: 'unavailable' });
    expect(parseSessionSummary('<html>')).toEqual({ status: 'unavailable' });
    expect(parseSessionSummary({ status: 'user', user: { name: 1 } })).toEqual({ status: 'unavailable' });
    expect(parseSessionSummary({ status: 'unavailable' })).toEqual({ status: 'unavailable' });
  });
});
