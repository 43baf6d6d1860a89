import { messages } from '@/core/messages';
import { userMessage } from './user-message';

describe('userMessage', () => {
  const call = 'POST /x';
  it('shows the gateway message of a refusal, else the generic request error', () => {
    expect(userMessage({ kind: 'gateway', call, message: '账号已冻结' })).toBe('账号已冻结');
    expect(userMessage({ kind: 'gateway', call, message: '  ' })).toBe(messages.requestError);
  });
  it('never shows technical detail for outages and wrong shapes', () => {
    for (const kind of ['network', 'timeout', 'http'] as const) {
      expect(userMessage({ kind, call, message: 'ECONNREFUSED 127.0.0.1:4000' })).toBe(messages.serverEaten);
    }
    expect(userMessage({ kind: 'validation', call, message: 'Expected string' })).toBe(messages.requestError);
  });
  it('asks to log in again for the re-login codes', () => {
    expect(userMessage({ kind: 'auth', call, code: '40106' })).toBe(messages.sessionExpired);
  });
});
