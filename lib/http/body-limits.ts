import { format, messages } from '@/core/messages';
import { avatarLimitBytes } from '@/lib/validation/image';
import { proofLimitBytes, proofLimitLabel } from '@/lib/validation/order';
import { prefixImageLimits } from '@/lib/validation/prefix-upload';

// The largest body each door of the portal takes, in one table: the runtime refuses a body declared
// larger before a byte of it is read (runtime/body-limits.ts), and the doors read no further than this
// (readJson, readCappedText). A body is never needed to say no to it: a POST declaring 100 MB and sending
// a byte a second held its door until the whole body had come (issue 61 item 1).

/** A JSON door's body: 500 identifiers of ordinary length, or any form, fit many times over. */
export const jsonBodyLimit = 64 * 1024;

/** Room for a multipart envelope around an uploaded file (boundary, headers, field names). */
const envelope = 64 * 1024;

/**
 * The gateway's push of changed identifiers: 1,000 identifiers of 255 characters each written as a JSON
 * escape (`\\`) is about 515 kB, a usual one about 20 kB (lib/identifier/revalidation-door.ts).
 */
export const revalidateBodyLimit = 1024 * 1024;

export interface BodyLimit {
  bytes: number;
  /** What a person is told when a body is refused for its size: the door's own words. */
  message: string;
}

const doors: Record<string, BodyLimit> = {
  '/api/order/proof': { bytes: proofLimitBytes + envelope, message: format(messages.imageTooLarge, { limit: proofLimitLabel }) },
  '/api/account/avatar': { bytes: avatarLimitBytes + envelope, message: messages.avatarTooLarge },
  // The licence's limit; the door refuses an ID image past its own smaller one.
  '/api/prefix/upload': { bytes: prefixImageLimits.license.bytes + envelope, message: format(messages.imageTooLarge, { limit: prefixImageLimits.license.label }) },
  '/api/revalidate': { bytes: revalidateBodyLimit, message: format(messages.identifierRevalidateTooLarge, { limit: '1 MB' }) },
};

const json: BodyLimit = { bytes: jsonBodyLimit, message: messages.bodyTooLarge };

/** The most a request's body to this path may hold, and what a larger one is told. */
export const bodyLimitOf = (pathname: string): BodyLimit => doors[pathname] ?? json;
