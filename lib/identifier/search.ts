import { commonMessages } from '@/core/messages/common';

/**
 * The identifier search rule of 000 §5, after normalising what a Chinese keyboard types: full-width
 * letters, digits, dots and slashes become ASCII (NFKC), spaces anywhere are dropped, and the Chinese
 * full stop 。 counts as a dot.
 */
export function normalizeIdentifierInput(raw: string): string {
  return raw.normalize('NFKC').replace(/。/g, '.').replace(/\s+/g, '');
}

const searchable = /^88\.365\.\d+\/[A-Za-z0-9]{2,}$/;

/** The identifier to open, or undefined when it breaks the rule (must contain '/', no Chinese, the 88.365 form). */
export function parseIdentifierSearch(raw: string): string | undefined {
  const text = normalizeIdentifierInput(raw);
  if (!text.includes('/') || /[\u4e00-\u9fff]/.test(text)) return undefined;
  return searchable.test(text) ? text : undefined;
}

/** Where the last search is kept in the browser (000 §7 notes: "under a search key"). */
export const lastSearchKey = 'idportal:last-identifier-search';

/**
 * The identifier this tab last searched for from the search box, in sessionStorage: the not-found screen
 * tells a search from a scan by it. A scan opens the code's address in a tab of its own, which has none.
 */
export const searchedInTabKey = 'idportal:searched-identifier';

/**
 * What the not-found screen says (issue 39 item 13, docs/decisions/0053): after a search for this code,
 * 000 §8's 'identifier not found, please check and search again'; otherwise the visitor came by the code's
 * address, a scan, and reads 'identifier does not exist, please check before scanning'.
 */
export function notFoundMessage(lookedUp: string | undefined, searchedInTab: string | null): string {
  const searched = lookedUp !== undefined && searchedInTab !== null && lookedUp.toUpperCase() === searchedInTab.toUpperCase();
  return searched ? commonMessages.identifierNotFound : commonMessages.identifierNotExist;
}
