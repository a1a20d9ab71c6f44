import {
  ACTIVATED_PLACE,
  INITIAL_PLACE,
  STAFF_DECISION_STATUSES,
  STEP_OF_STAGE,
  STEP_OF_STATUS,
} from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';

/**
 * The step (0 to 4) of a stage and status, as the contracts' table places it: by the status
 * when it names its group, else by the stage; -1 for a stage the portal does not know.
 */
function stepOf(stage: SQL, status: SQL): SQL {
  const step = (index: number) => sql.raw(String(Math.trunc(index)));
  const byStatus = Object.entries(STEP_OF_STATUS).map(
    ([code, index]) => sql`when ${status} = ${code} then ${step(index ?? -1)}`,
  );
  const byStage = Object.entries(STEP_OF_STAGE).map(
    ([code, index]) => sql`when ${stage} = ${code} then ${step(index)}`,
  );
  return sql`(case ${sql.join([...byStatus, ...byStage], sql` `)} else -1 end)`;
}

const INITIAL_STEP = STEP_OF_STATUS[INITIAL_PLACE.status] ?? 0;

export interface WaitingRow {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  stage: string;
  status: string;
  since: Date;
}

/**
 * The overview's reads (decision 026), over `users` (where each applicant is now) and
 * `application_events` (every move, written by `funnel.move`). Plain SQL that runs on
 * PostgreSQL and PGlite alike; numbers come back as float8 or int4 so both drivers answer
 * JavaScript numbers.
 */
export function createDashboardRepository(db: Db) {
  return {
    /** How many applicants have each step as their furthest: now, or any place of their history. */
    async furthestSteps(): Promise<{ step: number; applicants: number }[]> {
      return queryRows(
        db,
        sql`
          with furthest as (
            select greatest(
              ${stepOf(sql`u.stage`, sql`u.status`)},
              coalesce(max(${stepOf(sql`e.from_stage`, sql`e.from_status`)}), -1),
              coalesce(max(${stepOf(sql`e.to_stage`, sql`e.to_status`)}), -1)
            ) as step
            from users u
            left join application_events e on e.user_id = u.id
            group by u.id, u.stage, u.status
          )
          select step::int as step, count(*)::int as applicants
          from furthest where step >= 0 group by step order by step`,
      );
    },

    /**
     * Finished stays per step: from the move into the step (the account's creation for the
     * first step) to the move out of it, or to the activation for the last step. The median
     * in days, and how many stays it is taken over.
     */
    async stayMedians(): Promise<{ step: number; medianDays: number; stays: number }[]> {
      return queryRows(
        db,
        sql`
          with moves as (
            select e.id, e.user_id, e.created_at,
              ${stepOf(sql`e.from_stage`, sql`e.from_status`)} as from_step,
              ${stepOf(sql`e.to_stage`, sql`e.to_status`)} as to_step,
              (e.to_stage = ${ACTIVATED_PLACE.stage} and e.to_status = ${ACTIVATED_PLACE.status})
                as activated
            from application_events e
          ),
          changes as (
            select * from moves where from_step <> to_step or activated
          ),
          stays as (
            select c.from_step as step,
              lag(c.to_step) over w as entered_step,
              c.created_at - coalesce(
                lag(c.created_at) over w,
                case when c.from_step = ${sql.raw(String(INITIAL_STEP))} then u.created_at end
              ) as spent
            from changes c
            join users u on u.id = c.user_id
            window w as (partition by c.user_id order by c.created_at, c.id)
          )
          select step::int as step,
            percentile_cont(0.5) within group (
              order by extract(epoch from spent)::float8 / 86400
            )::float8 as "medianDays",
            count(*)::int as stays
          from stays
          where step >= 0 and spent is not null and (entered_step is null or entered_step = step)
          group by step
          order by step`,
      );
    },

    /**
     * Applicants in a status that waits on staff, entered before `enteredBefore` (the last
     * move into their current place, or the account's creation), the oldest first.
     */
    async waitingOnStaff(
      enteredBefore: Date,
      limit: number,
    ): Promise<{ total: number; records: WaitingRow[] }> {
      const statuses = sql.join(
        STAFF_DECISION_STATUSES.map((code) => sql`${code}`),
        sql`, `,
      );
      const rows = await queryRows<Omit<WaitingRow, 'since'> & { total: number; sinceMs: number }>(
        db,
        sql`
          with waiting as (
            select u.id, u.email, u.stage, u.status, r.first_name, r.last_name,
              coalesce(
                (select max(e.created_at) from application_events e
                  where e.user_id = u.id and e.to_stage = u.stage and e.to_status = u.status),
                u.created_at
              ) as since
            from users u
            left join resumes r on r.user_id = u.id
            where u.status in (${statuses})
          )
          select id::float8 as "userId", email, stage, status,
            first_name as "firstName", last_name as "lastName",
            round(extract(epoch from since) * 1000)::float8 as "sinceMs",
            (count(*) over ())::int as total
          from waiting
          where since < ${enteredBefore.toISOString()}::timestamptz
          order by since, id
          limit ${limit}`,
      );
      return {
        total: rows[0]?.total ?? 0,
        records: rows.map(({ total: _total, sinceMs, ...row }) => ({
          ...row,
          since: new Date(sinceMs),
        })),
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
