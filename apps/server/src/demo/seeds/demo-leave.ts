import {
  BEIJING_CALENDAR,
  beijingDayMinute,
  beijingDayStartOf,
  cancellationCost,
  DAY_MS,
  dayStartOf,
  DEFAULT_CANCELLATION_POLICY,
  HOUR_MS,
  CONTRACT,
  isPeakTime,
  LEAVE_RECORD,
  MINUTE_MS,
  SLOT,
  type CancelActor,
  type CancellationType,
  type LeaveCounts,
  type TeachingWindow,
} from '@portal/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  classOutcomes,
  classSlots,
  classTypes,
  contracts,
  leaveAppeals,
  staff,
  teachingWindows,
  users,
} from '../../db/schema/index.js';
import type { DemoSeed } from '../demo-seeds.js';
import { settledNoShows } from './demo-leave-outcomes.js';
import { credit, missed, noShowRecord, record, slotRow } from './demo-leave-rows.js';

interface Given {
  type: CancellationType;
  by: CancelActor;
  /** When it was given back, and the class's start. */
  at: number;
  start: number;
  reason: 'SICKNESS' | 'INTERNET_ISSUE' | 'FAMILY_ISSUE' | 'OTHER';
  reasonText?: string;
  appeal?: string;
}

/**
 * Leave on first start (decision 041), in teacher@'s current contract period, over the last
 * few days: a regular cancellation, one paid with a cancellation credit (one credit is
 * left), an emergency operations@ recorded whose appeal waits in the console, planned leave
 * three weeks ahead, and a missed class beside two settled (an appeal accepted, a free pass
 * used: demo-leave-outcomes.ts). olivia.brooks' missed classes get their records too.
 * Every cost is the cost function's, as the server would have written it.
 */
export const demoLeave: DemoSeed = {
  id: '2026-11-leave',
  async run(db) {
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['teacher@portal.demo', 'olivia.brooks@portal.demo']));
    const teacher = people.find((p) => p.email === 'teacher@portal.demo')?.id;
    const [operations] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'operations@portal.demo'));
    const main = (await db.select().from(classTypes)).find((t) => t.smartClassType === 'MAIN');
    if (!teacher || !operations || !main) return;
    const [contract] = await db
      .select({ pay: contracts.payPerClassCents, effectiveOn: contracts.effectiveOn })
      .from(contracts)
      .where(and(eq(contracts.userId, teacher), eq(contracts.status, CONTRACT.SIGNED)))
      .orderBy(desc(contracts.version))
      .limit(1);
    const windows = (await db.select().from(teachingWindows)) as TeachingWindow[];
    const now = Date.now();
    const pay = contract?.pay ?? 1000;
    // The last days, inside the contract's period: the history's current month shows them.
    const from = Math.max(
      contract ? beijingDayStartOf(contract.effectiveOn) + 2 * HOUR_MS : 0,
      now - 5 * DAY_MS,
    );
    // Each event a step apart, all inside the period and before now.
    const step = Math.min(DAY_MS, Math.max(HOUR_MS, (now - from) / 6));
    const at = (n: number) => Math.min(from + n * step, now - HOUR_MS);
    // Classes start on the half hour.
    const unit = (t: number) => Math.ceil(t / (30 * MINUTE_MS)) * 30 * MINUTE_MS;
    const slot = (start: number, status: string) =>
      slotRow(db, main, windows, { teacherId: teacher, start, status });

    await credit(
      db,
      teacher,
      operations.id,
      2,
      'GRANT',
      'Pilot: two credits before the carrot shop opens',
      at(0),
    );
    const given: Given[] = [
      {
        type: 'REGULAR_CANCELLATION',
        by: 'TEACHER',
        at: at(1),
        start: unit(at(1) + 2 * DAY_MS),
        reason: 'SICKNESS',
      },
      {
        type: 'CARROT_EXCHANGE_CANCELLATION',
        by: 'TEACHER',
        at: at(2),
        start: unit(at(2) + 6 * HOUR_MS),
        reason: 'INTERNET_ISSUE',
      },
      {
        type: 'EMERGENCY_CANCELLATION',
        by: 'STAFF',
        at: at(3),
        start: unit(at(3) + 4 * HOUR_MS),
        reason: 'FAMILY_ISSUE',
        appeal:
          'My father was taken to hospital that afternoon; the discharge letter is on its way.',
      },
      {
        type: 'REGULAR_CANCELLATION',
        by: 'TEACHER',
        at: at(5),
        start: unit(now + 21 * DAY_MS),
        reason: 'OTHER',
        reasonText: 'A family wedding abroad',
      },
    ];
    let counts: LeaveCounts = { cancellations: 0, noShows: 0, credits: 2, freePassesLeft: 1 };
    for (const leave of given) {
      const slotId = await slot(leave.start, SLOT.CANCELLED);
      if (!slotId) continue;
      const cost = cancellationCost({
        classes: [
          {
            slotId,
            startTime: leave.start,
            courseType: 'MAIN',
            status: SLOT.BOOKED,
            payCents: pay,
            periodKey: null,
            peakCarrots: isPeakTime(leave.start, windows) ? 1 : 0,
            standbyHeld: false,
          },
        ],
        currentPeriodKey: null,
        periodCounts: {},
        now: leave.at,
        type: leave.type,
        reason: leave.reason,
        reasonText: leave.reasonText ?? null,
        by: leave.by,
        policy: DEFAULT_CANCELLATION_POLICY,
        before: counts,
      });
      counts = cost.after;
      const [cls] = cost.classes;
      if (!cls || !cost.ok) continue;
      const leaveId = await record(db, teacher, cls, {
        kind: 'CANCELLATION',
        type: leave.type,
        reason: leave.reason,
        reasonText: leave.reasonText ?? null,
        recordedBy: leave.by,
        staffId: leave.by === 'STAFF' ? operations.id : null,
        note: leave.by === 'STAFF' ? 'Phoned the support line 4 hours before the class' : null,
        status: leave.appeal ? LEAVE_RECORD.APPEALED : LEAVE_RECORD.RECORDED,
        at: leave.at,
      });
      if (cls.creditUsed) await credit(db, teacher, null, -1, 'SPEND', null, leave.at, leaveId);
      if (leave.appeal)
        await db.insert(leaveAppeals).values({
          leaveId,
          teacherId: teacher,
          message: leave.appeal,
          createdAt: new Date(Math.min(leave.at + HOUR_MS, now)),
        });
    }

    // A weekday class at 20:30 Beijing the teacher missed, inside the period.
    for (let day = 1; day <= 6; day += 1) {
      const start = dayStartOf(now - day * DAY_MS, BEIJING_CALENDAR) + (20 * 60 + 30) * MINUTE_MS;
      const weekday = beijingDayMinute(start).isoDay;
      if (weekday > 5 || start < from || start > now - HOUR_MS) continue;
      if (!(await missed(db, main, windows, teacher, start, pay))) continue;
      // The same evening's earlier classes, missed and settled: an appeal accepted, a free pass.
      await settledNoShows(db, {
        main,
        windows,
        teacherId: teacher,
        operationsId: operations.id,
        pay,
        starts: [2, 4, 6, 8, 10, 12]
          .map((hours) => start - hours * HOUR_MS)
          .filter((t) => t >= from),
        contractStart: contract?.effectiveOn ?? null,
        now,
      });
      break;
    }
    // olivia.brooks' missed classes (demo-classes) have their records, as the clock writes them.
    const olivia = people.find((p) => p.email === 'olivia.brooks@portal.demo')?.id;
    if (olivia) {
      const rows = await db
        .select({ id: classSlots.id, start: classSlots.startsAt, peak: classSlots.peak })
        .from(classSlots)
        .innerJoin(classOutcomes, eq(classOutcomes.slotId, classSlots.id))
        .where(
          and(eq(classSlots.teacherId, olivia), eq(classOutcomes.finishType, 'TEACHER_NO_SHOW')),
        );
      for (const row of rows)
        await noShowRecord(db, olivia, row.id, row.start.getTime(), pay, row.peak);
    }
  },
};
