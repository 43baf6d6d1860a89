import { accountMessages } from './account';
import { commonMessages } from './common';
import { errorMessages } from './errors';
import { identifierMessages } from './identifier';
import { marketMessages } from './market';
import { orderMessages } from './order';
import { prefixMessages } from './prefix';
import { siteMessages } from './site';

// Every user-facing text of the portal, one key per message, kept by area in the files beside this one.
// The spec's catalogue (spec/messages.md, copied to catalogue.md) is held verbatim; messages.test.ts checks
// it, and that no key is written in two areas (the later would silently win).

export const messageAreas = { commonMessages, errorMessages, identifierMessages, marketMessages, accountMessages, orderMessages, prefixMessages, siteMessages };

export const messages = {
  ...commonMessages,
  ...errorMessages,
  ...identifierMessages,
  ...marketMessages,
  ...accountMessages,
  ...orderMessages,
  ...prefixMessages,
  ...siteMessages,
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders: `format(messages.imageType, { type: 'gif' })`. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
