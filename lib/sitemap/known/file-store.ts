import { openJournal } from '@/lib/search-push/journal';
import { fileBounds, type KnownBatch, type KnownStore, type KnownTime } from './store';

// The known identifiers without Redis: in memory, in key order, and in one file of DATA_DIR as the
// search push keeps its queue (lib/search-push/journal.ts): each flush appends one line of what changed,
// and the file is rewritten as the state alone once the appended lines outweigh it, and at a start that
// finds lines appended. A restart reads it back (decision 0055 has the costs at a million identifiers).

type Line = { t: 'set'; e: [string, number][] } | { t: 'del'; u: string[] };

const snapshotChunk = 10_000;

export interface KnownFileStoreOptions {
  /**
   * Identifiers held at most: each costs about 60 bytes of memory (decision 0055). Past it new ones
   * are refused and `onFull` is told how many: a node that large wants Redis (REDIS_URL).
   */
  maxIdentifiers?: number;
  onFull?: (refused: number) => void;
}

/** First index whose identifier sorts after `key` (or, with `orAt`, at it). */
function search(ids: readonly string[], key: string, orAt = false): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ids[mid] < key || (!orAt && ids[mid] === key)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The identifiers in key order and their times beside them: no map, so a million cost about 60 bytes
 * each (a string and two array slots) and the files' pass reads two arrays in order.
 */
class SortedTimes {
  ids: string[] = [];
  times: number[] = [];

  /**
   * The file's lines replayed. The snapshot at its head is in key order and goes straight into the
   * arrays; the lines appended after it are gathered in a map and applied in one go (a map of a million
   * would double the start's time).
   */
  static replay(lines: readonly Line[]): { sorted: SortedTimes; appended: boolean } {
    const sorted = new SortedTimes();
    const later = new Map<string, number | undefined>();
    for (const line of lines) {
      if (line?.t === 'set' && Array.isArray(line.e)) {
        for (const [identifier, time] of line.e) {
          const last = sorted.ids[sorted.ids.length - 1];
          if (later.size === 0 && (last === undefined || identifier > last)) {
            sorted.ids.push(identifier);
            sorted.times.push(time);
          } else later.set(identifier, time);
        }
      }
      if (line?.t === 'del' && Array.isArray(line.u)) for (const identifier of line.u) later.set(identifier, undefined);
    }
    const added: [string, number][] = [];
    const removed = new Set<string>();
    for (const [identifier, time] of later) {
      const at = sorted.indexOf(identifier);
      if (time === undefined) removed.add(identifier);
      else if (at >= 0) sorted.times[at] = time;
      else added.push([identifier, time]);
    }
    if (removed.size) sorted.remove(removed);
    if (added.length) sorted.insert(added);
    return { sorted, appended: later.size > 0 };
  }

  get size(): number {
    return this.ids.length;
  }

  indexOf(identifier: string): number {
    const i = search(this.ids, identifier, true);
    return this.ids[i] === identifier ? i : -1;
  }

  /** Adds identifiers not held yet: one by one when few (a copy of the arrays' tail each), else merged in one pass. */
  insert(entries: [string, number][]): void {
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (entries.length <= 16) {
      for (const [id, time] of entries) {
        const at = search(this.ids, id, true);
        this.ids.splice(at, 0, id);
        this.times.splice(at, 0, time);
      }
      return;
    }
    const ids = new Array<string>(this.ids.length + entries.length);
    const times = new Array<number>(ids.length).fill(0);
    let i = 0;
    let j = 0;
    for (let k = 0; k < ids.length; k++) {
      const takeOld = j >= entries.length || (i < this.ids.length && this.ids[i] < entries[j][0]);
      ids[k] = takeOld ? this.ids[i] : entries[j][0];
      times[k] = takeOld ? this.times[i++] : entries[j++][1];
    }
    this.ids = ids;
    this.times = times;
  }

  remove(identifiers: Set<string>): void {
    let k = 0;
    for (let i = 0; i < this.ids.length; i++) {
      if (identifiers.has(this.ids[i])) continue;
      this.ids[k] = this.ids[i];
      this.times[k++] = this.times[i];
    }
    this.ids.length = k;
    this.times.length = k;
  }
}

export function openKnownFileStore(file: string, { maxIdentifiers = 1_000_000, onFull }: KnownFileStoreOptions = {}): KnownStore & { skipped: number } {
  const journal = openJournal(file);
  const { lines, skipped } = journal.read();
  const { sorted: known, appended } = SortedTimes.replay(lines as Line[]);

  function snapshot(): Line[] {
    const out: Line[] = [];
    for (let i = 0; i < known.size; i += snapshotChunk) out.push({ t: 'set', e: known.ids.slice(i, i + snapshotChunk).map((id, j) => [id, known.times[i + j]]) });
    return out;
  }
  // Rewritten as the state alone unless it is that already (a million identifiers: about a second).
  if (appended || skipped > 0) journal.rewrite(snapshot());

  return {
    skipped,
    async apply(batch: KnownBatch) {
      // What changes, worked out before anything is written: the file first, then memory.
      const changed = new Map<string, number>();
      const added: [string, number][] = [];
      let refused = 0;
      const held = (identifier: string) => known.indexOf(identifier) >= 0;
      const take = (identifier: string, time: number) => {
        if (changed.has(identifier)) return;
        if (held(identifier)) return void changed.set(identifier, time);
        if (known.size + added.length >= maxIdentifiers) return void (refused += 1);
        added.push([identifier, time]);
        changed.set(identifier, time);
      };
      for (const { identifier, time } of batch.set) {
        const at = known.indexOf(identifier);
        if (at < 0 || known.times[at] !== time) take(identifier, time);
      }
      for (const { identifier, time } of batch.add) if (!held(identifier)) take(identifier, time);
      const removed = batch.remove.filter((identifier) => !changed.has(identifier) && held(identifier));
      if (changed.size) journal.append({ t: 'set', e: [...changed] } satisfies Line);
      if (removed.length) journal.append({ t: 'del', u: removed } satisfies Line);
      const newOnes = new Set(added.map(([id]) => id));
      for (const [identifier, time] of changed) if (!newOnes.has(identifier)) known.times[known.indexOf(identifier)] = time;
      if (added.length) known.insert(added);
      if (removed.length) known.remove(new Set(removed));
      if (refused) onFull?.(refused);
      const { appended, base } = journal.growth();
      if (appended > Math.max(256 * 1024, base)) journal.rewrite(snapshot());
    },
    async page({ after, through, limit }) {
      const rows: KnownTime[] = [];
      for (let i = after === undefined ? 0 : search(known.ids, after); i < known.size && rows.length < limit; i++) {
        if (through !== undefined && known.ids[i] > through) break;
        rows.push({ identifier: known.ids[i], time: known.times[i] });
      }
      return rows;
    },
    async files(size) {
      const bounds = fileBounds(size);
      for (let i = 0; i < known.size; i++) bounds.take({ identifier: known.ids[i], time: known.times[i] });
      return bounds.files();
    },
    count: async () => known.size,
    close: async () => undefined,
  };
}
