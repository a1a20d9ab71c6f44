import { defineLifecycle } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusMoves } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { found } from '../test/found.js';
import { createLifecycleWriter } from './lifecycle-writer.js';

// The writer on a table of its own (made here), on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL: a move is a conditional update from its `from` statuses, each moved or created
// row leaves a trail row, and a move by someone the table does not name is refused.

const probes = pgTable('lifecycle_probes', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  status: text().notNull(),
  note: text().notNull().default(''),
});
const DOOR = defineLifecycle('probeDoor', ['SHUT', 'OPEN', 'LOCKED'], {
  build: { from: [null], to: 'SHUT', by: ['staff'] },
  open: { from: ['SHUT'], to: 'OPEN', by: ['teacher', 'staff'] },
  shut: { from: ['OPEN'], to: 'SHUT', by: ['teacher'] },
  lock: { from: ['SHUT', 'OPEN'], to: 'LOCKED', by: ['clock'] },
});

let t: TestApp;
const db = () => t.app.database.db;
const writer = () =>
  createLifecycleWriter(db(), DOOR, { table: probes, id: probes.id, status: probes.status });

beforeAll(async () => {
  t = await createTestApp();
  await db().execute(
    sql`create table lifecycle_probes (id bigint generated always as identity primary key, status text not null, note text not null default '')`,
  );
});
afterAll(async () => t?.close());

async function trailOf(id: number) {
  return db()
    .select({
      move: statusMoves.move,
      from: statusMoves.fromStatus,
      to: statusMoves.toStatus,
      actor: statusMoves.actor,
      actorId: statusMoves.actorId,
    })
    .from(statusMoves)
    .where(sql`${statusMoves.lifecycle} = 'probeDoor' and ${statusMoves.recordId} = ${id}`)
    .orderBy(statusMoves.id);
}

describe('the lifecycle writer', () => {
  it('creates in the creating move status and moves only from the move’s statuses, with a trail', async () => {
    const [door] = await writer().create('build', { by: 'staff', staffId: 7 }, [{ note: 'a' }]);
    expect(door?.status).toBe('SHUT');
    const id = found(door, 'door').id;

    const opened = await writer().move('open', { by: 'teacher', userId: 3 }, eq(probes.id, id), {
      note: 'b',
    });
    expect(opened.map((m) => [m.from, m.row.status, m.row.note])).toEqual([['SHUT', 'OPEN', 'b']]);
    // Open again: it is not SHUT any more, nothing moves and nothing is recorded.
    expect(await writer().move('open', { by: 'staff', staffId: 7 }, eq(probes.id, id))).toEqual([]);
    const locked = await writer().move('lock', { by: 'clock' }, eq(probes.id, id));
    expect(locked.map((m) => m.from)).toEqual(['OPEN']);

    expect(await trailOf(id)).toEqual([
      { move: 'build', from: null, to: 'SHUT', actor: 'staff', actorId: 7 },
      { move: 'open', from: 'SHUT', to: 'OPEN', actor: 'teacher', actorId: 3 },
      { move: 'lock', from: 'OPEN', to: 'LOCKED', actor: 'clock', actorId: null },
    ]);
  });

  it('moves many rows at once, each with where it came from', async () => {
    const rows = await writer().create('build', { by: 'staff', staffId: 1 }, [
      { note: 'm' },
      { note: 'm' },
    ]);
    await writer().move(
      'open',
      { by: 'staff', staffId: 1 },
      eq(probes.id, found(rows[0], 'first door').id),
    );
    const locked = await writer().move('lock', { by: 'clock' }, eq(probes.note, 'm'));
    expect(locked.map((m) => [m.row.id, m.from]).sort()).toEqual(
      [
        [found(rows[0], 'first door').id, 'OPEN'],
        [found(rows[1], 'second door').id, 'SHUT'],
      ].sort(),
    );
  });

  it('refuses a move by someone its table does not name, before writing anything', async () => {
    const [door] = await writer().create('build', { by: 'staff', staffId: 1 }, [{ note: 'r' }]);
    await expect(
      writer().move('shut', { by: 'staff', staffId: 1 }, eq(probes.id, found(door, 'door').id)),
    ).rejects.toThrow('probeDoor.shut is not taken by staff');
    await expect(
      writer().create('open', { by: 'staff', staffId: 1 }, [{ note: 'r' }]),
    ).rejects.toThrow('probeDoor.open does not create a record');
    expect((await trailOf(found(door, 'door').id)).map((r) => r.move)).toEqual(['build']);
  });

  it('lets one of two writers at once take a move, the other finds nothing to move', async () => {
    const [door] = await writer().create('build', { by: 'staff', staffId: 1 }, [{ note: 'race' }]);
    const tries = await Promise.all(
      [1, 2, 3].map((n) =>
        db().transaction(async (tx) =>
          createLifecycleWriter(tx, DOOR, {
            table: probes,
            id: probes.id,
            status: probes.status,
          }).move('open', { by: 'teacher', userId: n }, eq(probes.id, found(door, 'door').id)),
        ),
      ),
    );
    expect(tries.map((moved) => moved.length).sort()).toEqual([0, 0, 1]);
    expect((await trailOf(found(door, 'door').id)).map((r) => r.move)).toEqual(['build', 'open']);
  });

  it('keeps the trail append-only', async () => {
    await expect(db().execute(sql`delete from status_moves`)).rejects.toThrow();
    await expect(db().execute(sql`update status_moves set move = 'x'`)).rejects.toThrow();
  });
});
