import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { statusMoves } from '../db/schema/index.js';

/** One row of the status trail, as a test reads it. */
export interface TrailRow {
  move: string;
  from: string | null;
  to: string;
  actor: string;
  actorId: number | null;
}

/** The `status_moves` rows of one record of a lifecycle, in the order they were written. */
export async function trailOf(
  app: FastifyInstance,
  lifecycle: string,
  recordId: number,
): Promise<TrailRow[]> {
  return app.database.db
    .select({
      move: statusMoves.move,
      from: statusMoves.fromStatus,
      to: statusMoves.toStatus,
      actor: statusMoves.actor,
      actorId: statusMoves.actorId,
    })
    .from(statusMoves)
    .where(and(eq(statusMoves.lifecycle, lifecycle), eq(statusMoves.recordId, recordId)))
    .orderBy(statusMoves.id);
}

/** A staff member's id, by the session token the tests sign in with. */
export async function staffIdOf(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({ url: '/ops/auth/me', headers: { 'x-auth-token': token } });
  return (res.json() as { data: { id: number } }).data.id;
}
