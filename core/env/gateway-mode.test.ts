import { gatewayModeFromEnv, keepsOutbox } from '@/core/env/gateway-mode';

describe('gatewayModeFromEnv', () => {
  it('follows NODE_ENV by default, development when unknown', () => {
    expect(gatewayModeFromEnv({})).toBe('development');
    expect(gatewayModeFromEnv({ NODE_ENV: 'production' })).toBe('production');
    expect(gatewayModeFromEnv({ NODE_ENV: 'test' })).toBe('test');
  });

  it('is demo when DEMO_MODE is on, even in a production build', () => {
    expect(gatewayModeFromEnv({ NODE_ENV: 'production', DEMO_MODE: 'on' })).toBe('demo');
    expect(gatewayModeFromEnv({ NODE_ENV: 'production', DEMO_MODE: 'off' })).toBe('production');
  });

  it('lets GATEWAY_MODE win', () => {
    expect(gatewayModeFromEnv({ NODE_ENV: 'production', DEMO_MODE: 'on', GATEWAY_MODE: 'test' })).toBe('test');
  });

  it('keeps an outbox everywhere but production', () => {
    expect(keepsOutbox('demo')).toBe(true);
    expect(keepsOutbox('production')).toBe(false);
  });
});
