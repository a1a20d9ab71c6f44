import type { FinishType } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classOutcomes, classStudents } from '../../db/schema/index.js';

export type StudentRow = typeof classStudents.$inferSelect;

/**
 * Who is in a class and how it ended: its students and its outcomes (part of the class
 * slots' repository).
 */
export function createClassRosterRepository(db: Db) {
  return {
    async addStudents(rows: readonly (typeof classStudents.$inferInsert)[]): Promise<void> {
      await db.insert(classStudents).values([...rows]);
    },

    /** Takes a student out of a class; false when they were not in it. */
    async cancelStudent(slotId: number, studentId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(classStudents)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(classStudents.slotId, slotId),
            eq(classStudents.studentId, studentId),
            isNull(classStudents.cancelledAt),
          ),
        )
        .returning({ id: classStudents.id });
      return rows.length > 0;
    },

    /** The students still booked into each class. */
    async studentsOf(slotIds: readonly number[]): Promise<Map<number, StudentRow[]>> {
      const result = new Map<number, StudentRow[]>();
      if (slotIds.length === 0) return result;
      const rows = await db
        .select()
        .from(classStudents)
        .where(and(inArray(classStudents.slotId, [...slotIds]), isNull(classStudents.cancelledAt)))
        .orderBy(asc(classStudents.id));
      for (const row of rows) result.set(row.slotId, [...(result.get(row.slotId) ?? []), row]);
      return result;
    },

    /** Each class's latest outcome. */
    async outcomesOf(slotIds: readonly number[]): Promise<Map<number, FinishType>> {
      if (slotIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([classOutcomes.slotId], {
          slotId: classOutcomes.slotId,
          finishType: classOutcomes.finishType,
        })
        .from(classOutcomes)
        .where(inArray(classOutcomes.slotId, [...slotIds]))
        .orderBy(classOutcomes.slotId, sql`${classOutcomes.id} desc`);
      return new Map(rows.map((row) => [row.slotId, row.finishType as FinishType]));
    },

    async addOutcome(row: typeof classOutcomes.$inferInsert): Promise<number> {
      const [inserted] = await db
        .insert(classOutcomes)
        .values(row)
        .returning({ id: classOutcomes.id });
      if (!inserted) throw new Error('outcome not written');
      return inserted.id;
    },

    async moveStudents(fromSlotId: number, toSlotId: number): Promise<void> {
      await db
        .update(classStudents)
        .set({ slotId: toSlotId })
        .where(and(eq(classStudents.slotId, fromSlotId), isNull(classStudents.cancelledAt)));
    },
  };
}
