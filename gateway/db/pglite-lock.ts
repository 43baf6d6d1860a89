import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes, nor between two instances in one process: a second instance
 * on the same folder sees stale data and its writes corrupt the folder (tried: the next open aborts).
 * So the folder carries a lock file with the owner's pid, and this process remembers (on globalThis,
 * which every bundled copy of this module shares) which folders it holds. A second process
 * (`npm run review` beside a running portal) or a second instance is refused with a clear message.
 * A lock left by a process that died, or by an earlier life of this pid (a restarted container's
 * pid 1), is taken over.
 */
export class DataFolderInUse extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The PGlite data folder ${folder} is in use by process ${pid}${pid === process.pid ? ' (this process opened it already)' : ' (a running portal or gateway)'}. ` +
        'Stop it first, or use PostgreSQL (DATABASE_URL), where several processes may share the database. ' +
        `If no such process runs, delete ${path.join(folder, lockName)}.`,
    );
    this.name = 'DataFolderInUse';
  }
}

const lockName = 'pglite.lock';
const held = ((globalThis as typeof globalThis & { __idportalPgliteFolders?: Set<string> }).__idportalPgliteFolders ??= new Set<string>());

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process; returns the release. */
export function lockDataFolder(folder: string): () => void {
  const file = path.join(folder, lockName);
  if (held.has(file)) throw new DataFolderInUse(folder, process.pid);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) throw new DataFolderInUse(folder, owner);
    writeFileSync(file, String(process.pid));
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
