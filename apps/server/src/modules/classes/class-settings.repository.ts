import type {
  ClassPermission,
  ClassTypeView,
  DocumentStatus,
  TeachingWindow,
  Theme,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  applicantDocuments,
  classThemes,
  classTypes,
  teacherClassPermissions,
  teachingWindows,
} from '../../db/schema/index.js';
import { createSignedContractsRepository } from '../contract/signed-contracts.repository.js';

/**
 * What the schedule's rules read and OPERATIONS set (decision 039): the class-type catalogue,
 * the weekly windows, the themes, a teacher's class-type permissions and signed contracts.
 */
export function createClassSettingsRepository(db: Db) {
  return {
    async classTypes(): Promise<ClassTypeView[]> {
      const rows = await db
        .select()
        .from(classTypes)
        .orderBy(asc(classTypes.position), asc(classTypes.id));
      return rows.map(classTypeViewOf);
    },

    async classType(smartClassType: string): Promise<ClassTypeView | undefined> {
      const [row] = await db
        .select()
        .from(classTypes)
        .where(eq(classTypes.smartClassType, smartClassType));
      return row ? classTypeViewOf(row) : undefined;
    },

    async windows(): Promise<TeachingWindow[]> {
      const rows = await db.select().from(teachingWindows).orderBy(asc(teachingWindows.id));
      return rows.map((row) => ({
        kind: row.kind as TeachingWindow['kind'],
        isoDay: row.isoDay,
        startMinute: row.startMinute,
        endMinute: row.endMinute,
        validFrom: row.validFrom,
        validTo: row.validTo,
      }));
    },

    async themes(courseType: string): Promise<Theme[]> {
      const rows = await db
        .select()
        .from(classThemes)
        .where(eq(classThemes.courseType, courseType))
        .orderBy(asc(classThemes.position), asc(classThemes.id));
      return rows.map((row) => ({ topic: row.topic, lessons: row.lessons }));
    },

    async permissions(userId: number): Promise<ClassPermission[]> {
      const rows = await db
        .select({ permission: teacherClassPermissions.permission })
        .from(teacherClassPermissions)
        .where(eq(teacherClassPermissions.userId, userId))
        .orderBy(asc(teacherClassPermissions.permission));
      return rows.map((row) => row.permission as ClassPermission);
    },

    /** Where the teacher's ESL certificate stands (undefined: never sent); decision 075. */
    async eslCertificate(userId: number): Promise<DocumentStatus | undefined> {
      const [row] = await db
        .select({ status: applicantDocuments.status })
        .from(applicantDocuments)
        .where(
          and(
            eq(applicantDocuments.userId, userId),
            eq(applicantDocuments.useType, 'TEACHER_CERTIFICATE'),
          ),
        );
      return row?.status as DocumentStatus | undefined;
    },

    /**
     * The teacher's signed contracts: a time may be opened only on a day one of them holds, and
     * its peak carrots are that contract's (contracts' `contractInForce`, decision 052).
     */
    contracts: createSignedContractsRepository(db).of,
  };
}
export type ClassSettingsRepository = ReturnType<typeof createClassSettingsRepository>;

/** A catalogue row as the screens read it (the console's settings use it too). */
export function classTypeViewOf(row: typeof classTypes.$inferSelect): ClassTypeView {
  return {
    id: row.id,
    smartClassType: row.smartClassType,
    name: row.name,
    brandCode: row.brandCode,
    label: row.label,
    time: row.time,
    classType: row.classType as ClassTypeView['classType'],
    courseType: row.courseType as ClassTypeView['courseType'],
    permission: row.permission as ClassTypeView['permission'],
    capacity: row.capacity,
    needsTopic: row.needsTopic,
    description: row.description,
    active: row.active,
  };
}
