import type { TeacherNote } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { staff, teacherNotes } from '../../db/schema/index.js';

/** Staff notes on a teacher (decision 063): added, never changed (the database refuses it). */
export function createTeacherNotesRepository(db: Db) {
  const columns = {
    id: teacherNotes.id,
    body: teacherNotes.body,
    staffName: staff.name,
    createdAt: teacherNotes.createdAt,
  };
  const view = (row: { id: number; body: string; staffName: string; createdAt: Date }) => ({
    ...row,
    createdAt: row.createdAt.getTime(),
  });

  return {
    /** The teacher's latest notes, newest first, with their author's name. */
    async latest(userId: number, limit: number): Promise<TeacherNote[]> {
      const rows = await db
        .select(columns)
        .from(teacherNotes)
        .innerJoin(staff, eq(staff.id, teacherNotes.staffId))
        .where(eq(teacherNotes.userId, userId))
        .orderBy(desc(teacherNotes.createdAt), desc(teacherNotes.id))
        .limit(limit);
      return rows.map(view);
    },

    async add(userId: number, staffId: number, body: string): Promise<TeacherNote> {
      const [added] = await db
        .insert(teacherNotes)
        .values({ userId, staffId, body })
        .returning({ id: teacherNotes.id });
      if (!added) throw new Error('teacher note not written');
      const [row] = await db
        .select(columns)
        .from(teacherNotes)
        .innerJoin(staff, eq(staff.id, teacherNotes.staffId))
        .where(eq(teacherNotes.id, added.id));
      if (!row) throw new Error('teacher note not read back');
      return view(row);
    },
  };
}
export type TeacherNotesRepository = ReturnType<typeof createTeacherNotesRepository>;
