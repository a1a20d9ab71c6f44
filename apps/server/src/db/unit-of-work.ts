import { sql, type SQL } from 'drizzle-orm';
import type { JobQueue, JobSender, SqlExecutor } from '../jobs/job-queue.js';
import type { Db } from './database.js';
import { queryRows } from './raw-query.js';

/**
 * What a repository or a job sender is built from: the database itself, or one open
 * transaction. Repositories take `scope.db`; mail and other jobs take `scope.jobs`, which in a
 * transaction inserts the job through the transaction's own connection, so the job exists
 * exactly when the writes that asked for it were committed.
 */
export interface Scope {
  db: Db;
  jobs: JobSender;
  /**
   * Outside a unit of work only (the database's scope): runs `work` in a transaction of its
   * own, for a write that must commit with its job (the mail service's notices, decision 067).
   */
  transaction?: <T>(work: (scope: Scope) => Promise<T>) => Promise<T>;
}

/**
 * Runs a multi-step write as one unit: everything `work` writes through the repositories it is
 * given (jobs included) is committed together, or nothing is when it throws.
 */
export interface UnitOfWork<R> {
  run<T>(work: (repositories: R) => Promise<T>): Promise<T>;
}

export function createUnitOfWork<R>(
  db: Db,
  queue: JobQueue,
  build: (scope: Scope) => R,
): UnitOfWork<R> {
  const inTransaction = transactionOf(db, queue);
  return { run: (work) => inTransaction(async (scope) => work(build(scope))) };
}

/** Opens a transaction and hands over its scope: its writes and its jobs commit together. */
export function transactionOf(db: Db, queue: JobQueue) {
  return <T>(work: (scope: Scope) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => work({ db: tx, jobs: queue.within(executorOf(tx)) }));
}

/** pg-boss speaks `$1`-numbered SQL; the transaction speaks Drizzle's `sql`. */
function executorOf(tx: Db): SqlExecutor {
  return {
    executeSql: async (text, values) => ({ rows: await queryRows(tx, positional(text, values)) }),
  };
}

/** `select $1::int + $2` with [1, 2] as Drizzle SQL with the same two parameters. */
export function positional(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`no value for ${match[0]}`);
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${asParameter(values[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * As node-postgres would send it: Drizzle drops an `undefined` chunk (pg sends null), and
 * PGlite does not turn a plain object into JSON by itself (pg-boss passes a job's data so).
 */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  const plainObject =
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype;
  return plainObject ? JSON.stringify(value) : value;
}
