import { appendFileSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

// The queue's file: JSON lines, each a change to the queue, appended as it happens; now and then
// replaced by the lines of the current state alone (written to a temporary file, flushed, renamed over
// it, so a crash leaves the old file or the new one, never half of one). Appending keeps a recall's
// fan-out cheap: its 1,000-identifier calls add 1,000 URLs each, where rewriting the whole queue each
// time would write the backlog again for every call.

export interface Journal {
  /** The lines in the file, oldest first; a line that does not parse (a write cut by a crash) is skipped. */
  read(): { lines: unknown[]; skipped: number };
  append(line: unknown): void;
  /** Replaces the file with these lines. */
  rewrite(lines: readonly unknown[]): void;
  /** Bytes appended since the last rewrite, and the size of that rewrite. */
  growth(): { appended: number; base: number };
}

export function openJournal(file: string): Journal {
  // turbopackIgnore: DATA_DIR is chosen at run time; traced, the build would copy the project (as gateway/storage/files.ts says).
  mkdirSync(path.dirname(/*turbopackIgnore: true*/ file), { recursive: true });
  let appended = 0;
  let base = 0;
  return {
    read() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { lines: [], skipped: 0 };
        throw error;
      }
      base = Buffer.byteLength(text);
      const lines: unknown[] = [];
      let skipped = 0;
      for (const line of text.split('\n')) {
        if (!line) continue;
        try {
          lines.push(JSON.parse(line));
        } catch {
          skipped += 1;
        }
      }
      return { lines, skipped };
    },
    append(line) {
      const text = `${JSON.stringify(line)}\n`;
      // Synchronous and unflushed: a few kilobytes into the page cache, so a process that dies right after
      // the change that caused it still leaves the line behind (a machine that loses power may not).
      appendFileSync(file, text);
      appended += Buffer.byteLength(text);
    },
    rewrite(lines) {
      const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
      const temporary = `${file}.${process.pid}.tmp`;
      const fd = openSync(temporary, 'w');
      try {
        writeSync(fd, text);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, file);
      appended = 0;
      base = Buffer.byteLength(text);
    },
    growth: () => ({ appended, base }),
  };
}
