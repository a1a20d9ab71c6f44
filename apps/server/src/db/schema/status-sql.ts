import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A status code as an SQL literal, for constraints and partial indexes (not parameters). */
function literal(status: string): string {
  if (!/^[A-Za-z_0-9]+$/.test(status)) throw new Error(`not a status code: ${status}`);
  return `'${status}'`;
}

/** `column in ('A', 'B')` written from a lifecycle's statuses: the check of a status column. */
export function statusIn(column: PgColumn, statuses: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(statuses.map(literal).join(', '))})`;
}

/** `column = 'A'`: a partial index's condition on one status. */
export function statusIs(column: PgColumn, status: string): SQL {
  return sql`${column} = ${sql.raw(literal(status))}`;
}

/** `column <> 'A'`: a partial index's condition on every status but one. */
export function statusIsNot(column: PgColumn, status: string): SQL {
  return sql`${column} <> ${sql.raw(literal(status))}`;
}
