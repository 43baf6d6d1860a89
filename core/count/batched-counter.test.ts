import { BatchedCounter, type CountBatch, type FlushOutcome } from './batched-counter';

function recorder(outcomes: FlushOutcome[] = []) {
  const calls: CountBatch[] = [];
  const send = async (views: CountBatch) => {
    calls.push(views);
    return outcomes.shift() ?? 'kept';
  };
  return { calls, send };
}

const total = (calls: CountBatch[]) => calls.flat().reduce((sum, v) => sum + v.count, 0);

describe('BatchedCounter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds views up and hands them over in one call when the flush time comes', async () => {
    const { calls, send } = recorder();
    const counter = new BatchedCounter({ send, flushMs: 2_000 });
    for (let i = 0; i < 1_000; i++) counter.add(i % 3 === 0 ? 'a/1' : 'a/2');
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual([
      { identifier: 'a/1', count: 334 },
      { identifier: 'a/2', count: 666 },
    ]);
  });

  it('starts a flush at once when a batch is full, and splits what is pending into batches', async () => {
    const { calls, send } = recorder();
    const counter = new BatchedCounter({ send, batchLimit: 3 });
    for (const id of ['1/a', '1/b', '1/c', '1/d']) counter.add(id);
    await counter.flush();
    expect(calls.map((c) => c.length)).toEqual([3, 1]);
  });

  /** A store whose writes end when the test says so. */
  function slowStore() {
    const calls: CountBatch[] = [];
    const ends: (() => void)[] = [];
    const send = (batch: CountBatch) => {
      calls.push(batch);
      return new Promise<FlushOutcome>((resolve) => ends.push(() => resolve('kept')));
    };
    return { calls, send, endWrite: () => ends.shift()?.() };
  }

  it('hands over what was pending when the flush began: what arrives during the write waits for the next flush time', async () => {
    const { calls, send, endWrite } = slowStore();
    const counter = new BatchedCounter({ send, flushMs: 2_000 });
    counter.add('1/a');
    await jest.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);
    counter.add('1/b');
    endWrite();
    // A steady stream of counts is not written again the moment each write ends.
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([[{ identifier: '1/a', count: 1 }], [{ identifier: '1/b', count: 1 }]]);
  });

  it('asked to flush during a write, hands over what arrived meanwhile once that write has ended', async () => {
    const { calls, send, endWrite } = slowStore();
    const counter = new BatchedCounter({ send, flushMs: 2_000 });
    counter.add('1/a');
    const first = counter.flush();
    await jest.advanceTimersByTimeAsync(0);
    counter.add('1/b');
    const second = counter.flush();
    endWrite();
    await first;
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    endWrite();
    await second;
    expect(counter.pendingCount).toBe(0);
    expect(calls[1]).toEqual([{ identifier: '1/b', count: 1 }]);
  });

  it('keeps the views of a failed flush for the next one: none lost, none counted twice', async () => {
    const { calls, send } = recorder(['retry']);
    const counter = new BatchedCounter({ send, flushMs: 100 });
    counter.add('1/a', 5);
    await counter.flush();
    counter.add('1/a', 2);
    await jest.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual([{ identifier: '1/a', count: 7 }]);
    expect(total(calls.slice(1))).toBe(7);
  });

  it('treats a thrown send like a failed one', async () => {
    const calls: CountBatch[] = [];
    let fail = true;
    const counter = new BatchedCounter({
      send: async (views) => {
        calls.push(views);
        if (fail) throw new Error('down');
        return 'kept';
      },
    });
    counter.add('1/a');
    await counter.flush();
    fail = false;
    await counter.flush();
    expect(calls[1]).toEqual([{ identifier: '1/a', count: 1 }]);
  });

  it('holds a bounded number of identifiers while the store is down, and says how many views it dropped', async () => {
    const dropped: number[] = [];
    const counter = new BatchedCounter({ send: async () => 'retry', maxPending: 2, onDropped: (n) => dropped.push(n) });
    counter.add('1/a');
    counter.add('1/b');
    counter.add('1/a');
    counter.add('1/c');
    expect(dropped).toEqual([1]);
  });

  it('tells its backlog as it grows, waits out a failed flush and empties', async () => {
    const told: number[] = [];
    const { send } = recorder(['retry']);
    const counter = new BatchedCounter({ send, onBacklog: (views) => told.push(views) });
    counter.add('1/a', 5);
    counter.add('1/b');
    expect(counter.pendingCount).toBe(6);
    await counter.flush();
    // Handed over, refused, kept: the same six wait again.
    expect(counter.pendingCount).toBe(6);
    await counter.flush();
    expect(counter.pendingCount).toBe(0);
    expect(told.at(-1)).toBe(0);
    expect(Math.max(...told)).toBe(6);
  });

  it('switches itself off once when the store has no such call', async () => {
    const { calls, send } = recorder(['unsupported']);
    const unsupported = jest.fn();
    const counter = new BatchedCounter({ send, onUnsupported: unsupported });
    counter.add('1/a');
    await counter.flush();
    counter.add('1/a');
    await counter.flush();
    expect(calls).toHaveLength(1);
    expect(unsupported).toHaveBeenCalledTimes(1);
    expect(counter.enabled).toBe(false);
  });
});
