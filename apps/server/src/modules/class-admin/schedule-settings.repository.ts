import type { ClassTypeView, CourseType, TeachingWindowView, WindowKind } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classThemes, classTypes, teachingWindows } from '../../db/schema/index.js';
import {
  classTypeViewOf,
  createClassSettingsRepository,
} from '../classes/class-settings.repository.js';

export interface WindowValues {
  kind: WindowKind;
  isoDay: number;
  startMinute: number;
  endMinute: number;
  validFrom?: string | undefined;
  validTo?: string | undefined;
}

export type ClassTypeValues = Omit<ClassTypeView, 'id'>;
export type ClassTypeChange = Pick<
  ClassTypeView,
  'name' | 'label' | 'time' | 'capacity' | 'permission' | 'needsTopic' | 'description' | 'active'
>;

/** The teaching, peak and holiday windows and the class-type catalogue (OPERATIONS' settings). */
export function createScheduleSettingsRepository(db: Db) {
  return {
    async windows(): Promise<TeachingWindowView[]> {
      const rows = await db
        .select()
        .from(teachingWindows)
        .orderBy(
          asc(teachingWindows.kind),
          asc(teachingWindows.validFrom),
          asc(teachingWindows.isoDay),
          asc(teachingWindows.startMinute),
          asc(teachingWindows.id),
        );
      return rows.map((row) => ({ ...row, kind: row.kind as WindowKind }));
    },

    /** The whole list at once; the caller's unit of work makes it one change. */
    async replaceWindows(windows: readonly WindowValues[]): Promise<void> {
      await db.delete(teachingWindows);
      if (windows.length === 0) return;
      await db.insert(teachingWindows).values(
        windows.map((w) => ({
          kind: w.kind,
          isoDay: w.isoDay,
          startMinute: w.startMinute,
          endMinute: w.endMinute,
          validFrom: w.validFrom ?? null,
          validTo: w.validTo ?? null,
        })),
      );
    },

    classTypes: () => createClassSettingsRepository(db).classTypes(),

    async findClassType(id: number): Promise<ClassTypeView | undefined> {
      const [row] = await db.select().from(classTypes).where(eq(classTypes.id, id));
      return row ? classTypeViewOf(row) : undefined;
    },

    /** A new entry at the catalogue's end; undefined when its code is taken. */
    async createClassType(values: ClassTypeValues): Promise<ClassTypeView | undefined> {
      const [row] = await db
        .insert(classTypes)
        .values({
          ...values,
          position: sql`(select coalesce(max(${classTypes.position}), -1) + 1 from ${classTypes})`,
        })
        .onConflictDoNothing({ target: classTypes.smartClassType })
        .returning();
      return row ? classTypeViewOf(row) : undefined;
    },

    async updateClassType(id: number, change: ClassTypeChange): Promise<ClassTypeView | undefined> {
      const [row] = await db
        .update(classTypes)
        .set(change)
        .where(eq(classTypes.id, id))
        .returning();
      return row ? classTypeViewOf(row) : undefined;
    },

    async themes() {
      const rows = await db
        .select()
        .from(classThemes)
        .orderBy(asc(classThemes.courseType), asc(classThemes.position), asc(classThemes.id));
      return rows.map((row) => ({
        courseType: row.courseType as CourseType,
        topic: row.topic,
        lessons: row.lessons,
      }));
    },
  };
}
export type ScheduleSettingsRepository = ReturnType<typeof createScheduleSettingsRepository>;
