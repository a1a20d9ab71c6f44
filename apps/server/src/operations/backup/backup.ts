import { chmod, copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupTarget } from './backup-target.js';
import { dumpEmbedded } from './embedded-database.js';
import { digestFile } from './file-hash.js';
import { safeRelative } from './file-stores.js';
import { writeManifest, type FileSummary, type Manifest } from './manifest.js';
import { dumpPostgres } from './postgres-database.js';

/** Names inside a backup folder. */
export const BACKUP_LAYOUT = {
  postgresDump: 'database.pgdump',
  embeddedDump: 'database.pglite.tar.gz',
  files: 'files',
  sessionSecret: 'session-secret',
} as const;

export type Log = (line: string) => void;

/**
 * Copies the database, the files and (when the keys derive from it) the session secret into
 * `outDir`, a new or empty folder, and writes manifest.json last.
 */
export async function createBackup(
  target: BackupTarget,
  outDir: string,
  log: Log,
  clock: () => Date = () => new Date(),
): Promise<Manifest> {
  const made = await mkdir(outDir, { recursive: true, mode: 0o700 });
  if ((await readdir(outDir)).length > 0)
    throw new Error(`${outDir} is not empty: a backup goes into a new folder.`);
  try {
    return await writeBackup(target, outDir, log, clock().toISOString());
  } catch (error) {
    // Half a backup is no backup: what this run made goes (an existing folder is emptied).
    const names = made ? [made] : (await readdir(outDir)).map((name) => path.join(outDir, name));
    for (const name of names) await rm(name, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(
  target: BackupTarget,
  outDir: string,
  log: Log,
  createdAt: string,
): Promise<Manifest> {
  const dumpName =
    target.database.kind === 'postgres' ? BACKUP_LAYOUT.postgresDump : BACKUP_LAYOUT.embeddedDump;
  const dumpFile = path.join(outDir, dumpName);
  log(`Database (${target.database.kind}) -> ${dumpName}`);
  const state =
    target.database.kind === 'postgres'
      ? await dumpPostgres(target.database.url, dumpFile)
      : await dumpEmbedded(target.database.dir, dumpFile);
  await chmod(dumpFile, 0o600);
  const dump: FileSummary = { path: dumpName, ...(await digestFile(dumpFile)) };
  log(
    `  ${state.tables.length} tables, ${state.tables.reduce((sum, t) => sum + t.rows, 0)} rows, migrations: ${state.migrations.applied} (${state.migrations.latest ?? 'none'})`,
  );

  log(`Files of ${target.files.describe} -> ${BACKUP_LAYOUT.files}/`);
  const entries: FileSummary[] = [];
  for (const key of await target.files.list()) {
    const copy = path.join(outDir, BACKUP_LAYOUT.files, safeRelative(key));
    await mkdir(path.dirname(copy), { recursive: true, mode: 0o700 });
    entries.push(await target.files.download(key, copy));
  }
  log(`  ${entries.length} files, ${entries.reduce((sum, f) => sum + f.size, 0)} bytes`);

  const sessionSecret = await copySessionSecret(target.sessionSecretFile, outDir, log);
  const manifest: Manifest = {
    format: 'teacher-portal-backup/1',
    createdAt,
    database: { kind: target.database.kind, dump, ...state },
    files: { kind: target.files.kind, entries },
    sessionSecret,
  };
  await writeManifest(outDir, manifest);
  log(`Backup written to ${outDir}`);
  return manifest;
}

async function copySessionSecret(
  file: string | null,
  outDir: string,
  log: Log,
): Promise<FileSummary | null> {
  if (!file) return null;
  const copy = path.join(outDir, BACKUP_LAYOUT.sessionSecret);
  try {
    await copyFile(file, copy);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  log(
    `Session secret (SESSION_SECRET is not set; the keys derive from ${file}) -> ${BACKUP_LAYOUT.sessionSecret}: keep this backup as private as the secret itself.`,
  );
  return { path: BACKUP_LAYOUT.sessionSecret, ...(await digestFile(copy)) };
}
