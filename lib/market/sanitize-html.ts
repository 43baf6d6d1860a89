// Vendor-supplied product detail HTML (001 §2) is rebuilt from an allow-list on the server: only the
// elements and attributes below survive, every attribute is re-quoted and re-escaped, and the output is
// always balanced, so a broken or hostile tag cannot change how the rest of the page is parsed.

const allowedTags = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup',
  'span', 'div', 'section', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img',
  'figure', 'figcaption', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

const voidTags = new Set(['br', 'hr', 'img', 'col']);

/** Elements dropped together with everything inside them. */
const droppedWithContent = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'title', 'xmp', 'plaintext', 'svg', 'math', 'select', 'head',
]);

const allowedAttributes: Record<string, readonly string[]> = {
  '*': ['title'],
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  col: ['span'],
  ol: ['start'],
};

const startTag = /^<([a-zA-Z][a-zA-Z0-9-]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)[\s/]*>/;
const endTag = /^<\/([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text keeps its entity references (&nbsp; stays a space) but no bare '<', '>' or stray '&'. */
const escapeText = (text: string) =>
  text.replace(/&(?!#\d{1,7};|#x[0-9a-f]{1,6};|[a-z][a-z0-9]{1,31};)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * http(s), mail and phone links, and site-relative ones; images may also be inline data pictures.
 * `raw` is the attribute's value with its entities already decoded, as the browser would see it.
 */
export function safeUrl(raw: string, image = false): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\ufeff]/g, '');
  if (!url) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return url.startsWith('\\') || url.startsWith('/\\') ? null : url;
  if (scheme === 'http' || scheme === 'https') return url;
  if (!image && (scheme === 'mailto' || scheme === 'tel')) return url;
  if (image && /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i.test(url)) return url;
  return null;
}

function attributesOf(tag: string, source: string): string {
  const allowed = [...(allowedAttributes['*'] ?? []), ...(allowedAttributes[tag] ?? [])];
  const kept = new Map<string, string>();
  for (const match of source.matchAll(attribute)) {
    const name = match[1].toLowerCase();
    if (!allowed.includes(name) || kept.has(name)) continue;
    let value: string | null = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href' || name === 'src') value = safeUrl(value, name === 'src');
    else if (name === 'target') value = value === '_blank' ? value : null;
    else if (['width', 'height', 'colspan', 'rowspan', 'span', 'start'].includes(name)) value = /^\d{1,4}%?$/.test(value) ? value : null;
    if (value !== null) kept.set(name, value);
  }
  if (tag === 'a' && kept.has('href')) kept.set('rel', 'nofollow noopener noreferrer');
  if (tag === 'img') kept.set('loading', 'lazy');
  return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/** Skips a dropped element's content: up to its end tag, or everything when the end tag never comes. */
function skipContent(html: string, from: number, tag: string): number {
  const close = new RegExp(`</${tag}[\\s/>]`, 'i').exec(html.slice(from));
  if (!close) return html.length;
  const end = html.indexOf('>', from + close.index);
  return end < 0 ? html.length : end + 1;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out.push(escapeText(html.slice(i)));
      break;
    }
    out.push(escapeText(html.slice(i, lt)));
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const closing = endTag.exec(rest);
    if (closing) {
      const tag = closing[1].toLowerCase();
      const at = open.lastIndexOf(tag);
      if (at >= 0) while (open.length > at) out.push(`</${open.pop()}>`);
      i = lt + closing[0].length;
      continue;
    }
    const opening = startTag.exec(rest);
    if (!opening) {
      out.push('&lt;');
      i = lt + 1;
      continue;
    }
    const tag = opening[1].toLowerCase();
    i = lt + opening[0].length;
    if (droppedWithContent.has(tag)) {
      i = skipContent(html, i, tag);
      continue;
    }
    if (!allowedTags.has(tag)) continue;
    out.push(`<${tag}${attributesOf(tag, opening[2])}>`);
    if (!voidTags.has(tag)) open.push(tag);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** Whether the sanitized HTML shows anything: text or a picture. */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/.test(html) || decodeEntities(html.replace(/<[^>]*>/g, '')).trim().length > 0;
}
