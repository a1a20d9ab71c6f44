import type { SlotUnit, TeacherClass } from '@portal/contracts';
import { WEEK_MS, beijingWeekStart } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { dataOf, grantPermission, teacherCalls } from '../test/classes.js';
import { activatedTeacher } from '../test/teachers.js';
import { found } from '../test/found.js';

interface Context {
  app: () => FastifyInstance;
}

const CONTRACT = { effectiveOn: '2026-01-01', expiresOn: '2030-12-31' };
type Calls = ReturnType<typeof teacherCalls> & { userId: number };

/**
 * The ownership suite's cases for the schedule's teacher routes (decision 039): an owner with
 * an opened class, a workshop intention and a booked class; a second teacher reaches none of
 * them, and their own writes change only their own calendar.
 */
export function classOwnershipCases({ app }: Context) {
  let ready:
    | Promise<{
        owner: Calls;
        other: Calls;
        week: number;
        opened: number;
        spare: number;
        workshop: number;
        classId: number;
      }>
    | undefined;
  function setUp() {
    ready ??= (async () => {
      const make = async () => {
        const teacher = await activatedTeacher(app(), { contract: CONTRACT });
        return { ...teacherCalls(app(), teacher.token), userId: teacher.userId };
      };
      const owner = await make();
      const other = await make();
      const week = beijingWeekStart(Date.now()) + WEEK_MS;
      const grid = dataOf<SlotUnit[]>(
        await owner.get('/t/tc/book/all/units', { courseType: 'MAIN', weekStartTime: week }),
      );
      const free = grid.filter((u) => u.status === 'AVAILABLE').map((u) => u.startTime);
      // The week's last free unit is the second teacher's to open (never the owner's workshop).
      const [opened, second, spare] = [free[0], free[1], free.at(-1)];
      if (!opened || !second || !spare || spare === second)
        throw new Error('no free units next week');
      dataOf(
        await owner.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [opened, second] }),
      );
      const workshops = dataOf<SlotUnit[]>(
        await owner.get('/t/tc/book/unfixed/intention/units', {
          smartClassType: 'WORKSHOP_30',
          weekStartTime: week,
        }),
      );
      const workshop = found(
        workshops.find((u) => u.status === 'AVAILABLE')?.startTime,
        'available workshop time',
      );
      dataOf(
        await owner.post('/t/tc/book/unfixed/add', {
          smartClassType: 'WORKSHOP_30',
          startTimes: [workshop],
          topic: 'Stories and drama',
          lesson: 'Act it out',
        }),
      );
      const schedule = dataOf<{ classes: TeacherClass[] }>(
        await owner.get('/t/tc/book/schedule', { weekStartTime: week }),
      );
      const classId = found(
        schedule.classes.find((c) => c.startTime === opened)?.classId,
        'class of the owner',
      );
      return { owner, other, week, opened, spare, workshop, classId };
    })();
    return ready;
  }

  const notMine = async (url: string, query: Record<string, number | string> = {}) => {
    const { owner, other } = await setUp();
    const mine = await owner.get(url, query);
    const theirs = await other.get(url, query);
    return { mine: dataOf(mine), theirs: dataOf(theirs) };
  };

  return {
    async getAllUnits() {
      const { owner, other, week, opened } = await setUp();
      const at = async (who: Calls) =>
        dataOf<SlotUnit[]>(
          await who.get('/t/tc/book/all/units', { courseType: 'MAIN', weekStartTime: week }),
        ).find((u) => u.startTime === opened)?.status;
      expect(await at(owner)).toBe('OPEN');
      expect(await at(other)).toBe('AVAILABLE');
    },

    async getIntentionUnits() {
      const { other, week, workshop } = await setUp();
      const units = dataOf<SlotUnit[]>(
        await other.get('/t/tc/book/unfixed/intention/units', {
          smartClassType: 'WORKSHOP_30',
          weekStartTime: week,
        }),
      );
      expect(units.find((u) => u.startTime === workshop)?.status).toBe('AVAILABLE');
    },

    async openUnits() {
      const { owner, other, week, spare } = await setUp();
      // A time opens in the second teacher's own calendar; the owner's is untouched.
      dataOf(await other.post('/t/tc/book/batch', { courseType: 'MAIN', startTimes: [spare] }));
      const mine = dataOf<{ classes: TeacherClass[] }>(
        await owner.get('/t/tc/book/schedule', { weekStartTime: week }),
      );
      expect(mine.classes.map((c) => c.startTime)).not.toContain(spare);
    },

    async openIntentionUnits() {
      const { other, workshop } = await setUp();
      const res = await other.post('/t/tc/book/unfixed/add', {
        smartClassType: 'WORKSHOP_30',
        startTimes: [workshop],
        topic: 'Stories and drama',
        lesson: 'Act it out',
      });
      // The owner's intention does not stop the second teacher opening the same time.
      expect(res.statusCode, res.body).toBe(200);
    },

    async holdStandby() {
      const { other, owner } = await setUp();
      const res = await other.post('/t/tc/book/standby', { startTime: 1 });
      expect(res.statusCode).not.toBe(200);
      expect(dataOf<{ carrots: number }>(await owner.get('/t/tc/book/achievement')).carrots).toBe(
        0,
      );
    },

    async cancelUnit() {
      const { other, owner, opened, week } = await setUp();
      const res = await other.post('/t/tc/book/cancel', { startTime: opened });
      expect(res.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
      const mine = dataOf<{ classes: TeacherClass[] }>(
        await owner.get('/t/tc/book/schedule', { weekStartTime: week }),
      );
      expect(mine.classes.find((c) => c.startTime === opened)?.status).toBe('OPEN');
    },

    async cancelIntentionUnits() {
      const { owner, week, workshop } = await setUp();
      const stranger = await activatedTeacher(app(), { contract: CONTRACT });
      const res = await teacherCalls(app(), stranger.token).post('/t/tc/book/unfixed/cancel', {
        smartClassType: 'WORKSHOP_30',
        startTimes: [workshop],
      });
      expect(res.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
      const mine = dataOf<{ classes: TeacherClass[] }>(
        await owner.get('/t/tc/book/schedule', { weekStartTime: week }),
      );
      expect(mine.classes.find((c) => c.startTime === workshop)?.status).toBe('INTENTION');
    },

    async repeatWeek() {
      const { week } = await setUp();
      const stranger = await activatedTeacher(app(), { contract: CONTRACT });
      const res = await teacherCalls(app(), stranger.token).post('/t/tc/book/cycle', {
        courseType: 'MAIN',
        weekStartTime: week,
        weeks: 1,
      });
      // The owner's pattern is not the stranger's to repeat.
      expect(res.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
    },

    async getTopics() {
      const { other } = await setUp();
      expect(
        dataOf<unknown[]>(await other.post('/t/tc/book/topic', { courseType: 'WORKSHOP' })).length,
      ).toBeGreaterThan(0);
    },

    async getCourseDesc() {
      const { mine, theirs } = await notMine('/t/tc/book/course/desc', { smartClassType: 'MAIN' });
      expect(theirs).toEqual(mine);
    },

    async getSchedule() {
      const { week, opened } = await setUp();
      const { theirs } = await notMine('/t/tc/book/schedule', { weekStartTime: week });
      expect((theirs as { classes: TeacherClass[] }).classes.map((c) => c.startTime)).not.toContain(
        opened,
      );
    },

    async getTeacherClasses() {
      const { week, classId } = await setUp();
      const { mine, theirs } = await notMine('/t/tc/book/class/list', {
        startTime: week,
        endTime: week + WEEK_MS,
      });
      expect((mine as { list: TeacherClass[] }).list.map((c) => c.classId)).toContain(classId);
      expect((theirs as { list: TeacherClass[] }).list.map((c) => c.classId)).not.toContain(
        classId,
      );
    },

    async getNextClass() {
      const { owner, other } = await setUp();
      const next = async (who: Calls) =>
        dataOf<{ nextClass: TeacherClass | null }>(await who.get('/t/tc/book/class/next'))
          .nextClass;
      const mine = await next(owner);
      expect(mine?.classId).toBeGreaterThan(0);
      // Whatever the second teacher opened meanwhile is theirs; a new teacher has none.
      expect((await next(other))?.classId).not.toBe(mine?.classId);
      const stranger = await activatedTeacher(app(), { contract: CONTRACT });
      expect(await next({ ...teacherCalls(app(), stranger.token), userId: stranger.userId })).toBe(
        null,
      );
    },

    async joinClass() {
      const { other, classId } = await setUp();
      const res = await other.post('/t/tc/book/class/join', { classId });
      expect(res.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
    },

    async getBookTeacherInfo() {
      const { owner } = await setUp();
      await grantPermission(app(), owner.userId, 'CAMBRIDGE_DEMO_UNFIXED_BOOK');
      const { mine, theirs } = await notMine('/t/tc/book/teacher/info');
      expect(mine).toMatchObject({ permissions: ['CAMBRIDGE_DEMO_UNFIXED_BOOK'] });
      expect(theirs).toMatchObject({ permissions: [] });
    },

    async getCourseStatistics() {
      const { mine, theirs } = await notMine('/t/tc/book/course/statistics');
      expect(theirs).toMatchObject({ classesThisMonth: 0 });
      expect(mine).toMatchObject({ classesThisMonth: 0 });
    },

    async getRecommendations() {
      const { mine, theirs } = await notMine('/t/tc/book/recommendations');
      // Demand is the school's, the same for every teacher.
      expect(theirs).toEqual(mine);
    },

    async getPayCalculator() {
      const { week } = await setUp();
      const { mine, theirs } = await notMine('/t/tc/book/calculator', { weekStartTime: week });
      expect((mine as { openedUnits: number }).openedUnits).toBeGreaterThanOrEqual(3);
      expect((theirs as { openedUnits: number }).openedUnits).toBeLessThan(
        (mine as { openedUnits: number }).openedUnits,
      );
    },

    async getAchievement() {
      const { theirs } = await notMine('/t/tc/book/achievement');
      expect(theirs).toMatchObject({ classesFinished: 0, carrots: 0 });
    },

    async getPeakCoinLog() {
      const { other } = await setUp();
      const res = dataOf(
        await other.post('/t/tc/book/peak/coin/log', {
          startTime: 0,
          endTime: Date.now() + WEEK_MS,
        }),
      );
      expect(res).toEqual({ total: 0, list: [] });
    },

    async getClassCalendar() {
      const { owner, other, classId } = await setUp();
      const url = `/t/tc/book/class/${classId}/calendar`;
      const mine = await owner.get(url);
      expect(mine.statusCode).toBe(200);
      expect(mine.body).toContain('BEGIN:VEVENT');
      const theirs = await other.get(url);
      expect(theirs.statusCode).not.toBe(200);
      expect(theirs.body).not.toContain('BEGIN:VEVENT');
    },

    async getCalendarFeed() {
      const { mine, theirs } = await notMine('/t/tc/book/calendar');
      expect((theirs as { url: string }).url).not.toBe((mine as { url: string }).url);
    },

    async rotateCalendarFeed() {
      const { owner, other } = await setUp();
      const before = dataOf<{ url: string }>(await owner.get('/t/tc/book/calendar'));
      dataOf(await other.post('/t/tc/book/calendar/rotate'));
      expect(dataOf<{ url: string }>(await owner.get('/t/tc/book/calendar'))).toEqual(before);
    },
  };
}
