import { chinaDate, payInfoSchema } from './order';

const valid = {
  depositBank: '中国工商银行苏州分行',
  bankAccountName: '苏州智联精密制造有限公司',
  bankNo: '6222020200112233',
  payAmount: '29800.00',
  payTime: '2026-11-21',
  proofs: [{ fileName: 'a1b2.png', url: '/api/files/a1b2.png' }],
};
const problems = (input: object, total?: number) => {
  const parsed = payInfoSchema({ today: '2026-11-22', total }).safeParse(input);
  const first: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('the offline payment form', () => {
  it('accepts a complete form', () => {
    expect(problems(valid, 29800)).toEqual({});
  });

  it('names every missing field', () => {
    expect(problems({ depositBank: ' ', bankAccountName: '', bankNo: '', payAmount: '', payTime: '', proofs: [] })).toEqual({
      depositBank: '请输入开户银行',
      bankAccountName: '请输入账户名称',
      bankNo: '请输入银行账号',
      payAmount: '请输入付款金额',
      payTime: '请输入付款日期',
      proofs: '请上传付款凭证',
    });
  });

  it('gives the spec’s messages for digits, amounts and dates', () => {
    expect(problems({ ...valid, bankNo: '6222-0202' }).bankNo).toBe('账号只能由数字组成');
    expect(problems({ ...valid, payAmount: '12.345' }).payAmount).toBe('请输入正确的金额');
    expect(problems({ ...valid, payAmount: 'abc' }).payAmount).toBe('请输入正确的金额');
    expect(problems({ ...valid, payAmount: '100' }, 29800).payAmount).toBe('付款金额须与订单金额¥29,800.00一致');
    expect(problems({ ...valid, payTime: '2026-11-23' }).payTime).toBe('付款日期不能晚于今天');
    expect(problems({ ...valid, payTime: '2026-11-22' }).payTime).toBeUndefined();
    expect(problems({ ...valid, proofs: Array(6).fill(valid.proofs[0]) }).proofs).toBe('最多上传5张付款凭证');
  });

  it('takes China’s date for the server’s today', () => {
    expect(chinaDate(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22');
    expect(chinaDate(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-21');
  });
});
