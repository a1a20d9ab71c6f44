import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
import { stampOf } from './file-stores.js';
import type { DatabaseState } from './postgres-database.js';
import { hasNoTables, migrationLevel, summarizeTables, type RunSql } from './table-checksums.js';

/**
 * PGlite serves one process. While it has a folder open it keeps `postmaster.pid` there and
 * removes it on close; a second process opening the same folder is not refused by PGlite
 * and would corrupt it, so the backup refuses instead (the file also stays after a crash).
 */
export function assertNotOpen(dir: string): void {
  if (existsSync(path.join(dir, 'postmaster.pid')))
    throw new Error(
      `The embedded database ${dir} is open (postmaster.pid): stop the server first; PGlite serves one process at a time. If no server runs, it stopped without closing the database: start it and stop it once, then try again.`,
    );
}

const runOn =
  (database: Database): RunSql =>
  <T>(text: string) =>
    queryRows<T>(database.db, sql.raw(text));

async function stateOf(database: Database): Promise<DatabaseState> {
  const run = runOn(database);
  return { tables: await summarizeTables(run), migrations: await migrationLevel(run) };
}

/** The data folder as PGlite's own dump (a tarball), gzipped. */
export async function dumpEmbedded(dir: string, file: string): Promise<DatabaseState> {
  if (await isEmptyFolder(dir)) throw new Error(`There is no embedded database at ${dir}.`);
  assertNotOpen(dir);
  const database = await openDatabase({ kind: 'embedded', dataDir: dir });
  try {
    const state = await stateOf(database);
    if (!database.dump) throw new Error('an embedded database can be dumped');
    const tarball = await database.dump();
    await pipeline(
      Readable.fromWeb(tarball.stream() as WebStream),
      createGzip(),
      createWriteStream(file, { mode: 0o600 }),
    );
    return state;
  } finally {
    await database.close();
  }
}

export async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Whether the folder holds no database, or one without tables. */
export async function embeddedIsEmpty(dir: string): Promise<boolean> {
  if (await isEmptyFolder(dir)) return true;
  assertNotOpen(dir);
  const database = await openDatabase({ kind: 'embedded', dataDir: dir });
  try {
    return await hasNoTables(runOn(database));
  } finally {
    await database.close();
  }
}

/** A folder already there moves aside (answers where); the dump is unpacked into a new one. */
export async function restoreEmbedded(dir: string, file: string): Promise<string | undefined> {
  assertNotOpen(dir);
  let movedTo: string | undefined;
  if (!(await isEmptyFolder(dir))) {
    movedTo = `${dir}.before-restore-${stampOf(new Date())}`;
    await rename(dir, movedTo);
  }
  // PGlite makes the folder, not its parents (DATA_DIR may be gone with the data).
  await mkdir(path.dirname(dir), { recursive: true });
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file).pipe(createGunzip()))
    chunks.push(chunk as Buffer);
  const database = await openDatabase({
    kind: 'embedded',
    dataDir: dir,
    template: new Blob([Buffer.concat(chunks)]),
  });
  await database.close();
  return movedTo;
}

export async function embeddedState(dir: string): Promise<DatabaseState> {
  assertNotOpen(dir);
  const database = await openDatabase({ kind: 'embedded', dataDir: dir });
  try {
    return await stateOf(database);
  } finally {
    await database.close();
  }
}
