import { providerLoading, type SmsProvider } from './provider';

const message = { phone: '13800000001', purpose: 'login', code: '482913', text: '【标识解析】您的验证码为482913' };

describe('providerLoading', () => {
  it('sends through the provider once its module has loaded', async () => {
    const sent: string[] = [];
    const loaded: SmsProvider = { name: 'aliyun', send: async ({ code }) => (sent.push(code), { ok: true }) };
    const provider = providerLoading('aliyun', new Promise((resolve) => setTimeout(() => resolve(loaded), 10)));
    expect(provider.name).toBe('aliyun');
    await expect(provider.send(message)).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['482913']);
  });

  it('answers a send with the failure when the module did not load, and leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const provider = providerLoading('tencent', Promise.reject(new Error("Cannot find module 'tencentcloud-sdk-nodejs-sms'")));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      await expect(provider.send(message)).resolves.toEqual({ ok: false, reason: "Cannot find module 'tencentcloud-sdk-nodejs-sms'" });
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
