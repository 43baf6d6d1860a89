import { beforeClosing, type Db } from '../db/client';
import { addResolutions, type CountBatch } from './detail';

// How often each identifier was resolved: the home page's figure (000 §1, identifier/totals.ts, counted
// again at most once a minute). Every plain detail read used to write it at once, one UPDATE and one
// commit per read, each waiting for its WAL flush: at a real node's scale the reads are what there is
// most of (nginx asks again for every page in use every 30 s, decision 0057). The reads are now added up
// in memory per database and written in one statement, as the portal's page views are (decision 0037):
// every 2 s, or at once when 500 identifiers are waiting. A failed write keeps its sums for the next one,
// up to 20,000 identifiers; resolutions of a process killed before its next write are lost (at most
// 2 s); closing the database writes them first.

export const resolutionFlushMs = 2_000;
const flushAtIdentifiers = 500;
const keptAtMostIdentifiers = 20_000;

interface Tally {
  pending: Map<string, number>;
  timer?: ReturnType<typeof setTimeout>;
  /** The last write queued: writes run one after another. */
  writing?: Promise<void>;
}

const tallies = new WeakMap<Db, Tally>();

function tallyOf(db: Db): Tally {
  let tally = tallies.get(db);
  if (tally) return tally;
  tallies.set(db, (tally = { pending: new Map() }));
  // What is still counted in memory is written before the database closes (a stopped gateway, a test's end).
  beforeClosing(db, () => flushResolutions(db));
  return tally;
}

/** One resolution of the identifier (as stored), written with the others within 2 s. */
export function countResolution(db: Db, identifier: string): void {
  const tally = tallyOf(db);
  tally.pending.set(identifier, (tally.pending.get(identifier) ?? 0) + 1);
  if (tally.pending.size >= flushAtIdentifiers) void flushResolutions(db);
  else tally.timer ??= setTimeout(() => void flushResolutions(db), resolutionFlushMs).unref();
}

/**
 * Writes what is waiting now, after any write already under way (one at a time): at the interval, when
 * 500 are waiting, and at shutdown. Resolves when this write has ended.
 */
export function flushResolutions(db: Db): Promise<void> {
  const tally = tallyOf(db);
  clearTimeout(tally.timer);
  tally.timer = undefined;
  if (tally.pending.size > 0) {
    const batch = [...tally.pending].map(([identifier, count]) => ({ identifier, count }));
    tally.pending = new Map();
    tally.writing = (tally.writing ?? Promise.resolve()).then(() => write(db, tally, batch));
  }
  return tally.writing ?? Promise.resolve();
}

async function write(db: Db, tally: Tally, batch: CountBatch): Promise<void> {
  try {
    await addResolutions(db, batch);
  } catch (error) {
    for (const { identifier, count } of batch) {
      if (tally.pending.size >= keptAtMostIdentifiers && !tally.pending.has(identifier)) continue;
      tally.pending.set(identifier, (tally.pending.get(identifier) ?? 0) + count);
    }
    console.warn(JSON.stringify({ level: 'warn', msg: 'resolution counts not written; kept for the next write', identifiers: batch.length, error: String(error) }));
    tally.timer ??= setTimeout(() => void flushResolutions(db), resolutionFlushMs).unref();
  }
}
