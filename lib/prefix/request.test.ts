import { prefixApplication } from '@/core/contract/prefix';
import { emptyPrefixForm, prefixFormSchema, type PrefixForm } from '@/lib/validation/prefix';
import { formFromApplication, levelsOf, toRegisterRequest } from './request';

const name = (c: string) => `${c.repeat(32)}.png`;
const img = (c: string) => ({ fileName: name(c), url: `/api/prefix/files/${name(c)}`, name: `${c}.png` });
const node = { id: 1, name: '电子信息行业标识解析二级节点', nodePrefix: '88.365' };
const proof = { scene: 'nc_other', sessionId: 's1', sig: 'g1', token: 't1' };

const form: PrefixForm = {
  ...emptyPrefixForm(),
  id: 7,
  secondNodeId: '1',
  prefixNumber: '0208',
  cardNo: '91320100MA1QW8899X',
  licenseImg: img('a'),
  name: '南京云帆智能装备有限公司',
  industry: [
    { code: 'C', name: '制造业' },
    { code: '26', name: '化学原料和化学制品制造业' },
    { code: '261', name: '基础化学原料制造' },
  ],
  area: [
    { code: '320000', name: '江苏省' },
    { code: '320100', name: '南京市' },
  ],
  registerAddress: '南京市江宁区胜太路88号',
  introduce: '专注智能装备研发与制造。',
  idImages: { face: img('b'), back: img('c') },
  legalPerson: '周云帆',
  legalCardNo: '32010219850612001X',
  liaison: '周云帆',
  liaisonEmail: 'yunfan@example.cn',
  liaisonPhone: '13800000001',
  captcha: proof,
  agreement: true,
};

describe('the form on the wire and back (000 §7)', () => {
  it('sends the prefix as node.number, levels comma-joined with their descriptions, and the slider', () => {
    const wire = toRegisterRequest(prefixFormSchema.parse(form), node, proof);
    expect(wire).toMatchObject({
      id: 7,
      secondNodeId: 1,
      indentifierPrefix: '88.365.0208',
      companyType: 4,
      licenseType: 1,
      legalCradType: 1,
      licenseImg: name('a'),
      legalCardObject: { face: name('b'), back: name('c') },
      industryCode: 'C,26,261',
      industryCodeDesc: '制造业,化学原料和化学制品制造业,基础化学原料制造',
      registerArea: '320000,320100',
      registerAreaDesc: '江苏省,南京市',
      appKey: 'idportal',
      scene: 'nc_other',
      sessionId: 's1',
      sig: 'g1',
      token: 't1',
    });
    // What the portal sends is what the gateway's entry accepts.
    expect(prefixApplication.safeParse(wire).success).toBe(true);
    expect('id' in toRegisterRequest(prefixFormSchema.parse({ ...form, id: null }), node, proof)).toBe(false);
  });

  it('brings an earlier application back into the form for re-filling', () => {
    const wire = toRegisterRequest(prefixFormSchema.parse(form), node, proof);
    const back = formFromApplication(
      { ...wire, id: 7, secondNodeId: 1, licenseType: 1, companyType: 4, legalCradType: 1, licenseImgFullUrl: `/api/prefix/files/${name('a')}`, legalCardObject: { face: name('b'), back: name('c'), faceFullUrl: 'x', backFullUrl: null } },
      [node],
    );
    expect(back).toMatchObject({ id: 7, secondNodeId: '1', prefixNumber: '0208', companyType: '4', industry: form.industry, area: form.area, captcha: null, agreement: false });
    expect(back.licenseImg?.fileName).toBe(name('a'));
    expect(back.idImages).toEqual({ face: { fileName: name('b'), url: `/api/prefix/files/${name('b')}`, name: '证件人像面' }, back: null });
  });

  it('leaves out images the gateway cannot show and prefixes of an unknown node', () => {
    const back = formFromApplication({ id: 3, secondNodeId: 9, indentifierPrefix: '88.999.100', licenseImg: 'demo-license.png', licenseImgFullUrl: null }, [node]);
    expect(back).toMatchObject({ secondNodeId: '', prefixNumber: '', licenseImg: null });
  });

  it('reads comma-joined levels, tolerating missing descriptions', () => {
    expect(levelsOf('C,26', '制造业')).toEqual([
      { code: 'C', name: '制造业' },
      { code: '26', name: '26' },
    ]);
    expect(levelsOf(null, null)).toEqual([]);
  });
});
