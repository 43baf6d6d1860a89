/**
 * Names one purchase attempt (001 §3 transactionId). Made once per confirmation and reused by every
 * submit of it, so the gateway answers a double click or a retry with the order it already made.
 * getRandomValues works outside secure contexts too (a portal reached over plain http on a LAN).
 */
export function newTransactionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `tx${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
