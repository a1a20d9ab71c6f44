import { SLOT, type FinishType, type StoredSlotStatus } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';

/*
 * Class rules that queries in several modules state in SQL: written once here, so pay, the
 * week grid, the statistics and the reconciliation cannot drift apart. `slot` is the alias of
 * the `class_slots` row in the calling query (a code constant, never input).
 */

/**
 * The finish type of the class's latest outcome (outcomes are appended: a correction, an
 * appeal or a free pass is a newer row). A scalar subquery, or a lateral one (`o.finish_type`).
 */
export function latestFinishType(slot: string): SQL<FinishType | null> {
  return sql<FinishType | null>`${sql.raw(
    `(select latest.finish_type from class_outcomes latest where latest.slot_id = ${slot}.id order by latest.id desc limit 1)`,
  )}`;
}

/** The class has an outcome: the clock or staff finished it. */
export function hasOutcome(slot: string): SQL {
  return sql.raw(`exists (select 1 from class_outcomes o where o.slot_id = ${slot}.id)`);
}

/**
 * A peak time the teacher opened, booked or not (the pay incentive and the slot screen's
 * count): not a standby time, not given back (CANCELLED), not handed over from another teacher.
 */
export function peakSlotOpened(slot: string): SQL {
  return sql.raw(
    `(${slot}.peak and ${slot}.course_type <> 'STANDBY' and ${slot}.status <> '${SLOT.CANCELLED}' and not ${slot}.from_standby)`,
  );
}

/**
 * `<column> in (...)` for a status set declared in contracts (BOOKABLE_STATUSES, ...), written
 * as literals so the planner sees constants; the members are typed statuses, never input.
 */
export function slotStatusIn(column: string, statuses: readonly StoredSlotStatus[]): SQL {
  return sql.raw(`${column} in (${statuses.map((status) => `'${status}'`).join(', ')})`);
}

/** `<column> = '<status>'` for one status, as a literal (as `slotStatusIn`). */
export function slotStatusIs(column: string, status: StoredSlotStatus): SQL {
  return sql.raw(`${column} = '${status}'`);
}

/** `<column> <> '<status>'`, as a literal (as `slotStatusIn`). */
export function slotStatusNot(column: string, status: StoredSlotStatus): SQL {
  return sql.raw(`${column} <> '${status}'`);
}
