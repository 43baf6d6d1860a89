import { envelope } from './define';
import { detail } from './identifier';
import { element, identifierDetail } from './identifier-types';
import { productionElements, supplyElements, traceElements } from './fixtures/identifier-data';

const identifier = '88.365.1/DEMO0001';

describe('identifier detail request', () => {
  it.each([
    ['plain detail', { identifier }],
    ['one scene', { identifier, sceneConfId: 103 }],
    ['a custom scene id', { identifier: '88.364.7/HAZ00001', sceneConfId: 'custom-9' }],
    ['AI first load', { identifier: '88.365.1/AIPROD01', sceneConfId: 109, intelligentProductionRequest: { dataOption: 0 } }],
    [
      'AI custom range',
      { identifier: '88.365.1/AIPROD01', sceneConfId: '109', intelligentProductionRequest: { dataOption: '1', quickTime: 5, startTime: '2026-09-01', endTime: '2026-11-30' } },
    ],
    ['SMS send', { identifier, sceneConfId: 108, mobile: '13800000001', effect: 'SEND', scene: 'nc_message', sessionId: 'c0ffee', sig: 's', token: 't' }],
    ['SMS verify', { identifier, sceneConfId: 108, mobile: '13800000001', verifyCode: '306518', effect: 'VERIFY' }],
  ])('accepts %s', (_, request) => {
    expect(detail.request.safeParse(request).error).toBeUndefined();
  });

  it.each([
    ['a Chinese identifier', { identifier: '88.365.1/产品一号' }],
    ['no slash', { identifier: '88.365.1DEMO0001' }],
    ['a range over three months', { identifier, sceneConfId: 109, intelligentProductionRequest: { dataOption: 0, quickTime: 5, startTime: '2026-08-01', endTime: '2026-11-02' } }],
    ['an end before the start', { identifier, sceneConfId: 109, intelligentProductionRequest: { dataOption: 0, startTime: '2026-11-02', endTime: '2026-11-01' } }],
    ['an unknown quick time', { identifier, sceneConfId: 109, intelligentProductionRequest: { dataOption: 0, quickTime: 4 } }],
    ['a bad mobile', { identifier, mobile: '1380000000', effect: 'SEND' }],
    ['a 4-digit scene code', { identifier, mobile: '13800000001', verifyCode: '3065', effect: 'VERIFY' }],
    ['a send without the slider proof', { identifier, mobile: '13800000001', effect: 'SEND' }],
    ['a code on SEND', { identifier, mobile: '13800000001', verifyCode: '306518', effect: 'SEND' }],
    ['an unknown effect', { identifier, mobile: '13800000001', effect: 'RESEND' }],
  ])('refuses %s', (_, request) => {
    expect(detail.request.safeParse(request).success).toBe(false);
  });
});

describe('identifier detail answer', () => {
  it('lets SMS send and verify answer without data', () => {
    expect(envelope(detail.data).safeParse({ success: true, data: null, message: '验证码已发送', code: 200 }).success).toBe(true);
    expect(envelope(detail.data).safeParse({ success: false, message: '验证码错误', code: '500' }).success).toBe(true);
  });

  it('normalises scene codes and trace flags', () => {
    const parsed = identifierDetail.parse({
      identifier,
      scenes: [{ sceneConfId: '103', templateCode: '3', sceneName: '供应链', elements: supplyElements }],
    });
    expect(parsed.scenes?.[0].templateCode).toBe(3);
    const group = parsed.scenes?.[0].elements?.[1].lableValue as { trace?: boolean | null; traceIdentifier?: string | null }[];
    expect(group[0]).toMatchObject({ trace: true, traceIdentifier: '88.365.1/PART0001' });
  });

  it('reads every element kind', () => {
    for (const e of [...supplyElements, ...traceElements, ...productionElements]) {
      expect(element.safeParse(e).error).toBeUndefined();
    }
  });

  it('turns textual numbers of the production data into numbers', () => {
    const processing = element.parse(productionElements[1]).lableValue as { productTime: number };
    expect(processing.productTime).toBe(0.85);
    const energy = element.parse(productionElements[0]).lableValue as { unitDataDetails: { days?: { totalForUnit?: number | null }[] | null }[] };
    expect(energy.unitDataDetails[0].days?.[0].totalForUnit).toBe(3.2);
  });

  it.each([
    ['a String holding a list', { lableName: '产品名称', dataType: 'String', lableValue: [] }],
    ['an Array of plain rows', { lableName: '批次', dataType: 'Array', lableValue: [{ lableName: '批次号', lableValue: 'HT-1' }] }],
    ['TraceDetails holding rows', { lableName: '物流', dataType: 'TraceDetails', lableValue: [{ lableName: '站点', lableValue: '杭州' }] }],
    ['an Object holding text', { lableName: '主轴部件', dataType: 'Object', lableValue: '宁波精工' }],
    ['a numeric label', { lableName: 12, dataType: 'String', lableValue: '12' }],
    ['a trace flag of 2', { lableName: '部件标识', dataType: 'String', lableValue: '88.365.1/PART0001', trace: 2 }],
    ['a trace step without a station', { lableName: '物流', dataType: 'TraceDetails', lableValue: [{ acceptTime: '2026-03-02 09:12:00' }] }],
  ])('refuses %s', (_, value) => {
    expect(element.safeParse(value).success).toBe(false);
  });

  it('tolerates a data type it does not know', () => {
    expect(element.safeParse({ lableName: '产品图片', dataType: 'Image', lableValue: 'https://static.idportal.cn/a.png' }).success).toBe(true);
    expect(element.safeParse({ lableName: '召回时间', lableValue: '2026-05-01' }).success).toBe(true);
  });
});
