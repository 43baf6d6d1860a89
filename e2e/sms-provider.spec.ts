import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { suitePort } from './helpers/suite';
import { dragSlider } from './helpers/account';
import { startPortal, type RunningPortal } from './helpers/portal';
import { selectTab } from './helpers/tabs';
import { startAliyunStandIn } from '@/gateway/testing/aliyun-sms-stand-in';
import { startTencentStandIn, tencentStandInHost } from '@/gateway/testing/tencent-sms-stand-in';

// The SMS providers' SDKs are kept out of Next's bundles (next.config.mjs, serverExternalPackages): the
// built portal loads them from its standalone node_modules at run time, which only a build shows. So a
// portal of the suite's build sends its codes through each provider's SDK, to a stand-in that checks the
// signature as the service does, and a visitor logs in with the code the stand-in received.
// +91 and +92: worker 1's +90 is 4190, a port fetch refuses (helpers/suite.ts, assertFetchablePort).
const base = suitePort() + 91;
const phone = '13800000001';

test.describe.configure({ timeout: 150_000 });

/** Code login on the portal at `origin`, with the code the provider's stand-in was asked to send. */
async function codeLogin(page: Page, origin: string, sentCode: () => string | undefined) {
  await page.goto(`${origin}/login`);
  await selectTab(page.getByRole('tab', { name: '验证码登录' }));
  await page.getByLabel('手机号').fill(phone);
  await dragSlider(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  const code = sentCode();
  expect(code).toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: '验证码' }).fill(code!);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功！')).toBeVisible();
  await expect(page.getByRole('button', { name: '账户菜单：demo_user' })).toBeVisible();
}

test.describe('Alibaba Cloud', () => {
  const keys = { accessKeyId: 'LTAI5tStandInKeyId', accessKeySecret: 'stand-in-secret-0123456789' };
  let standIn: Awaited<ReturnType<typeof startAliyunStandIn>>;
  let portal: RunningPortal;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    standIn = await startAliyunStandIn(keys);
    portal = await startPortal(base, {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: keys.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: keys.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: '标识解析',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465900001',
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${standIn.port}`,
    });
  });
  test.afterAll(async () => {
    await portal?.stop();
    await standIn?.close();
  });

  test('code login with the code the built portal sent through Alibaba Cloud’s SDK @desktop-only', async ({ page }) => {
    await codeLogin(page, portal.origin, () => standIn.sent.at(-1)?.templateParam.code);
    expect(standIn.sent).toEqual([{ phoneNumbers: phone, signName: '标识解析', templateCode: 'SMS_465900001', templateParam: { code: expect.any(String) } }]);
  });
});

test.describe('Tencent Cloud', () => {
  const keys = { secretId: 'AKIDStandInSecretId', secretKey: 'stand-in-key-0123456789' };
  let standIn: Awaited<ReturnType<typeof startTencentStandIn>>;
  let portal: RunningPortal;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    standIn = await startTencentStandIn(keys);
    portal = await startPortal(base + 1, {
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: keys.secretId,
      TENCENT_SMS_SECRET_KEY: keys.secretKey,
      TENCENT_SMS_SDK_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: '标识解析',
      TENCENT_SMS_TEMPLATE_ID: '1234567',
      TENCENT_SMS_REGION: 'ap-guangzhou',
      // The SDK signs for the endpoint's host name, so the portal resolves the stand-in's to loopback.
      TENCENT_SMS_ENDPOINT: `http://${tencentStandInHost}:${standIn.port}`,
      NODE_OPTIONS: `-r ${path.resolve('e2e/helpers/loopback-dns.cjs')}`,
    });
  });
  test.afterAll(async () => {
    await portal?.stop();
    await standIn?.close();
  });

  test('code login with the code the built portal sent through Tencent Cloud’s SDK @desktop-only', async ({ page }) => {
    await codeLogin(page, portal.origin, () => standIn.sent.at(-1)?.TemplateParamSet?.[0]);
    expect(standIn.sent).toEqual([{ PhoneNumberSet: [`+86${phone}`], SmsSdkAppId: '1400000001', SignName: '标识解析', TemplateId: '1234567', TemplateParamSet: [expect.any(String)] }]);
    expect(standIn.regions()).toEqual(['ap-guangzhou']);
  });
});
