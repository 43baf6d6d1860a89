import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { Providers } from '@/components/providers';

// A component test's screen: the component rendered as the server renders it (no browser, no effects),
// inside the providers every page has, then found as a person finds things, by role and name, label and
// visible text. The names follow the accessible-name rules that matter here (aria-labelledby,
// aria-label, a label, then the content); what is aria-hidden is left out, as a screen reader leaves it
// out. Layout and events need a browser: the Playwright specs in e2e/ have one.

export type Name = string | RegExp;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const matches = (text: string, want: Name) => (typeof want === 'string' ? text === want : want.test(text));
// A password field has no role (ARIA), as in the browser.
const textboxTypes = new Set(['', 'text', 'email', 'tel', 'search', 'url']);

function implicitRole(el: Element): string | null {
  const tag = el.name;
  if (tag === 'a') return el.attribs.href !== undefined ? 'link' : null;
  if (tag === 'button') return 'button';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'input') {
    const type = (el.attribs.type ?? '').toLowerCase();
    if (textboxTypes.has(type)) return 'textbox';
    return type === 'checkbox' || type === 'radio' ? type : null;
  }
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'section') return el.attribs['aria-label'] || el.attribs['aria-labelledby'] ? 'region' : null;
  if (tag === 'nav') return 'navigation';
  if (tag === 'img') return el.attribs.alt === '' ? null : 'img';
  return null;
}

export function roleOf(el: Element): string | null {
  return el.attribs.role?.split(/\s+/)[0] || implicitRole(el);
}

function hidden(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parent as Element | null) {
    if (node.type !== 'tag') break;
    if (node.attribs['aria-hidden'] === 'true' || node.attribs.hidden !== undefined) return true;
  }
  return false;
}

function inside(node: Element, outer: Element): boolean {
  for (let up = node.parent; up; up = up.parent) if (up === outer) return true;
  return false;
}

export interface RoleOptions {
  name?: Name;
  /** A heading's level. */
  level?: number;
}

const levelOf = (el: Element) => Number(el.attribs['aria-level'] ?? /^h([1-6])$/.exec(el.name)?.[1]);

export interface Screen {
  html: string;
  getByRole(role: string, options?: RoleOptions): Element;
  queryAllByRole(role: string, options?: RoleOptions): Element[];
  getByText(text: Name): Element;
  getByLabelText(label: Name): Element;
  /** The accessible name (see above). */
  nameOf(el: Element): string;
  /** What a person reads in the element: its text, pictures' alternatives included. */
  textOf(el: Element): string;
}

export async function renderHtml(element: ReactElement): Promise<Screen> {
  // prerender waits for every Suspense boundary (parts loaded on request), as a crawler's page would.
  const { prelude } = await prerender(<Providers>{element}</Providers>);
  const html = await new Response(prelude).text();
  const doc = parseDocument(html);
  const all = DomUtils.findAll(() => true, doc.children);
  const byId = (id: string) => all.find((el) => el.attribs.id === id);

  const visibleText = (nodes: ChildNode[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return node.data;
        if (node.type !== 'tag' || node.attribs['aria-hidden'] === 'true') return '';
        if (node.name === 'img') return node.attribs.alt ?? '';
        return visibleText(node.children);
      })
      .join('');
  const textOf = (el: Element) => squash(visibleText(el.children));

  const labelOf = (el: Element): string | null => {
    const id = el.attribs.id;
    const label = id ? all.find((l) => l.name === 'label' && l.attribs.for === id) : undefined;
    if (label) return textOf(label);
    for (let node = el.parent as Element | null; node && node.type === 'tag'; node = node.parent as Element | null) {
      if (node.name === 'label') return textOf(node);
    }
    return null;
  };

  const nameOf = (el: Element): string => {
    const labelledBy = el.attribs['aria-labelledby'];
    if (labelledBy) return squash(labelledBy.split(/\s+/).map((id) => (byId(id) ? textOf(byId(id)!) : '')).join(' '));
    if (el.attribs['aria-label']) return squash(el.attribs['aria-label']);
    if (el.name === 'input' || el.name === 'textarea' || el.name === 'select') return labelOf(el) ?? squash(el.attribs.title ?? el.attribs.placeholder ?? '');
    if (el.name === 'img') return squash(el.attribs.alt ?? '');
    return textOf(el);
  };

  const queryAllByRole = (role: string, options: RoleOptions = {}) =>
    all.filter(
      (el) =>
        roleOf(el) === role &&
        !hidden(el) &&
        (options.name === undefined || matches(nameOf(el), options.name)) &&
        (options.level === undefined || levelOf(el) === options.level),
    );

  const one = (found: Element[], what: string): Element => {
    if (found.length !== 1) throw new Error(`${found.length} elements for ${what} in:\n${html.length > 3000 ? `${html.slice(0, 3000)}…` : html}`);
    return found[0];
  };

  return {
    html,
    nameOf,
    textOf,
    queryAllByRole,
    getByRole: (role, options = {}) => one(queryAllByRole(role, options), `role ${role} ${JSON.stringify(options)}`),
    // The innermost elements whose own text says it, as a person would point at it.
    getByText: (text) => {
      const found = all.filter((el) => !hidden(el) && matches(textOf(el), text));
      return one(
        found.filter((el) => !found.some((inner) => inner !== el && inside(inner, el))),
        `text ${text}`,
      );
    },
    getByLabelText: (label) => one(all.filter((el) => ['input', 'textarea', 'select'].includes(el.name) && matches(nameOf(el), label)), `label ${label}`),
  };
}
