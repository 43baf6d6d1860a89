import { consultSchema } from './consult';

const valid = { industryCode: 'C', consultContent: '想了解标识注册的流程', contactPersonName: '张三', contactPersonphone: '13912345678', companyName: '示例企业', agreement: true };
const messageOf = (patch: Partial<typeof valid>) => {
  const result = consultSchema.safeParse({ ...valid, ...patch });
  return result.success ? undefined : result.error.issues[0].message;
};

describe('consultation form', () => {
  it('accepts a complete request, with or without +86/0086', () => {
    expect(messageOf({})).toBeUndefined();
    expect(messageOf({ contactPersonphone: '+8613912345678' })).toBeUndefined();
    expect(messageOf({ contactPersonphone: '008613912345678' })).toBeUndefined();
    expect(messageOf({ contactPersonName: '阿卜杜·热合曼' })).toBeUndefined();
    expect(messageOf({ consultContent: '字'.repeat(300) })).toBeUndefined();
  });

  it('gives the spec’s message per field', () => {
    expect(messageOf({ industryCode: '' })).toBe('请选择应用行业');
    expect(messageOf({ consultContent: '   ' })).toBe('请输入咨询内容');
    expect(messageOf({ consultContent: '字'.repeat(301) })).toBe('咨询内容不能超过300个字符');
    expect(messageOf({ contactPersonName: '张' })).toBe('请输入2-16位中文姓名');
    expect(messageOf({ contactPersonName: 'Zhang San' })).toBe('请输入2-16位中文姓名');
    expect(messageOf({ contactPersonName: '张'.repeat(17) })).toBe('请输入2-16位中文姓名');
    expect(messageOf({ contactPersonphone: '12912345678' })).toBe('请输入正确的手机号码');
    expect(messageOf({ contactPersonphone: '+85213912345678' })).toBe('请输入正确的手机号码');
    expect(messageOf({ companyName: '' })).toBe('请输入企业名称');
    expect(messageOf({ agreement: false })).toBe('请阅读并同意协议声明');
  });
});
