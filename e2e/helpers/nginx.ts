import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** One substitution in the shipped file; fails loudly when the file no longer holds the line. */
function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf: expected exactly one "${from}"`);
  return text.replace(from, to);
}

export interface RunningNginx {
  origin: string;
  pid: number;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx (scripts/ops/ensure-nginx.sh) in front of the portal, running deploy/nginx.conf itself with
 * only its ports changed: as this user, in the foreground, every pid, log and temp file in a temp folder.
 */
export async function startNginx(port: number, upstream: number | number[]): Promise<RunningNginx> {
  const upstreamPorts = Array.isArray(upstream) ? upstream : [upstream];
  const dir = mkdtempSync(path.join(tmpdir(), 'idportal-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  let site = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  const serverLine = /^\s*server 127\.0\.0\.1:3000 (.*)$/m.exec(site);
  if (!serverLine) throw new Error('deploy/nginx.conf: expected the line "server 127.0.0.1:3000 …"');
  site = site.replace(serverLine[0], upstreamPorts.map((p) => `    server 127.0.0.1:${p} ${serverLine[1]}`).join('\n'));
  site = replaceOnce(site, 'proxy_cache_path /var/cache/nginx/idportal ', `proxy_cache_path ${dir}/cache `);
  writeFileSync(path.join(dir, 'site.conf'), site);
  const user = userInfo();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // Run as root, nginx would hand its workers to "nobody"; this keeps them the current user.
      user.uid === 0 ? 'user root;' : '',
      'daemon off;',
      // The purge of changed identifier pages (deploy/nginx.conf, decision 0077): Debian's module, as its package loads it.
      'load_module /usr/lib/nginx/modules/ngx_http_cache_purge_module.so;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      // Room for an open-loop storm (scripts/load/open-loop.ts): a connection per request in flight, each
      // with an upstream one; at 500 scans a second 1,024 ran out (15,085 refusals in 60 s).
      'worker_rlimit_nofile 20000;',
      'events { worker_connections 8192; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const child: ChildProcess = spawn(binary, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  // A binary that cannot be started (not installed) is an 'error' event, never an exit: without a listener
  // it would end the test worker before the caller could stop what it had already started.
  let spawnError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      spawnError = error;
      resolve();
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (spawnError) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx could not be started (${binary}): ${spawnError.message}; scripts/ops/ensure-nginx.sh installs it`);
    }
    if (child.exitCode !== null) {
      let log = '';
      try {
        log = readFileSync(path.join(dir, 'error.log'), 'utf8');
      } catch {}
      throw new Error(`nginx did not start (${binary}): ${stderr}${log}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, dir, stop, pid: child.pid! };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('nginx did not answer on its port');
}
