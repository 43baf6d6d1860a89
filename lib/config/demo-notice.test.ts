import { demoNotice, showsDemoBanner } from './demo-notice';

describe('demoNotice', () => {
  it('is shown by the quick start’s demo mode, saying whether payments are simulated', () => {
    expect(demoNotice({ NODE_ENV: 'production', DEMO_MODE: 'on' })).toEqual({ demoMode: true, paymentSandbox: true });
    expect(demoNotice({ GATEWAY_MODE: 'demo', PAYMENT_SANDBOX: 'off' })).toEqual({ demoMode: true, paymentSandbox: false });
  });

  it('is shown in production mode only when the operator opened the payment sandbox', () => {
    expect(demoNotice({ NODE_ENV: 'production' })).toBeUndefined();
    expect(demoNotice({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'off' })).toBeUndefined();
    expect(demoNotice({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' })).toEqual({ demoMode: false, paymentSandbox: true });
    expect(demoNotice({ GATEWAY_MODE: 'production', PAYMENT_SANDBOX: '1' })).toEqual({ demoMode: false, paymentSandbox: true });
  });

  it('is not shown to a developer or in the browser tests (test mode on a production build), sandbox or not', () => {
    expect(showsDemoBanner({})).toBe(false);
    expect(showsDemoBanner({ NODE_ENV: 'development', PAYMENT_SANDBOX: 'on' })).toBe(false);
    expect(showsDemoBanner({ NODE_ENV: 'production', GATEWAY_MODE: 'test' })).toBe(false);
  });

  it('does not open on a PAYMENT_SANDBOX it cannot read (start-up refuses that value anyway)', () => {
    expect(showsDemoBanner({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'maybe' })).toBe(false);
  });
});
