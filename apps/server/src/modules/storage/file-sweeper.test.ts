import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { gradientPng } from '../../lib/gradient-picture.js';
import { randomToken } from '../../lib/tokens.js';
import { commitSteps, uploadPhoto } from '../../test/applicant-flow.js';
import { step1, step2, step3 } from '../../test/resume-payloads.js';
import { teacherSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createFileSweeper, ORPHAN_GRACE_MS, UNREFERENCED_UPLOAD_MS } from './file-sweeper.js';
import { createStoredFilesRepository } from './stored-files.repository.js';

// The sweeper: files are stored before their row, so a failed write leaves a file nobody
// names; uploads a form never took up are abandoned. Both go, and nothing a row names does.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sweeperAt = (offsetMs: number) =>
  createFileSweeper(
    createStoredFilesRepository(t.app.database.db),
    t.app.services.storage,
    () => new Date(Date.now() + offsetMs),
  );

async function upload(token: string) {
  const { fileId, url } = await uploadPhoto(t.app, token);
  const [row] = await queryRows<{ key: string }>(
    t.app.database.db,
    sql`select storage_key as key from uploads where id = ${fileId}`,
  );
  if (!row) throw new Error(`no upload row ${fileId}`);
  return { fileId, url, key: row.key };
}

// The file's stream is closed at once: left open, it would fail after the app's folder is gone.
async function stored(key: string): Promise<boolean> {
  const file = await t.app.services.storage.read(key);
  file?.stream.destroy();
  return file !== undefined;
}

async function uploadRow(fileId: string) {
  const rows = await queryRows<{ id: string }>(
    t.app.database.db,
    sql`select id from uploads where id = ${fileId}`,
  );
  return rows.length;
}

describe('the file sweeper', () => {
  it('removes an upload no form took up after a day, with its file, and keeps one a form names', async () => {
    const session = await teacherSession(t.app);
    const abandoned = await upload(session.token);
    const kept = await upload(session.token);
    await commitSteps(t.app, session.token, [
      step1(),
      step2(),
      step3({ personPhotoUrl: kept.url, personPhotoName: 'me.png' }),
    ]);

    // Within the day: both stay.
    await sweeperAt(UNREFERENCED_UPLOAD_MS - 60_000).run();
    expect(await uploadRow(abandoned.fileId)).toBe(1);
    expect(await stored(abandoned.key)).toBe(true);

    const swept = await sweeperAt(UNREFERENCED_UPLOAD_MS + 60_000).run();
    expect(swept.uploads).toBeGreaterThanOrEqual(1);
    expect(await uploadRow(abandoned.fileId)).toBe(0);
    expect(await stored(abandoned.key)).toBe(false);
    expect(await uploadRow(kept.fileId)).toBe(1);
    expect(await stored(kept.key)).toBe(true);
  });

  it('removes a stored file no row names once the grace period is over, and only then', async () => {
    const orphan = `uploads/${randomToken()}.pdf`;
    await t.app.services.storage.put(orphan, Buffer.from('%PDF-1.4'), 'application/pdf');
    const session = await teacherSession(t.app);
    const named = await upload(session.token);

    await sweeperAt(ORPHAN_GRACE_MS - 60_000).run();
    expect(await stored(orphan)).toBe(true);

    const swept = await sweeperAt(ORPHAN_GRACE_MS + 60_000).run();
    expect(swept.files).toBeGreaterThanOrEqual(1);
    expect(await stored(orphan)).toBe(false);
    // Named by its (young) upload row: kept.
    expect(await stored(named.key)).toBe(true);
  });

  it('keeps the pictures banners name', async () => {
    const [banner] = await queryRows<{ key: string }>(
      t.app.database.db,
      sql`insert into banners (kind, title, picture_key, picture_type)
          values ('TEACHER_RECRUIT', 'Kept', ${`banners/${randomToken()}.png`}, 'image/png')
          returning picture_key as key`,
    );
    const key = banner?.key ?? '';
    await t.app.services.storage.put(
      key,
      await gradientPng(4, 4, [1, 1, 1], [2, 2, 2]),
      'image/png',
    );
    await sweeperAt(UNREFERENCED_UPLOAD_MS + ORPHAN_GRACE_MS).run();
    expect(await stored(key)).toBe(true);
  });
});
