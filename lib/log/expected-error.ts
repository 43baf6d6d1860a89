import { inspect } from 'node:util';

/**
 * An expected failure thrown on purpose where Next needs a throw: a render not to be kept
 * (lib/identifier/unavailable.ts), a data-cache entry not to be stored (lib/identifier/load.ts). Next
 * prints every such throw with console.error, stack and properties, five to twelve lines, and while the
 * gateway is down there is one for each page asked for: 2,000-2,850 per portal in the storm's 20-second
 * outage. The gateway client has logged the failed call already, with its request id and reason, and
 * the stack is always the same minified line; so these print as one line, with the digest Next gave the
 * error when there is one (the key of its 'request failed' line and of the error screen's 错误编号).
 */
export class ExpectedError extends Error {
  [inspect.custom](): string {
    const digest = (this as { digest?: unknown }).digest;
    return `${this.name}: ${this.message}${typeof digest === 'string' ? ` (digest ${digest})` : ''}`;
  }
}
