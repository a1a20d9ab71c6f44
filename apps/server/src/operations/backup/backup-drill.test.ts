import { randomBytes } from 'node:crypto';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { createLocalStorage } from '../../modules/storage/local-storage.js';
import {
  createDrillDatabase,
  drillKey,
  type DrillDatabase,
} from '../../test/backup-drill-world.js';
import { createBackup } from './backup.js';
import type { BackupTarget } from './backup-target.js';
import { createLocalFileStore } from './file-stores.js';
import type { FileSummary, Manifest, TableSummary } from './manifest.js';
import { restoreBackup, verifyRestore } from './restore.js';
import { embeddedState } from './embedded-database.js';
import { postgresState } from './postgres-database.js';

// The drill of decision 044: seed, back up, wipe, restore, and every table and file must be
// as it was; a damaged backup or a restored database that differs must be reported.

let work: string;
let drill: DrillDatabase;
let target: BackupTarget;
let backupDir: string;
let manifest: Manifest;
const lines: string[] = [];
const log = (line: string) => void lines.push(line);
const extraKey = drillKey('drill', 'pdf');
const extraBytes = randomBytes(50_000);

async function tablesNow(): Promise<TableSummary[]> {
  const database = target.database;
  const state =
    database.kind === 'postgres'
      ? await postgresState(database.url)
      : await embeddedState(database.dir);
  return state.tables;
}

async function filesNow(): Promise<FileSummary[]> {
  const summaries: FileSummary[] = [];
  for (const key of await target.files.list()) summaries.push(await target.files.summarize(key));
  return summaries;
}

let originalTables: TableSummary[];
let originalFiles: FileSummary[];

// The demo data and PGlite's starts are slow on a shared machine: a longer hook timeout.
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'portal-drill-'));
  const dataDir = path.join(work, 'data');
  const filesDir = path.join(dataDir, 'files');
  drill = await createDrillDatabase(dataDir);
  target = {
    database: drill.target,
    files: createLocalFileStore(filesDir),
    sessionSecretFile: path.join(dataDir, 'session-secret'),
  };
  const storage = createLocalStorage(filesDir);
  await drill.seed(storage);
  await storage.put(extraKey, extraBytes, 'application/pdf');
  await writeFile(target.sessionSecretFile ?? '', 'drill-session-secret-of-32-characters-or-more');
  originalTables = await tablesNow();
  originalFiles = await filesNow();
  backupDir = path.join(work, 'backup');
  manifest = await createBackup(target, backupDir, log);
}, 180_000);
afterAll(async () => {
  await drill?.drop();
  if (work) await rm(work, { recursive: true, force: true });
});

const byName = (tables: TableSummary[], name: string) => tables.find((t) => t.table === name);

describe('a backup', () => {
  it('records every table of every schema and every file as they were', () => {
    expect(manifest.database.kind).toBe(target.database.kind);
    expect(manifest.database.tables).toEqual(originalTables);
    expect(
      manifest.files.entries.map(({ path: key, size, sha256 }) => ({ path: key, size, sha256 })),
    ).toEqual(originalFiles);
    // The whole database: the app's tables, the job queue's and the migrations' own.
    expect(byName(originalTables, 'public.users')?.rows).toBeGreaterThan(0);
    expect(byName(originalTables, 'drizzle.__drizzle_migrations')?.rows).toBe(
      manifest.database.migrations.applied,
    );
    expect(originalTables.some((t) => t.table.startsWith('pgboss.') && t.rows > 0)).toBe(true);
    expect(manifest.database.migrations.latest).toMatch(/^\d{4}_/);
    // The demo's files, the `.type` companions and the one added here.
    expect(originalFiles.length).toBeGreaterThan(4);
    expect(originalFiles.map((f) => f.path)).toContain(`${extraKey}.type`);
    expect(manifest.sessionSecret?.path).toBe('session-secret');
  });

  it('refuses a folder that is not empty', async () => {
    await expect(createBackup(target, backupDir, log)).rejects.toThrow(/not empty/);
  });
});

describe('a restore after the data is lost', () => {
  beforeAll(async () => {
    await drill.wipe();
    await rm(path.join(work, 'data'), { recursive: true, force: true });
    expect(await filesNow()).toEqual([]);
  });

  it('refuses a damaged backup before it writes anything', async () => {
    const damaged = path.join(work, 'damaged');
    await cp(backupDir, damaged, { recursive: true });
    await appendFile(path.join(damaged, 'files', extraKey), 'x');
    const outcome = await restoreBackup(target, damaged, { force: false }, log);
    expect(outcome).toEqual({
      restored: false,
      problems: [`file ${extraKey}: different contents (50001 bytes, was 50000)`],
    });
    expect(await filesNow()).toEqual([]);
  });

  it('brings back every table and file as they were, and the session secret', async () => {
    const outcome = await restoreBackup(target, backupDir, { force: false }, log);
    expect(outcome).toEqual({ restored: true, problems: [] });
    expect(await tablesNow()).toEqual(originalTables);
    expect(await filesNow()).toEqual(originalFiles);
    expect(await readFile(path.join(work, 'data', 'files', extraKey))).toEqual(extraBytes);
    expect(await readFile(target.sessionSecretFile ?? '', 'utf8')).toBe(
      'drill-session-secret-of-32-characters-or-more',
    );
  }, 90_000);

  it('reports a missing table, changed rows and a changed file', async () => {
    await changeDatabase([
      'drop table public.demo_seeds cascade',
      `update public.users set email = 'changed-' || email where id = (select min(id) from public.users)`,
    ]);
    await writeFile(path.join(work, 'data', 'files', extraKey), 'changed');
    const problems = await verifyRestore(target, manifest);
    expect(problems).toEqual([
      'table public.demo_seeds: missing',
      `table public.users: same ${byName(originalTables, 'public.users')?.rows} rows, different contents`,
      `file ${extraKey}: different contents (7 bytes, was 50000)`,
    ]);
  }, 90_000);

  it('refuses a target that holds data, and replaces it with --force', async () => {
    const refused = await restoreBackup(target, backupDir, { force: false }, log);
    expect(refused.restored).toBe(false);
    expect(refused.problems[0]).toMatch(/^target not empty: the database has tables; the folder/);
    // No problems: every table and file matches the manifest again (the first test: the originals).
    const forced = await restoreBackup(target, backupDir, { force: true }, log);
    expect(forced).toEqual({ restored: true, problems: [] });
  }, 90_000);
});

async function changeDatabase(statements: string[]) {
  const database = target.database;
  const opened = await openDatabase(
    database.kind === 'postgres'
      ? { kind: 'postgres', url: database.url, poolMax: 1 }
      : { kind: 'embedded', dataDir: database.dir },
  );
  try {
    for (const statement of statements) await opened.db.execute(sql.raw(statement));
  } finally {
    await opened.close();
  }
}
