import { inspect } from 'node:util';
import { ExpectedError } from './expected-error';

class GatewayDown extends ExpectedError {
  constructor(readonly detail: { kind: string; call: string }) {
    super('gateway read not cached');
    this.name = 'GatewayDown';
  }
}

describe('ExpectedError', () => {
  it('prints as one line, its name and message, none of its stack or properties', () => {
    const error = new GatewayDown({ kind: 'network', call: 'POST /identifier/detail' });
    expect(inspect(error)).toBe('GatewayDown: gateway read not cached');
    // As Next prints a background refresh's failure, and with colours.
    expect(inspect(error, { colors: true })).not.toContain('\n');
    expect(inspect({ error }, { depth: 4 })).not.toContain('POST /identifier/detail');
  });

  it('names the digest Next gave it, the key of its log line and error screen', () => {
    const error = Object.assign(new GatewayDown({ kind: 'network', call: 'x' }), { digest: '1355599946' });
    expect(inspect(error)).toBe('GatewayDown: gateway read not cached (digest 1355599946)');
  });

  it('is still an Error with its stack, for what reads it as one', () => {
    const error = new GatewayDown({ kind: 'timeout', call: 'x' });
    expect(error).toBeInstanceOf(Error);
    expect(error.stack).toContain('gateway read not cached');
    expect(String(error)).toBe('GatewayDown: gateway read not cached');
  });
});
