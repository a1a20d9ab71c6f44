/**
 * The one shape of a lifecycle (issue 35): a set of statuses and a table of named moves, each
 * with the statuses it starts from, the status it ends in and who may take it. The funnel's
 * `FUNNEL_TRANSITIONS` was the model; every other status set of the portal is declared with
 * `defineLifecycle` in a `*.lifecycle.ts` file, the only files where its status codes are
 * written as literals (the literal scan refuses them elsewhere). The server writes a status
 * only through its lifecycle's writer, by a move's name; the web offers the moves the table
 * allows.
 */

/**
 * Who takes a move: a person (by role), the student side's system, the clock, or the server's
 * operator at its command line (`npm run staff`).
 */
export type MoveActor = 'applicant' | 'teacher' | 'staff' | 'student side' | 'clock' | 'operator';

export interface LifecycleMove<S extends string> {
  /** The statuses the move starts from; `null`: the move creates the record. */
  readonly from: readonly (S | null)[];
  readonly to: S;
  readonly by: readonly MoveActor[];
}

export interface Lifecycle<S extends string, M extends string> {
  /** The name recorded with each move (`status_moves.lifecycle`). */
  readonly name: string;
  readonly statuses: readonly S[];
  /** Each status by name, so that code outside the lifecycle file never spells one. */
  readonly status: { readonly [K in S]: K };
  readonly moves: { readonly [K in M]: LifecycleMove<S> };
}

export type StatusOf<L> = L extends Lifecycle<infer S, string> ? S : never;
export type MoveOf<L> = L extends Lifecycle<string, infer M> ? M : never;

export function defineLifecycle<
  const S extends string,
  const Moves extends Record<string, LifecycleMove<S>>,
>(name: string, statuses: readonly S[], moves: Moves): Lifecycle<S, keyof Moves & string> {
  const status = Object.fromEntries(statuses.map((s) => [s, s])) as { [K in S]: K };
  for (const [moveName, move] of Object.entries(moves)) {
    for (const s of [...move.from, move.to]) {
      if (s !== null && !statuses.includes(s)) {
        throw new Error(`${name}.${moveName}: ${s} is not a status of ${name}`);
      }
    }
  }
  return { name, statuses, status, moves };
}

/** The statuses a move starts from (records that exist), for the writer's conditional update. */
export function movesFrom<S extends string, M extends string>(
  lifecycle: Lifecycle<S, M>,
  move: M,
): S[] {
  return lifecycle.moves[move].from.filter((s): s is S => s !== null);
}

/** Whether `move` may be taken from `status` (`null`: creating the record). */
export function mayMove<S extends string, M extends string>(
  lifecycle: Lifecycle<S, M>,
  move: M,
  status: S | null,
): boolean {
  return lifecycle.moves[move].from.includes(status);
}

/** The moves that may be taken from `status`, by `actor` when given: what a screen offers. */
export function movesOffered<S extends string, M extends string>(
  lifecycle: Lifecycle<S, M>,
  status: S | null,
  actor?: MoveActor,
): M[] {
  return (Object.keys(lifecycle.moves) as M[]).filter((name) => {
    const move = lifecycle.moves[name];
    return move.from.includes(status) && (!actor || move.by.includes(actor));
  });
}

/** The status a record is created in by a creating move (one whose `from` holds `null`). */
export function createdAs<S extends string, M extends string>(
  lifecycle: Lifecycle<S, M>,
  move: M,
): S {
  const declared = lifecycle.moves[move];
  if (!declared.from.includes(null)) {
    throw new Error(`${lifecycle.name}.${move} does not create a record`);
  }
  return declared.to;
}

/** The statuses reachable from the creating moves: every status should be (the tests check). */
export function reachableStatuses<S extends string, M extends string>(
  lifecycle: Lifecycle<S, M>,
): Set<S> {
  const moves = Object.values(lifecycle.moves) as LifecycleMove<S>[];
  const reached = new Set<S | null>([null]);
  for (let grew = true; grew;) {
    grew = false;
    for (const move of moves) {
      if (!reached.has(move.to) && move.from.some((s) => reached.has(s))) {
        reached.add(move.to);
        grew = true;
      }
    }
  }
  reached.delete(null);
  return reached as Set<S>;
}
