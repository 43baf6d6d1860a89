import { changePasswordSchema, registerSchema, resetSchema } from './register';

const proof = { scene: 'nc_other', sessionId: 's', sig: 'g', token: 't' };
const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  // The first message of each field, as the form shows it.
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]));

describe('account form schemas', () => {
  it('register: every field’s message', () => {
    const result = registerSchema.safeParse({ userName: '', phoneNo: '123', verifiyCode: '', email: '', password: '', confirm: '', agreement: false, captcha: null });
    expect(firstMessages(result)).toMatchObject({
      userName: '用户名不能为空',
      phoneNo: '请输入正确的手机号',
      verifiyCode: '请输入验证码',
      email: '邮箱不能为空',
      password: '密码不能为空',
      confirm: '密码不能为空',
      agreement: '请阅读并勾选协议',
      captcha: '请拖动滑块完成验证',
    });
  });

  it('register: mismatch and a weak password', () => {
    const base = { userName: 'new_user', phoneNo: '13912345678', verifiyCode: '123456', email: 'a@b.cn', agreement: true, captcha: proof };
    expect(firstMessages(registerSchema.safeParse({ ...base, password: 'Demo@2026pass', confirm: 'Demo@2026pasS' }))).toEqual({ confirm: '两次输入的密码不一致' });
    expect(firstMessages(registerSchema.safeParse({ ...base, password: 'abcdef', confirm: 'abcdef' }))).toEqual({ password: '密码强度太低' });
    expect(registerSchema.safeParse({ ...base, password: 'Demo@2026pass', confirm: 'Demo@2026pass' }).success).toBe(true);
  });

  it('find password: new password required, strength at least 50', () => {
    expect(firstMessages(resetSchema.safeParse({ phoneNo: '13912345678', verifiyCode: '123456', newPwd: '', newPwd2: '', captcha: proof }))).toEqual({
      newPwd: '新密码不能为空',
      newPwd2: '新密码不能为空',
    });
    expect(firstMessages(resetSchema.safeParse({ phoneNo: '13912345678', verifiyCode: '123456', newPwd: 'hzwqmtrb', newPwd2: 'hzwqmtrb', captcha: proof }))).toEqual({ newPwd: '密码强度太低' });
  });

  it('password change: slider, phone, old, new, confirm and code', () => {
    expect(firstMessages(changePasswordSchema.safeParse({ captcha: null, phoneNo: '1391234', oldPassword: '', newPassword: '', confirm: '', verifiyCode: '' }))).toEqual({
      captcha: '请拖动滑块完成验证',
      phoneNo: '请输入正确的手机号',
      oldPassword: '旧密码不能为空',
      newPassword: '密码不能为空',
      confirm: '密码不能为空',
      verifiyCode: '请输入验证码',
    });
    // 001's thresholds: 36 is enough here, not to find a password (000: 50).
    expect(changePasswordSchema.safeParse({ captcha: proof, phoneNo: '13912345678', oldPassword: 'x', newPassword: 'zxcv8765', confirm: 'zxcv8765', verifiyCode: '123456' }).success).toBe(true);
    expect(resetSchema.safeParse({ phoneNo: '13912345678', verifiyCode: '123456', newPwd: 'zxcv8765', newPwd2: 'zxcv8765', captcha: proof }).success).toBe(false);
  });
});
