import type { FixedPeriodView, FixedQuickConfig, FixedRequestView } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { dataOf, grantPermission, serviceKey, studentSide, teacherCalls } from '../test/classes.js';
import { activatedTeacher } from '../test/teachers.js';

interface Context {
  app: () => FastifyInstance;
}

const CONTRACT = { effectiveOn: '2026-01-01', expiresOn: '2030-12-31' };
type Calls = ReturnType<typeof teacherCalls> & { userId: number };

/**
 * The ownership suite's cases for the fixed-class routes (decision 041): the owner has an
 * offered period with a waiting request and an active one with booked weeks; a second teacher,
 * who holds the permission too, reaches none of them.
 */
export function fixedOwnershipCases({ app }: Context) {
  let ready:
    | Promise<{
        owner: Calls;
        other: Calls;
        offered: FixedPeriodView;
        active: FixedPeriodView;
        waiting: FixedRequestView;
      }>
    | undefined;
  function setUp() {
    ready ??= (async () => {
      const make = async () => {
        const teacher = await activatedTeacher(app(), { contract: CONTRACT });
        await grantPermission(app(), teacher.userId, 'FIXED_CLASS_BOOK');
        const calls = { ...teacherCalls(app(), teacher.token), userId: teacher.userId };
        dataOf(await calls.post('/t/tc/fixed/open', { open: true }));
        return calls;
      };
      const owner = await make();
      const other = await make();
      const config = dataOf<FixedQuickConfig>(await owner.get('/t/tc/fixed/quick/config'));
      const dates = { firstDate: config.defaultFirstDate, lastDate: config.defaultLastDate };
      const save = async (isoDay: number) =>
        dataOf<FixedPeriodView>(
          await owner.post('/t/tc/fixed/period/save', {
            courseType: 'MAIN',
            weeklyTimes: [{ isoDay, startMinute: 600 }],
            ...dates,
          }),
        );
      const offered = await save(6);
      const active = await save(7);
      const side = studentSide(app(), await serviceKey(app()));
      const ask = async (periodId: number) =>
        dataOf<FixedRequestView>(
          await side.post('/ops/integration/fixed/requests', { periodId, studentIds: ['stu-o'] }),
        );
      const waiting = await ask(offered.periodId);
      const accepted = await ask(active.periodId);
      dataOf(
        await owner.post('/t/tc/fixed/accept/confirm', {
          requestId: accepted.requestId,
          decision: 'ACCEPT',
        }),
      );
      return { owner, other, offered, active, waiting };
    })();
    return ready;
  }

  const periodsOf = async (who: Calls) =>
    dataOf<FixedPeriodView[]>(await who.get('/t/tc/fixed/period/list'));

  return {
    async getFixedPermission() {
      const { owner } = await setUp();
      const stranger = await activatedTeacher(app(), { contract: CONTRACT });
      expect(
        dataOf(await teacherCalls(app(), stranger.token).get('/t/tc/fixed/permission')),
      ).toEqual({ permitted: false });
      expect(dataOf(await owner.get('/t/tc/fixed/permission'))).toEqual({ permitted: true });
    },

    async getFixedTimes() {
      const { other } = await setUp();
      expect(dataOf(await other.get('/t/tc/fixed/times'))).toEqual([]);
    },

    async getFixedQuickConfig() {
      const { owner, other } = await setUp();
      dataOf(await other.post('/t/tc/fixed/open', { open: false }));
      expect(dataOf<FixedQuickConfig>(await owner.get('/t/tc/fixed/quick/config')).open).toBe(true);
      expect(dataOf<FixedQuickConfig>(await other.get('/t/tc/fixed/quick/config')).open).toBe(
        false,
      );
      dataOf(await other.post('/t/tc/fixed/open', { open: true }));
    },

    async openFixedClass() {
      const { owner, other } = await setUp();
      dataOf(await other.post('/t/tc/fixed/open', { open: false }));
      expect(dataOf<FixedQuickConfig>(await owner.get('/t/tc/fixed/quick/config')).open).toBe(true);
      dataOf(await other.post('/t/tc/fixed/open', { open: true }));
    },

    async getFixedClassPage() {
      const { owner, other, active } = await setUp();
      const page = (who: Calls) =>
        who.post('/t/tc/fixed/class/page', { periodId: active.periodId });
      expect(dataOf<{ total: number }>(await page(owner)).total).toBeGreaterThan(0);
      expect(dataOf(await page(other))).toEqual({ total: 0, list: [] });
    },

    async getFixedAcceptList() {
      const { other } = await setUp();
      expect(dataOf(await other.get('/t/tc/fixed/accept/list'))).toEqual([]);
    },

    async confirmFixedAccept() {
      const { owner, other, waiting } = await setUp();
      for (const decision of ['ACCEPT', 'DECLINE'])
        expect(
          (
            await other.post('/t/tc/fixed/accept/confirm', {
              requestId: waiting.requestId,
              decision,
            })
          ).json().code,
        ).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
      const list = dataOf<FixedRequestView[]>(await owner.get('/t/tc/fixed/accept/list'));
      expect(list.find((r) => r.requestId === waiting.requestId)?.status).toBe('PENDING');
    },

    async getFixedReminders() {
      const { other } = await setUp();
      expect(dataOf(await other.get('/t/tc/fixed/reminders'))).toEqual({
        requests: [],
        continueChecks: [],
      });
    },

    async getFixedPeriods() {
      const { owner, other } = await setUp();
      expect((await periodsOf(owner)).length).toBe(2);
      expect(await periodsOf(other)).toEqual([]);
    },

    async saveFixedPeriod() {
      const { owner, other, offered } = await setUp();
      const res = await other.post('/t/tc/fixed/period/save', {
        periodId: offered.periodId,
        courseType: 'MAIN',
        weeklyTimes: [{ isoDay: 6, startMinute: 630 }],
        firstDate: offered.firstDate,
        lastDate: offered.lastDate,
      });
      expect(res.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
      const mine = (await periodsOf(owner)).find((p) => p.periodId === offered.periodId);
      expect(mine?.weeklyTimes).toEqual([{ isoDay: 6, startMinute: 600 }]);
      expect(await periodsOf(other)).toEqual([]);
    },

    async deleteFixedWeek() {
      const { owner, other, offered } = await setUp();
      const res = await other.post('/t/tc/fixed/delete/single', {
        periodId: offered.periodId,
        startTime: offered.starts[0],
      });
      expect(res.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
      const mine = (await periodsOf(owner)).find((p) => p.periodId === offered.periodId);
      expect(mine?.excluded).toEqual([]);
    },

    async answerFixedContinueCheck() {
      const { owner, other, active } = await setUp();
      const res = await other.post('/t/tc/fixed/continue/check', {
        periodId: active.periodId,
        decision: 'END',
      });
      expect(res.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
      const mine = (await periodsOf(owner)).find((p) => p.periodId === active.periodId);
      expect(mine?.continueCheck.decision).toBeNull();
    },
  };
}
