import {
  classTypeUsable,
  firstSmartClassType,
  BEIJING_CALENDAR,
  beijingMonthOf,
  beijingWeekStart,
  classBaseCents,
  classJoinable,
  contractInForceAt,
  contractNear,
  DAY_MS,
  formatOn,
  isPeakTime,
  PAID_CLASS_MINUTES,
  PEAK_INCENTIVE_THRESHOLD,
  WEEK_MS,
  type ClassTypeView,
  type CourseStatistics,
  type FinishType,
  type TeacherBasicInfo,
  type TeacherClass,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories } from '../../repositories.js';
import { meetingRoomUrl } from '../scheduling/meeting-room.js';
import type { SlotRow } from './class-slots.repository.js';
import type { ClassWeekRepository, WeekClass } from './class-week.repository.js';
import { teacherClassOf, weekClassOf } from './class-views.js';

interface Deps {
  repositories: Pick<
    Repositories,
    'classSlots' | 'classSettings' | 'classStats' | 'carrots' | 'teachers'
  >;
  /** The missed classes' no-show records, by class (leave's; classes does not import leave). */
  noShowRecords: NoShowRecords;
  /** The schedule's one prepared read. */
  week: ClassWeekRepository;
  meetingBaseUrl: string;
  clock?: () => Date;
}

/** A missed class's record and its status, by class id (decision 059). */
export type NoShowRecords = (
  slotIds: readonly number[],
) => Promise<ReadonlyMap<number, NonNullable<TeacherClass['noShowRecord']>>>;

const RECOMMENDATIONS = 10;
/** A missed class: the schedule shows its no-show record's result beside it. */
const NO_SHOW = 'TEACHER_NO_SHOW' satisfies FinishType;

/** The first instant of the Beijing month holding `at`, and of the next one. */
export function beijingMonth(at: number): { from: Date; to: Date; label: string } {
  const { start, end } = beijingMonthOf(at);
  return {
    from: new Date(start),
    to: new Date(end),
    label: formatOn(start, BEIJING_CALENDAR, 'YYYY/MM'),
  };
}

/** The teacher's own classes and the slot screen's panels (decision 039). */
export function createTeacherClassesService({
  repositories,
  week,
  meetingBaseUrl,
  noShowRecords,
  clock = () => new Date(),
}: Deps) {
  const { classSlots, classSettings, classStats, carrots, teachers } = repositories;

  /** The no-show records of the missed classes among these (none read when none was missed). */
  const noShowsOf: (
    rows: readonly Pick<WeekClass, 'id' | 'finishType'>[],
  ) => ReturnType<NoShowRecords> = async (rows) => {
    const missed = rows.filter((r) => r.finishType === NO_SHOW).map((r) => r.id);
    return missed.length > 0 ? noShowRecords(missed) : new Map();
  };

  const labelOf = (types: readonly ClassTypeView[], row: WeekClass) =>
    types.find((t) => t.id === row.classTypeId)?.label ?? row.smartClassType;

  async function describe(rows: readonly SlotRow[]): Promise<TeacherClass[]> {
    const ids = rows.map((row) => row.id);
    const [students, outcomes, types] = await Promise.all([
      classSlots.studentsOf(ids),
      classSlots.outcomesOf(ids),
      classSettings.classTypes(),
    ]);
    const now = clock().getTime();
    const views = rows.map((row) =>
      weekClassOf(row, students.get(row.id) ?? [], outcomes.get(row.id)),
    );
    const noShows = await noShowsOf(views);
    return views.map((view) =>
      teacherClassOf(view, labelOf(types, view), now, noShows.get(view.id) ?? null),
    );
  }

  return {
    describe,

    /** The week's held times and classes: one prepared read with students and outcomes. */
    async schedule(userId: number, weekStartTime: number) {
      const weekStart = beijingWeekStart(weekStartTime);
      const [rows, types] = await Promise.all([
        week.schedule(userId, weekStart, weekStart + WEEK_MS),
        classSettings.classTypes(),
      ]);
      const now = clock().getTime();
      const inWeek = rows.filter((row) => row.startsAt >= weekStart);
      const noShows = await noShowsOf(inWeek);
      const classes = inWeek.map((row) =>
        teacherClassOf(row, labelOf(types, row), now, noShows.get(row.id) ?? null),
      );
      return { weekStartTime: weekStart, classes };
    },

    async list(
      userId: number,
      query: { startTime: number; endTime: number; pageIndex: number; pageSize: number },
    ) {
      const upcoming = query.startTime >= clock().getTime() - DAY_MS;
      const { total, rows } = await classSlots.page(
        userId,
        { from: new Date(query.startTime), to: new Date(query.endTime) },
        { index: query.pageIndex, size: query.pageSize },
        upcoming ? 'asc' : 'desc',
      );
      return { total, list: await describe(rows) };
    },

    /** The home page's card (decision 061): the next class with its children, or none. */
    async nextClass(userId: number): Promise<{ nextClass: TeacherClass | null }> {
      const row = await classSlots.nextClass(userId, clock());
      const [view] = row ? await describe([row]) : [];
      return { nextClass: view ?? null };
    },

    /** The room's link, only to the class's teacher and only around its time; the join is kept. */
    async join(userId: number, classId: number): Promise<{ url: string }> {
      const row = await classSlots.find(classId);
      // Another teacher's class is "not found", never "not yours".
      if (!row || row.teacherId !== userId) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      const now = clock();
      const window = { startsAt: row.startsAt.getTime(), endsAt: row.teachingEndsAt.getTime() };
      if (!classJoinable({ status: row.status, ...window }, now.getTime()))
        throw new AppError('BIZ_ROOM_NOT_OPEN');
      // Only under a contract holding the class's day (decision 052): the clock releases such
      // a class before it starts, so this refusal never leaves a no-show behind.
      if (!contractInForceAt(await classSettings.contracts(userId), row.startsAt.getTime()))
        throw new AppError('BIZ_TEACHER_DATE_OUT_OF_CONTRACT');
      await classSlots.recordJoin(row.id, userId, now);
      return { url: meetingRoomUrl(meetingBaseUrl, `class-${row.roomKey}`) };
    },

    async teacherInfo(userId: number): Promise<TeacherBasicInfo> {
      const [teacher, contracts, permissions, held, types] = await Promise.all([
        teachers.find(userId),
        classSettings.contracts(userId),
        classSettings.permissions(userId),
        carrots.held(userId),
        classSettings.classTypes(),
      ]);
      // The terms the teacher reads: the contract in force today, else the nearest.
      const terms = contractNear(contracts, clock().getTime());
      if (!teacher) throw new AppError('TOKEN_ILLEGAL');
      return {
        name: nameOf(teacher),
        grade: teacher.grade,
        level: teacher.level,
        timeZone: teacher.timeZone,
        payPerClassCents: terms?.payPerClassCents ?? 0,
        peakCarrots: terms?.peakCarrots ?? 0,
        carrots: held.balance,
        carrotsOwed: held.owed,
        permissions,
        classTypes: types.filter((type) => classTypeUsable(type, permissions)),
      };
    },

    async courseStatistics(userId: number): Promise<CourseStatistics> {
      const month = beijingMonth(clock().getTime());
      const counts = await classStats.month(userId, month);
      return {
        month: month.label,
        classesThisMonth: counts.finished,
        peakClassesThisMonth: counts.peakFinished,
        finishRate:
          counts.finished === 0 ? null : Math.round((counts.asScheduled * 100) / counts.finished),
        peakSlotsOpenedThisMonth: counts.peakOpened,
        peakIncentiveThreshold: PEAK_INCENTIVE_THRESHOLD,
      };
    },

    /** Next week's times with the most students waiting for a seat. */
    async recommendations() {
      const next = beijingWeekStart(clock().getTime()) + WEEK_MS;
      const [rows, windows] = await Promise.all([
        classStats.unmetDemand(
          { from: new Date(next), to: new Date(next + WEEK_MS) },
          RECOMMENDATIONS,
        ),
        classSettings.windows(),
      ]);
      return rows.map((row) => ({
        startTime: row.startsAt.getTime(),
        courseType: row.courseType as TeacherClass['courseType'],
        unmet: row.unmet,
        peakTime: isPeakTime(row.startsAt.getTime(), windows),
      }));
    },

    /** What the week pays if every opened unit is taught, and for the booked ones. */
    async calculator(userId: number, weekStartTime: number) {
      const weekStart = beijingWeekStart(weekStartTime);
      const [counts, contracts] = await Promise.all([
        classStats.week(userId, { from: new Date(weekStart), to: new Date(weekStart + WEEK_MS) }),
        classSettings.contracts(userId),
      ]);
      // A standard class's pay by the payslip's own function, under the week's contract.
      const contract = contractNear(contracts, weekStart);
      const pay = classBaseCents({ minutes: PAID_CLASS_MINUTES, contract });
      return {
        weekStartTime: weekStart,
        openedUnits: counts.opened,
        bookedUnits: counts.booked,
        payPerClassCents: pay,
        estimatedCents: counts.opened * pay,
        bookedCents: counts.booked * pay,
      };
    },

    async achievement(userId: number) {
      const [counts, held] = await Promise.all([
        classStats.achievement(userId),
        carrots.held(userId),
      ]);
      return {
        classesFinished: counts.finished,
        peakClassesFinished: counts.peakFinished,
        standbyFinished: counts.standbyFinished,
        carrots: held.balance,
        carrotsOwed: held.owed,
        firstClassAt: counts.firstClassAt,
      };
    },

    async peakCoinLog(
      userId: number,
      query: { startTime: number; endTime: number; pageIndex: number; pageSize: number },
    ) {
      const { total, rows } = await carrots.page(
        userId,
        { from: new Date(query.startTime), to: new Date(query.endTime) },
        { index: query.pageIndex, size: query.pageSize },
      );
      return {
        total,
        list: rows.map((row) => ({
          id: row.id,
          amount: row.amount,
          owed: row.owed,
          reason: row.reason,
          classId: row.slotId,
          createdAt: row.createdAt.getTime(),
        })),
      };
    },

    topics: (courseType: string) => classSettings.themes(courseType),

    /**
     * The smart-class type a call names, or the first the teacher may open when it names none
     * (decision 073); none to open is the spec's permission error on slot listing.
     */
    async smartClassTypeOf(userId: number, given: string | undefined): Promise<string> {
      if (given) return given;
      const [types, permissions] = await Promise.all([
        classSettings.classTypes(),
        classSettings.permissions(userId),
      ]);
      const first = firstSmartClassType(types, permissions);
      if (!first) throw new AppError('BIZ_TEACHER_PERMISSION');
      return first;
    },

    async courseDesc(smartClassType: string) {
      const type = await classSettings.classType(smartClassType);
      if (!type) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      return type;
    },
  };
}
export type TeacherClassesService = ReturnType<typeof createTeacherClassesService>;

/** The saved profile's name, else the application's. */
function nameOf(teacher: {
  profile: Record<string, string>;
  resumeFields: Record<string, string | boolean> | null;
}) {
  const part = (key: 'firstName' | 'lastName') => {
    const own = teacher.profile[key];
    const applied = teacher.resumeFields?.[key];
    return own || (typeof applied === 'string' ? applied : '');
  };
  return `${part('firstName')} ${part('lastName')}`.trim();
}
