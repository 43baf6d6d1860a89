import { messages } from '@/core/messages';
import { inquirySchema, trialRequestSchema } from './inquiry';

const valid = { consultContent: '想了解私有化部署报价', companyName: '演示企业', contactPersonName: '张三', contactPersonphone: '13800000002', price: '', productId: 40, packageId: 4001 };

const fieldMessages = (input: unknown) => {
  const parsed = inquirySchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('inquirySchema', () => {
  it('accepts a complete form, with or without a budget', () => {
    expect(inquirySchema.safeParse(valid).success).toBe(true);
    expect(inquirySchema.safeParse({ ...valid, price: '500000-' }).success).toBe(true);
  });

  it('requires content, company and contact person, and a mainland mobile', () => {
    expect(fieldMessages({ ...valid, consultContent: ' ', companyName: '', contactPersonName: '', contactPersonphone: '12345678901' })).toEqual({
      consultContent: messages.consultContentRequired,
      companyName: messages.companyNameRequired,
      contactPersonName: messages.liaisonRequired,
      contactPersonphone: messages.mobileInvalid,
    });
  });

  it('refuses a budget outside the list and ids that are not ids', () => {
    expect(Object.keys(fieldMessages({ ...valid, price: '1-2', productId: 'x', packageId: -1 })).sort()).toEqual(['packageId', 'price', 'productId']);
  });
});

describe('trialRequestSchema', () => {
  it('takes ids as numbers or digit strings', () => {
    expect(trialRequestSchema.parse({ productId: '48', packageId: 4801 })).toEqual({ productId: 48, packageId: 4801 });
    expect(trialRequestSchema.safeParse({ productId: 48 }).success).toBe(false);
  });
});
