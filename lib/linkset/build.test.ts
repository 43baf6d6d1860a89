import Ajv from 'ajv';
import { contract } from '@/core/contract';
import { identifierDetail as fixture } from '@/core/contract/fixtures/identifier-data';
import { orderScenes } from '@/lib/identifier/scene-kinds';
import { identifierLinkset, linkOfType, type Link } from './build';
import schema from './fixtures/gs1-linkset-schema.json';

// A deployment's address: GS1's schema allows only letters, digits, dots and slashes in a link type's URI,
// so a test server's port (127.0.0.1:3100) would fail it where no real node's address does.
const siteUrl = 'https://id.example.cn';
const detail = contract.identifier.detail.data.parse({
  ...fixture,
  scenes: [...fixture.scenes, { sceneConfId: 120, templateCode: 100, sceneName: '出厂质检报告' }, { sceneConfId: 121, templateCode: 7, sceneName: '远程运维' }],
  companyDetails: { ...fixture.companyDetails, website: 'https://www.example.cn' },
});
const scenes = orderScenes(detail.scenes ?? []);
const recallIndex = scenes.findIndex((s) => Number(s.templateCode) === 4);
const traced = { parts: [{ identifier: '88.365.1/PART0001', identifierName: '主轴部件' }], containers: [{ identifier: '88.365.1/KIT00001', identifierName: '加工中心套装' }] };

const gs1 = (term: string) => `https://ref.gs1.org/voc/${term}`;
// strict: false: GS1's schema carries keywords of its own (`name`, `@id`) that Ajv's strict mode refuses.
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

describe('the linkset of an identifier', () => {
  const linkset = identifierLinkset({ detail, scenes, recalledSceneIndex: recallIndex, traced, siteUrl, language: 'zh' });
  const context = linkset.linkset[0]!;
  const links = Object.entries(context).filter(([key]) => key !== 'anchor' && key !== 'itemDescription') as [string, Link[]][];

  it("validates against GS1's linkset schema, in both languages, recalled or not", () => {
    for (const language of ['zh', 'en'] as const) {
      for (const recalledSceneIndex of [recallIndex, undefined]) {
        const answer = identifierLinkset({ detail, scenes, recalledSceneIndex, traced, siteUrl, language });
        expect(validate(answer) ? [] : validate.errors).toEqual([]);
      }
    }
  });

  it('is checked by a schema that refuses a link without a title or a type URI with a port', () => {
    expect(validate({ linkset: [{ anchor: context.anchor, itemDescription: 'x', [gs1('pip')]: [{ href: context.anchor }] }] })).toBe(false);
    expect(validate({ linkset: [{ anchor: context.anchor, itemDescription: 'x', 'http://127.0.0.1:3100/voc/hasPart': [{ href: context.anchor, title: 't' }] }] })).toBe(false);
  });

  it('is about the identifier’s canonical address and names the item', () => {
    expect(context.anchor).toBe('https://id.example.cn/product_scene/88.365.1/DEMO0001');
    expect(context.itemDescription).toBe('智能数控加工中心 VMC850');
  });

  it('gives every link a target and a title; the default link no more, and described as gs1:pip too', () => {
    for (const [, list] of links) for (const link of list) expect(link.href && link.title).toBeTruthy();
    expect(context[gs1('defaultLink')]).toEqual([{ href: context.anchor, title: expect.any(String) }]);
    expect(linkOfType(linkset, gs1('pip'))!.href).toBe(context.anchor);
  });

  it('types the scenes with the GS1 vocabulary where one fits, and with the node’s own for the rest', () => {
    const tab = (type: string) => linkOfType(linkset, type)!.href.replace(/^.*#/, '#');
    expect(tab(gs1('traceability'))).toBe(`#scene-tab-${scenes.findIndex((s) => Number(s.templateCode) === 0)}`);
    expect(context[gs1('traceability')]).toHaveLength(2);
    expect(tab(gs1('recallStatus'))).toBe(`#scene-tab-${recallIndex}`);
    expect(linkOfType(linkset, gs1('certificationInfo'))!.title).toBe('出厂质检报告');
    expect(linkOfType(linkset, 'https://id.example.cn/voc/remoteOperations')!.title).toBe('远程运维');
    expect(linkOfType(linkset, 'https://id.example.cn/voc/customScene')!.title).toBe('售后服务');
    expect(linkOfType(linkset, gs1('homepage'))!.href).toBe('https://www.example.cn');
  });

  it('says gs1:recallStatus only while a recall stands', () => {
    const unrecalled = identifierLinkset({ detail, scenes, traced, siteUrl, language: 'zh' });
    expect(linkOfType(unrecalled, gs1('recallStatus'))).toBeUndefined();
    expect(linkOfType(unrecalled, 'https://id.example.cn/voc/recallInfo')!.title).toBe('产品召回');
  });

  it('links the parts it traces and the items that trace it, its JSON, Handle record and QR labels', () => {
    expect(context['https://id.example.cn/voc/hasPart']).toEqual([{ href: 'https://id.example.cn/product_scene/88.365.1/PART0001', title: '主轴部件（88.365.1/PART0001）', type: 'text/html', hreflang: ['zh-CN'] }]);
    expect(linkOfType(linkset, 'https://id.example.cn/voc/isPartOf')!.href).toBe('https://id.example.cn/product_scene/88.365.1/KIT00001');
    expect((context.describedby as Link[]).map((l) => l.href)).toEqual(['https://id.example.cn/api/identifier/json/88.365.1/DEMO0001', 'https://id.example.cn/api/handles/88.365.1/DEMO0001']);
    expect((context.item as Link[]).map((l) => l.type)).toEqual(['image/svg+xml', 'image/svg+xml', 'image/svg+xml']);
  });

  it('titles its links in English when asked, keeping the names only Chinese has', () => {
    const english = identifierLinkset({ detail, scenes, recalledSceneIndex: recallIndex, traced, siteUrl, language: 'en' });
    expect(linkOfType(english, gs1('pip'))!.title).toBe('Product information');
    expect(linkOfType(english, gs1('certificationInfo'))!.title).toBe('出厂质检报告');
    expect(linkOfType(english, 'https://id.example.cn/voc/hasPart')!.title).toBe('主轴部件 (88.365.1/PART0001)');
  });

  it('leaves out the traced links when the gateway did not give them', () => {
    const alone = identifierLinkset({ detail, scenes, siteUrl, language: 'zh' });
    expect(linkOfType(alone, 'https://id.example.cn/voc/hasPart')).toBeUndefined();
    expect(validate(alone)).toBe(true);
  });
});
