import { randomUUID } from 'node:crypto';
import {
  beijingWeekStart,
  blockMinutes,
  DAY_MS,
  MINUTE_MS,
  SLOT,
  STUDENT_NOTICE,
  WEEK_MS,
  weekUnitStarts,
  type StudentSideNotice,
  type TeachingWindow,
  TEACHER_ACCOUNT,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import {
  classReleases,
  classSlots,
  classStudents,
  classTypes,
  staff,
  studentSideNotices,
  teachers,
  teachingWindows,
  users,
} from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
import type { DemoSeed } from '../demo-seeds.js';

/**
 * olivia.brooks was suspended a day before the first start: the classes she held next week were
 * released in the suspension's own unit of work (decision 052), as the console writes them: a
 * booked class handed back to the student side with its notice, an opened time freed, each a
 * `class_releases` row with the reason. OPERATIONS read them on her leave page in the console.
 */
export const demoReleases: DemoSeed = {
  id: '2026-11-class-releases',
  async run(db) {
    const [olivia] = await db
      .select({ id: users.id, suspendedAt: teachers.statusChangedAt })
      .from(users)
      .innerJoin(teachers, eq(teachers.userId, users.id))
      .where(
        and(
          eq(users.email, 'olivia.brooks@portal.demo'),
          eq(teachers.accountStatus, TEACHER_ACCOUNT.DISABLED),
        ),
      );
    const [member] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'operations@portal.demo'));
    const [main] = await db.select().from(classTypes).where(eq(classTypes.smartClassType, 'MAIN'));
    if (!olivia || !member || !main) return;
    const now = Date.now();
    const at = olivia.suspendedAt ?? new Date(now - DAY_MS);
    const windows = (await db.select().from(teachingWindows)) as TeachingWindow[];
    const [booked, opened] = weekUnitStarts(beijingWeekStart(now) + WEEK_MS, main.time, windows)
      .filter((_, i) => i % 9 === 4)
      .slice(0, 2);
    for (const [start, students] of [
      [booked, ['stu-demo-ob1', 'stu-demo-ob2', 'stu-demo-ob3']],
      [opened, []],
    ] as const) {
      if (start === undefined) continue;
      const [row] = await db
        .insert(classSlots)
        .values({
          teacherId: olivia.id,
          classTypeId: main.id,
          courseType: main.courseType,
          smartClassType: main.smartClassType,
          startsAt: new Date(start),
          endsAt: new Date(start + blockMinutes(main.time) * MINUTE_MS),
          teachingEndsAt: new Date(start + main.time * MINUTE_MS),
          status: SLOT.CANCELLED,
          capacity: main.capacity,
          studentCount: students.length,
          roomKey: randomToken(),
          createdAt: new Date(at.getTime() - 3 * DAY_MS),
          updatedAt: at,
        })
        .returning({ id: classSlots.id });
      if (!row) continue;
      if (students.length > 0) {
        await db.insert(classStudents).values(
          students.map((studentId) => ({
            slotId: row.id,
            studentId,
            level: 'Level 2',
            bookedAt: new Date(at.getTime() - 2 * DAY_MS),
          })),
        );
        const notice: StudentSideNotice = {
          noticeId: randomUUID(),
          event: 'CLASS_CANCELLED',
          classId: row.id,
          teacherId: olivia.id,
          newClassId: null,
          newTeacherId: null,
          startTime: start,
          courseType: 'MAIN',
          studentIds: [...students],
          occurredAt: at.getTime(),
        };
        await db.insert(studentSideNotices).values({
          id: notice.noticeId,
          slotId: row.id,
          event: notice.event,
          body: JSON.stringify(notice),
          status: STUDENT_NOTICE.NOT_SENT,
          createdAt: at,
        });
      }
      await db.insert(classReleases).values({
        slotId: row.id,
        teacherId: olivia.id,
        reason: 'ACCOUNT_SUSPENDED',
        fromStatus: students.length > 0 ? SLOT.BOOKED : SLOT.OPEN,
        handOver: students.length > 0 ? 'STUDENT_SIDE' : 'NONE',
        staffId: member.id,
        createdAt: at,
      });
    }
  },
};
