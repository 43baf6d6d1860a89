import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { saveFile, storedName } from './files';

// Issue 61 item 7: an upload's file is the whole file under its name, or nothing under it.

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'uploads-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a stored file', () => {
  it('is written whole under its name, and nothing else is left', async () => {
    const name = await saveFile(dir, new Uint8Array(1000).fill(7), 'png');
    expect(name).toMatch(storedName);
    expect(readdirSync(dir)).toEqual([name]);
    expect(statSync(path.join(dir, name)).size).toBe(1000);
  });

  it('leaves nothing under a stored name when its process is killed while writing', async () => {
    const script = path.join(dir, 'writer.ts');
    const target = path.join(dir, 'files');
    writeFileSync(script, `import { saveFile } from ${JSON.stringify(path.resolve('gateway/storage/files.ts'))};\nvoid saveFile(${JSON.stringify(target)}, new Uint8Array(1_500_000_000), 'png');\n`);
    const child = spawn(path.resolve('node_modules/.bin/tsx'), [script], { stdio: 'ignore' });
    const started = Date.now();
    // Killed once the write is under way.
    while (!(existsSync(target) && readdirSync(target).some((file) => statSync(path.join(target, file)).size > 0)) && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const left = readdirSync(target);
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((file) => storedName.test(file))).toEqual([]);
  }, 30_000);
});
