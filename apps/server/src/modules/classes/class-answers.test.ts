import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SlotUnit, TeacherClass } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MINUTE } from '../../test/demo-scheduling.js';
import { dataOf, teacherCalls } from '../../test/classes.js';
import { classWorld, NOW, PEAK, unitAt, WEEK } from '../../test/class-world.js';

const world = classWorld();

/** Writes straight to the database with its triggers off: no server hears of it. */
async function unheard(app: FastifyInstance, statement: ReturnType<typeof sql>) {
  await app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

const statusAt = async (teacher: Parameters<typeof world.units>[0], start = PEAK) =>
  unitAt(await world.units(teacher), start)?.status;

describe('the week grid and the schedule, answered from the cache (decision 040)', () => {
  it('answers again from the cache while nothing was heard, and anew the next minute', async () => {
    world.clock.set(NOW);
    const teacher = await world.teacherWithClass();
    expect(await statusAt(teacher)).toBe('OPEN');
    await unheard(world.app(), sql`delete from class_slots where teacher_id = ${teacher.userId}`);
    // Nothing heard: the same minute's answer (this is the cache, not the database).
    expect(await statusAt(teacher)).toBe('OPEN');
    world.clock.set(NOW + MINUTE);
    expect(await statusAt(teacher)).toBe('AVAILABLE');
  });

  it("shows the teacher's own opening and cancelling at once", async () => {
    world.clock.set(NOW);
    const teacher = await world.newTeacher();
    expect(await statusAt(teacher)).toBe('AVAILABLE');
    dataOf(await world.open(teacher, [PEAK]));
    expect(await statusAt(teacher)).toBe('OPEN');
    dataOf(await teacher.post('/t/tc/book/cancel', { startTime: PEAK }));
    expect(await statusAt(teacher)).toBe('AVAILABLE');
  });

  it("shows the student side's booking in the schedule at once", async () => {
    const teacher = await world.teacherWithClass();
    expect((await world.classOf(teacher)).students).toHaveLength(0);
    dataOf(await world.book(teacher.userId, ['s-1', 's-2']));
    const booked = await world.classOf(teacher);
    expect(booked.students.map((s) => s.studentId)).toEqual(['s-1', 's-2']);
    expect(await statusAt(teacher)).not.toBe('OPEN');
  });

  it('follows writes no service made: a row inserted or a type turned off by hand', async () => {
    world.clock.set(NOW);
    const owner = await world.teacherWithClass();
    const teacher = await world.newTeacher();
    expect(await statusAt(teacher)).toBe('AVAILABLE');
    // Another teacher's row, moved to this teacher as an operator's script would.
    await world
      .app()
      .database.db.execute(
        sql`update class_slots set teacher_id = ${teacher.userId} where teacher_id = ${owner.userId}`,
      );
    expect(await statusAt(teacher)).toBe('OPEN');
    expect(await statusAt(owner)).toBe('AVAILABLE');
    await world
      .app()
      .database.db.execute(
        sql`update class_types set active = false where smart_class_type = 'MAIN'`,
      );
    try {
      const refused = await teacher.get('/t/tc/book/all/units', {
        courseType: 'MAIN',
        weekStartTime: WEEK,
      });
      expect(refused.json().code).toBe('BIZ_TEACHER_COURSE_NOT_EXIST');
    } finally {
      await world
        .app()
        .database.db.execute(
          sql`update class_types set active = true where smart_class_type = 'MAIN'`,
        );
    }
    expect(await statusAt(teacher)).toBe('OPEN');
  });

  it('sends the cached answer compressed as the client takes it, and whole without', async () => {
    const teacher = await world.newTeacher();
    const query = { courseType: 'MAIN', weekStartTime: String(WEEK) };
    const plain = await world.app().inject({
      url: '/t/tc/book/all/units',
      query,
      headers: { 'x-user-token': teacher.token },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    for (const encoding of ['gzip', 'br']) {
      const res = await world.app().inject({
        url: '/t/tc/book/all/units',
        query,
        headers: { 'x-user-token': teacher.token, 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body =
        encoding === 'gzip' ? gunzipSync(res.rawPayload) : brotliDecompressSync(res.rawPayload);
      expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
    expect(dataOf<SlotUnit[]>(plain).length).toBeGreaterThan(40);
  });
});

describe('two servers on one database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await world.secondServer();
  });
  afterAll(async () => second?.close());

  it("hears the other server's writes: the grid and the schedule follow within moments", async () => {
    world.clock.set(NOW);
    const teacher = await world.newTeacher();
    const onSecond = teacherCalls(second, teacher.token);
    const secondStatus = async () =>
      unitAt(
        dataOf<SlotUnit[]>(
          await onSecond.get('/t/tc/book/all/units', { courseType: 'MAIN', weekStartTime: WEEK }),
        ),
        PEAK,
      )?.status;
    const secondClasses = async () =>
      dataOf<{ classes: TeacherClass[] }>(
        await onSecond.get('/t/tc/book/schedule', { weekStartTime: PEAK }),
      ).classes.length;
    expect(await secondStatus()).toBe('AVAILABLE');
    expect(await secondClasses()).toBe(0);
    dataOf(await world.open(teacher, [PEAK]));
    await expect.poll(secondStatus, { timeout: 5_000 }).toBe('OPEN');
    await expect.poll(secondClasses, { timeout: 5_000 }).toBe(1);
  });

  it('refuses a session the other server ended, within moments', async () => {
    const teacher = await world.newTeacher();
    const onSecond = teacherCalls(second, teacher.token);
    const check = async () => (await onSecond.post('/t/tn/user/check/login')).statusCode;
    expect(await check()).toBe(200);
    const out = await world.app().inject({
      method: 'POST',
      url: '/t/tc/user/logout',
      headers: { 'x-user-token': teacher.token },
    });
    expect(out.statusCode).toBe(200);
    await expect.poll(check, { timeout: 5_000 }).toBe(401);
  });
});
