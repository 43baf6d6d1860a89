import { BatchedCounter } from '@/core/count/batched-counter';
import { beforeClosing, type Db } from '../db/client';
import { addResolutions } from './detail';

// How often each identifier was resolved: the home page's figure (000 §1, identifier/totals.ts, counted
// again at most once a minute). Every plain detail read used to write it at once, one UPDATE and one
// commit per read, each waiting for its WAL flush: at a real node's scale the reads are what there is
// most of (nginx asks again for every page in use every 30 s, decision 0057). The reads are now added up
// in memory per database and written in one statement by the same counter that adds up the portal's page
// views (core/count/batched-counter.ts, decision 0037): every 2 s, or at once when 500 identifiers are
// waiting. A failed write keeps its sums for the next one, up to 20,000 identifiers; resolutions of a
// process killed before its next write are lost (at most 2 s); closing the database writes them first.

export const resolutionFlushMs = 2_000;

const counters = new WeakMap<Db, BatchedCounter>();

function counterOf(db: Db): BatchedCounter {
  let counter = counters.get(db);
  if (counter) return counter;
  counter = new BatchedCounter({
    flushMs: resolutionFlushMs,
    send: async (batch) => {
      try {
        await addResolutions(db, batch);
        return 'kept';
      } catch (error) {
        console.warn(JSON.stringify({ level: 'warn', msg: 'resolution counts not written; kept for the next write', identifiers: batch.length, error: String(error) }));
        return 'retry';
      }
    },
  });
  counters.set(db, counter);
  // What is still counted in memory is written before the database closes (a stopped gateway, a test's end).
  beforeClosing(db, () => flushResolutions(db));
  return counter;
}

/** One resolution of the identifier (as stored), written with the others within 2 s. */
export function countResolution(db: Db, identifier: string): void {
  counterOf(db).add(identifier);
}

/**
 * Writes what is waiting now, one write at a time: at the interval, when 500 are waiting, and at
 * shutdown. Resolves when the write has ended.
 */
export function flushResolutions(db: Db): Promise<void> {
  return counterOf(db).flush();
}
