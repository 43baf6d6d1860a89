import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataFolderInUse, lockDataFolder } from './pglite-lock';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('one process per PGlite folder', () => {
  it('takes a free folder and gives it back', () => {
    const release = lockDataFolder(folder);
    expect(readFileSync(path.join(folder, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    // A second instance in this same process is refused too: it would corrupt the folder as well.
    expect(() => lockDataFolder(folder)).toThrow('this process opened it already');
    release();
    expect(existsSync(path.join(folder, 'pglite.lock'))).toBe(false);
    // Once released, it can be opened again (a failed open is retried).
    lockDataFolder(folder)();
  });

  it('refuses a folder a living process holds, with what to do', () => {
    writeFileSync(path.join(folder, 'pglite.lock'), String(process.ppid));
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUse);
    expect(() => lockDataFolder(folder)).toThrow(/in use by process \d+.*Stop it first, or use PostgreSQL/);
  });

  it('takes over the lock of a process that died, or of an earlier life of this pid', () => {
    writeFileSync(path.join(folder, 'pglite.lock'), '2147483646');
    lockDataFolder(folder)();
    expect(existsSync(path.join(folder, 'pglite.lock'))).toBe(false);
    writeFileSync(path.join(folder, 'pglite.lock'), String(process.pid));
    lockDataFolder(folder)();
  });
});
