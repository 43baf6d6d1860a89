import { openPayChannels } from './pay-channels';

describe('openPayChannels', () => {
  it('offers both channels where the sandbox serves them, none in production without providers', () => {
    expect(openPayChannels({ GATEWAY_MODE: 'test' })).toEqual({ wechat: true, online: true });
    expect(openPayChannels({ NODE_ENV: 'production' })).toEqual({ wechat: false, online: false });
    expect(openPayChannels({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' })).toEqual({ wechat: true, online: true });
  });

  it('closes a half-configured channel rather than offering the sandbox for it', () => {
    expect(openPayChannels({ GATEWAY_MODE: 'demo', WECHAT_PAY_MCHID: '1900000001' })).toEqual({ wechat: false, online: true });
  });

  it('leaves the decision to a real gateway', () => {
    expect(openPayChannels({ NODE_ENV: 'production', GATEWAY_URL: 'https://gw.example.cn' })).toEqual({ wechat: true, online: true });
  });
});
