import path from 'node:path';
import type { Config } from '../../config.js';
import { databaseTargetOf } from '../../db/database.js';
import { localFilesDir, s3SettingsOf } from '../../modules/storage/storage-factory.js';
import { createLocalFileStore, createS3FileStore, type BackupFileStore } from './file-stores.js';

/** What a backup copies and a restore writes: the server's own database and files. */
export interface BackupTarget {
  database: { kind: 'postgres'; url: string } | { kind: 'embedded'; dir: string };
  files: BackupFileStore;
  /**
   * DATA_DIR/session-secret when SESSION_SECRET is not set: the server's keys derive from it
   * (and bank details' key too, without BANK_DATA_KEY), so the data needs it back.
   */
  sessionSecretFile: string | null;
}

/** The places the server of `config` uses (the same rules as app.ts and storage-factory.ts). */
export function backupTargetOf(config: Config, sessionSecretFromEnv: boolean): BackupTarget {
  const s3 = s3SettingsOf(config);
  const target = databaseTargetOf(config);
  return {
    database:
      target.kind === 'postgres'
        ? { kind: 'postgres', url: target.url }
        : { kind: 'embedded', dir: target.dataDir },
    files: s3 ? createS3FileStore(s3) : createLocalFileStore(localFilesDir(config)),
    sessionSecretFile: sessionSecretFromEnv ? null : path.join(config.dataDir, 'session-secret'),
  };
}
