import type { IncomingMessage, ServerResponse } from 'node:http';

/** One stage of the request pipeline: handles the request itself, or calls `next` for the stages after it. */
export type Step = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const ownAnswers = new WeakSet<ServerResponse>();

/** Marks an answer a step gave itself, without Next: no page was rendered for it (request-metrics.ts). */
export function answeredByStep(res: ServerResponse): void {
  ownAnswers.add(res);
}

export function wasAnsweredByStep(res: ServerResponse): boolean {
  return ownAnswers.has(res);
}

/**
 * Lets a step change this answer's headers once its status is known, just before its head is written
 * (Node calls writeHead for implicit headers too), never after they were sent.
 */
export function beforeHead(res: ServerResponse, adjust: (res: ServerResponse, statusCode: number) => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!this.headersSent) adjust(this, statusCode);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}

/** Runs the steps in order, then `last` (Next's own handling). */
export function runSteps(steps: readonly Step[], req: IncomingMessage, res: ServerResponse, last: () => void): void {
  const at = (i: number): void => {
    if (i === steps.length) return last();
    steps[i](req, res, () => at(i + 1));
  };
  at(0);
}
