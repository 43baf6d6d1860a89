import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn } from './helpers/account';
import { purchases } from './helpers/order';
import { applyPath } from './helpers/prefix';
import { sitemapPaths } from './helpers/sitemap';

// The server HTML of every page of the sitemap, the login page, the two signed-in forms (confirm
// order, prefix application) and the personal page is valid HTML by the W3C Nu checker (vnu-jar,
// docs/decisions/0032). The checker is one JVM start of several seconds: every page is written to one
// folder and checked in one run.

const run = promisify(execFile);
const vnu = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Messages of the checker that are its own gaps, not errors of the page. Each one says why; keep the
 * list short, and fix the page whenever the message is about the page.
 */
const checkerGaps: { pattern: RegExp; why: string }[] = [];

async function html(request: APIRequestContext, pagePath: string): Promise<string> {
  const response = await request.get(pagePath, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(response.status(), `${pagePath} answers 200`).toBe(200);
  return response.text();
}

test('every page of the sitemap, the login page and the signed-in forms are valid HTML (Nu checker) @desktop-only', async ({ request, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const publicPaths = [...(await sitemapPaths(request)), '/login'];
  expect(publicPaths.length).toBeGreaterThan(20);

  const pages = new Map<string, string>();
  for (const p of publicPaths) pages.set(p, await html(request, p));
  // Each account in a context of its own: the session is the cookie.
  for (const [account, paths] of [
    ['demo_company', [purchases.yearly]],
    ['demo_user', [applyPath, '/personal_update']],
  ] as const) {
    const signedIn = await playwright.request.newContext({ baseURL });
    try {
      await signIn(signedIn, account, `e2e-nu-${account}`);
      for (const p of paths) pages.set(`${p} (${account})`, await html(signedIn, p));
    } finally {
      await signedIn.dispose();
    }
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'idportal-nu-'));
  try {
    const files = new Map<string, string>();
    [...pages.entries()].forEach(([name, body], i) => {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`);
      writeFileSync(file, body);
      files.set(`file:${file}`, name);
    });
    // vnu exits 1 when it finds an error; the JSON report is on stderr either way.
    const result = await run('java', ['-jar', vnu, '--errors-only', '--format', 'json', dir], { maxBuffer: 64 * 1024 * 1024 }).catch((error: { stderr?: string; code?: number }) => {
      if (typeof error.stderr !== 'string' || !error.stderr.trim().startsWith('{')) throw error;
      return { stderr: error.stderr };
    });
    const messages = (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .filter((m) => !checkerGaps.some((gap) => gap.pattern.test(m.message)));
    const report = errors.map((m) => `${files.get(m.url ?? '') ?? m.url} line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`);
    expect(report, `${errors.length} Nu errors over ${pages.size} pages`).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
