import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Settings } from '../../modules/storage/s3-storage.js';
import {
  createDrillDatabase,
  drillKey,
  type DrillDatabase,
} from '../../test/backup-drill-world.js';
import { gradientPng } from '../../lib/gradient-picture.js';
import { pdfOf } from '../../test/file-grants.js';
import { createBackup } from './backup.js';
import type { BackupTarget } from './backup-target.js';
import { createS3FileStore } from './file-stores.js';
import type { FileSummary, Manifest } from './manifest.js';
import { restoreBackup, verifyRestore } from './restore.js';

// The drill with the files in an S3 bucket (s3rver): every object is listed and copied into
// the backup, and put back with its content type (decision 044). The database part is the
// other drill's; here it is only migrated.

let work: string;
let s3: S3rver;
let drill: DrillDatabase;
let target: BackupTarget;
let settings: S3Settings;
let manifest: Manifest;
let originals: FileSummary[];
const log = () => undefined;
const pdfKey = drillKey('contracts', 'pdf');
const pngKey = drillKey('photos', 'png');

const filesNow = async () => {
  const summaries: FileSummary[] = [];
  for (const key of await target.files.list()) summaries.push(await target.files.summarize(key));
  return summaries;
};

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'portal-drill-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'portal-drill', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    bucket: 'portal-drill',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  drill = await createDrillDatabase(path.join(work, 'data'));
  target = { database: drill.target, files: createS3FileStore(settings), sessionSecretFile: null };
  const storage = createS3Storage(settings);
  await drill.seed(storage, { demo: false });
  await storage.put(pdfKey, pdfOf(4000), 'application/pdf');
  await storage.put(pngKey, await gradientPng(16, 16, [0, 0, 0], [255, 0, 0]), 'image/png');
  originals = await filesNow();
  manifest = await createBackup(target, path.join(work, 'backup'), log);
}, 180_000);
afterAll(async () => {
  await drill?.drop();
  await s3?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

// A restore loads the whole database again (pg_restore into PGlite takes about 20 s on a busy
// machine): the drill's own time-out (backup-drill.test.ts), not the suite's 30 s.
const RESTORE_MS = 90_000;

describe('a backup of S3 files', () => {
  it(
    'holds every object with its content type, and a restore puts them back',
    async () => {
      expect(originals.map((file) => file.contentType)).toEqual(['application/pdf', 'image/png']);
      expect(manifest.files).toEqual({ kind: 's3', entries: originals });
      expect(manifest.sessionSecret).toBeNull();

      const storage = createS3Storage(settings);
      for (const key of [pdfKey, pngKey]) await storage.delete(key);
      await drill.wipe();
      expect(await filesNow()).toEqual([]);

      const outcome = await restoreBackup(target, path.join(work, 'backup'), { force: false }, log);
      expect(outcome).toEqual({ restored: true, problems: [] });
      expect(await filesNow()).toEqual(originals);
      const png = await storage.read(pngKey);
      png?.stream.destroy();
      expect(png?.contentType).toBe('image/png');
    },
    RESTORE_MS,
  );

  it(
    'reports a changed object and one the backup does not hold; --force deletes the latter',
    async () => {
      const storage = createS3Storage(settings);
      const strayKey = drillKey('photos', 'png');
      await storage.put(pdfKey, pdfOf(100), 'application/pdf');
      await storage.put(strayKey, await gradientPng(4, 4, [0, 0, 0], [0, 0, 0]), 'image/png');
      const problems = await verifyRestore(target, manifest);
      expect(problems).toEqual([
        expect.stringMatching(new RegExp(`^file ${pdfKey}: different contents`)),
        `file ${strayKey}: not in the backup`,
      ]);

      const forced = await restoreBackup(target, path.join(work, 'backup'), { force: true }, log);
      expect(forced).toEqual({ restored: true, problems: [] });
      expect(await storage.read(strayKey)).toBeUndefined();
    },
    RESTORE_MS,
  );
});
