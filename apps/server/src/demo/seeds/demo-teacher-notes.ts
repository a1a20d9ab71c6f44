import { DAY_MS, HOUR_MS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staffActions, teachers } from '../../db/schema/index.js';
import type { DemoSeed } from '../demo-seeds.js';
import { demoLookups, insertDemoNote } from './demo-staff-notes.js';

/** A note on a demo teacher: who wrote it, how long ago, what it says. */
const NOTES: { teacher: string; by: string; hoursAgo: number; body: string }[] = [
  {
    teacher: 'teacher@portal.demo',
    by: 'operations@portal.demo',
    hoursAgo: 30 * 24,
    body: 'Welcome call done. Prefers evening classes (Beijing time) and asked about a second contract in the spring.',
  },
  {
    teacher: 'teacher@portal.demo',
    by: 'finance@portal.demo',
    hoursAgo: 9 * 24,
    body: 'Bank details checked against the signed contract: the holder name matches.',
  },
  {
    teacher: 'teacher@portal.demo',
    by: 'operations@portal.demo',
    hoursAgo: 6,
    body: 'Internet was unstable on Tuesday; she has moved her desk next to the router. Watch the next two weeks.',
  },
  {
    teacher: 'olivia.brooks@portal.demo',
    by: 'operations@portal.demo',
    hoursAgo: 20,
    body: 'Suspended after three no-shows this month. Her contract runs on: restore once she has confirmed her new schedule.',
  },
];

/**
 * Staff notes on the demo teachers and the audit trail they belong to (decision 063), so a
 * teacher's page shows notes and an activity timeline: Tessa Morgan's notes by operations and
 * finance, and Olivia Brooks's suspension (the contracts seed suspended her without writing
 * who did it) with the note that explains it.
 */
export const demoTeacherNotes: DemoSeed = {
  id: '2026-11-teacher-notes',
  async run(db: Db) {
    const now = Date.now();
    const { userOf, memberOf } = demoLookups(db);
    const olivia = await userOf('olivia.brooks@portal.demo');
    const [suspended] = await db
      .select({ reason: teachers.statusReason, at: teachers.statusChangedAt })
      .from(teachers)
      .where(eq(teachers.userId, olivia));
    await db.insert(staffActions).values({
      staffId: await memberOf('operations@portal.demo'),
      action: 'suspendTeacher',
      userId: olivia,
      detail: { reason: suspended?.reason ?? '', releasedClasses: 0 },
      createdAt: suspended?.at ?? new Date(now - DAY_MS),
    });
    for (const note of NOTES)
      await insertDemoNote(db, {
        userId: await userOf(note.teacher),
        staffId: await memberOf(note.by),
        body: note.body,
        createdAt: new Date(now - note.hoursAgo * HOUR_MS),
        action: 'addTeacherNote',
      });
  },
};
