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

/** Runs the steps in order, then `last` (Next's own handling). */
export function runSteps(steps: readonly Step[], req: IncomingMessage, res: ServerResponse, last: () => void): void {
  const at = (i: number): void => {
    if (i === steps.length) return last();
    steps[i](req, res, () => at(i + 1));
  };
  at(0);
}
