import { DAY_MS, HOUR_MS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, staffActions, teacherNotes, teachers, users } from '../../db/schema/index.js';
import type { DemoSeed } from '../demo-seeds.js';

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
    const userOf = async (email: string) => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!row) throw new Error(`demo account ${email} is missing`);
      return row.id;
    };
    const memberOf = async (email: string) => {
      const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
      if (!row) throw new Error(`demo staff member ${email} is missing`);
      return row.id;
    };
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
    for (const note of NOTES) {
      const userId = await userOf(note.teacher);
      const staffId = await memberOf(note.by);
      const createdAt = new Date(now - note.hoursAgo * HOUR_MS);
      const [row] = await db
        .insert(teacherNotes)
        .values({ userId, staffId, body: note.body, createdAt })
        .returning({ id: teacherNotes.id });
      if (!row) throw new Error('demo note not written');
      await db.insert(staffActions).values({
        staffId,
        action: 'addTeacherNote',
        userId,
        detail: { noteId: row.id },
        createdAt,
      });
    }
  },
};
