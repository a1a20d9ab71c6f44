import type { LeaveDetail, LeaveRecordRow, OpsAppealRow } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { dataOf } from '../../test/classes.js';
import { expectRefused, MINUTE } from '../../test/demo-scheduling.js';
import { askGrant, completeGrant, grantFor, pdfOf, putGranted } from '../../test/file-grants.js';
import { leaveWorld } from '../../test/leave-world.js';

const w = leaveWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

/** A teacher with a no-show record to appeal (the class passed with nobody in the room). */
async function missed(students: string[]): Promise<Teacher & { leaveId: number }> {
  const teacher = await w.booked(PEAK, students);
  for (const at of [PEAK + MINUTE, PEAK + 30 * MINUTE]) {
    w.clock.set(at);
    await w.tick();
  }
  const [record] = dataOf<{ list: LeaveRecordRow[] }>(
    await teacher.get('/t/tc/leave/history', { kind: 'NO_SHOW' }),
  ).list;
  return { ...teacher, leaveId: record?.leaveId ?? 0 };
}

/** An APPEAL_EVIDENCE upload of `who`'s through the real grant; sent unless told not. */
async function evidence(who: { token: string }, name = 'outage.pdf', send = true): Promise<string> {
  const bytes = pdfOf(700);
  const grant = await grantFor(w.app(), who.token, {
    purpose: 'APPEAL_EVIDENCE',
    size: bytes.length,
    fileName: name,
  });
  if (!send) return grant.fileId;
  expect((await putGranted(w.app(), who.token, grant.uploadUrl, bytes)).statusCode).toBe(200);
  expect((await completeGrant(w.app(), who.token, grant.fileId)).statusCode).toBe(200);
  return grant.fileId;
}

const appeal = (teacher: Teacher & { leaveId: number }, files?: string[]) =>
  teacher.post('/t/tc/leave/appeal', {
    leaveId: teacher.leaveId,
    message: 'My router died; the screenshot shows the outage.',
    ...(files ? { files } : {}),
  });
const appealCount = async (leaveId: number) =>
  (
    await w.rows<{ n: number }>(
      sql`select count(*)::int as n from leave_appeals where leave_id = ${leaveId}`,
    )
  )[0]?.n;

describe("an appeal's files (decision 071)", () => {
  it('are linked to the appeal; OPERATIONS open them, audited; FINANCE may not', async () => {
    const teacher = await missed(['stu-f1']);
    const files = [await evidence(teacher, 'outage.pdf'), await evidence(teacher, 'ticket.pdf')];
    const appealed = dataOf<LeaveDetail>(await appeal(teacher, files));
    expect(appealed.appeal?.files).toEqual([
      { objectName: files[0], fileName: 'outage.pdf' },
      { objectName: files[1], fileName: 'ticket.pdf' },
    ]);

    const [row] = dataOf<{ list: OpsAppealRow[] }>(
      await w.ops().get('/ops/leave/appeals', { status: 'PENDING', teacherId: teacher.userId }),
    ).list;
    expect(row?.files.map((f) => f.fileName)).toEqual(['outage.pdf', 'ticket.pdf']);
    const url = `/ops/leave/appeals/${row?.appealId}/files/${files[0]}`;
    const read = await w.ops().get(url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('application/pdf');
    expect(read.rawPayload.equals(pdfOf(700))).toBe(true);
    expect(await w.audit('viewAppealFile')).toEqual([
      { userId: teacher.userId, detail: { appealId: row?.appealId, fileId: files[0] } },
    ]);
    expectRefused(await w.ops('FINANCE').get(url), 'FORBIDDEN');
    // Another teacher's session opens no staff call, this file included.
    const stranger = await w.newTeacher();
    const theirs = await stranger.get(url);
    expect(theirs.statusCode).toBe(401);
    expect(theirs.rawPayload.equals(pdfOf(700))).toBe(false);
    // A file of this appeal read under another appeal's id is not found.
    expectRefused(
      await w.ops().get(`/ops/leave/appeals/${(row?.appealId ?? 0) + 1000}/files/${files[0]}`),
      'NOT_FOUND',
    );
    expect(await w.audit('viewAppealFile')).toHaveLength(1);
  });

  it('open for the teacher who sent them; for anyone else as a missing file does', async () => {
    const teacher = await missed(['stu-f4']);
    const audited = (await w.audit('viewAppealFile')).length;
    const [file] = [await evidence(teacher, 'outage.pdf')];
    const { appeal: sent } = dataOf<LeaveDetail>(await appeal(teacher, [file ?? '']));
    const url = `/t/tc/leave/appeal/${sent?.appealId}/file/${file}`;
    const read = await teacher.get(url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('application/pdf');
    expect(read.headers['content-disposition']).toContain('outage.pdf');
    expect(read.rawPayload.equals(pdfOf(700))).toBe(true);
    const stranger = await w.newTeacher();
    expectRefused(await stranger.get(url), 'NOT_FOUND');
    expectRefused(
      await teacher.get(`/t/tc/leave/appeal/${(sent?.appealId ?? 0) + 1000}/file/${file}`),
      'NOT_FOUND',
    );
    // The sender's own reading is no staff action: nothing in the audit trail.
    expect(await w.audit('viewAppealFile')).toHaveLength(audited);
  });

  it('are at most 5 MB each: a larger grant is refused with its own message', async () => {
    const res = await askGrant(w.app(), (await w.newTeacher()).token, {
      purpose: 'APPEAL_EVIDENCE',
      size: 5 * 1024 * 1024 + 1,
    });
    expectRefused(res, 'BIZ_APPEAL_FILE_TOO_LARGE');
  });

  it("an older client's appeal without files still works", async () => {
    const teacher = await missed(['stu-f2']);
    const appealed = dataOf<LeaveDetail>(await appeal(teacher));
    expect(appealed.appeal).toMatchObject({ status: 'PENDING', files: [] });
  });

  it("is refused, with nothing written, for another teacher's file, an unfinished one, or 4", async () => {
    const teacher = await missed(['stu-f3']);
    const theirs = await evidence(await w.newTeacher(), 'theirs.pdf');
    expectRefused(await appeal(teacher, [theirs]), 'FORBIDDEN');
    // Granted but never sent: not received, so not the teacher's to attach yet.
    const unfinished = await evidence(teacher, 'half.pdf', false);
    expectRefused(await appeal(teacher, [unfinished]), 'FORBIDDEN');
    const mine = await evidence(teacher, 'mine.pdf');
    // A good file before a bad one: its claim rolls back with the refusal.
    expectRefused(await appeal(teacher, [mine, theirs]), 'FORBIDDEN');
    const four = [mine, await evidence(teacher), await evidence(teacher), await evidence(teacher)];
    expectRefused(await appeal(teacher, four), 'BIZ_PARAM_INVALID');
    expect(await appealCount(teacher.leaveId)).toBe(0);
    const record = dataOf<LeaveDetail>(
      await teacher.get('/t/tc/leave/detail', { leaveId: teacher.leaveId }),
    );
    expect(record).toMatchObject({ status: 'RECORDED', appeal: null });
    // The file refused with the other stays the teacher's to send.
    const appealed = dataOf<LeaveDetail>(await appeal(teacher, [mine]));
    expect(appealed.appeal?.files).toEqual([{ objectName: mine, fileName: 'mine.pdf' }]);
  });
});
