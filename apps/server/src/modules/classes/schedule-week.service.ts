import {
  beijingWeekStart,
  blockMinutes,
  contractInForceAt,
  FREE_UNIT,
  FREELY_CANCELLED_STATUSES,
  freeUnitStatus,
  isPeakTime,
  MINUTE_MS,
  WEEK_MS,
  weekTooFar,
  weekUnitStarts,
  type SlotUnit,
} from '@portal/contracts';
import type { ClassSettingsRepository } from './class-settings.repository.js';
import type { ClassWeekRepository, HeldTime } from './class-week.repository.js';
import { weekTooFarError } from './slot-errors.js';
import { STANDBY, type SlotOpening } from './slot-opening.service.js';

interface Deps {
  opening: Pick<SlotOpening, 'usableType'>;
  /** The week grid's one prepared read. */
  week: ClassWeekRepository;
  settings: Pick<ClassSettingsRepository, 'classType' | 'windows'>;
  clock: () => Date;
}

/** The slot-opening screen's week (decision 039): a type's units with the teacher's status at each. */
export function createScheduleWeek({ opening, week: weekReads, settings, clock }: Deps) {
  return {
    /** A week of a type's units with this teacher's status at each. */
    async units(
      userId: number,
      smartClassType: string,
      weekStartTime: number,
    ): Promise<SlotUnit[]> {
      const type = await opening.usableType(userId, smartClassType);
      const now = clock().getTime();
      const weekStart = beijingWeekStart(weekStartTime);
      if (weekTooFar(weekStart, now)) throw weekTooFarError();
      const weekEnd = weekStart + WEEK_MS;
      const standbyGrid = type.courseType === 'MAIN';
      const [windows, standby, week] = await Promise.all([
        settings.windows(),
        standbyGrid ? settings.classType(STANDBY) : undefined,
        weekReads.grid(userId, weekStart, weekEnd),
      ]);
      const { held, seats } = week;
      const block = blockMinutes(type.time) * MINUTE_MS;
      const own = (row: HeldTime) =>
        row.smartClassType === type.smartClassType || (standbyGrid && row.courseType === STANDBY);
      const offersStandby = Boolean(standby?.active);
      const units = weekUnitStarts(weekStart, type.time, windows).map((start): SlotUnit => {
        const row = held.find((r) => r.startsAt === start && own(r));
        const peakTime = isPeakTime(start, windows);
        if (row) return unitOf(row);
        const seat = seats.get(start);
        // A day no contract holds offers nothing (decision 052).
        const contract = contractInForceAt(week.contracts, start);
        return {
          startTime: start,
          endTime: start + type.time * MINUTE_MS,
          courseType: type.courseType,
          smartClassType: type.smartClassType,
          status: contract
            ? freeUnitStatus({
                start,
                now,
                regular: type.classType === 'GRID',
                busy: held.some((r) => r.startsAt < start + block && r.endsAt > start),
                standbyGrid: offersStandby,
                standbyFull: Boolean(seat && seat.held >= seat.capacity),
              })
            : FREE_UNIT.UNAVAILABLE,
          peakTime,
          peakCoinCount: peakTime ? (contract?.peakCarrots ?? 0) : 0,
          lock: false,
          students: 0,
          fixed: false,
        };
      });
      // Held times the grid no longer offers (the windows changed since) still show.
      const listed = new Set(units.map((u) => u.startTime));
      const extra = held.filter((r) => own(r) && !listed.has(r.startsAt)).map(unitOf);
      return [...units, ...extra].sort((a, b) => a.startTime - b.startTime);
    },
  };
}

/** A time the teacher holds, as the screen shows it. */
function unitOf(row: HeldTime): SlotUnit {
  return {
    startTime: row.startsAt,
    endTime: row.teachingEndsAt,
    courseType: row.courseType as SlotUnit['courseType'],
    smartClassType: row.smartClassType,
    status: row.status as SlotUnit['status'],
    peakTime: row.peak,
    peakCoinCount: row.peakCarrots,
    lock: !FREELY_CANCELLED_STATUSES.includes(row.status as never),
    students: row.studentCount,
    fixed: row.fixed,
  };
}
