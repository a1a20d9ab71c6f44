import {
  acceptDeadline,
  beijingDate,
  beijingWeekStart,
  blockMinutes,
  DAY_MS,
  DEFAULT_FIXED_POLICY,
  expandFixedPeriod,
  FIXED_CLASS_PERMISSION,
  FIXED_PERIOD,
  FIXED_REQUEST,
  fixedPeriodRange,
  fixedPeriodRule,
  HOUR_MS,
  isPeakTime,
  MINUTE_MS,
  SLOT,
  WEEK_MS,
  type TeachingWindow,
  type WeeklyTime,
} from '@portal/contracts';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  classOutcomes,
  classSlots,
  classStudents,
  classTypes,
  fixedPeriodExclusions,
  fixedPeriods,
  fixedRequests,
  fixedTeacherSettings,
  teacherClassPermissions,
  teachingWindows,
  users,
} from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
import { demoChild } from '../../modules/classes/simulated-children.js';
import type { DemoSeed } from '../demo-seeds.js';

interface Plan {
  weeklyTimes: WeeklyTime[];
  firstDate: string;
  lastDate: string;
  /** Whether a request was accepted: its weeks are class rows. */
  active: boolean;
  students: string[];
}

/**
 * Fixed classes on first start (decision 041), relative to the day the seed runs: teacher@
 * holds the permission and takes requests, and has an offered period (Wednesdays and Fridays
 * 18:00 Beijing from next week) with a request waiting, an active period (weekends 11:30 for
 * twelve weeks) with its weeks booked, and an active period ending after next week (Tuesdays
 * and Thursdays 17:00), its past weeks taught, whose continue check is open now.
 */
export const demoFixed: DemoSeed = {
  id: '2026-11-fixed-classes',
  async run(db) {
    const [teacher] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'teacher@portal.demo'));
    const main = (await db.select().from(classTypes)).find((t) => t.smartClassType === 'MAIN');
    if (!teacher || !main) return;
    const teacherId = teacher.id;
    await db
      .insert(teacherClassPermissions)
      .values({ userId: teacherId, permission: FIXED_CLASS_PERMISSION })
      .onConflictDoNothing();
    await db.insert(fixedTeacherSettings).values({ userId: teacherId, open: true });
    const windows = (await db.select().from(teachingWindows)) as TeachingWindow[];
    const now = Date.now();
    const nextWeek = beijingWeekStart(now) + WEEK_MS;
    const span = (first: number, weeks: number) => ({
      firstDate: beijingDate(first),
      lastDate: beijingDate(first + weeks * WEEK_MS - DAY_MS),
    });
    const times = (days: number[], minute: number) =>
      days.map((isoDay) => ({ isoDay, startMinute: minute }));

    const plans: Plan[] = [
      {
        // Six weeks: accepting books them, so they must end before the demo teacher's contract
        // does (about eight weeks from today, whatever the weekday; demo-fixed.test).
        weeklyTimes: times([3, 5], 18 * 60),
        ...span(nextWeek, 6),
        active: false,
        students: ['stu-f01', 'stu-f02'],
      },
      {
        weeklyTimes: times([6, 7], 11 * 60 + 30),
        ...span(nextWeek, 12),
        active: true,
        students: ['stu-f11', 'stu-f12', 'stu-f13'],
      },
      {
        weeklyTimes: times([2, 4], 17 * 60),
        ...span(nextWeek - 8 * WEEK_MS, 9),
        active: true,
        students: ['stu-f21', 'stu-f22'],
      },
    ];
    const block = blockMinutes(main.time) * MINUTE_MS;
    for (const plan of plans) {
      const all = expandFixedPeriod(plan);
      // Weeks another demo class holds are taken out, as the teacher would have.
      const excluded: number[] = [];
      for (const start of all) {
        const [held] = await db
          .select({ id: classSlots.id })
          .from(classSlots)
          .where(
            and(
              eq(classSlots.teacherId, teacherId),
              ne(classSlots.status, SLOT.CANCELLED),
              lt(classSlots.startsAt, new Date(start + block)),
              gt(classSlots.endsAt, new Date(start)),
            ),
          );
        if (held) excluded.push(start);
      }
      const starts = all.filter((start) => !excluded.includes(start));
      const first = starts[0] ?? all[0] ?? now;
      const createdAt = new Date(Math.min(now, first) - 6 * DAY_MS);
      const [period] = await db
        .insert(fixedPeriods)
        .values({
          teacherId,
          classTypeId: main.id,
          courseType: main.courseType,
          smartClassType: main.smartClassType,
          weeklyTimes: plan.weeklyTimes,
          firstDate: plan.firstDate,
          lastDate: plan.lastDate,
          rule: fixedPeriodRule({ ...plan, excluded }),
          firstStartsAt: new Date(first),
          endsAt: new Date(fixedPeriodRange(plan).end),
          status: plan.active ? FIXED_PERIOD.ACTIVE : FIXED_PERIOD.OFFERED,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: fixedPeriods.id });
      if (!period) continue;
      if (excluded.length > 0)
        await db.insert(fixedPeriodExclusions).values(
          excluded.map((start) => ({
            periodId: period.id,
            startsAt: new Date(start),
            cause: 'DELETED',
          })),
        );
      // The waiting request came two hours ago; the accepted ones were answered in three.
      const requestedAt = plan.active ? createdAt.getTime() + HOUR_MS : now - 2 * HOUR_MS;
      const deadline = acceptDeadline(requestedAt, first, DEFAULT_FIXED_POLICY);
      await db.insert(fixedRequests).values({
        periodId: period.id,
        teacherId,
        studentIds: plan.students,
        level: 'Level 2',
        unit: 'Unit 5',
        lesson: 'Lesson 1',
        status: plan.active ? FIXED_REQUEST.ACCEPTED : FIXED_REQUEST.PENDING,
        requestedAt: new Date(requestedAt),
        deadline: new Date(deadline),
        decidedAt: plan.active ? new Date(requestedAt + 3 * HOUR_MS) : null,
        decidedBy: plan.active ? teacherId : null,
      });
      if (plan.active)
        await bookWeeks(db, {
          teacherId,
          type: main,
          periodId: period.id,
          starts,
          windows,
          students: plan.students,
          now,
        });
    }
  },
};

/** The weeks of an accepted period: taught (with an outcome) before now, booked after. */
async function bookWeeks(
  db: Db,
  input: {
    teacherId: number;
    type: typeof classTypes.$inferSelect;
    periodId: number;
    starts: readonly number[];
    windows: readonly TeachingWindow[];
    students: readonly string[];
    now: number;
  },
) {
  const { type, now } = input;
  for (const start of input.starts) {
    const teachingEnd = start + type.time * MINUTE_MS;
    const status = teachingEnd <= now ? SLOT.FINISH : start <= now ? SLOT.IN_PROCESS : SLOT.BOOKED;
    const [row] = await db
      .insert(classSlots)
      .values({
        teacherId: input.teacherId,
        classTypeId: type.id,
        courseType: type.courseType,
        smartClassType: type.smartClassType,
        startsAt: new Date(start),
        endsAt: new Date(start + blockMinutes(type.time) * MINUTE_MS),
        teachingEndsAt: new Date(teachingEnd),
        status,
        capacity: type.capacity,
        studentCount: input.students.length,
        peak: isPeakTime(start, input.windows),
        roomKey: randomToken(),
        joinedAt: status === SLOT.BOOKED ? null : new Date(start - 9 * MINUTE_MS),
        fixedPeriodId: input.periodId,
      })
      .returning({ id: classSlots.id });
    if (!row) continue;
    await db.insert(classStudents).values(
      input.students.map((studentId) => ({
        slotId: row.id,
        studentId,
        ...nameAndAge(studentId),
        level: 'Level 2',
        unit: 'Unit 5',
        lesson: 'Lesson 1',
        bookedAt: new Date(start - 7 * DAY_MS),
      })),
    );
    if (status === SLOT.FINISH)
      await db.insert(classOutcomes).values({
        slotId: row.id,
        finishType: 'AS_SCHEDULED',
        recordedBy: 'CLOCK',
        createdAt: new Date(teachingEnd),
      });
  }
}

/** The same child every week: a first name and age from the id's number (decision 061). */
function nameAndAge(studentId: string): { firstName: string; age: number } {
  const { firstName, age } = demoChild(100 + Number(studentId.replace(/\D/g, '')));
  return { firstName, age };
}
