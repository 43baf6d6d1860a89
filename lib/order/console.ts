/** The console's order list, where the result page sends the buyer (001 §4); none without a console. */
export function consoleOrdersUrl(consoleUrl: string | null): string | null {
  return consoleUrl ? `${consoleUrl.replace(/\/+$/, '')}/order/list` : null;
}
