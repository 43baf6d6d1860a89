// JSON-LD goes into the page inside <script type="application/ld+json">. A bare JSON.stringify there
// lets a title containing "</script>" end the element and start markup of its own; escaping <, > and &
// as \u escapes keeps the JSON identical for a parser and inert for the HTML tokenizer. U+2028/2029 are
// escaped too: valid in JSON, line terminators to older JavaScript parsers.

/** A JSON-LD node as schema.org describes it; plain types because schema-dts is not installed. */
export type JsonLdValue = string | number | boolean | null | JsonLdNode | JsonLdValue[];
export interface JsonLdNode {
  [key: string]: JsonLdValue | undefined;
}

const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The text of a JSON-LD script element: JSON that cannot close or open an HTML element. */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => escapes[ch]);
}
