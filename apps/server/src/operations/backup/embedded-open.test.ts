import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.js';
import { createBackup } from './backup.js';
import type { BackupTarget } from './backup-target.js';
import { createLocalFileStore } from './file-stores.js';

// PGlite lets a second process open a folder another has open, and the two would corrupt it:
// the backup must refuse while the embedded server runs (decision 044). Embedded whatever
// the suite's database: this is the embedded path's own rule.

let work: string;
let open: Database;
let target: BackupTarget;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'portal-drill-open-'));
  const dir = path.join(work, 'pglite');
  open = await openDatabase({ kind: 'embedded', dataDir: dir });
  target = {
    database: { kind: 'embedded', dir },
    files: createLocalFileStore(path.join(work, 'files')),
    sessionSecretFile: null,
  };
});
afterAll(async () => {
  await open?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the embedded backup', () => {
  it('refuses while a server has the database open, and runs once it is closed', async () => {
    const out = path.join(work, 'backup');
    await expect(createBackup(target, out, () => undefined)).rejects.toThrow(
      /is open \(postmaster\.pid\): stop the server first/,
    );
    expect(existsSync(out)).toBe(false);

    await open.close();
    const manifest = await createBackup(target, out, () => undefined);
    expect(manifest.database).toMatchObject({ kind: 'embedded', tables: [] });
    expect((await readdir(out)).sort()).toEqual(['database.pglite.tar.gz', 'manifest.json']);
  });
});
