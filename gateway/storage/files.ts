import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The image kinds the portal accepts (000 §5: jpeg, png, bmp), known by their first bytes, not their name. */
const signatures: { mime: string; ext: string; bytes: number[] }[] = [
  { mime: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/bmp', ext: 'bmp', bytes: [0x42, 0x4d] },
];

export function sniffImage(head: Uint8Array): { mime: string; ext: string } | undefined {
  return signatures.find((s) => s.bytes.every((b, i) => head[i] === b));
}

/** Stored names are random, so a name tells nothing and cannot walk out of the folder. */
export const storedName = /^[a-f0-9]{32}\.(jpg|png|bmp)$/;

/**
 * Writes the bytes under a new random name. Written under a temporary name, flushed to the disk and only
 * then renamed: a process killed mid-write (kill -9, a lost machine) left a 0-byte or cut file under its
 * final name (issue 61 item 7); now the final name holds the whole file or nothing, and a `.part` file
 * left behind names nothing a row points to.
 */
export async function saveFile(dir: string, bytes: Uint8Array, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await mkdir(dir, { recursive: true });
  // turbopackIgnore: a folder chosen at run time; traced, it would copy the whole project into the build.
  const final = path.join(/*turbopackIgnore: true*/ dir, name);
  const part = `${final}.part`;
  const file = await open(part, 'wx', 0o640);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(part, final);
  // The rename itself is on the disk once the folder is.
  const folder = await open(dir, 'r');
  await folder.sync().finally(() => folder.close());
  return name;
}

/**
 * Writes the file, then lets `record` store its row; when the row cannot be stored the file is removed
 * again, so a failed insert leaves no orphan on disk and the daily caps, which count rows, keep holding.
 */
export async function storeFile<T>(dir: string, bytes: Uint8Array, ext: string, record: (fileName: string) => Promise<T>): Promise<T> {
  const fileName = await saveFile(dir, bytes, ext);
  try {
    return await record(fileName);
  } catch (error) {
    await rm(path.join(/*turbopackIgnore: true*/ dir, fileName), { force: true });
    throw error;
  }
}

/** The client's name of an upload, kept for reviewers: control characters (a NUL breaks PostgreSQL's text) dropped. */
export function clientFileName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}

export async function readStored(dir: string, name: string): Promise<Buffer | undefined> {
  if (!storedName.test(name)) return undefined;
  return readFile(path.join(dir, name)).catch(() => undefined);
}

/** Where the portal serves a stored file (app/api/files/[name]). */
export const publicFileUrl = (name: string) => `/api/files/${name}`;

/**
 * Identity documents live in their own folder under the storage folder (DATA_DIR/uploads/private, never
 * under public/), and the portal serves them only through app/api/prefix/files/[name], which asks the
 * gateway with the viewer's token.
 */
export const privateDir = (storage: string) => path.join(storage, 'private');

export const privateFileUrl = (name: string) => `/api/prefix/files/${name}`;
