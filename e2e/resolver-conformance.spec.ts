import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';

// Issue 63 item 3: the conformance run. The requirements of a GS1-conformant resolver
// (gs1/GS1DL-resolver-testsuite, ConformantResolver1_0.txt) that ISO/IEC 18975 carries over to any
// identifier scheme, one test each, named by the requirement's words. Left out, as they concern GS1 keys
// only: decompressing compressed GS1 URIs, key qualifiers of GS1 primary keys, gs1:handledBy for
// redirections by GS1 company prefix. HTTPS is the TLS proxy's (deploy/nginx.conf), not the portal's.

const item = '/product_scene/88.365.1/DEMO0001';
const gs1 = (term: string) => `https://ref.gs1.org/voc/${term}`;
// The media types of IANA's registry the node's links use.
const ianaTypes = ['text/html', 'application/json', 'image/svg+xml'];

interface Link {
  href: string;
  title: string;
  type?: string;
  hreflang?: string[];
}
type Context = { anchor: string; itemDescription: string } & Record<string, Link[] | string>;

async function linksetOf(request: APIRequestContext, path = item, headers: Record<string, string> = {}) {
  const response = await request.get(`${path}?linkType=linkset`, { headers });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { linkset: Context[] };
  return { response, context: body.linkset[0]!, links: Object.entries(body.linkset[0]!).filter(([k]) => k !== 'anchor' && k !== 'itemDescription') as [string, Link[]][] };
}

test.describe('ISO/IEC 18975 and the GS1 resolver requirements that apply to this scheme', () => {
  test('SHALL support HTTP 1.1 (or higher) GET, HEAD and OPTIONS requests', async ({ request }) => {
    expect((await request.get(item)).status()).toBe(200);
    expect((await request.head(item)).status()).toBe(200);
    expect((await request.fetch(item, { method: 'OPTIONS' })).status()).toBe(204);
  });

  test('SHALL support CORS', async ({ request }) => {
    const preflight = await request.fetch(item, { method: 'OPTIONS', headers: { origin: 'https://scanner.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept' } });
    expect(preflight.headers()['access-control-allow-origin']).toBe('*');
    expect(preflight.headers()['access-control-allow-headers']).toContain('Accept');
    for (const response of [await request.get(item, { headers: { origin: 'https://scanner.example' } }), await request.get(`${item}?linkType=linkset`)]) {
      expect(response.headers()['access-control-allow-origin']).toBe('*');
      expect(response.headers()['access-control-expose-headers']).toContain('Link');
    }
  });

  test('SHALL extract and syntactically validate the URI and report errors with an HTTP response code of 400', async ({ request }) => {
    for (const path of ['/product_scene/not-an-identifier', `/product_scene/88.365.1/${'A'.repeat(300)}`]) {
      expect((await request.get(path)).status()).toBe(400);
      expect((await request.get(`${path}?linkType=linkset`)).status()).toBe(400);
    }
  });

  test('SHALL NOT use a 200 OK response code with a resource that indicates an error condition', async ({ request }) => {
    expect((await request.get('/product_scene/88.365.1/NOPE0000')).status()).toBe(404);
    expect((await request.get('/product_scene/88.365.1/NOPE0000?linkType=linkset')).status()).toBe(404);
    expect((await request.get('/product_scene/88.365.1/NORECALL?linkType=gs1:recallStatus', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('SHALL respond to a query parameter of linkType set to linkset by returning a list of links as per RFC 9264', async ({ request }) => {
    const { response, context } = await linksetOf(request);
    expect(response.headers()['content-type']).toBe('application/linkset+json');
    expect(Object.keys(context).slice(0, 2)).toEqual(['anchor', 'itemDescription']);
  });

  test('SHALL respond to a request with the HTTP Accept header set to application/linkset+json by returning the linkset', async ({ request }) => {
    const response = await request.get(item, { headers: { accept: 'application/linkset+json' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/linkset+json');
    expect(((await response.json()) as { linkset: Context[] }).linkset[0]!.anchor).toMatch(/\/product_scene\/88\.365\.1\/DEMO0001$/);
  });

  test('The URI used as the subject of facts presented SHALL be the uncompressed version', async ({ request, baseURL }) => {
    // Asked in another casing, the linkset is still about the identifier's one canonical address.
    const { context } = await linksetOf(request, '/product_scene/88.365.1/demo0001');
    expect(context.anchor).toBe(`${baseURL}${item}`);
  });

  test('All links in the linkset SHALL include the target URL, the link type and a link title, and SHOULD include the human language(s)', async ({ request }) => {
    const { links } = await linksetOf(request);
    expect(links.length).toBeGreaterThan(8);
    for (const [type, list] of links) {
      expect(type).toMatch(/^(https?:\/\/|[a-z-]+$)/);
      for (const link of list) {
        expect(link.href, type).toMatch(/^https?:\/\//);
        expect(link.title, type).toBeTruthy();
        if (link.type === 'text/html' && link.href.includes('/product_scene/')) expect(link.hreflang, `${type} ${link.title}`).toEqual(['zh-CN']);
      }
    }
  });

  test('If a media type is defined for a link, it SHALL be one defined by IANA', async ({ request }) => {
    const { links } = await linksetOf(request);
    for (const [, list] of links) for (const link of list) if (link.type) expect(ianaTypes).toContain(link.type);
  });

  test('Links that are typed gs1:defaultLink SHALL also be described using a descriptive link type', async ({ request }) => {
    const { context } = await linksetOf(request);
    const href = (context[gs1('defaultLink')] as Link[])[0]!.href;
    expect((context[gs1('pip')] as Link[]).map((l) => l.href)).toContain(href);
  });

  test('The resolver SHALL recognise one available link as the default for any given request URI; it SHALL NOT have any optional attributes', async ({ request }) => {
    for (const path of [item, '/product_scene/88.365.1/PART0001', '/product_scene/88.365.1/EMPTY001']) {
      const { context } = await linksetOf(request, path);
      const defaults = context[gs1('defaultLink')] as Link[];
      expect(defaults).toHaveLength(1);
      expect(Object.keys(defaults[0]!).sort()).toEqual(['href', 'title']);
    }
  });

  test('SHALL redirect to the default link unless there is information in the request for a better match', async ({ request }) => {
    // The default link is the identifier's own page: the address answers it without a redirect.
    const { context } = await linksetOf(request);
    const page = await request.get(item, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(page.url()).toBe((context[gs1('defaultLink')] as Link[])[0]!.href);
    expect(page.headers()['content-type']).toContain('text/html');
  });

  test('SHALL redirect to the requested type of link if available', async ({ request }) => {
    const { context } = await linksetOf(request);
    for (const asked of ['gs1:traceability', gs1('traceability'), 'https://gs1.org/voc/traceability']) {
      const response = await request.get(`${item}?linkType=${encodeURIComponent(asked)}`, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(307);
      expect(response.headers().location).toBe((context[gs1('traceability')] as Link[])[0]!.href);
    }
    const recall = await request.get(`${item}?linkType=gs1:recallStatus`, { maxRedirects: 0 });
    expect(recall.headers().location).toMatch(/#scene-tab-\d+$/);
  });

  test('SHALL return a 404 Not Found message if a link of the requested type is not available', async ({ request }) => {
    const response = await request.get(`${item}?linkType=gs1:nutritionalInfo`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect((await response.json()).message).toBe('该标识没有此类型的链接');
  });

  test('By default, SHALL pass on all key=value pairs in the query string of the request URI when redirecting', async ({ request }) => {
    const response = await request.get(`${item}?linkType=gs1:pip&utm_source=label&batch=B%2012`, { maxRedirects: 0 });
    const location = new URL(response.headers().location!);
    expect(location.searchParams.get('utm_source')).toBe('label');
    expect(location.searchParams.get('batch')).toBe('B 12');
    expect(location.searchParams.has('linkType')).toBe(false);
  });

  test('SHOULD support use of the Accept-Language request header to disambiguate between links', async ({ request }) => {
    const english = await linksetOf(request, item, { 'accept-language': 'en-US,en;q=0.9' });
    expect((english.context[gs1('pip')] as Link[])[0]!.title).toBe('Product information');
    const chinese = await linksetOf(request, item, { 'accept-language': 'zh-CN' });
    expect((chinese.context[gs1('pip')] as Link[])[0]!.title).toBe('产品信息');
    expect(english.response.headers().vary).toContain('Accept-Language');
  });

  test('the resolver SHOULD include an HTTP Link header pointing to a JSON-LD context file served as application/ld+json', async ({ request }) => {
    const { response } = await linksetOf(request);
    const context = /<([^>]+)>; rel="http:\/\/www\.w3\.org\/ns\/json-ld#context"; type="application\/ld\+json"/.exec(response.headers().link ?? '')?.[1];
    expect(context).toBeTruthy();
    const file = await request.get(context!);
    expect(file.headers()['content-type']).toBe('application/ld+json');
    expect((await file.json())['@context'].linkset).toBe('@graph');
  });

  test('SHOULD expose link to the linkset in an HTTP Link header, even when redirecting', async ({ request }) => {
    const linkset = /rel="linkset"; type="application\/linkset\+json"/;
    expect((await request.get(item)).headers().link).toMatch(linkset);
    expect((await request.get(`${item}?linkType=gs1:pip`, { maxRedirects: 0 })).headers().link).toMatch(linkset);
  });

  test('The resolver SHALL provide a resolver description file listing its supported identifiers and declaring its context file', async ({ request, baseURL }) => {
    for (const path of ['/.well-known/resolver', '/.well-known/gs1resolver']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const description = await response.json();
      expect(description.resolverRoot).toBe(`${baseURL}/product_scene/`);
      expect(description.supportedIdentifierSchemes[0].nodePrefixes.map((n: { prefix: string }) => n.prefix)).toContain('88.365');
      expect(description.jsonLdContext).toBe(`${baseURL}/voc/linkset-context.jsonld`);
      expect(description.supportedLinkType.map((v: { prefix: string }) => v.prefix)).toEqual(expect.arrayContaining(['gs1:', 'node:']));
    }
  });

  test("SHALL recognise the GS1 Web vocabulary namespace; link types defined elsewhere SHALL NOT duplicate GS1's", async ({ request }) => {
    const vocabulary = await request.get('/voc/');
    expect(vocabulary.headers()['content-type']).toBe('application/ld+json');
    const terms = ((await vocabulary.json())['@graph'] as { '@id': string }[]).map((t) => t['@id'].replace(/^.*\/voc\//, ''));
    expect(terms.length).toBeGreaterThan(5);
    const gs1Terms = ['pip', 'traceability', 'recallStatus', 'certificationInfo', 'instructions', 'masterData', 'safetyInfo', 'serviceInfo', 'logisticsInfo', 'verificationService', 'homepage', 'relatedVideo', 'eventsInfo', 'dpp'];
    for (const term of terms) expect(gs1Terms).not.toContain(term);
    // Each node term's address answers with the vocabulary that defines it.
    expect((await request.get(`/voc/${terms[0]}`)).status()).toBe(200);
  });

  test('SHOULD tolerate trailing slashes at the end of the URI', async ({ request }) => {
    const response = await request.get(`${item}/`);
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe(item);
  });
});

test.describe('FAIR signposting and the linkset of an item with a recalled part', () => {
  test('the page names its citation address, its descriptions, its linkset, its items and its type, in the header and in <link>', async ({ request, baseURL }) => {
    const response = await request.get(item);
    const header = response.headers().link!;
    const html = await response.text();
    for (const [rel, href] of [
      ['cite-as', `${baseURL}${item}`],
      ['describedby', `${baseURL}/api/identifier/json/88.365.1/DEMO0001`],
      ['describedby', `${baseURL}/api/handles/88.365.1/DEMO0001`],
      ['linkset', `${baseURL}${item}?linkType=linkset`],
      ['item', `${baseURL}/api/identifier/qr/88.365.1/DEMO0001?size=30`],
      ['type', 'https://schema.org/Product'],
    ]) {
      expect(header).toContain(`<${href}>; rel="${rel}"`);
      expect(html).toMatch(new RegExp(`<link rel="${rel}" href="${href.replace(/[.?]/g, '\\$&')}"`));
    }
    // Each signpost leads somewhere that answers.
    expect((await request.get(`/api/identifier/qr/88.365.1/DEMO0001?size=30`)).headers()['content-type']).toContain('image/svg+xml');
    expect((await request.get(`/api/handles/88.365.1/DEMO0001`)).status()).toBe(200);
  });

  test('KIT00001 links its parts, among them the recalled DEMO0001, and DEMO0001 the kit that contains it', async ({ request, baseURL }) => {
    const kit = await linksetOf(request, '/product_scene/88.365.1/KIT00001');
    const parts = kit.context[`${baseURL}/voc/hasPart`] as Link[];
    expect(parts.map((p) => p.href)).toEqual(expect.arrayContaining([`${baseURL}${item}`, `${baseURL}/product_scene/88.365.1/NORECALL`]));
    const demo = await linksetOf(request);
    expect((demo.context[`${baseURL}/voc/isPartOf`] as Link[]).map((c) => c.href)).toContain(`${baseURL}/product_scene/88.365.1/KIT00001`);
    expect(demo.context[gs1('recallStatus')]).toHaveLength(1);
    expect(kit.context[gs1('recallStatus')]).toBeUndefined();
  });
});
