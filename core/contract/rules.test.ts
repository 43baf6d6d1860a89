import { contract } from './index';
import { base64, slider } from './fixtures/types';

// The wire rules the gateway applies beyond types: amounts, dates, counts, enumerations.

describe('wire rules', () => {
  const payInfo = {
    orderId: 5002,
    depositBank: '中国工商银行杭州高新支行',
    bankAccountName: '杭州信达智能装备有限公司',
    bankNo: '1202020209900123456',
    payAmount: 19800.5,
    payTime: '2026-11-20 10:30',
    payPicture: 'proof/a1.png',
  };
  const savePayInfo = contract.order.savePayInfo.request;

  it('takes amounts with at most two decimals', () => {
    expect(savePayInfo.safeParse(payInfo).success).toBe(true);
    expect(savePayInfo.safeParse({ ...payInfo, payAmount: 19800.555 }).success).toBe(false);
    expect(savePayInfo.safeParse({ ...payInfo, payAmount: '19800.5' }).success).toBe(true);
    expect(savePayInfo.safeParse({ ...payInfo, payAmount: '-1' }).success).toBe(false);
  });

  it('refuses a payment date in the future and too many proofs', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(savePayInfo.safeParse({ ...payInfo, payTime: nextYear }).success).toBe(false);
    const tenProofs = Array.from({ length: 10 }, (_, i) => `proof/${i}.png`).join(',');
    expect(savePayInfo.safeParse({ ...payInfo, payPicture: tenProofs }).success).toBe(false);
  });

  it('wants base64 passwords where the spec encodes them', () => {
    const request = { content: '13800000001', type: 1, verifiyCode: '620481', ...slider, scene: 'nc_message' };
    const retrieve = contract.account.retrievePassword.request;
    expect(retrieve.safeParse({ ...request, newPassword: base64('新密码Abc123') }).success).toBe(true);
    expect(retrieve.safeParse({ ...request, newPassword: 'plain text' }).success).toBe(false);
  });

  it('checks the consultation contact name and phone prefixes', () => {
    const add = contract.consult.add.request;
    const base = { industryCode: 'C,34', consultContent: '咨询标识解析方案', companyName: '宁波华翔汽车零部件有限公司' };
    expect(add.safeParse({ ...base, contactPersonName: '阿卜杜·热合曼', contactPersonphone: '008613912345678' }).success).toBe(true);
    expect(add.safeParse({ ...base, contactPersonName: 'Zhang Wei', contactPersonphone: '13912345678' }).success).toBe(false);
    expect(add.safeParse({ ...base, contactPersonName: '张伟', contactPersonphone: '+8612912345678' }).success).toBe(false);
  });

  it('takes the prefix application enumerations as numbers or digit strings, and only known codes', () => {
    const register = contract.prefix.register.request;
    const parsed = register.shape.legalCradType.safeParse('6');
    expect(parsed.data).toBe(6);
    expect(register.shape.legalCradType.safeParse(7).success).toBe(false);
    expect(register.shape.companyType.safeParse(0).success).toBe(false);
    expect(register.shape.registerArea.safeParse('330000').success).toBe(false);
    expect(register.shape.industryCode.safeParse('C').success).toBe(false);
    expect(register.shape.website.safeParse('ftp://example.cn').success).toBe(false);
    expect(register.shape.website.safeParse('').success).toBe(true);
  });

  it('hands handlers numeric ids from path and query text', () => {
    expect(contract.order.detail.request.parse({ id: '5002' })).toEqual({ id: 5002 });
    expect(contract.market.assetBook.request.parse({ current: '2', size: '10' })).toEqual({ current: 2, size: 10 });
  });

  it('reads comma-joined url lists and textual dictionary codes', () => {
    const detail = contract.market.detail.data.parse({ id: '48', name: '供应链管理云', viewVideoUrls: 'a.mp4,b.mp4', viewBannerUrls: '' });
    expect(detail).toMatchObject({ id: 48, viewVideoUrls: ['a.mp4', 'b.mp4'], viewBannerUrls: [] });
    expect(contract.dictionary.areas.data.parse([{ code: 110000, name: '北京市' }])[0].code).toBe('110000');
  });

  it('refuses an upload that is not an image', () => {
    const pdf = new File(['%PDF-1.7'], '执照.pdf', { type: 'application/pdf' });
    expect(contract.prefix.upload.request.safeParse({ file: pdf }).success).toBe(false);
  });
});
