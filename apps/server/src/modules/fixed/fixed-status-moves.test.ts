import type { FixedPeriodView } from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classSlots, statusMoves } from '../../db/schema/index.js';
import { beijing, dataOf } from '../../test/classes.js';
import { NOW } from '../../test/class-world.js';
import { fixedWorld } from '../../test/fixed-world.js';

// Every status a fixed period, a fixed request and a fixed week's class takes is written by
// its lifecycle's writer (contracts' fixed-period, fixed-request and slot lifecycles): a real
// run through the API leaves one `status_moves` row per move, by name, from where, by whom.

const { app, clock, students, fixedTeacher, offered, requested, answer } = fixedWorld();
const TUESDAYS = [beijing(2026, 12, 8, 19), beijing(2026, 12, 15, 19), beijing(2026, 12, 22, 19)];
const HOUR = 3_600_000;

async function trailOf(lifecycle: string, ids: readonly number[]) {
  const rows = await app()
    .database.db.select({
      id: statusMoves.recordId,
      move: statusMoves.move,
      from: statusMoves.fromStatus,
      to: statusMoves.toStatus,
      actor: statusMoves.actor,
      actorId: statusMoves.actorId,
    })
    .from(statusMoves)
    .where(and(eq(statusMoves.lifecycle, lifecycle), inArray(statusMoves.recordId, [...ids])))
    .orderBy(asc(statusMoves.id));
  return ids.map((id) => rows.filter((r) => r.id === id).map(({ id: _, ...r }) => r));
}

describe('the fixed lifecycles’ moves', () => {
  it('are each recorded: offered, requested, withdrawn, declined, accepted, expired, emptied and ended', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const other = await fixedTeacher();
    const period = await offered(teacher);
    const gone = await offered(other);
    const [first, second, third, fourth] = [
      await requested(period.periodId),
      await requested(period.periodId, ['stu-c']),
      await requested(period.periodId, ['stu-d']),
      await requested(period.periodId, ['stu-e']),
    ];
    const late = await requested(gone.periodId);
    dataOf(await students().post(`/ops/integration/fixed/requests/${third?.requestId}/withdraw`));
    dataOf(await answer(teacher, fourth?.requestId ?? 0, 'DECLINE', 'Not this term'));
    dataOf(await answer(teacher, first?.requestId ?? 0));

    clock.set(NOW + 49 * HOUR);
    await app().services.fixedClock.run();
    for (const startTime of TUESDAYS)
      dataOf(await other.post('/t/tc/fixed/delete/single', { periodId: gone.periodId, startTime }));
    clock.set(beijing(2026, 12, 28));
    await app().services.fixedClock.run();

    const me = { actor: 'teacher', actorId: teacher.userId };
    const side = { actor: 'student side', actorId: null };
    const theClock = { actor: 'clock', actorId: null };
    expect(await trailOf('fixedPeriod', [period.periodId, gone.periodId])).toEqual([
      [
        { move: 'offer', from: null, to: 'OFFERED', ...me },
        { move: 'accept', from: 'OFFERED', to: 'ACTIVE', ...me },
        { move: 'end', from: 'ACTIVE', to: 'ENDED', ...theClock },
      ],
      [
        { move: 'offer', from: null, to: 'OFFERED', actor: 'teacher', actorId: other.userId },
        {
          move: 'withdrawEmpty',
          from: 'OFFERED',
          to: 'WITHDRAWN',
          actor: 'teacher',
          actorId: other.userId,
        },
      ],
    ]);
    const asked = { move: 'request', from: null, to: 'PENDING', ...side };
    const requests = [first, second, third, fourth, late].map((r) => r?.requestId ?? 0);
    expect(await trailOf('fixedRequest', requests)).toEqual([
      [asked, { move: 'accept', from: 'PENDING', to: 'ACCEPTED', ...me }],
      [asked, { move: 'declineUnanswered', from: 'PENDING', to: 'DECLINED', ...me }],
      [asked, { move: 'withdraw', from: 'PENDING', to: 'CANCELLED', ...side }],
      [asked, { move: 'decline', from: 'PENDING', to: 'DECLINED', ...me }],
      [asked, { move: 'expire', from: 'PENDING', to: 'EXPIRED', ...theClock }],
    ]);

    const weeks = await app()
      .database.db.select({ id: classSlots.id })
      .from(classSlots)
      .where(eq(classSlots.fixedPeriodId, period.periodId))
      .orderBy(asc(classSlots.startsAt));
    expect(
      await trailOf(
        'classSlot',
        weeks.map((w) => w.id),
      ),
    ).toEqual(TUESDAYS.map(() => [{ move: 'bookFixed', from: null, to: 'BOOKED', ...me }]));
    const [ended] = dataOf<FixedPeriodView[]>(await teacher.get('/t/tc/fixed/period/list'));
    expect(ended?.status).toBe('ENDED');
  });
});
