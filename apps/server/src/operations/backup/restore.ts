import { copyFile, mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_LAYOUT, type Log } from './backup.js';
import type { BackupTarget } from './backup-target.js';
import {
  assertNotOpen,
  embeddedIsEmpty,
  embeddedState,
  restoreEmbedded,
} from './embedded-database.js';
import { digestFile } from './file-hash.js';
import { safeRelative, stampOf } from './file-stores.js';
import {
  compareFiles,
  compareTables,
  readManifest,
  type FileSummary,
  type Manifest,
} from './manifest.js';
import {
  emptyPostgres,
  postgresIsEmpty,
  postgresState,
  restorePostgres,
} from './postgres-database.js';

export interface RestoreOutcome {
  /** Differences between the backup's manifest and what is there; empty when all match. */
  problems: string[];
  /** Whether anything was written (false when the backup or the target was refused). */
  restored: boolean;
}

/**
 * Checks the backup against its manifest, refuses a target that holds data unless `force`,
 * restores the database, the files and the session secret, then compares what is there
 * with the manifest (decision 044).
 */
export async function restoreBackup(
  target: BackupTarget,
  backupDir: string,
  options: { force: boolean },
  log: Log,
): Promise<RestoreOutcome> {
  const manifest = await readManifest(backupDir);
  log(
    `Backup of ${manifest.createdAt} (${manifest.database.kind} database, ${manifest.files.kind} files)`,
  );
  if (manifest.database.kind !== target.database.kind || manifest.files.kind !== target.files.kind)
    throw new Error(
      `This backup holds a ${manifest.database.kind} database and ${manifest.files.kind} files; this server uses a ${target.database.kind} database and ${target.files.kind} files. Restore it with the same kinds of storage.`,
    );

  const damaged = await checkBackup(backupDir, manifest);
  if (damaged.length > 0) {
    log('The backup does not match its manifest; nothing was restored:');
    for (const problem of damaged) log(`  ${problem}`);
    return { problems: damaged, restored: false };
  }

  const occupied = await occupiedParts(target, manifest);
  if (occupied.length > 0 && !options.force) {
    log(`The target is not empty (${occupied.join('; ')}); nothing was restored.`);
    log('Restore into an empty database and store, or pass --force to replace what is there.');
    return { problems: [`target not empty: ${occupied.join('; ')}`], restored: false };
  }

  const dumpFile = path.join(backupDir, manifest.database.dump.path);
  log(`Database <- ${manifest.database.dump.path}`);
  if (target.database.kind === 'postgres') {
    if (options.force) {
      log('  emptying the target database first (--force)');
      await emptyPostgres(target.database.url);
    }
    await restorePostgres(target.database.url, dumpFile);
  } else {
    const movedTo = await restoreEmbedded(target.database.dir, dumpFile);
    if (movedTo) log(`  the database that was there moved to ${movedTo}`);
  }

  log(`Files -> ${target.files.describe}`);
  const keep = new Set(manifest.files.entries.map((file) => file.path));
  if (options.force && (await target.files.list()).length > 0)
    log(`  ${await target.files.clearFor(keep)}`);
  for (const file of manifest.files.entries) {
    const copy = path.join(backupDir, BACKUP_LAYOUT.files, safeRelative(file.path));
    await target.files.upload(file.path, copy, file.contentType);
  }
  await restoreSessionSecret(target.sessionSecretFile, backupDir, manifest.sessionSecret, log);

  const problems = await verifyRestore(target, manifest);
  const { tables, files } = { tables: manifest.database.tables, files: manifest.files.entries };
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  if (problems.length === 0)
    log(
      `Restored; all ${tables.length} tables (${rows} rows) and ${files.length} files match the manifest.`,
    );
  else {
    log('Restored, but what is there does not match the manifest:');
    for (const problem of problems) log(`  ${problem}`);
  }
  return { problems, restored: true };
}

/** The comparison the restore prints: the target now against the manifest. */
export async function verifyRestore(target: BackupTarget, manifest: Manifest): Promise<string[]> {
  const state =
    target.database.kind === 'postgres'
      ? await postgresState(target.database.url)
      : await embeddedState(target.database.dir);
  const files: FileSummary[] = [];
  for (const key of await target.files.list()) files.push(await target.files.summarize(key));
  const problems = [
    ...compareTables(manifest.database.tables, state.tables),
    ...compareFiles(manifest.files.entries, files),
  ];
  if (state.migrations.applied !== manifest.database.migrations.applied)
    problems.push(
      `migrations: ${state.migrations.applied} applied, the backup had ${manifest.database.migrations.applied}`,
    );
  return problems;
}

/** The dump and every copied file as the manifest recorded them: nothing restored otherwise. */
async function checkBackup(backupDir: string, manifest: Manifest): Promise<string[]> {
  const recorded = [
    manifest.database.dump,
    ...(manifest.sessionSecret ? [manifest.sessionSecret] : []),
  ];
  const copies: FileSummary[] = [];
  for (const file of recorded) {
    const summary = await digestFile(path.join(backupDir, file.path)).catch(() => undefined);
    if (summary) copies.push({ path: file.path, ...summary });
  }
  const files: FileSummary[] = [];
  for (const file of manifest.files.entries) {
    const copy = path.join(backupDir, BACKUP_LAYOUT.files, safeRelative(file.path));
    const summary = await digestFile(copy).catch(() => undefined);
    if (summary) files.push({ path: file.path, ...summary });
  }
  return [
    ...compareFiles(recorded, copies),
    ...compareFiles(
      manifest.files.entries.map(({ path: key, size, sha256 }) => ({ path: key, size, sha256 })),
      files,
    ),
  ];
}

/** What of the target already holds data; a restore over it needs --force. */
async function occupiedParts(target: BackupTarget, manifest: Manifest): Promise<string[]> {
  const parts: string[] = [];
  const database = target.database;
  if (database.kind === 'embedded') assertNotOpen(database.dir);
  const empty =
    database.kind === 'postgres'
      ? await postgresIsEmpty(database.url)
      : await embeddedIsEmpty(database.dir);
  if (!empty) parts.push('the database has tables');
  const stored = (await target.files.list()).length;
  if (stored > 0) parts.push(`${target.files.describe} holds ${stored} file(s)`);
  const secret = target.sessionSecretFile;
  if (secret && manifest.sessionSecret) {
    const present = await digestFile(secret).catch(() => undefined);
    if (present && present.sha256 !== manifest.sessionSecret.sha256)
      parts.push(`${secret} holds another secret`);
  }
  return parts;
}

async function restoreSessionSecret(
  file: string | null,
  backupDir: string,
  recorded: FileSummary | null,
  log: Log,
): Promise<void> {
  if (!recorded) return;
  const copy = path.join(backupDir, recorded.path);
  if (!file) {
    log('The backup holds a session secret, but SESSION_SECRET is set: it was left in the backup.');
    return;
  }
  const present = await readFile(file).catch(() => undefined);
  if (present?.equals(await readFile(copy))) return;
  if (present) {
    const aside = `${file}.before-restore-${stampOf(new Date())}`;
    await rename(file, aside);
    log(`  the session secret that was there moved to ${aside}`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  await copyFile(copy, file);
  log(`Session secret -> ${file}`);
}
