import { messages } from '@/core/messages';
import { emptyPrefixForm, prefixFormSchema, type PrefixForm } from './prefix';

const image = (n: number) => ({ fileName: `${String(n).repeat(32).slice(0, 32)}.png`, url: `/api/prefix/files/${String(n).repeat(32).slice(0, 32)}.png`, name: `${n}.png` });

const valid: PrefixForm = {
  ...emptyPrefixForm(),
  secondNodeId: '1',
  prefixNumber: '5208',
  cardNo: '91320100MA1QW8899X',
  licenseImg: image(1),
  name: '南京云帆智能装备有限公司',
  industry: [
    { code: 'C', name: '制造业' },
    { code: '26', name: '化学原料和化学制品制造业' },
  ],
  area: [
    { code: '320000', name: '江苏省' },
    { code: '320100', name: '南京市' },
  ],
  registerAddress: '南京市江宁区胜太路88号',
  website: '',
  introduce: '专注智能装备研发与制造。',
  idImages: { face: image(2), back: image(3) },
  legalPerson: '周云帆',
  legalCardNo: '32010219850612001X',
  liaison: '周云帆',
  liaisonEmail: 'yunfan@example.cn',
  liaisonPhone: '13800000001',
  captcha: { scene: 'nc_other', sessionId: 's', sig: 'g', token: 't' },
  agreement: true,
};

/** The first message of each field the schema refuses. */
function problems(form: PrefixForm): Record<string, string> {
  const result = prefixFormSchema.safeParse(form);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

describe('prefix registration form (000 §5)', () => {
  it('accepts a complete form and starts with the spec’s defaults', () => {
    expect(problems(valid)).toEqual({});
    const blank = emptyPrefixForm();
    expect({ companyType: blank.companyType, licenseType: blank.licenseType, legalCradType: blank.legalCradType }).toEqual({ companyType: '4', licenseType: '1', legalCradType: '1' });
  });

  it('gives every required field its message on an empty form', () => {
    expect(problems(emptyPrefixForm())).toEqual({
      secondNodeId: messages.secondNodeRequired,
      prefixNumber: messages.prefixInvalid,
      cardNo: messages.documentNoInvalid,
      licenseImg: messages.licenseImgRequired,
      name: messages.companyNameRequired,
      industry: messages.industryRequired,
      area: messages.areaRequired,
      registerAddress: messages.addressRequired,
      introduce: messages.introduceRequired,
      idImages: messages.idBothSides,
      legalPerson: messages.legalNameInvalid,
      legalCardNo: messages.documentNoInvalid,
      liaison: messages.liaisonRequired,
      liaisonEmail: messages.emailInvalid,
      liaisonPhone: messages.mobileInvalid,
      captcha: messages.sliderSlide,
      agreement: messages.agreementTick,
    });
  });

  it.each([
    ['prefixNumber', '12', messages.prefixInvalid],
    ['prefixNumber', '12345', messages.prefixInvalid],
    ['prefixNumber', '000', messages.prefixInvalid],
    ['prefixNumber', '12a', messages.prefixInvalid],
    ['cardNo', 'AB1', messages.documentNoInvalid],
    ['cardNo', '9132-0100', messages.documentNoInvalid],
    ['legalCardNo', '1234 5678', messages.documentNoInvalid],
    ['legalPerson', '周', messages.legalNameInvalid],
    ['legalPerson', 'Zhou Yun', messages.legalNameInvalid],
    ['legalPerson', '周a', messages.legalNameInvalid],
    ['website', 'www.example.cn', messages.websiteInvalid],
    ['website', 'ftp://example.cn', messages.websiteInvalid],
    ['website', 'https://', messages.websiteInvalid],
    ['liaisonEmail', 'yunfan@example', messages.emailInvalid],
    ['liaisonEmail', 'yun fan@example.cn', messages.emailInvalid],
    ['liaisonPhone', '12800000001', messages.mobileInvalid],
    ['liaisonPhone', '1380000000', messages.mobileInvalid],
  ] as const)('refuses %s %j', (field, value, message) => {
    expect(problems({ ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    ['prefixNumber', '001'],
    ['prefixNumber', '9999'],
    ['legalPerson', '阿依古丽·买买提'],
    ['website', 'http://www.example.com.cn/about?a=1'],
    ['website', 'https://example.cn:8443'],
  ] as const)('accepts %s %j', (field, value) => {
    expect(problems({ ...valid, [field]: value })).toEqual({});
  });

  it('needs the first two industry levels and province and city; the third levels are optional', () => {
    expect(problems({ ...valid, industry: [{ code: 'C', name: '制造业' }] }).industry).toBe(messages.industryCategoryRequired);
    expect(problems({ ...valid, area: [{ code: '320000', name: '江苏省' }] }).area).toBe(messages.areaRequired);
    expect(problems({ ...valid, industry: [...valid.industry, { code: '261', name: '基础化学原料制造' }] })).toEqual({});
  });

  it('needs both sides of the ID document', () => {
    expect(problems({ ...valid, idImages: { face: image(2), back: null } }).idImages).toBe(messages.idBothSides);
  });

  it('refuses an image reference that is not a stored name (no links elsewhere, no data URLs)', () => {
    expect(Object.keys(problems({ ...valid, licenseImg: { fileName: '../x.png', url: '/api/prefix/files/../x.png', name: 'x' } }))).toEqual(['licenseImg.fileName', 'licenseImg.url']);
    expect(Object.keys(problems({ ...valid, licenseImg: { ...image(1), url: 'data:image/png;base64,AAAA' } }))).toEqual(['licenseImg.url']);
  });
});
