import { siteName } from '@/lib/seo/site';
import { identifierPath } from '@/lib/identifier/path';
import { linksetContextPath } from './http';
import { gs1Namespace, nodeTerms, nodeVocabularyPath } from './vocabulary';

interface Node {
  name: string;
  nodePrefix: string;
}

/**
 * The description of this resolver served at /.well-known/resolver (ISO/IEC 18975) and, for GS1's tools,
 * at /.well-known/gs1resolver: its name and root, the identifier scheme and node prefixes it resolves, the
 * link-type vocabularies its linksets use, the JSON-LD context, and whom to call. The GS1 file's fields
 * where they apply; `supportedPrimaryKeys` is empty, since no GS1 key is resolved here.
 */
export function resolverDescription({ siteUrl, nodes, servicePhone }: { siteUrl: string; nodes: readonly Node[]; servicePhone: string }) {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  const root = absolute(identifierPath('x').replace(/x$/, ''));
  return {
    name: siteName,
    resolverRoot: root,
    supportedPrimaryKeys: [],
    supportedIdentifierSchemes: [
      {
        name: '工业互联网标识（Handle 体系，国家顶级节点分配的前缀）',
        syntax: '^\\d+(?:\\.\\d+)*/[\\x21-\\x7e]+$',
        uriTemplate: `${root}{prefix}/{suffix}`,
        example: `${root}88.365.1/DEMO0001`,
        nodePrefixes: nodes.map((n) => ({ prefix: n.nodePrefix, name: n.name })),
      },
    ],
    supportedLinkType: [
      { namespace: gs1Namespace, prefix: 'gs1:' },
      { namespace: absolute(nodeVocabularyPath), prefix: 'node:', terms: Object.keys(nodeTerms) },
      { namespace: 'http://www.iana.org/assignments/relation/', prefix: '', terms: ['cite-as', 'describedby', 'item', 'linkset', 'type'] },
    ],
    linkTypeDefaultCanBeAll: false,
    linksetQuery: '?linkType=linkset',
    linksetMediaType: 'application/linkset+json',
    jsonLdContext: absolute(linksetContextPath),
    supportsLanguageVariants: true,
    languages: ['zh-CN', 'en'],
    supportsSemanticInterpretation: false,
    dataDump: absolute('/sitemap.xml'),
    contact: { fn: siteName, hasTelephone: `tel:${servicePhone.replace(/[^\d+]/g, '')}` },
  };
}

/** The node's vocabulary as JSON-LD: one property per term, named and explained in Chinese and English. */
export function nodeVocabulary(siteUrl: string) {
  const namespace = new URL(nodeVocabularyPath, siteUrl).toString();
  return {
    '@context': { rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#', rdfs: 'http://www.w3.org/2000/01/rdf-schema#', owl: 'http://www.w3.org/2002/07/owl#' },
    '@id': namespace,
    '@type': 'owl:Ontology',
    'rdfs:label': [
      { '@value': `${siteName}链接类型词表`, '@language': 'zh' },
      { '@value': 'Link types of the identifier resolution node', '@language': 'en' },
    ],
    '@graph': Object.entries(nodeTerms).map(([term, { title, comment }]) => ({
      '@id': namespace + term,
      '@type': 'rdf:Property',
      'rdfs:isDefinedBy': namespace,
      'rdfs:label': [
        { '@value': title.zh, '@language': 'zh' },
        { '@value': title.en, '@language': 'en' },
      ],
      'rdfs:comment': [
        { '@value': comment.zh, '@language': 'zh' },
        { '@value': comment.en, '@language': 'en' },
      ],
    })),
  };
}

/** The JSON-LD context that reads a linkset of this node as linked data (its Link header names it). */
export function linksetContext(siteUrl: string) {
  return {
    '@context': {
      '@version': 1.1,
      '@vocab': 'http://www.iana.org/assignments/relation/',
      anchor: '@id',
      href: '@id',
      linkset: '@graph',
      gs1: gs1Namespace,
      node: new URL(nodeVocabularyPath, siteUrl).toString(),
      dcterms: 'http://purl.org/dc/terms/',
      title: { '@id': 'http://purl.org/dc/terms/title' },
      hreflang: { '@id': 'http://purl.org/dc/terms/language', '@container': '@set' },
      type: { '@id': 'http://purl.org/dc/terms/format' },
      itemDescription: { '@id': 'http://www.w3.org/2000/01/rdf-schema#comment' },
    },
  };
}
