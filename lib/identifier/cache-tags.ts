/**
 * How long an identifier page and its reads are fresh: 30 s (decision 0004). A recall entered by the
 * company shows within 30 s even without a push; with one (`revalidateIdentifiers`), at once.
 */
export const identifierFreshnessSeconds = 30;

/** How long a page last rendered is still served while the gateway cannot be reached: 7 days. */
export const identifierStaleSeconds = 7 * 24 * 3600;

/** The cache tag of everything rendered from one identifier's data. */
export function identifierTag(identifier: string): string {
  return `identifier:${identifier}`;
}
