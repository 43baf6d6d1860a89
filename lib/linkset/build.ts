import type { IdentifierDetail, Scene } from '@/core/contract';
import { identifierPath } from '@/lib/identifier/path';
import { sceneTabId } from '@/lib/identifier/open-scene';
import { sceneKind, sceneTitle, type SceneKind } from '@/lib/identifier/scene-kinds';
import { labelSizesMm } from '@/lib/identifier/print-qr';
import { linkTypeUri, type Language, type LinkTypeName, type Title } from './vocabulary';

/** One link of a linkset (RFC 9264 §4.2.4): its target, a title, and the media type and language where known. */
export interface Link {
  href: string;
  title: string;
  type?: string;
  hreflang?: string[];
}

/** The link context object of one identifier: its address, its name, and its links by type URI. */
export type LinkContext = { anchor: string; itemDescription: string } & { [linkType: string]: Link[] | string };
export interface Linkset {
  linkset: LinkContext[];
}

interface TracedItem {
  identifier: string;
  identifierName?: string | null;
}

export interface LinksetInput {
  detail: IdentifierDetail;
  /** The item's scenes in the page's tab order: a scene's link opens its tab. */
  scenes: readonly Scene[];
  /** The recall tab while the item is in its company's recall list. */
  recalledSceneIndex?: number;
  /** Its parts and the items that trace it, where the gateway told them. */
  traced?: { parts: TracedItem[]; containers: TracedItem[] };
  siteUrl: string;
  language: Language;
}

const html = 'text/html';
const json = 'application/json';
const chinese = ['zh-CN'];

/** The GS1 type of each scene kind where one fits, else the node's own (docs/decisions/0076-linksets.md). */
const sceneTypes: Record<Exclude<SceneKind, 'recall' | 'custom'>, { type: LinkTypeName; en: string }> = {
  traceability: { type: 'gs1:traceability', en: 'Traceability' },
  supplyChain: { type: 'gs1:traceability', en: 'Supply chain' },
  management: { type: 'gs1:masterData', en: 'Product data' },
  antiCounterfeit: { type: 'gs1:verificationService', en: 'Authenticity check' },
  security: { type: 'gs1:safetyInfo', en: 'Safety' },
  logistics: { type: 'gs1:logisticsInfo', en: 'Logistics' },
  repair: { type: 'gs1:serviceInfo', en: 'Repair and service' },
  remoteOps: { type: 'node:remoteOperations', en: 'Remote operations' },
  monitoring: { type: 'node:operationMonitoring', en: 'Operation monitoring' },
  aiProduction: { type: 'node:smartProduction', en: 'Smart production' },
};

/** A custom scene named as a certificate or a manual is typed so; any other keeps the node's custom type. */
function customSceneType(name: string): LinkTypeName {
  if (/质检|检验|检测|认证|证书|合格/.test(name)) return 'gs1:certificationInfo';
  if (/说明|手册|指南|使用方法/.test(name)) return 'gs1:instructions';
  return 'node:customScene';
}

function sceneLinkType(scene: Scene, index: number, recalledSceneIndex: number | undefined): { type: LinkTypeName; en: string } {
  const kind = sceneKind(scene.templateCode);
  if (kind === 'recall') return index === recalledSceneIndex ? { type: 'gs1:recallStatus', en: 'Recall status: in the recall list' } : { type: 'node:recallInfo', en: 'Recall information' };
  if (kind === 'custom') return { type: customSceneType(scene.sceneName), en: scene.sceneName };
  return sceneTypes[kind];
}

/**
 * The linkset of one identifier (ISO/IEC 18975, RFC 9264): its page (the default link, and gs1:pip), the
 * address to cite, its JSON twin and Handle record, the QR labels to print, the maker's website, a link to
 * each scene's tab, and the identifiers it traces and that trace it. Pure: the route gathers the inputs.
 */
export function identifierLinkset({ detail, scenes, recalledSceneIndex, traced, siteUrl, language }: LinksetInput): Linkset {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  const say = (title: Title) => title[language];
  const page = absolute(identifierPath(detail.identifier));
  const name = detail.identifierName || detail.identifier;
  const links = new Map<string, Link[]>();
  const add = (type: LinkTypeName, link: Link) => {
    const key = linkTypeUri(type, siteUrl);
    links.set(key, [...(links.get(key) ?? []), link]);
  };

  // The default link carries no optional attribute (the GS1 resolver standard); gs1:pip describes it.
  add('gs1:defaultLink', { href: page, title: say({ zh: `${name} 的标识页`, en: `Identifier page of ${name}` }) });
  add('gs1:pip', { href: page, title: say({ zh: '产品信息', en: 'Product information' }), type: html, hreflang: chinese });
  add('cite-as', { href: page, title: say({ zh: '标识的规范地址', en: 'Canonical address of the identifier' }) });
  add('describedby', { href: absolute(`/api/identifier/json/${identifierPath(detail.identifier).slice('/product_scene/'.length)}`), title: say({ zh: '标识数据（JSON）', en: 'Identifier data (JSON)' }), type: json });
  add('describedby', { href: absolute(`/api/handles/${identifierPath(detail.identifier).slice('/product_scene/'.length)}`), title: say({ zh: 'Handle 记录', en: 'Handle record' }), type: json });
  for (const size of labelSizesMm) {
    add('item', { href: absolute(`/api/identifier/qr/${identifierPath(detail.identifier).slice('/product_scene/'.length)}?size=${size}`), title: say({ zh: `二维码标签（${size} 毫米，SVG）`, en: `QR code label (${size} mm, SVG)` }), type: 'image/svg+xml' });
  }

  const company = detail.companyDetails?.companyName ?? detail.companyName ?? '';
  const website = detail.companyDetails?.website ?? '';
  if (/^https?:\/\/[^\s]+$/i.test(website)) {
    add('gs1:homepage', { href: website, title: say({ zh: `生产企业官网${company ? `：${company}` : ''}`, en: `Manufacturer's website${company ? `: ${company}` : ''}` }), type: html });
  }

  scenes.forEach((scene, index) => {
    const { type, en } = sceneLinkType(scene, index, recalledSceneIndex);
    add(type, { href: `${page}#${sceneTabId(index)}`, title: say({ zh: sceneTitle(scene), en }), type: html, hreflang: chinese });
  });

  const named = (item: TracedItem) => (item.identifierName ? `${item.identifierName}（${item.identifier}）` : item.identifier);
  const namedEn = (item: TracedItem) => (item.identifierName ? `${item.identifierName} (${item.identifier})` : item.identifier);
  for (const part of traced?.parts ?? []) add('node:hasPart', { href: absolute(identifierPath(part.identifier)), title: say({ zh: named(part), en: namedEn(part) }), type: html, hreflang: chinese });
  for (const container of traced?.containers ?? []) add('node:isPartOf', { href: absolute(identifierPath(container.identifier)), title: say({ zh: named(container), en: namedEn(container) }), type: html, hreflang: chinese });

  return { linkset: [{ anchor: page, itemDescription: name, ...Object.fromEntries(links) }] };
}

/** The first link of a type (its full URI or IANA name) in a linkset, or undefined when it has none. */
export function linkOfType(linkset: Linkset, typeUri: string): Link | undefined {
  const links = linkset.linkset[0]?.[typeUri];
  return Array.isArray(links) ? links[0] : undefined;
}
