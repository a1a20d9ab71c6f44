import {
  beijingWeekStart,
  blockMinutes,
  GRID_MINUTES,
  HOUR_MS,
  isPeakTime,
  MINUTE_MS,
  SLOT,
  WEEK_MS,
  weekUnitStarts,
  type FinishType,
  type StoredSlotStatus,
  type TeachingWindow,
} from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import {
  classDemand,
  classTypes,
  integrationKeys,
  teacherClassPermissions,
  teachingWindows,
  users,
} from '../../db/schema/index.js';
import { hashServiceKey } from '../../modules/classes/service-keys.js';
import type { DemoSeed } from '../demo-seeds.js';
import { writePlannedClasses, type PlannedClass as Planned } from './demo-class-rows.js';

/** The student side's key on the demo server only (README): `npm run simulate -- --key ...`. */
export const DEMO_SERVICE_KEY = 'sk_demo-student-side-key-for-local-use-only';

const FINISH_PATTERN: FinishType[] = [
  'AS_SCHEDULED',
  'AS_SCHEDULED',
  'AS_SCHEDULED',
  'STUDENT_NO_SHOW',
  'AS_SCHEDULED',
  'TEACHER_IT_PROBLEM',
  'AS_SCHEDULED',
  'STUDENT_IT_PROBLEM',
];
/**
 * The teacher area's schedule on first start (decision 039), relative to the day the seed runs:
 * teacher@ has three weeks of finished classes (with outcomes and peak carrots), opened and
 * booked classes in the next weeks, a standby within 24 hours, a workshop intention, and a
 * Cambridge class running now that can be joined; the standby at one of teacher@'s booked
 * times (the console's "call in standby") is nina.patel's; james.carter taught
 * last week after his contract ended (classes FINANCE must settle) and has times opened ahead,
 * which the clock releases (decision 052); olivia.brooks missed classes.
 */
export const demoClasses: DemoSeed = {
  id: '2026-11-classes',
  async run(db) {
    const emails = [
      'teacher@portal.demo',
      'james.carter@portal.demo',
      'olivia.brooks@portal.demo',
      'nina.patel@portal.demo',
    ];
    const found = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const idOf = (email: string) => found.find((row) => row.email === email)?.id;
    const teacher = idOf('teacher@portal.demo');
    if (!teacher) return;
    await db.insert(integrationKeys).values({
      name: 'Demo student side',
      role: 'STUDENT_OPERATOR',
      scope: 'READ_WRITE_OPERATE',
      keyHash: hashServiceKey(DEMO_SERVICE_KEY),
      keyPrefix: DEMO_SERVICE_KEY.slice(0, 10),
    });
    await db
      .insert(teacherClassPermissions)
      .values({ userId: teacher, permission: 'CAMBRIDGE_MAIN_UNFIXED_BOOK' });
    const types = await db.select().from(classTypes);
    const windows = (await db.select().from(teachingWindows)) as TeachingWindow[];
    const now = Date.now();
    const week = beijingWeekStart(now);
    const mainStarts = (from: number, weeks: number) =>
      Array.from({ length: weeks }, (_, i) =>
        weekUnitStarts(from + i * WEEK_MS, 25, windows),
      ).flat();

    const planned: Planned[] = [];
    const busy: { teacherId: number; from: number; to: number }[] = [];
    /** Plans a class unless its teacher is busy then; answers whether it was planned. */
    const place = (plan: Planned): boolean => {
      const type = types.find((t) => t.smartClassType === plan.smartClassType);
      if (!type) return false;
      const to = plan.startsAt + blockMinutes(type.time) * MINUTE_MS;
      if (busy.some((b) => b.teacherId === plan.teacherId && b.from < to && b.to > plan.startsAt))
        return false;
      busy.push({ teacherId: plan.teacherId, from: plan.startsAt, to });
      planned.push(plan);
      return true;
    };

    // A Cambridge class running now (100 minutes from the last half hour): "Join in" works.
    const running = Math.floor(now / (GRID_MINUTES * MINUTE_MS)) * GRID_MINUTES * MINUTE_MS;
    place({
      teacherId: teacher,
      smartClassType: 'CAMBRIDGE_KET_100',
      startsAt: running,
      status: SLOT.IN_PROCESS,
      students: 3,
    });

    // Three weeks of finished classes: peak pairs and an early one, outcomes by a pattern.
    let n = 0;
    for (const start of mainStarts(week - 3 * WEEK_MS, 4)) {
      if (start + HOUR_MS > now) continue;
      const minute =
        new Date(start + 8 * HOUR_MS).getUTCHours() * 60 + new Date(start).getUTCMinutes();
      if (![17 * 60 + 30, 19 * 60, 19 * 60 + 30, 10 * 60].includes(minute)) continue;
      n += 1;
      if (n % 9 === 0) {
        place({
          teacherId: teacher,
          smartClassType: 'MAIN',
          startsAt: start,
          status: SLOT.EXPIRE,
          students: 0,
        });
        continue;
      }
      const finishType = FINISH_PATTERN[n % FINISH_PATTERN.length] as FinishType;
      place({
        teacherId: teacher,
        smartClassType: 'MAIN',
        startsAt: start,
        status: SLOT.FINISH,
        students: 2 + (n % 3),
        finishType,
        joined: finishType !== 'TEACHER_IT_PROBLEM',
      });
    }

    // The next weeks: booked peak classes, opened early ones, a standby and a workshop.
    const ahead = mainStarts(week, 3).filter((start) => start > now + 2 * HOUR_MS);
    // A standby in the next day, after the running class: teaching hours never pause 21 hours.
    const standby = mainStarts(week, 2).find(
      (s) => s >= running + 2 * HOUR_MS && s < now + 23 * HOUR_MS,
    );
    if (standby)
      place({
        teacherId: teacher,
        smartClassType: 'STANDBY',
        startsAt: standby,
        status: SLOT.STANDBY_BOOKED,
        students: 0,
      });
    ahead.forEach((start, i) => {
      const hourOf = new Date(start + 8 * HOUR_MS).getUTCHours();
      if (hourOf === 19 && i % 2 === 0)
        place({
          teacherId: teacher,
          smartClassType: 'MAIN',
          startsAt: start,
          status: SLOT.BOOKED,
          students: 1 + (i % 4),
        });
      else if (hourOf === 20 && i % 3 === 0)
        place({
          teacherId: teacher,
          smartClassType: 'MAIN',
          startsAt: start,
          status: SLOT.OPEN,
          students: 0,
        });
    });
    // This week's grid shows a booked and an opened class too, whatever the day of the first
    // start, while the week has times left (decision 062): the earliest and latest free ones.
    const thisWeek = ahead.filter((start) => start < week + WEEK_MS);
    const heldThisWeek = (status: StoredSlotStatus) =>
      planned.some(
        (p) => p.teacherId === teacher && p.status === status && thisWeek.includes(p.startsAt),
      );
    if (!heldThisWeek(SLOT.BOOKED))
      thisWeek.some((startsAt) =>
        place({
          teacherId: teacher,
          smartClassType: 'MAIN',
          startsAt,
          status: SLOT.BOOKED,
          students: 2,
        }),
      );
    if (!heldThisWeek(SLOT.OPEN))
      [...thisWeek].reverse().some((startsAt) =>
        place({
          teacherId: teacher,
          smartClassType: 'MAIN',
          startsAt,
          status: SLOT.OPEN,
          students: 0,
        }),
      );
    // A workshop intention at the first 17:00 Beijing of next week the teacher has free (the
    // standby within a day may hold next Monday's, when the first start is a Sunday evening).
    weekUnitStarts(week + WEEK_MS, 30, windows)
      .filter((s) => new Date(s + 8 * HOUR_MS).getUTCHours() === 17)
      .some((startsAt) =>
        place({
          teacherId: teacher,
          smartClassType: 'WORKSHOP_30',
          startsAt,
          status: SLOT.INTENTION,
          students: 0,
          topic: 'Animals around the world',
          lesson: 'Ocean life',
        }),
      );

    // nina.patel stands by at teacher@'s first booked time within a day, else the first one
    // ahead (whatever the hour of the first start, the console's call-in has a standby to
    // call; a standby needs a contract holding the day: james.carter's has ended, 052).
    const james = idOf('james.carter@portal.demo');
    const nina = idOf('nina.patel@portal.demo');
    const bookedAhead = planned
      .filter((p) => p.status === SLOT.BOOKED && p.startsAt > now)
      .sort((a, b) => a.startsAt - b.startsAt);
    const firstBooked = bookedAhead[0];
    if (nina && firstBooked)
      place({
        teacherId: nina,
        smartClassType: 'STANDBY',
        startsAt: firstBooked.startsAt,
        status: SLOT.STANDBY_BOOKED,
        students: 0,
      });
    if (james)
      for (const start of mainStarts(week - WEEK_MS, 3).filter((s, i) => i % 7 === 3)) {
        if (start < now - HOUR_MS)
          place({
            teacherId: james,
            smartClassType: 'MAIN',
            startsAt: start,
            status: SLOT.FINISH,
            students: 4,
            finishType: 'AS_SCHEDULED',
            joined: true,
          });
        else if (start > now + 24 * HOUR_MS)
          place({
            teacherId: james,
            smartClassType: 'MAIN',
            startsAt: start,
            status: SLOT.OPEN,
            students: 0,
          });
      }
    const olivia = idOf('olivia.brooks@portal.demo');
    if (olivia)
      mainStarts(week - 2 * WEEK_MS, 2)
        .filter((s, i) => i % 20 === 5 && s < now - HOUR_MS)
        .slice(0, 3)
        .forEach((start) =>
          place({
            teacherId: olivia,
            smartClassType: 'MAIN',
            startsAt: start,
            status: SLOT.FINISH,
            students: 3,
            finishType: 'TEACHER_NO_SHOW',
          }),
        );

    await writePlannedClasses(db, planned, types, windows);

    // Students waiting next week: the recommendations panel.
    const nextWeekPeaks = weekUnitStarts(week + WEEK_MS, 25, windows).filter((s) =>
      isPeakTime(s, windows),
    );
    await db.insert(classDemand).values(
      nextWeekPeaks.slice(0, 12).map((start, i) => ({
        courseType: 'MAIN',
        startsAt: new Date(start),
        students: 3 + ((i * 5) % 11),
        updatedAt: new Date(now),
      })),
    );
  },
};
