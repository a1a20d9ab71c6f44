import {
  DAY_MS,
  DEMO_COURSES,
  demoEnd,
  HOUR_MS,
  type DemoCourseType,
  DEMO_COURSE,
} from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { demoBookings, demoSlots, staff, users } from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
import type { DemoSeed } from '../demo-seeds.js';

/** How far ahead the demo interviewer's times reach (issue 10: the next two weeks). */
const DAYS_AHEAD = 14;

/** The demo interviewer's day, in UTC hours: interviews, then training, then a trial class. */
const DAY_PLAN: { hour: number; courseType: DemoCourseType }[] = [
  { hour: 13, courseType: DEMO_COURSE.INTERVIEW },
  { hour: 14, courseType: DEMO_COURSE.INTERVIEW },
  { hour: 15, courseType: DEMO_COURSE.INTERVIEW },
  { hour: 17, courseType: DEMO_COURSE.TRAINING },
  { hour: 18, courseType: DEMO_COURSE.TRAINING },
  { hour: 19, courseType: 'TRIAL_CLASS' },
];

/** The demo applicants whose status says a session is booked, and which one (days ahead). */
const BOOKED: { email: string; courseType: DemoCourseType; day: number }[] = [
  { email: 'olivia.brown@portal.demo', courseType: DEMO_COURSE.INTERVIEW, day: 2 },
  { email: 'emma.wilson@portal.demo', courseType: DEMO_COURSE.TRAINING, day: 3 },
  { email: 'sophia.lee@portal.demo', courseType: 'TRIAL_CLASS', day: 4 },
];

/**
 * The demo interviewer's times over the next two weeks (from the day the seed runs), and the
 * bookings that the demo applicants' statuses promise, so the applicants' lists and the
 * interviewer's calendar have something to show on first start (decision 034).
 */
/** The demo interviewer, whose times and sessions the scheduling seeds write. */
export async function demoInterviewer(db: Db): Promise<{ id: number }> {
  const [interviewer] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, 'interviewer@portal.demo'));
  if (!interviewer) throw new Error('the demo interviewer comes with the accounts seed');
  return interviewer;
}

export const demoAvailability: DemoSeed = {
  id: '2026-11-availability',
  async run(db: Db) {
    const interviewer = await demoInterviewer(db);
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const times = [];
    for (let day = 1; day <= DAYS_AHEAD; day += 1)
      for (const { hour, courseType } of DAY_PLAN) {
        const start = today + day * DAY_MS + hour * HOUR_MS;
        times.push({
          staffId: interviewer.id,
          courseType,
          startsAt: new Date(start),
          endsAt: new Date(demoEnd(courseType, start)),
        });
      }
    const slots = await db.insert(demoSlots).values(times).returning({
      id: demoSlots.id,
      courseType: demoSlots.courseType,
      startsAt: demoSlots.startsAt,
      endsAt: demoSlots.endsAt,
    });
    const applicants = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          BOOKED.map((booked) => booked.email),
        ),
      );
    for (const booked of BOOKED) {
      const applicant = applicants.find((row) => row.email === booked.email);
      const slot = slots.find(
        (row) =>
          row.courseType === booked.courseType &&
          Math.floor((row.startsAt.getTime() - today) / DAY_MS) === booked.day,
      );
      if (!applicant || !slot) throw new Error(`demo booking of ${booked.email} has no place`);
      await db.insert(demoBookings).values({
        slotId: slot.id,
        userId: applicant.id,
        courseType: booked.courseType,
        phase: DEMO_COURSES[booked.courseType].phase,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        roomKey: randomToken(),
      });
    }
  },
};
