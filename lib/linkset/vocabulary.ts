/**
 * The link types of the node's linksets (issue 63, ISO/IEC 18975, docs/decisions/0076-linksets.md): the GS1
 * Web Vocabulary where a type fits, the IANA registry's relation names for the generic ones (RFC 8288), and
 * the node's own vocabulary, published at `/voc/` on the site, for what neither names. Each with a Chinese
 * and an English title: a client's Accept-Language or `?lang=` picks one.
 */
export const gs1Namespace = 'https://ref.gs1.org/voc/';
/** The node's vocabulary, under the site's own address. */
export const nodeVocabularyPath = '/voc/';

export type Language = 'zh' | 'en';
export interface Title {
  zh: string;
  en: string;
}

export type LinkTypeName =
  | 'gs1:pip'
  | 'gs1:defaultLink'
  | 'gs1:traceability'
  | 'gs1:masterData'
  | 'gs1:verificationService'
  | 'gs1:recallStatus'
  | 'gs1:safetyInfo'
  | 'gs1:logisticsInfo'
  | 'gs1:serviceInfo'
  | 'gs1:certificationInfo'
  | 'gs1:instructions'
  | 'gs1:homepage'
  | 'cite-as'
  | 'describedby'
  | 'item'
  | 'node:hasPart'
  | 'node:isPartOf'
  | 'node:recallInfo'
  | 'node:remoteOperations'
  | 'node:operationMonitoring'
  | 'node:smartProduction'
  | 'node:customScene';

/** The node's own terms, as its published vocabulary describes them. */
export const nodeTerms: Record<string, { title: Title; comment: Title }> = {
  hasPart: { title: { zh: '部件', en: 'Part' }, comment: { zh: '该物品的追溯数据指向的另一标识（其部件或原料）', en: 'Another identifier that this item’s traceability data points at: one of its parts or materials.' } },
  isPartOf: { title: { zh: '所属产品', en: 'Part of' }, comment: { zh: '追溯数据指向该物品的另一标识（包含它的产品）', en: 'Another identifier whose traceability data points at this item: a product that contains it.' } },
  recallInfo: { title: { zh: '召回信息', en: 'Recall information' }, comment: { zh: '企业发布的召回信息；物品不在召回名单中时使用，在名单中时为 gs1:recallStatus', en: 'The company’s recall information while the item is not in its recall list (gs1:recallStatus while it is).' } },
  remoteOperations: { title: { zh: '远程运维', en: 'Remote operations' }, comment: { zh: '设备的远程运维数据，需手机号验证后查看', en: 'Remote operations data of the equipment, shown after a phone number is verified.' } },
  operationMonitoring: { title: { zh: '运行监测', en: 'Operation monitoring' }, comment: { zh: '设备的运行监测数据，需手机号验证后查看', en: 'Operation monitoring data of the equipment, shown after a phone number is verified.' } },
  smartProduction: { title: { zh: '智能生产', en: 'Smart production' }, comment: { zh: '产品的生产过程数据', en: 'Data of the product’s production process.' } },
  customScene: { title: { zh: '自定义场景', en: 'Custom scene' }, comment: { zh: '企业自定义的数据场景', en: 'A data scene the company defined itself.' } },
};

/** The full URI of a link type: the key of its links in a linkset. */
export function linkTypeUri(type: LinkTypeName, siteUrl: string): string {
  if (type.startsWith('gs1:')) return gs1Namespace + type.slice(4);
  if (type.startsWith('node:')) return new URL(nodeVocabularyPath + type.slice(5), siteUrl).toString();
  return type;
}

/**
 * The link type a client asked for in `?linkType=`, as a full URI or a name the linkset uses: `gs1:pip`,
 * `https://ref.gs1.org/voc/pip`, `https://gs1.org/voc/pip` (the namespace GS1 used before), `node:hasPart`,
 * the vocabulary's URI of a node term, or an IANA name. Undefined when it is none of them.
 */
export function linkTypeOf(asked: string, siteUrl: string): string | undefined {
  const value = asked.trim();
  if (/^gs1:[A-Za-z]+$/.test(value)) return gs1Namespace + value.slice(4);
  const gs1 = /^https?:\/\/(?:ref\.)?gs1\.org\/voc\/([A-Za-z]+)$/.exec(value);
  if (gs1) return gs1Namespace + gs1[1];
  if (/^node:[A-Za-z]+$/.test(value)) return new URL(nodeVocabularyPath + value.slice(5), siteUrl).toString();
  if (/^https?:\/\//.test(value)) return value;
  if (/^[a-z][a-z0-9.-]*$/.test(value)) return value;
  return undefined;
}
