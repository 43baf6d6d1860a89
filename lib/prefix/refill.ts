// Re-filling is part of the page's address (issue 39 item 8): a reload while re-filling comes back to the
// form, not to the summary, and the draft then restores what was typed.

export const refillParam = 'refill';

/** True when the page was asked for as a re-fill (`?refill=1`). */
export function refillRequested(params: Record<string, string | string[] | undefined>): boolean {
  return params[refillParam] === '1';
}

/** The page's address, path on, with or without the re-fill mark; other query parameters are kept. */
export function withRefill(href: string, refilling: boolean): string {
  const url = new URL(href);
  if (refilling) url.searchParams.set(refillParam, '1');
  else url.searchParams.delete(refillParam);
  return `${url.pathname}${url.search}${url.hash}`;
}
