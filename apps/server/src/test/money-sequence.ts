import {
  addBeijingMonths,
  beijingDayMinute,
  beijingDayOf,
  beijingDayStartOf,
  completePayPolicy,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  payMonthOf,
  renewalTerms,
  WEEK_MS,
  type FinishType,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { writeMonthDrafts } from '../modules/pay/pay-generation.js';
import { CLOCK } from '../status-moves/lifecycle-writer.js';
import { NOW } from './class-world.js';
import { dataOf, teacherCalls } from './classes.js';
import type { MoneyEvent, MoneySetup } from './money-events.js';
import type { PayWorld } from './pay-world.js';
import { activatedTeacher, signedContract } from './teachers.js';

type Calls = ReturnType<typeof teacherCalls> & { userId: number; token: string; email: string };

/** What the sequence did that the invariants ask about. */
export interface Played {
  teacherIds: number[];
  /** The Beijing months the run's pay falls in, each generated and released in the end. */
  months: number[];
  /** Classes whose join was refused to their teacher. */
  refusedJoins: Set<number>;
  /** Classes OPERATIONS corrected (their finish type is staff's last word). */
  corrected: Set<number>;
  /** The teaching client's reports, by class. */
  reports: Map<number, FinishType>;
}

/**
 * Plays events of `money-events.ts` against the real app (decision 052's property test): each
 * run gets its own weeks, far from the others', two teaching teachers whose contract ends
 * mid-run and a standby teacher; at the end the clock moves 40 days past the last class and
 * FINANCE generate and release every month, in order.
 */
export function moneySequence(w: PayWorld) {
  let runs = 0;
  const rows = w.rows;

  return async function play(setup: MoneySetup, events: readonly MoneyEvent[]): Promise<Played> {
    runs += 1;
    // A Monday a week or two before a month's end: the classes straddle it, so the month is
    // released while the events still change it.
    let base = NOW + runs * 26 * WEEK_MS;
    while (payMonthOf(base).end - base >= 14 * DAY_MS || payMonthOf(base).end - base < 7 * DAY_MS)
      base += WEEK_MS;
    w.clock.set(base);
    const contract = {
      effectiveOn: beijingDayOf(base - 10 * DAY_MS),
      expiresOn: beijingDayOf(base + 45 * DAY_MS),
    };
    const make = async (terms = contract): Promise<Calls> => {
      const made = await activatedTeacher(w.app(), { contract: terms });
      return {
        ...teacherCalls(w.app(), made.token),
        userId: made.userId,
        token: made.token,
        email: made.email,
      };
    };
    const teachers = [await make(), await make()];
    const standby = await make({ ...contract, expiresOn: beijingDayOf(base + 400 * DAY_MS) });
    const ids = teachers.map((t) => t.userId);
    const idList = `{${ids.join(',')}}`;
    const played: Played = {
      teacherIds: ids,
      months: [],
      refusedJoins: new Set(),
      corrected: new Set(),
      reports: new Map(),
    };
    const released = new Set<number>();
    let students = 0;
    let spends = 0;
    const now = () => w.clock.now().getTime();
    const ops = w.ops('OPERATIONS');
    const teacherOf = (id: number) => teachers.find((t) => t.userId === id) as Calls;

    const classes = async (where: ReturnType<typeof sql>) =>
      (
        await rows<{ id: number; teacherId: number; startsAt: Date | string; status: string }>(
          sql`select id::int as id, teacher_id::int as "teacherId", starts_at as "startsAt", status
            from class_slots where teacher_id = any(${idList}::bigint[]) and ${where} order by id`,
        )
      ).map((row) => ({ ...row, startsAt: new Date(row.startsAt) }));
    const chosen = <T>(list: readonly T[], pick: number) =>
      list.length === 0 ? undefined : list[pick % list.length];

    async function join(classId: number, teacherId: number) {
      const res = await teacherOf(teacherId).post('/t/tc/book/class/join', { classId });
      if (res.statusCode !== 200) played.refusedJoins.add(classId);
    }

    async function generate(month: number) {
      const range = { start: new Date(month), end: new Date(payMonthOf(month).end) };
      await w.app().services.uow.run(async (tx) => {
        const teacherIds = await tx.pay.sources.monthTeachers(range);
        if (teacherIds.length === 0) return;
        const policy = completePayPolicy(await tx.pay.runs.policy());
        await writeMonthDrafts(tx, {
          runId: null,
          mover: CLOCK,
          month: range,
          teacherIds,
          policy,
          at: w.clock.now(),
        });
      });
    }
    async function payMonth(month: number) {
      await generate(month);
      dataOf(await w.release(month));
      released.add(month);
    }

    /** A grid unit `days` after today: a weekday evening or a weekend day, at peak or not. */
    function unitStart(days: number, unit: number) {
      const day = beijingDayStartOf(beijingDayOf(now())) + days * DAY_MS;
      const weekend = beijingDayMinute(day).isoDay >= 6;
      return day + ((weekend ? 9 * 60 : 17 * 60) + unit * 30) * MINUTE_MS;
    }

    const apply: {
      [K in MoneyEvent['kind']]: (e: Extract<MoneyEvent, { kind: K }>) => Promise<unknown>;
    } = {
      open: (e) => w.open(teachers[e.teacher] as Calls, [unitStart(e.days, e.unit)]),
      async book(e) {
        const open = await classes(
          sql`status = 'OPEN' and starts_at > ${new Date(now() + HOUR_MS)}`,
        );
        const target = chosen(open, e.pick);
        if (!target) return;
        const ids = Array.from({ length: e.students }, () => `stu-${runs}-${(students += 1)}`);
        await w.book(target.teacherId, ids, target.startsAt.getTime());
      },
      async runNext(e) {
        const [next] = (
          await classes(sql`status = 'BOOKED' and starts_at > ${w.clock.now()}`)
        ).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
        if (!next) return;
        const start = next.startsAt.getTime();
        if (e.join === 'early') {
          w.clock.set(Math.max(now(), start - 10 * MINUTE_MS));
          await join(next.id, next.teacherId);
        }
        w.clock.set(start + MINUTE_MS);
        await w.tick();
        if (e.join === 'late') {
          w.clock.set(start + 3 * MINUTE_MS);
          await join(next.id, next.teacherId);
        }
        if (e.report) {
          const res = await w.students().post(`/ops/integration/classes/${next.id}/outcome`, {
            finishType: e.report,
          });
          if (res.statusCode === 200) played.reports.set(next.id, e.report);
        }
        w.clock.set(start + 26 * MINUTE_MS);
        await w.tick();
      },
      async advance(e) {
        w.clock.set(now() + e.hours * HOUR_MS);
        await w.tick();
      },
      async correct(e) {
        const target = chosen(await classes(sql`status = 'FINISH'`), e.pick);
        if (!target) return;
        const res = await ops.send('POST', `/ops/classes/${target.id}/outcome`, {
          finishType: e.finishType,
          reason: 'Property test',
        });
        if (res.statusCode === 200) played.corrected.add(target.id);
      },
      async appeal(e) {
        const records = await rows<{ id: number; teacherId: number }>(
          sql`select id::int as id, teacher_id::int as "teacherId" from leave_records
            where teacher_id = any(${idList}::bigint[]) and kind = 'NO_SHOW' and status = 'RECORDED' order by id`,
        );
        const target = chosen(records, e.pick);
        if (!target) return;
        const res = await teacherOf(target.teacherId).post('/t/tc/leave/appeal', {
          leaveId: target.id,
          message: 'Property test appeal',
        });
        if (res.statusCode !== 200) return;
        const [appeal] = await rows<{ id: number }>(
          sql`select id::int as id from leave_appeals where leave_id = ${target.id}`,
        );
        await ops.send('POST', `/ops/leave/appeals/${appeal?.id ?? 0}/decision`, {
          decision: e.accept ? 'ACCEPT' : 'REJECT',
          reason: 'Property test decision',
        });
      },
      async freePass(e) {
        const records = await rows<{ id: number; teacherId: number }>(
          sql`select id::int as id, teacher_id::int as "teacherId" from leave_records
            where teacher_id = any(${idList}::bigint[]) and kind = 'NO_SHOW'
              and status in ('RECORDED', 'UPHELD') order by id`,
        );
        const target = chosen(records, e.pick);
        if (target)
          await teacherOf(target.teacherId).post('/t/tc/leave/noshow/free/remove', {
            leaveId: target.id,
          });
      },
      async cancel(e) {
        const upcoming = await classes(
          sql`status in ('OPEN', 'BOOKED') and starts_at > ${w.clock.now()}`,
        );
        const target = chosen(upcoming, e.pick);
        if (!target) return;
        const body = { slotIds: [target.id], reason: 'SICKNESS', preview: false };
        if (e.credit)
          return w.apply(teacherOf(target.teacherId), {
            ...body,
            type: 'CARROT_EXCHANGE_CANCELLATION',
          });
        if (target.startsAt.getTime() - now() >= DAY_MS)
          return w.apply(teacherOf(target.teacherId), { ...body, type: 'REGULAR_CANCELLATION' });
        return w.emergency(target.teacherId, body);
      },
      grant: (e) => w.grant((teachers[e.teacher] as Calls).userId, 1),
      /** The teacher spends every carrot (as the coming shop will): a later take-back is owed. */
      spend: (e) =>
        w.app().services.uow.run(async (tx) => {
          const userId = (teachers[e.teacher] as Calls).userId;
          const { balance } = await tx.carrots.held(userId);
          if (balance > 0)
            await tx.carrots.append({
              userId,
              amount: -balance,
              reason: 'PROPERTY_TEST_SPEND',
              sourceKey: `property-spend-${runs}-${(spends += 1)}`,
              createdAt: w.clock.now(),
            });
        }),
      async callIn(e) {
        const soon = await classes(sql`status = 'BOOKED' and starts_at > ${w.clock.now()}
          and starts_at < ${new Date(now() + DAY_MS)}`);
        const target = chosen(soon, e.pick);
        if (!target) return;
        await standby.post('/t/tc/book/standby', { startTime: target.startsAt.getTime() });
        await ops.send('POST', `/ops/classes/${target.id}/standby-call-in`, {
          emergency: e.emergency,
        });
      },
      suspend: (e) =>
        ops.send('POST', `/ops/teachers/${(teachers[e.teacher] as Calls).userId}/suspend`, {
          reason: 'Property test',
        }),
      restore: (e) =>
        ops.send('POST', `/ops/teachers/${(teachers[e.teacher] as Calls).userId}/restore`, {
          reason: 'Property test',
        }),
      async renew(e) {
        const userId = (teachers[e.teacher] as Calls).userId;
        const [last] = await rows<{ id: number; expiresOn: string; pay: number }>(
          sql`select id::int as id, to_char(expires_on, 'YYYY-MM-DD') as "expiresOn",
              pay_per_class_cents as pay
            from contracts where user_id = ${userId} and status = 'SIGNED' order by expires_on desc limit 1`,
        );
        if (!last) return;
        const from = Date.parse(`${last.expiresOn}T00:00:00Z`) + DAY_MS;
        const terms = renewalTerms({ payPerClassCents: last.pay }, 'C', completePayPolicy({}));
        await signedContract(w.app(), userId, {
          effectiveOn: new Date(from).toISOString().slice(0, 10),
          expiresOn: new Date(addBeijingMonths(from, 6)).toISOString().slice(0, 10),
          ...terms,
          renews: last.id,
        });
      },
      /** FINANCE release the first month not yet released, the clock moved past its end first
       * if need be: what happens afterwards to its classes is a correction. */
      async payMonth() {
        let month = payMonthOf(base).start;
        while (released.has(month)) month = addBeijingMonths(month, 1);
        if (payMonthOf(month).end > now()) {
          w.clock.set(payMonthOf(month).end + HOUR_MS);
          await w.tick();
        }
        return payMonth(month);
      },
    };

    // The setup: times opened and booked, so the events find classes to act on.
    for (const open of setup.opened) {
      const start = unitStart(open.days, open.unit);
      const teacher = teachers[open.teacher] as Calls;
      if ((await w.open(teacher, [start])).statusCode !== 200) continue;
      const children = Array.from(
        { length: open.students },
        () => `stu-${runs}-${(students += 1)}`,
      );
      await w.book(teacher.userId, children, start);
    }
    for (const event of events)
      await (apply[event.kind] as (e: MoneyEvent) => Promise<unknown>)(event);

    // The end: every class run out, then every month generated and released, in order.
    const [last] = await rows<{ at: Date | null }>(
      sql`select max(starts_at) as at from class_slots where teacher_id = any(${idList}::bigint[])`,
    );
    const end = Math.max(now(), last?.at ? new Date(last.at).getTime() : 0) + 40 * DAY_MS;
    w.clock.set(end);
    await w.tick();
    for (
      let month = payMonthOf(base).start;
      month < payMonthOf(end).start;
      month = addBeijingMonths(month, 1)
    ) {
      played.months.push(month);
      await payMonth(month);
    }
    return played;
  };
}
