import http from 'node:http';
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import { readdirSync, readFileSync } from 'node:fs';

// An open-loop load (issue 37 item 5): requests leave at a rate fixed in advance, whether or not earlier
// ones have been answered, as scans from many phones do. A closed loop of N connections slows down with
// the server and hides its queue (coordinated omission); here every answer time counts from the moment
// the request was due, so a queue anywhere shows in the figures.

export interface Answer {
  path: string;
  status: number;
  /** From the moment the request was due, not when a socket was free. */
  ms: number;
  /** When it was due, in ms from the run's start. */
  dueMs: number;
  /** Which cache answered: nginx's X-Cache-Status and Next's X-Nextjs-Cache. */
  headers: Pick<http.IncomingHttpHeaders, 'x-cache-status' | 'x-nextjs-cache'>;
}

export interface OpenLoopResult {
  sent: number;
  answers: Answer[];
  timeouts: number;
  errors: number;
  /** Requests still unanswered when the run ended (then aborted). */
  unanswered: number;
  /** The load generator's own stalls meanwhile: every answer time it measures includes them. */
  generator: GeneratorStalls;
}

export interface GeneratorStalls {
  /** Its event loop's delay, p99 and longest (ms). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Its garbage collection: all pauses (ms), and its major collections with the longest. */
  gcPauseMs: number;
  majorGcs: number;
  majorGcMaxMs: number;
}

/** Watches this process (the load generator) until the returned function is called. */
function watchGenerator(): () => GeneratorStalls {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const stalls = { gcPauseMs: 0, majorGcs: 0, majorGcMaxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      stalls.gcPauseMs += entry.duration;
      if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      stalls.majorGcs += 1;
      stalls.majorGcMaxMs = Math.max(stalls.majorGcMaxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => {
    delay.disable();
    observer.disconnect();
    return { loopDelayP99Ms: Math.round(delay.percentile(99) / 1e6), loopDelayMaxMs: Math.round(delay.max / 1e6), gcPauseMs: Math.round(stalls.gcPauseMs), majorGcs: stalls.majorGcs, majorGcMaxMs: Math.round(stalls.majorGcMaxMs) };
  };
}

/**
 * How the requests travel. `pooled`: kept-alive connections shared by all requests, the most recently
 * freed one first (Node's default), as from one busy client. `per-scan`: each request on a connection of
 * its own, closed after it, as from many phones that each scan once. The difference shows behind nginx:
 * a request that starts a background update of its stale copy gets that copy at once, but nginx reads
 * the next request on the same connection only once the update is done, and a pool hands that
 * connection to the very next request.
 */
export type Connections = 'pooled' | 'per-scan';

export async function openLoop(options: { origin: string; rate: number; seconds: number; pick: () => string; timeoutMs?: number; onAnswer?: (answer: Answer) => void; onTimeout?: (path: string) => void; headers?: (path: string) => Record<string, string>; connections?: Connections }): Promise<OpenLoopResult> {
  const { origin, rate, seconds, pick, timeoutMs = 2_000 } = options;
  const url = new URL(origin);
  const agent = options.connections === 'per-scan' ? new http.Agent({ keepAlive: false, maxSockets: Infinity }) : new http.Agent({ keepAlive: true, maxSockets: 2_000 });
  const result: Omit<OpenLoopResult, 'generator'> = { sent: 0, answers: [], timeouts: 0, errors: 0, unanswered: 0 };
  const stopWatching = watchGenerator();
  const pending = new Set<http.ClientRequest>();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      while (result.sent < due) {
        const dueAt = started + (result.sent / rate) * 1000;
        const path = pick();
        result.sent += 1;
        const request = http.get({ host: url.hostname, port: url.port, path, agent, headers: { accept: 'text/html', ...options.headers?.(path) }, timeout: timeoutMs }, (response) => {
          response.resume();
          response.on('end', () => {
            pending.delete(request);
            // Only the headers the storm reads: a hot storm keeps 90,000 answers, and need not keep each one's headers.
            const headers = { 'x-cache-status': response.headers['x-cache-status'], 'x-nextjs-cache': response.headers['x-nextjs-cache'] };
            const answer = { path, status: response.statusCode ?? 0, ms: performance.now() - dueAt, dueMs: dueAt - started, headers };
            result.answers.push(answer);
            options.onAnswer?.(answer);
          });
        });
        pending.add(request);
        request.on('timeout', () => {
          result.timeouts += 1;
          options.onTimeout?.(path);
          request.destroy(new Error('timeout'));
        });
        request.on('error', () => {
          if (pending.delete(request)) result.errors += 1;
        });
      }
      if (result.sent >= total) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  // What is still out gets its timeout to answer, then counts as unanswered.
  const deadline = performance.now() + timeoutMs + 500;
  while (pending.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  result.unanswered = pending.size;
  for (const request of pending) request.destroy();
  agent.destroy();
  // A timed-out request also raised 'error': it counts once, as a timeout.
  result.errors = Math.max(0, result.errors - result.timeouts);
  return { ...result, generator: stopWatching() };
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * CPU milliseconds (user + system) a process and all its descendants have used so far, ended ones included:
 * the kernel adds a child's CPU to its parent when the parent reaps it (cutime, cstime), so a PostgreSQL
 * backend that ends during a measurement still counts, where reading live processes alone lost its CPU
 * and could make a round's figure negative.
 */
export function treeCpuMs(rootPids: number[]): number {
  const ticks = 100; // USER_HZ on Linux
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      // utime, stime, then cutime, cstime: fields 14-17 of proc(5), counted from the state (field 3).
      cpu.set(Number(entry), ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / ticks);
    } catch {
      // The process ended while the table was read.
    }
  }
  const roots = new Set(rootPids);
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid, hops = 0; p && hops < 64; p = parents.get(p), hops++) if (roots.has(p)) return true;
    return false;
  };
  let total = 0;
  for (const [pid, ms] of cpu) if (inTree(pid)) total += ms;
  return total;
}

/** The PostgreSQL server's processes (postmaster and backends), by name. */
export function processesNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim().startsWith(name)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}
