import { createdAs, movesFrom, type Lifecycle, type MoveActor } from '@portal/contracts';
import { and, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { statusMoves } from '../db/schema/index.js';

/** Who takes a move, with their id when a person does (recorded in `status_moves`). */
export type Mover =
  | { by: 'staff'; staffId: number }
  | { by: 'teacher' | 'applicant'; userId: number }
  | { by: 'student side' | 'clock' | 'operator' };

export const CLOCK: Mover = { by: 'clock' };
export const STUDENT_SIDE: Mover = { by: 'student side' };

/** The table a lifecycle's records live in: its id and its status column. */
export interface StatusTable<T extends PgTable> {
  table: T;
  id: PgColumn;
  status: PgColumn;
}

type Row<T extends PgTable> = T['$inferSelect'];
type Insert<T extends PgTable> = T['$inferInsert'];
/** The other columns a move sets: values, or SQL (a counter's `+ 1`). */
export type MoveSet<T extends PgTable> = {
  [K in Exclude<keyof Insert<T>, 'status'>]?: Insert<T>[K] | SQL;
};

export interface Moved<T extends PgTable, S extends string> {
  row: Row<T>;
  from: S;
}

function actorId(mover: Mover): number | null {
  if (mover.by === 'staff') return mover.staffId;
  if (mover.by === 'teacher' || mover.by === 'applicant') return mover.userId;
  return null;
}

/**
 * The only writer of a lifecycle's status column (issue 35): a move is taken by its name from
 * the contracts' table. Moving is a conditional update from the move's `from` statuses (rows
 * locked and read first, so each move's trail row knows where it came from; two writers at
 * once: one moves the row, the other finds it gone), and each moved or created row adds a
 * `status_moves` row, in the caller's transaction. A move by someone the table does not name
 * is a programming error and throws.
 */
export function createLifecycleWriter<S extends string, M extends string, T extends PgTable>(
  db: Db,
  lifecycle: Lifecycle<S, M>,
  target: StatusTable<T>,
) {
  function check(move: M, mover: Mover) {
    if (!lifecycle.moves[move].by.includes(mover.by as MoveActor)) {
      throw new Error(`${lifecycle.name}.${move} is not taken by ${mover.by}`);
    }
  }

  async function trail(
    move: M,
    mover: Mover,
    rows: readonly { id: number; from: S | null }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(statusMoves).values(
      rows.map(({ id, from }) => ({
        lifecycle: lifecycle.name,
        recordId: id,
        move,
        fromStatus: from,
        toStatus: lifecycle.moves[move].to,
        actor: mover.by,
        actorId: actorId(mover),
      })),
    );
  }

  return {
    /**
     * Takes `move` on every row that `where` selects and that is in one of its `from`
     * statuses, setting `set` with the status; answers the rows moved (none: nothing was in a
     * status the move starts from, or another writer moved it first).
     */
    async move(
      move: M,
      mover: Mover,
      where: SQL | undefined,
      set: MoveSet<T> = {},
    ): Promise<Moved<T, S>[]> {
      check(move, mover);
      const from = movesFrom(lifecycle, move);
      const setting = { ...set, [statusKey(target)]: lifecycle.moves[move].to } as never;
      const columns = getTableColumns(target.table) as never;
      // One status to start from: the conditional update alone says where each row came from
      // (one statement, as before the trail); several: the rows are locked and read first.
      const [only] = from;
      if (from.length === 1 && only !== undefined) {
        const rows = (await db
          .update(target.table)
          .set(setting)
          .where(and(where, inArray(target.status, from)))
          .returning(columns)) as Row<T>[];
        const moved = rows.map((row) => ({ row, from: only }));
        await trail(
          move,
          mover,
          moved.map(({ row }) => ({ id: idOf(target, row), from: only })),
        );
        return moved;
      }
      const inFrom = and(where, inArray(target.status, from));
      const locked = (await db
        .select({ id: target.id, status: target.status })
        .from(target.table as PgTable)
        .where(inFrom)
        .for('update')) as { id: number; status: S }[];
      if (locked.length === 0) return [];
      const fromById = new Map(locked.map((r) => [r.id, r.status]));
      const rows = (await db
        .update(target.table)
        .set(setting)
        .where(
          and(
            inArray(
              target.id,
              locked.map((r) => r.id),
            ),
            inArray(target.status, from),
          ),
        )
        .returning(columns)) as Row<T>[];
      const moved = rows.map((row) => ({
        row,
        from: fromById.get(idOf(target, row)) as S,
      }));
      await trail(
        move,
        mover,
        moved.map(({ row, from: was }) => ({ id: idOf(target, row), from: was })),
      );
      return moved;
    },

    /**
     * Creates records by a creating move (one whose `from` holds null): they are inserted in
     * its `to` status, and the trail records their creation.
     */
    async create(
      move: M,
      mover: Mover,
      values: readonly Omit<Insert<T>, 'status'>[],
      onConflictDoNothing = false,
    ): Promise<Row<T>[]> {
      check(move, mover);
      if (values.length === 0) return [];
      const status = createdAs(lifecycle, move);
      const insert = db
        .insert(target.table)
        .values(values.map((v) => ({ ...v, [statusKey(target)]: status })) as never);
      const rows = (await (onConflictDoNothing ? insert.onConflictDoNothing() : insert).returning(
        getTableColumns(target.table) as never,
      )) as Row<T>[];
      await trail(
        move,
        mover,
        rows.map((row) => ({ id: idOf(target, row), from: null })),
      );
      return rows;
    },
  };
}

/** The property name of the status column in the table's rows (Drizzle keys by property). */
function statusKey<T extends PgTable>(target: StatusTable<T>): string {
  return keyOf(target, target.status);
}

function idOf<T extends PgTable>(target: StatusTable<T>, row: Row<T>): number {
  return (row as Record<string, number>)[keyOf(target, target.id)] as number;
}

function keyOf<T extends PgTable>(target: StatusTable<T>, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(target.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in the table`);
  return entry[0];
}

export type LifecycleWriter<S extends string, M extends string, T extends PgTable> = ReturnType<
  typeof createLifecycleWriter<S, M, T>
>;
