/** The console's order list, where the result page sends the buyer (001 §4). */
export function consoleOrdersUrl(consoleUrl: string): string {
  return `${consoleUrl.replace(/\/+$/, '')}/order/list`;
}
