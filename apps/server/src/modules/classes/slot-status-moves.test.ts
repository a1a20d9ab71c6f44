import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { IntegrationClass } from '@portal/contracts';
import { classSlots, statusMoves } from '../../db/schema/index.js';
import { beijing, dataOf } from '../../test/classes.js';
import { classWorld, NOW, PEAK } from '../../test/class-world.js';
import { MINUTE } from '../../test/demo-scheduling.js';

// Every status a class slot takes is written by the slot lifecycle's writer (contracts'
// slot.lifecycle.ts): a real run through the API leaves one `status_moves` row per move, by
// name, with where it came from and who took it.

const { clock, app, students, newTeacher, open, book, tick } = classWorld();

/** The trail of the teacher's slots, in the order the moves were taken. */
async function trailOf(teacherId: number) {
  const db = app().database.db;
  const rows = await db
    .select({ id: classSlots.id })
    .from(classSlots)
    .where(eq(classSlots.teacherId, teacherId));
  return db
    .select({
      slot: statusMoves.recordId,
      move: statusMoves.move,
      from: statusMoves.fromStatus,
      to: statusMoves.toStatus,
      actor: statusMoves.actor,
      actorId: statusMoves.actorId,
    })
    .from(statusMoves)
    .where(
      and(
        eq(statusMoves.lifecycle, 'classSlot'),
        inArray(
          statusMoves.recordId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(statusMoves.id);
}

describe('a class slot’s moves', () => {
  it('are each recorded: opened, booked, unbooked, booked again, run and finished; another expired; a standby held and over; one given back', async () => {
    clock.set(NOW);
    const teacher = await newTeacher();
    const later = PEAK + 30 * MINUTE;
    const given = PEAK + 60 * MINUTE;
    dataOf(await open(teacher, [PEAK, later, given]));
    const standby = beijing(2026, 11, 30, 19);
    dataOf(await teacher.post('/t/tc/book/standby', { startTime: standby }));
    dataOf(await teacher.post('/t/tc/book/cancel', { startTime: given }));
    const { classId } = dataOf<IntegrationClass>(await book(teacher.userId, ['stu-a']));
    dataOf(
      await students().post('/ops/integration/classes/cancel-student', {
        classId,
        studentId: 'stu-a',
      }),
    );
    dataOf(await book(teacher.userId, ['stu-b']));
    clock.set(later);
    await tick();
    clock.set(later + 60 * MINUTE);
    await tick();
    await tick();

    const trail = await trailOf(teacher.userId);
    const slotOf = (move: string) => trail.find((r) => r.move === move)?.slot;
    const me = { actor: 'teacher', actorId: teacher.userId };
    const studentSide = { actor: 'student side', actorId: null };
    const theClock = { actor: 'clock', actorId: null };
    expect(trail.filter((r) => r.slot === classId).map(({ slot: _, ...r }) => r)).toEqual([
      { move: 'open', from: null, to: 'OPEN', ...me },
      { move: 'book', from: 'OPEN', to: 'BOOKED', ...studentSide },
      { move: 'unbookLastOpen', from: 'BOOKED', to: 'OPEN', ...studentSide },
      { move: 'book', from: 'OPEN', to: 'BOOKED', ...studentSide },
      { move: 'startBooked', from: 'BOOKED', to: 'IN_PROCESS', ...theClock },
      { move: 'finish', from: 'IN_PROCESS', to: 'FINISH', ...theClock },
    ]);
    const others = trail.filter((r) => r.slot !== classId);
    expect(others.map(({ move, from, to, actor }) => [move, from, to, actor])).toEqual([
      ['open', null, 'OPEN', 'teacher'],
      ['open', null, 'OPEN', 'teacher'],
      ['holdStandby', null, 'STANDBY_BOOKED', 'teacher'],
      ['cancel', 'OPEN', 'CANCELLED', 'teacher'],
      ['expireUnbooked', 'OPEN', 'EXPIRE', 'clock'],
      ['finishStandby', 'STANDBY_BOOKED', 'STANDBY_FINISH', 'clock'],
    ]);
    expect(slotOf('cancel')).not.toBe(slotOf('expireUnbooked'));
  });
});
