import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, staffActions, teacherNotes, users } from '../../db/schema/index.js';

/** The demo's accounts and staff members by e-mail: a seed fails loudly if one is missing. */
export function demoLookups(db: Db) {
  return {
    async userOf(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!row) throw new Error(`demo account ${email} is missing`);
      return row.id;
    },
    async memberOf(email: string) {
      const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
      if (!row) throw new Error(`demo staff member ${email} is missing`);
      return row.id;
    },
  };
}

/** A staff note on an applicant or teacher, with the audit row the note call writes. */
export async function insertDemoNote(
  db: Db,
  note: {
    userId: number;
    staffId: number;
    body: string;
    createdAt: Date;
    action: 'addApplicantNote' | 'addTeacherNote';
  },
) {
  const { userId, staffId, body, createdAt, action } = note;
  const [row] = await db
    .insert(teacherNotes)
    .values({ userId, staffId, body, createdAt })
    .returning({ id: teacherNotes.id });
  if (!row) throw new Error('demo note not written');
  await db
    .insert(staffActions)
    .values({ staffId, action, userId, detail: { noteId: row.id }, createdAt });
}
