import sanitize from 'sanitize-html';

// Vendor-supplied product detail HTML (001 §2) is rebuilt from an allow-list on the server by
// sanitize-html (htmlparser2 underneath, the tokenizer browsers' rules are tested against): only the
// elements and attributes below survive, every attribute is re-quoted and re-escaped, and the output is
// always balanced, so a broken or hostile tag cannot change how the rest of the page is parsed
// (decision 0028).

const allowedTags = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup',
  'span', 'div', 'section', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img',
  'figure', 'figcaption', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/** Elements dropped together with everything inside them. */
const droppedWithContent = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'title', 'xmp', 'plaintext', 'svg', 'math', 'select', 'head',
];

const allowedAttributes: Record<string, string[]> = {
  '*': ['title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  col: ['span'],
  ol: ['start'],
};

const numeric = new Set(['width', 'height', 'colspan', 'rowspan', 'span', 'start']);

/**
 * http(s), mail and phone links, and relative ones; images may be inline data pictures, and take a
 * scheme-less address only from the site's root (`/…`, `//host/…`): `src="x"` would be asked for beside
 * the product page (`/application/list/detail/x`, a 404 in every visitor's console).
 * `raw` is the attribute's value with its entities already decoded, as the browser would see it.
 */
export function safeUrl(raw: string, image = false): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\ufeff]/g, '');
  if (!url) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return url.startsWith('\\') || url.startsWith('/\\') || (image && !url.startsWith('/')) ? null : url;
  if (scheme === 'http' || scheme === 'https') return url;
  if (!image && (scheme === 'mailto' || scheme === 'tel')) return url;
  if (image && /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i.test(url)) return url;
  return null;
}

/**
 * Our own rules on top of the allow-list, given the values htmlparser2 decoded: links and pictures
 * through safeUrl, numbers as numbers, only target="_blank"; a kept link gets rel, a picture lazy loading
 * (the vendor's own rel and loading are never kept).
 */
function cleanAttributes(tag: string, attributes: sanitize.Attributes): sanitize.Attributes {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attributes)) {
    let clean: string | null = value;
    if (name === 'href' || name === 'src') clean = safeUrl(value, name === 'src');
    else if (name === 'target') clean = value === '_blank' ? value : null;
    else if (numeric.has(name)) clean = /^\d{1,4}%?$/.test(value) ? value : null;
    else if (name === 'rel' || name === 'loading') clean = null;
    if (clean !== null) kept[name] = clean;
  }
  if (tag === 'a' && kept.href !== undefined) kept.rel = 'nofollow noopener noreferrer';
  if (tag === 'img') {
    // A vendor picture without a text alternative is taken as decoration: HTML requires the attribute.
    kept.alt ??= '';
    kept.loading = 'lazy';
  }
  return kept;
}

const options: sanitize.IOptions = {
  allowedTags,
  allowedAttributes,
  nonTextTags: droppedWithContent,
  disallowedTagsMode: 'discard',
  // safeUrl has decided already; these are sanitize-html's own check behind it, never looser.
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  transformTags: { '*': (tag, attributes) => ({ tagName: tag, attribs: cleanAttributes(tag, attributes) }) },
  // A picture whose address did not survive shows nothing and would only be a broken image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // A non-breaking space stays written as &nbsp; (the parser decodes it; the output is escaped text).
  textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/** Whether the sanitized HTML shows anything: text or a picture. */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '').length > 0;
}
