/**
 * Thrown by the identifier page when the gateway cannot answer: nothing is cached from such a render,
 * so the last good page keeps being served, and a page never rendered shows the outage screen.
 */
export class IdentifierUnavailable extends Error {
  constructor(readonly userMessage: string) {
    super(`identifier unavailable: ${userMessage}`);
    this.name = 'IdentifierUnavailable';
  }
}
