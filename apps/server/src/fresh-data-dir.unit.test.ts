import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { databaseTargetOf, openDatabase } from './db/database.js';

const root = mkdtempSync(path.join(tmpdir(), 'portal-fresh-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a start on a data folder that does not exist yet', () => {
  it('makes the folder with a given secret, and the embedded database opens and migrates in it', async () => {
    const dataDir = path.join(root, 'not', 'there', 'yet');
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(32) });
    expect(existsSync(dataDir)).toBe(true);
    // The given secret is used, none is written.
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);

    const target = databaseTargetOf(config);
    expect(target).toEqual({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite') });
    const database = await openDatabase(target);
    try {
      await database.migrate();
      await database.ping();
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
