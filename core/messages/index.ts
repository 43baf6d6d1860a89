import { accountMessages } from './account';
import { batchMessages } from './batch';
import { commonMessages } from './common';
import { errorMessages } from './errors';
import { identifierMessages } from './identifier';
import { marketMessages } from './market';
import { orderMessages } from './order';
import { prefixMessages } from './prefix';
import { siteMessages } from './site';
import { validationMessages } from './validation';

// Every user-facing text of the portal, one key per message, kept by area in the files beside this one.
// The spec's catalogue (spec/messages.md, copied to catalogue.md) is held verbatim; messages.test.ts checks
// it, and that no key is written in two areas (the later would silently win).

export const messageAreas = { commonMessages, errorMessages, identifierMessages, batchMessages, marketMessages, accountMessages, orderMessages, prefixMessages, siteMessages, validationMessages };

export const messages = {
  ...commonMessages,
  ...errorMessages,
  ...identifierMessages,
  ...batchMessages,
  ...marketMessages,
  ...accountMessages,
  ...orderMessages,
  ...prefixMessages,
  ...siteMessages,
  ...validationMessages,
} as const;

export type MessageKey = keyof typeof messages;

export { format } from './format';
