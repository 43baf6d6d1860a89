import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The console check at start (issue 39 item 9): a warning line of its own, and never a wait before serving.
const lines: { level: string; msg: string }[] = [];
jest.mock('@/core/log/logger', () => ({
  logger: () => ({
    info: (_: object, msg: string) => lines.push({ level: 'info', msg }),
    warn: (_: object, msg: string) => lines.push({ level: 'warn', msg }),
  }),
}));

let server: Server;
let base: string;
const saved = { CONSOLE_URL: process.env.CONSOLE_URL, SITE_URL: process.env.SITE_URL };
beforeAll(async () => {
  // A console that takes its time and then has no such page.
  server = createServer((_, response) => void setTimeout(() => response.writeHead(404).end(), 400));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const consoleWarnings = () => lines.filter((line) => line.level === 'warn' && line.msg.startsWith('CONSOLE_URL'));

async function until(done: () => boolean, ms = 5_000) {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('startup', () => {
  it('starts at once and warns a moment later of a console that answers 404', async () => {
    process.env.SITE_URL = 'https://id.example.cn';
    process.env.CONSOLE_URL = `${base}/console`;
    const { startup } = await import('./startup');
    const started = Date.now();
    startup();
    expect(Date.now() - started).toBeLessThan(300);
    expect(lines.find((line) => line.msg === 'portal configuration')).toBeDefined();
    expect(consoleWarnings()).toEqual([]);
    await until(() => consoleWarnings().length > 0);
    expect(consoleWarnings().map((line) => line.msg)).toEqual([expect.stringMatching(new RegExp(`^CONSOLE_URL ${base.replace(/\./g, '\\.')}/console answered 404 at start`))]);
  });

  it('warns at once of a console at the portal’s own address, and asks it nothing', async () => {
    lines.length = 0;
    process.env.SITE_URL = base;
    process.env.CONSOLE_URL = `${base}/console`;
    const { startup } = await import('./startup');
    startup();
    expect(consoleWarnings().map((line) => line.msg)).toEqual([expect.stringMatching(/is this portal's own address \(SITE_URL's origin\)/)]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(consoleWarnings()).toHaveLength(1);
  });
});
