import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a backup holds, written last (a folder without it is an unfinished backup) and checked
 * again after a restore (decision 044).
 */
export interface Manifest {
  format: 'teacher-portal-backup/1';
  createdAt: string;
  database: {
    kind: 'embedded' | 'postgres';
    /** The dump's file in the backup folder, with its size and sha256. */
    dump: FileSummary;
    migrations: MigrationLevel;
    tables: TableSummary[];
  };
  files: {
    kind: 'local' | 's3';
    /** Every file of the store, by its path (local) or key (S3), sorted. */
    entries: FileSummary[];
  };
  /** DATA_DIR/session-secret when SESSION_SECRET is not set: the keys derive from it. */
  sessionSecret: FileSummary | null;
}

export interface TableSummary {
  /** `schema.name` */
  table: string;
  rows: number;
  /** md5 over the md5 of every row's text, in order (table-checksums.ts). */
  checksum: string;
}

export interface FileSummary {
  path: string;
  size: number;
  sha256: string;
  /** S3 only: restored with the object. */
  contentType?: string;
}

export interface MigrationLevel {
  applied: number;
  /** The tag of the newest applied migration (`0017_payslip_change_feed`), if known. */
  latest: string | null;
}

export const MANIFEST_FILE = 'manifest.json';

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} has no ${MANIFEST_FILE}: not a backup, or an unfinished one.`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== 'teacher-portal-backup/1')
    throw new Error(`${MANIFEST_FILE} is not of a known format (${String(manifest.format)}).`);
  return manifest;
}

/** Every difference between what the backup recorded and what is there now, one per line. */
export function compareTables(expected: TableSummary[], actual: TableSummary[]): string[] {
  const found = new Map(actual.map((table) => [table.table, table]));
  const problems: string[] = [];
  for (const table of expected) {
    const now = found.get(table.table);
    if (!now) problems.push(`table ${table.table}: missing`);
    else if (now.rows !== table.rows)
      problems.push(`table ${table.table}: ${now.rows} rows, the backup had ${table.rows}`);
    else if (now.checksum !== table.checksum)
      problems.push(`table ${table.table}: same ${table.rows} rows, different contents`);
    found.delete(table.table);
  }
  for (const extra of found.keys()) problems.push(`table ${extra}: not in the backup`);
  return problems;
}

export function compareFiles(expected: FileSummary[], actual: FileSummary[]): string[] {
  const found = new Map(actual.map((file) => [file.path, file]));
  const problems: string[] = [];
  for (const file of expected) {
    const now = found.get(file.path);
    if (!now) problems.push(`file ${file.path}: missing`);
    else if (now.size !== file.size || now.sha256 !== file.sha256)
      problems.push(`file ${file.path}: different contents (${now.size} bytes, was ${file.size})`);
    found.delete(file.path);
  }
  for (const extra of found.keys()) problems.push(`file ${extra}: not in the backup`);
  return problems;
}
