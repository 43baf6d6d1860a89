import type { Element, IdentifierDetail } from '@/core/contract';
import { identifierDetail as fixture, supplyElements as supplyWire, traceElements as traceWire } from '@/core/contract/fixtures/identifier-data';
import { filterValues, handleValues, valueFilter, type PublicScene } from './handle-values';

// The fixtures are the gateway's wire form (trace: 0, templateCode '3'); the mapping passes elements through as they are.
const item = fixture as unknown as IdentifierDetail;
const supplyElements = supplyWire as unknown as Element[];
const traceElements = traceWire as unknown as Element[];
const pageUrl = 'https://portal.example.cn/product_scene/88.365.1/DEMO0001';
const at = new Date('2026-11-25T08:30:15.123Z');
const recallElements = [{ lableName: '召回信息', dataType: 'Object', lableValue: [{ lableName: '召回时间', lableValue: '2026-10-01 09:00:00', dataType: 'String' }] }];
const scenes: PublicScene[] = [
  { sceneConfId: 101, templateCode: 0, sceneName: '产品溯源', elements: traceElements },
  { sceneConfId: '103', templateCode: 3, sceneName: '供应链', elements: supplyElements },
  { sceneConfId: 104, templateCode: 4, sceneName: '产品召回', elements: recallElements },
  { sceneConfId: 'custom-9', templateCode: 100, sceneName: '售后服务', elements: null },
];

describe('handle values of an identifier', () => {
  const values = handleValues({ item, scenes, pageUrl, at });
  const byType = (type: string) => values.filter((v) => v.type === type);

  it('gives every value the proxy shape: index, type, string data, ttl and an ISO timestamp', () => {
    for (const v of values) {
      expect(Object.keys(v).sort()).toEqual(['data', 'index', 'timestamp', 'ttl', 'type']);
      expect(v.data.format).toBe('string');
      expect(typeof v.data.value).toBe('string');
      expect(v.ttl).toBe(30);
      expect(v.timestamp).toBe('2026-11-25T08:30:15Z');
    }
    expect(new Set(values.map((v) => v.index)).size).toBe(values.length);
  });

  it('maps the page, name, company, pictures and recall to fixed indexes', () => {
    const plain = values.filter((v) => v.index < 1000).map((v) => [v.index, v.type, v.data.value]);
    expect(plain).toEqual([
      [1, 'URL', pageUrl],
      [2, 'DESC', '智能数控加工中心 VMC850'],
      [10, 'COMPANY.NAME', '杭州信达智能装备有限公司'],
      [11, 'COMPANY.PREFIX', '88.365.1001'],
      [12, 'COMPANY.INDUSTRY', '通用设备制造业'],
      [13, 'COMPANY.WEBSITE', 'https://www.hzxinda.com.cn/'],
      [20, 'IMAGE.URL', 'https://static.idportal.cn/identifier/DEMO0001/main.png'],
      [30, 'RECALL.STATUS', 'RECALLED'],
      [31, 'RECALL.TIME', '2026-10-01 09:00:00'],
    ]);
  });

  it('carries each readable scene as JSON text under SCENE.<KIND>, in scene order, skipping failed reads', () => {
    const sceneValues = values.filter((v) => v.index >= 1000);
    expect(sceneValues.map((v) => [v.index, v.type])).toEqual([
      [1000, 'SCENE.TRACEABILITY'],
      [1001, 'SCENE.SUPPLY_CHAIN'],
      [1002, 'SCENE.RECALL'],
    ]);
    expect(JSON.parse(byType('SCENE.SUPPLY_CHAIN')[0].data.value)).toEqual({ sceneConfId: '103', templateCode: 3, sceneName: '供应链', elements: supplyElements });
  });

  it('says not recalled for a recall scene without the recall time, and nothing when the recall read failed', () => {
    const quiet = handleValues({ item, scenes: [{ sceneConfId: 1, templateCode: 4, sceneName: '召回', elements: [] }], pageUrl, at });
    expect(quiet.filter((v) => v.type.startsWith('RECALL.')).map((v) => v.data.value)).toEqual(['NOT_RECALLED']);
    const failed = handleValues({ item, scenes: [{ sceneConfId: 1, templateCode: 4, sceneName: '召回', elements: null }], pageUrl, at });
    expect(failed.some((v) => v.type.startsWith('RECALL.'))).toBe(false);
  });

  it('leaves out empty fields, site-relative pictures become absolute, and a website that is no web address is dropped', () => {
    const bare = { identifier: '88.365.1/X', identifierName: ' ', images: ['/images/x.png', 'javascript:alert(1)'], companyDetails: { website: 'javascript:alert(1)' } } as IdentifierDetail;
    const got = handleValues({ item: bare, scenes: [], pageUrl, at });
    expect(got.map((v) => [v.type, v.data.value])).toEqual([
      ['URL', pageUrl],
      ['IMAGE.URL', 'https://portal.example.cn/images/x.png'],
    ]);
  });
});

describe('?type= and ?index= as the proxy reads them', () => {
  const values = handleValues({ item, scenes, pageUrl, at });
  const pick = (query: string) => filterValues(values, valueFilter(new URLSearchParams(query))!).map((v) => v.index);

  it('gives everything without a filter', () => {
    expect(pick('')).toHaveLength(values.length);
  });
  it('matches types without regard to case, repeatable, and a trailing period takes the subtypes', () => {
    expect(pick('type=URL')).toEqual([1]);
    expect(pick('type=url&type=DESC')).toEqual([1, 2]);
    expect(pick('type=COMPANY.')).toEqual([10, 11, 12, 13]);
    expect(pick('type=COMPANY')).toEqual([]);
    expect(pick('type=scene.')).toEqual([1000, 1001, 1002]);
  });
  it('takes the union of indexes and types', () => {
    expect(pick('index=2&type=RECALL.STATUS')).toEqual([2, 30]);
    expect(pick('index=999')).toEqual([]);
  });
  it('refuses an index that is not a number', () => {
    expect(valueFilter(new URLSearchParams('index=abc'))).toBeUndefined();
    expect(valueFilter(new URLSearchParams('index=-1'))).toBeUndefined();
  });
});
