import type { Server, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { logger } from '@/core/log/logger';
import { portalMetrics } from '@/lib/metrics/families';

// Issue 61 item 1: a client that pipelined identifier requests on a few connections and never read the
// answers held every load-shedding slot for minutes, and every other visitor's scan got 503. What the
// client controls (how fast it reads, how many requests it queues, how slowly it sends) must not hold
// anything the other visitors need for longer than a bound. Three things here see to it:
//
// - Pipelined requests wait for their turn. Node hands a server every request it parses at once, also
//   those behind an answer the client has not read yet; their answers are only queued. Such a request now
//   reaches the steps and Next only when its answer gets the connection, as HTTP/1.1 answers in order
//   anyway: a connection is at most one request of work. Each starts in a turn of the event loop of its
//   own, so a queue takes turns with the other connections rather than running ahead of them. Past
//   `maxWaiting` queued behind one answer, the connection is closed (no browser pipelines; a client that
//   queues that many is not waiting for them).
// - A connection that does not read its answers is closed. While answers wait in a connection's buffer,
//   at least `minBytes` of them must leave within every `windowMs` (or the buffer empty), or the
//   connection is destroyed. A phone on a 2G link reads ten times that; a client that reads a byte a
//   second does not. The load shedding's slot is not held meanwhile (runtime/load-shedding.ts lets go of it
//   once the answer waits on the client), so the bound is on memory and sockets, not on scans.
// - Slow requests end. Headers must arrive within `headersTimeoutMs`, a whole request (a body too) within
//   `requestTimeoutMs` (Node's own checks, every 30 s); a body declared larger than its route takes is
//   refused before a byte of it is read (runtime/body-limits.ts).

export interface SlowClientOptions {
  /** Requests that may wait behind one unanswered one on a connection; one more closes it. */
  maxWaiting: number;
  /** While answers wait in a connection's buffer, at least this many bytes must leave it … */
  minBytes: number;
  /** … within each of these windows (ms), or the connection is closed. */
  windowMs: number;
  /** How often connections are looked at (ms). */
  sweepMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  now?: () => number;
}

export const slowClientDefaults: SlowClientOptions = {
  maxWaiting: 16,
  minBytes: 16 * 1024,
  windowMs: 10_000,
  sweepMs: 1_000,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
};

interface Backlog {
  /** When the current window started. */
  since: number;
  /** Bytes seen to leave the buffer in this window. */
  moved: number;
  /** The buffer as last seen: what the socket holds, and of the write under way what the kernel has not taken. */
  length: number;
  queue: number;
}

/**
 * Of the write under way, the bytes the kernel has not taken yet. A socket writes one chunk at a time and
 * counts the chunk in writableLength until all of it is taken, so a 32 MB answer moves only here until it
 * is through (libuv's own count, which Node's net module reads the same way for its timeouts).
 */
const unsentOfWrite = (socket: Socket) => (socket as unknown as { _handle?: { writeQueueSize?: number } | null })._handle?.writeQueueSize ?? 0;

export interface SlowClients {
  /** A new connection of a server the pipeline serves: watched until it closes; the server's timeouts set once. */
  connected(server: Server, socket: Socket): void;
  /** Runs `handle` for this request now, or once every answer before it on its connection has gone out. */
  inTurn(req: IncomingMessage, res: ServerResponse, handle: () => void): void;
  /** Looks at every connection once (the timer's work; tests call it with their clock). */
  sweep(): void;
  /** Connections watched now. */
  watched(): number;
  stop(): void;
}

export function slowClients(options: Partial<SlowClientOptions> = {}): SlowClients {
  const o = { ...slowClientDefaults, ...options };
  const now = o.now ?? Date.now;
  const sockets = new Map<Socket, Backlog | null>();
  const waiting = new WeakMap<Socket, number>();
  const configured = new WeakSet<Server>();
  let timer: NodeJS.Timeout | undefined;

  const close = (socket: Socket, why: 'slow_reader' | 'pipelined') => {
    portalMetrics().limitRefusals.inc({ door: why });
    logger().warn({ peer: socket.remoteAddress, why, buffered: socket.writableLength }, 'connection closed: a client that does not read its answers');
    sockets.delete(socket);
    socket.destroy();
  };

  const sweep = () => {
    const at = now();
    for (const [socket, backlog] of sockets) {
      if (socket.destroyed) {
        sockets.delete(socket);
        continue;
      }
      const length = socket.writableLength;
      if (length === 0) {
        if (backlog) sockets.set(socket, null);
        continue;
      }
      const queue = unsentOfWrite(socket);
      if (!backlog) {
        sockets.set(socket, { since: at, moved: 0, length, queue });
        continue;
      }
      // What left since the last look: of the write under way, and whole writes done. New writes add to both
      // and count for nothing.
      backlog.moved += Math.max(0, backlog.queue - queue) + Math.max(0, backlog.length - length);
      backlog.length = length;
      backlog.queue = queue;
      if (backlog.moved >= o.minBytes) {
        backlog.since = at;
        backlog.moved = 0;
      } else if (at - backlog.since >= o.windowMs) close(socket, 'slow_reader');
    }
  };

  const ensureTimer = () => {
    if (timer || o.sweepMs <= 0) return;
    timer = setInterval(sweep, o.sweepMs);
    timer.unref();
  };

  return {
    connected(server, socket) {
      if (!configured.has(server)) {
        configured.add(server);
        server.headersTimeout = o.headersTimeoutMs;
        server.requestTimeout = o.requestTimeoutMs;
      }
      sockets.set(socket, null);
      socket.once('close', () => sockets.delete(socket));
      ensureTimer();
    },
    inTurn(req, res, handle) {
      // Node gives an answer its connection at once unless another answer holds it (_http_server.js).
      if (res.socket) return handle();
      const socket = req.socket;
      // Requests parsed in the same read as one that closed the connection still arrive: nothing to do.
      if (socket.destroyed) return;
      const queued = (waiting.get(socket) ?? 0) + 1;
      waiting.set(socket, queued);
      if (queued > o.maxWaiting) return close(socket, 'pipelined');
      res.once('socket', () => {
        waiting.set(socket, (waiting.get(socket) ?? 1) - 1);
        // In a later turn of the event loop, after the I/O that came meanwhile: the answer before it went out
        // in a tick of its own, and a queue that started each request there ran through before any other
        // connection was read (one client's burst held a scan on the standalone server 1.2 s).
        setImmediate(() => {
          if (!socket.destroyed) handle();
        });
      });
    },
    sweep,
    watched: () => sockets.size,
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
