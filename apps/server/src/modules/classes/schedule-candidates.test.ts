/**
 * Who may open and hold times at all (decision 075): the ESL certificate passed
 * (HAS_NOT_TEACHER_CERTIFICATE_URL), and for standby, the main class theirs to teach
 * (COURSE_NO_MAIN_CLASS_NOT_CANDIDATE).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { beijing, dataOf, grantPermission } from '../../test/classes.js';
import { classWorld, NOW, WEEK } from '../../test/class-world.js';
import { expectRefused } from '../../test/demo-scheduling.js';

const { clock, app, newTeacher } = classWorld();
const WORKSHOP = { topic: 'Stories and drama', lesson: 'Goldilocks' };

async function setCertificate(userId: number, status: 'RESUBMIT' | 'PASS' | null) {
  const db = app().database.db;
  if (status === null)
    await db.execute(sql`delete from applicant_documents
      where user_id = ${userId} and use_type = 'TEACHER_CERTIFICATE'`);
  else
    await db.execute(sql`update applicant_documents set status = ${status}
      where user_id = ${userId} and use_type = 'TEACHER_CERTIFICATE'`);
}

async function setMainType(change: { active?: boolean; permission?: string | null }) {
  const db = app().database.db;
  if (change.active !== undefined)
    await db.execute(
      sql`update class_types set active = ${change.active} where smart_class_type = 'MAIN'`,
    );
  if (change.permission !== undefined)
    await db.execute(
      sql`update class_types set permission = ${change.permission} where smart_class_type = 'MAIN'`,
    );
  app().services.classSettings.invalidate();
}

describe('the ESL certificate unlocks opening times', () => {
  it('refuses every way of opening without a passed certificate, and opens once it passes', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const tuesday = beijing(2026, 12, 1, 19);
    const soon = beijing(2026, 11, 30, 17);
    await setCertificate(teacher.userId, 'RESUBMIT');
    const refused = await teacher.post('/t/tc/book/batch', {
      courseType: 'MAIN',
      startTimes: [tuesday],
    });
    expectRefused(refused, 'BIZ_TEACHER_HAS_NOT_TEACHER_CERTIFICATE_URL');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(/^Please send your ESL certificate to \S+@\S+ to unlock/);
    expectRefused(
      await teacher.post('/t/tc/book/unfixed/add', {
        smartClassType: 'WORKSHOP_30',
        startTimes: [beijing(2026, 12, 2, 17)],
        ...WORKSHOP,
      }),
      'BIZ_TEACHER_HAS_NOT_TEACHER_CERTIFICATE_URL',
    );
    expectRefused(
      await teacher.post('/t/tc/book/standby', { startTime: soon }),
      'BIZ_TEACHER_HAS_NOT_TEACHER_CERTIFICATE_URL',
    );
    await setCertificate(teacher.userId, null);
    expectRefused(
      await teacher.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [tuesday] }),
      'BIZ_TEACHER_HAS_NOT_TEACHER_CERTIFICATE_URL',
    );
    // The week itself is still shown: the screen needs it to say what is locked.
    dataOf(await teacher.get('/t/tc/book/all/units', { courseType: 'MAIN', weekStartTime: WEEK }));

    const other = await newTeacher();
    dataOf(await other.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [tuesday] }));
  });
});

describe('standby needs a candidate for the main class', () => {
  it('refuses standby while the main class is turned off, or needs a permission not held', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const soon = beijing(2026, 11, 30, 17);
    await setMainType({ active: false });
    const off = await teacher.post('/t/tc/book/standby', { startTime: soon });
    expectRefused(off, 'BIZ_TEACHER_COURSE_NO_MAIN_CLASS_NOT_CANDIDATE');
    expect(off.json().msg).toMatch(/^Please contact the office staff at \S+@\S+ for help\.$/);

    await setMainType({ active: true, permission: 'FIXED_CLASS_BOOK' });
    expectRefused(
      await teacher.post('/t/tc/book/standby', { startTime: soon }),
      'BIZ_TEACHER_COURSE_NO_MAIN_CLASS_NOT_CANDIDATE',
    );
    await grantPermission(app(), teacher.userId, 'FIXED_CLASS_BOOK');
    dataOf(await teacher.post('/t/tc/book/standby', { startTime: soon }));
    await setMainType({ permission: null });
  });
});
