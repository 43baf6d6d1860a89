// The hostile values of the bad-input corpus (issue 9, item 5). No imports: the gateway's jest corpus
// and the portal's Playwright corpus (e2e/bad-input-corpus.spec.ts) both read them.

/** 100 kB of text, in one-byte and three-byte (UTF-8) characters. */
export const hugeStrings = { ascii: 'A'.repeat(100_000), chinese: '汉'.repeat(34_000) } as const;

/** Appended to an otherwise good value, so only the trick itself can make it fail. */
export const unicodeTricks = {
  rtlOverride: '\u202egnp.exe',
  zeroWidth: '\u200b\u200c\u200d\u2060',
  loneSurrogate: '\ud800',
  lowSurrogate: '\udfff',
  nul: '\u0000',
  bom: '\ufeff',
  fullWidth: 'ｓｅｌｅｃｔ１２３',
  combining: 'e\u0301'.repeat(40),
  emojiZwj: '👨\u200d👩\u200d👧',
  lineSeparator: '\u2028\u2029',
  controls: '\u0001\u0008\u001b[31m',
} as const;

export const sqlPayloads = {
  tautology: "' OR '1'='1",
  dropTable: '1; DROP TABLE users; --',
  union: "' UNION SELECT password_hash FROM users --",
  sleep: "1' AND pg_sleep(5)--",
} as const;

export const scriptPayloads = {
  scriptTag: '<script>alert(1)</script>',
  imgOnerror: '"><img src=x onerror=alert(document.cookie)>',
  javascriptUrl: 'javascript:alert(1)',
  template: '{{constructor.constructor("alert(1)")()}}',
} as const;

export const traversalPayloads = {
  dotdot: '../../etc/passwd',
  encoded: '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  slashEncoded: '..%2F..%2Fetc%2Fpasswd',
  backslash: '..\\..\\windows\\win.ini',
  nulExtension: '/etc/passwd\u0000.png',
} as const;

/** Everything that replaces a value whole, by family. */
export const payloadFamilies = { sql: sqlPayloads, script: scriptPayloads, traversal: traversalPayloads } as const;

/** Bodies that are not the JSON object a route reads. */
export const malformedJson = {
  truncated: '{"a":',
  openBrace: '{',
  singleQuotes: "{'a':1}",
  trailingComma: '{"a":1,}',
  undefinedWord: 'undefined',
  nulByte: '\u0000',
  bomFirst: '\ufeff{}',
  deepNesting: '['.repeat(20_000) + ']'.repeat(20_000),
  array: '[]',
  nullJson: 'null',
  stringJson: '"text"',
  numberJson: '42',
  booleanJson: 'true',
  protoPollution: '{"__proto__":{"isAdmin":true}}',
  constructorPollution: '{"constructor":{"prototype":{"isAdmin":true}}}',
} as const;

/** Content types a JSON route does not read. */
export const wrongContentTypes = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html; charset=utf-8'] as const;

/** Bytes that are not UTF-8 at all. */
export const invalidUtf8 = new Uint8Array([0xff, 0xfe, 0x7b, 0xc3, 0x28, 0x7d]);

/** File names an upload may claim. */
export const hostileFileNames = {
  traversal: '../../etc/passwd',
  encodedTraversal: '%2e%2e%2f%2e%2e%2fetc%2fpasswd.png',
  backslash: '..\\..\\windows\\system32\\evil.png',
  script: '<script>alert(1)</script>.png',
  nul: 'photo.png\u0000.html',
  rtl: 'photo\u202egnp.exe',
  long: `${'名'.repeat(300)}.png`,
} as const;

/** zod's own English (in zod 4's words), which no answer may show a person. */
const zodEnglish = /Invalid input|Invalid option|expected \w+|received \w+|Too (?:big|small)|Unrecognized key|Invalid (?:string|email|url)/i;

/** A refusal's message as the site promises it: Chinese, without a library's English in it. */
export function isChineseMessage(text: unknown): boolean {
  return typeof text === 'string' && /[\u4e00-\u9fa5]/.test(text) && !zodEnglish.test(text);
}
