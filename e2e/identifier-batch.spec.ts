import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import ExcelJS from 'exceljs';
import { watchPage } from './helpers/watch-page';
import { lyingXlsx, wideXlsx } from './helpers/xlsx-files';

// Someone checks many identifiers at once (issue 18 item 2): pasted with full-width characters, spaces,
// duplicates and bad lines, or uploaded as CSV or XLSX; a progress bar, then the table with each item's
// recall status (recalled parts included), exported as CSV (with a byte-order mark) and XLSX. The same
// through POST /api/identifier/batch.

const batchPage = '/product_scene/batch';
const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, identifier: string) => table(page).getByRole('row').filter({ has: page.getByRole('cell', { name: identifier, exact: true }) });
// Next's route announcer is an alert too: the page's own are inside main.
const alert = (page: Page) => page.getByRole('main').getByRole('alert');

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** From now on the page's thread is sampled every 50 ms: `longestPause` is the longest it went unanswered, the page frozen. */
async function watchPauses(page: Page) {
  await page.evaluate(() => {
    const watched = window as unknown as { longestPause: number };
    watched.longestPause = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      watched.longestPause = Math.max(watched.longestPause, now - last);
      last = now;
    }, 50);
  });
}

/**
 * `name` written out in the test's own folder, for `setInputFiles(path)`: a file handed over as a buffer is
 * decoded from base64 on the page's thread by Playwright's own script, one character at a time, which held
 * it 0.8-1.7 s for the 30 MB file on a busy machine, before the page's code ran at all.
 */
function onDisk(name: string, data: Buffer): string {
  const file = test.info().outputPath(name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return file;
}

const longestPause = (page: Page) => page.evaluate(() => (window as unknown as { longestPause: number }).longestPause);

/**
 * A click in the list and typing there are answered while the file is read. How fast is judged in the page
 * (`longestPause`): timed from here, Playwright's own round trips counted, the same steps took up to 1.8 s on
 * a busy 2-core machine while the page's thread never paused more than 0.11 s.
 */
async function expectTypingAnswered(page: Page) {
  const list = page.getByLabel('标识列表（每行一个）');
  const started = Date.now();
  await list.click();
  await list.fill('88.365.1/DEMO0001');
  await expect(list).toHaveValue('88.365.1/DEMO0001');
  test.info().annotations.push({ type: 'typing answered after', description: `${Date.now() - started} ms` });
}

/** The demo identifiers as Excel saves them: a header row, then one a row, the last full-width and spaced. */
async function demoXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('标识');
  for (const id of ['标识', '88.365.1/KIT00001', '88.365.1/DEMO0001', '  ８８．３６５．１／ＮＯＲＥＣＡＬＬ ']) sheet.addRow([id]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function expectDemoResults(page: Page) {
  await expect(page.getByRole('heading', { name: '查询结果' })).toBeVisible();
  await expect(rowOf(page, '88.365.1/KIT00001')).toContainText('含召回部件：永磁交流伺服电机 CR-SM130-15（88.365.1/DEMO0001，2025-11-18）');
  await expect(rowOf(page, '88.365.1/DEMO0001')).toContainText('已召回（召回时间 2025-11-18）');
  await expect(rowOf(page, '88.365.1/DEMO0001')).toContainText('江苏澄锐智能驱动科技股份有限公司');
  await expect(rowOf(page, '88.365.1/NORECALL')).toContainText('未召回');
  await expect(rowOf(page, '88.365.1/KIT00001').getByRole('link', { name: '查看 88.365.1/KIT00001' })).toHaveAttribute('href', '/product_scene/88.365.1/KIT00001');
}

test('paste: full-width and spaced lines are normalised, duplicates dropped, bad lines listed, then the table @phone', async ({ page }) => {
  const { problems } = watchPage(page);
  await page.goto(batchPage);
  await expect(page.getByRole('heading', { level: 1, name: '批量标识查询' })).toBeVisible();
  const lines = ['８８．３６５．１／ＫＩＴ００００１', ' 88.365.1/DEMO0001 ', '88.365.1/demo0001', '', 'DEMO0001', '88.365.1/NORECALL', '88.365.1/产品01', '88.365.1/NOPE0000'];
  await page.getByLabel('标识列表（每行一个）').fill(lines.join('\n'));
  // The answer is held until the progress has been seen; once in, the progress gives way to the summary.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/identifier/batch', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: '开始查询' }).click();
  await expect(page.getByRole('progressbar', { name: '查询进度' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('正在查询 0 / 4');
  release();
  await expectDemoResults(page);
  await expect(page.getByRole('status')).toContainText('已去除重复标识 1 个');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status')).not.toContainText('正在查询');
  const invalid = page.getByRole('region', { name: '以下 2 行未查询' });
  await expect(invalid.getByRole('listitem').nth(0)).toContainText('第 5 行DEMO0001缺少“/”');
  await expect(invalid.getByRole('listitem').nth(1)).toContainText('标识不能包含中文');
  await expect(rowOf(page, '88.365.1/NOPE0000')).toContainText('未找到该标识');
  await expect(page.getByText('查询完成：共 4 个，找到 3 个，其中召回相关 2 个')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Export: CSV with a byte-order mark, and XLSX with the same cells.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^批量标识查询-\d{8}-\d{4}\.csv$/);
  const bytes = readFileSync((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('标识,名称,企业,召回状态,链接\r\n');
  expect(text).toContain('88.365.1/DEMO0001,永磁交流伺服电机 CR-SM130-15,江苏澄锐智能驱动科技股份有限公司,已召回（召回时间 2025-11-18）,http');

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsx.path())!);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, '标识', '名称', '企业', '召回状态', '链接']);
  const cells = (sheet.getSheetValues() as unknown[][]).map((r) => (r ?? []).slice(1, 4));
  expect(cells).toContainEqual(['88.365.1/KIT00001', '泵站智能驱动成套装置 CR-PSK-75', '江苏澄锐智能驱动科技股份有限公司']);
  expect(problems).toEqual([]);
});

test('upload: a CSV from Excel and an XLSX give the same table; a header row is not a bad line', async ({ page }) => {
  const { problems } = watchPage(page);
  await page.goto(batchPage);
  const csv = Buffer.from('\uFEFF标识,备注\r\n88.365.1/KIT00001,套装\r\n88.365.1/DEMO0001,电机\r\n88.365.1/NORECALL,\r\nnot-an-id,\r\n', 'utf8');
  await page.getByLabel('上传 CSV 或 XLSX 文件').setInputFiles({ name: 'ids.csv', mimeType: 'text/csv', buffer: csv });
  await expectDemoResults(page);
  await expect(page.getByRole('status')).toContainText('已读取文件 ids.csv，共 4 行');
  await expect(page.getByRole('region', { name: '以下 1 行未查询' })).toContainText('第 5 行');

  await page.getByLabel('上传 CSV 或 XLSX 文件').setInputFiles({ name: 'ids.xlsx', mimeType: xlsxType, buffer: await demoXlsx() });
  await expect(page.getByRole('status')).toContainText('已读取文件 ids.xlsx，共 3 行');
  await expectDemoResults(page);
  await expect(page.getByRole('region', { name: /未查询/ })).toHaveCount(0);

  await page.getByLabel('上传 CSV 或 XLSX 文件').setInputFiles({ name: 'ids.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(alert(page)).toContainText('文件无法读取，请上传 CSV 或 XLSX 文件');
  expect(problems).toEqual([]);
});

// An XLSX is parsed in a worker of its own, which has 20 s (read-xlsx-in-worker.ts): the page's thread
// stays free, whatever the file. These two are the files that froze it: exceljs on the page's thread held
// it 1.4 s for the second here, and longer on a slower machine.
test('upload: an XLSX whose directory hides a 200 MB sheet is refused within seconds, saying why, and the page stays usable @desktop-only', async ({ page }) => {
  const { problems } = watchPage(page);
  await page.goto(batchPage);
  const bomb = await lyingXlsx(200 * 1024 * 1024);
  expect(bomb.length).toBeLessThan(1024 * 1024);
  await watchPauses(page);
  const uploaded = Date.now();
  await page.getByLabel('上传 CSV 或 XLSX 文件').setInputFiles(onDisk('bomb.xlsx', bomb));
  await expectTypingAnswered(page);
  await expect(alert(page)).toHaveText('文件内容过大（解压后超过 30MB），请只保留标识所在的一列后重新上传', { timeout: 15_000 });
  test.info().annotations.push({ type: 'refused after', description: `${Date.now() - uploaded} ms` }, { type: 'longest pause', description: `${Math.round(await longestPause(page))} ms` });
  expect(await longestPause(page)).toBeLessThan(1_000);
  await expect(page.getByRole('status')).not.toContainText('bomb.xlsx');
  expect(problems).toEqual([]);
});

test('upload: an honest XLSX just under the 30 MB cap is read while the page stays usable, its first 5,000 rows taken @desktop-only', async ({ page }) => {
  const { problems } = watchPage(page);
  await page.goto(batchPage);
  const wide = await wideXlsx(45_000);
  await watchPauses(page);
  const uploaded = Date.now();
  await page.getByLabel('上传 CSV 或 XLSX 文件').setInputFiles(onDisk('wide.xlsx', wide));
  await expect(page.getByRole('status')).toContainText('正在读取文件 wide.xlsx…');
  await expectTypingAnswered(page);
  await expect(page.getByRole('status')).toContainText('已读取文件 wide.xlsx，共 5000 行', { timeout: 25_000 });
  test.info().annotations.push({ type: 'read after', description: `${Date.now() - uploaded} ms` }, { type: 'longest pause', description: `${Math.round(await longestPause(page))} ms` });
  await expect(alert(page)).toHaveText('一次最多查询 500 个标识，当前 5000 个，请分批查询');
  expect(await longestPause(page)).toBeLessThan(1_000);
  expect(problems).toEqual([]);
});

test('upload: a browser that makes no worker reads an XLSX on the page, as before workers @desktop-only', async ({ page }) => {
  const { problems } = watchPage(page);
  await page.addInitScript(() => delete (window as { Worker?: unknown }).Worker);
  await page.goto(batchPage);
  await page.getByLabel('上传 CSV 或 XLSX 文件').setInputFiles({ name: 'ids.xlsx', mimeType: xlsxType, buffer: await demoXlsx() });
  await expect(page.getByRole('status')).toContainText('已读取文件 ids.xlsx，共 3 行');
  await expectDemoResults(page);
  expect(problems).toEqual([]);
});

test('an empty paste and more than 500 identifiers are refused with a message', async ({ page }) => {
  await page.goto(batchPage);
  await page.getByRole('button', { name: '开始查询' }).click();
  await expect(alert(page)).toHaveText('请至少输入一个标识');
  await page.getByLabel('标识列表（每行一个）').fill(Array.from({ length: 501 }, (_, i) => `88.365.1/T${i}`).join('\n'));
  await page.getByRole('button', { name: '开始查询' }).click();
  await expect(alert(page)).toHaveText('一次最多查询 500 个标识，当前 501 个，请分批查询');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the identifier search links to the batch page', async ({ page }) => {
  await page.goto('/product_scene/88.365.1/NOPE0000');
  await page.getByRole('main').getByRole('link', { name: '批量查询' }).click();
  await expect(page).toHaveURL(/\/product_scene\/batch$/);
  await expect(page.getByRole('heading', { level: 1, name: '批量标识查询' })).toBeVisible();
});

test('POST /api/identifier/batch: JSON in, JSON out, the same rules, Chinese refusals @desktop-only', async ({ request }) => {
  const answer = await request.post('/api/identifier/batch', { data: { identifiers: ['88.365.1/KIT00001', '８８．３６５．１／ＤＥＭＯ０００１', '88.365.1/kit00001', 'DEMO0001', '88.365.1/NOPE0000'] } });
  expect(answer.status()).toBe(200);
  expect(Number(answer.headers()['x-ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
  const body = await answer.json();
  expect(body.ok).toBe(true);
  expect(body.duplicates).toBe(1);
  expect(body.invalid).toEqual([{ line: 4, input: 'DEMO0001', reason: '缺少“/”，标识格式如 88.365.1/DEMO0001' }]);
  expect(body.results.map((r: { identifier: string; status: string }) => [r.identifier, r.status])).toEqual([
    ['88.365.1/KIT00001', 'found'],
    ['88.365.1/DEMO0001', 'found'],
    ['88.365.1/NOPE0000', 'not-found'],
  ]);
  const [kit, motor] = body.results;
  expect(kit).toMatchObject({ name: '泵站智能驱动成套装置 CR-PSK-75', company: '江苏澄锐智能驱动科技股份有限公司', recalled: false, recalledParts: [{ identifier: '88.365.1/DEMO0001', name: '永磁交流伺服电机 CR-SM130-15', recallTime: '2025-11-18' }] });
  expect(kit.url).toMatch(/\/product_scene\/88\.365\.1\/KIT00001$/);
  expect(motor).toMatchObject({ recalled: true, recallTime: '2025-11-18', recalledParts: [] });

  const tooMany = await request.post('/api/identifier/batch', { data: { identifiers: Array.from({ length: 501 }, (_, i) => `88.365.1/T${i}`) } });
  expect(tooMany.status()).toBe(400);
  expect((await tooMany.json()).message).toBe('一次最多查询 500 个标识，当前 501 个，请分批查询');
  for (const data of [{}, { identifiers: [] }, { identifiers: 'x' }, { identifiers: [1] }]) {
    const refused = await request.post('/api/identifier/batch', { data });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe('请求内容应为标识列表，每次 1 至 500 个标识');
  }
  // The page address answers HTML, never the identifier JSON twin.
  const html = await request.get('/product_scene/batch', { headers: { accept: 'application/json' } });
  expect(html.status()).toBe(200);
});
