/// <reference types="node" />
/**
 * Set-ups of the leave and fixed-class journeys (issue 13): a teacher's booked classes of next
 * week (opened through the teacher's calls, booked by the student side), an emergency
 * cancellation staff record and its appeal, and the fixed-class permission OPERATIONS grant.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import {
  beijingWeekStart,
  CLASS_ADMIN_CALLS,
  CLASS_CALLS,
  FILE_CALLS,
  fillPath,
  FIXED_INTEGRATION_CALLS,
  LEAVE_ADMIN_CALLS,
  LEAVE_CALLS,
  SERVICE_KEY_HEADER,
  WEEK_MS,
  type SlotUnit,
} from '@portal/contracts';
import { CSRF } from './applicant';
import { bookStudents } from './teaching';

/** The envelope's payload of a call that must have succeeded. */
async function dataOf<T>(response: {
  status: () => number;
  text: () => Promise<string>;
}): Promise<T> {
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * Opens the last `count` free main units of next week (its Sunday evening: always days ahead,
 * never within the 24 hours of a late cancellation) as the teacher signed in on `teacher`,
 * and books one student into each of the first `booked` through the student side. Answers
 * the opened units' start times, earliest first.
 */
export async function bookedNextWeek(
  teacher: APIRequestContext,
  key: string,
  teacherId: number,
  { count = 2, booked = 1 }: { count?: number; booked?: number } = {},
): Promise<number[]> {
  const weekStartTime = beijingWeekStart(Date.now()) + WEEK_MS;
  const units = await dataOf<SlotUnit[]>(
    await teacher.get(CLASS_CALLS.allUnits.path, {
      params: { courseType: 'MAIN', weekStartTime },
    }),
  );
  const starts = units
    .filter((unit) => unit.status === 'AVAILABLE')
    .map((unit) => unit.startTime)
    .sort((a, b) => a - b)
    .slice(-count);
  expect(starts, 'next week offers too few available units').toHaveLength(count);
  await dataOf(
    await teacher.post(CLASS_CALLS.batchOpen.path, {
      headers: CSRF,
      data: { courseType: 'MAIN', startTimes: starts },
    }),
  );
  for (const [index, startTime] of starts.slice(0, booked).entries())
    await bookStudents(teacher, key, {
      teacherId,
      startTime,
      level: 'L2',
      unit: 'U3',
      lesson: 'Lesson 4',
      studentIds: [`stu-leave-${teacherId}-${index}`],
    });
  return starts;
}

/** The class (slot) ids of the teacher's held times starting at `starts`, as the leave list reads them. */
export async function slotIdsAt(teacher: APIRequestContext, starts: number[]): Promise<number[]> {
  const now = Date.now();
  const courses = await dataOf<{ slotId: number; startTime: number }[]>(
    await teacher.get(LEAVE_CALLS.courseList.path, {
      params: { startTime: now, endTime: now + 5 * WEEK_MS },
    }),
  );
  return starts.map((start) => {
    const found = courses.find((course) => course.startTime === start);
    expect(found, `no held time at ${start}`).toBeTruthy();
    return found?.slotId ?? 0;
  });
}

/**
 * An emergency cancellation OPERATIONS record for the teacher (signed in on `staff`): the
 * preview, then its confirmation with the preview's fingerprint. Answers the record's id.
 */
export async function emergencyCancellation(
  staff: APIRequestContext,
  userId: number,
  slotIds: number[],
): Promise<number> {
  const path = fillPath(LEAVE_ADMIN_CALLS.recordEmergency.path, { userId });
  const body = { slotIds, reason: 'INTERNET_ISSUE', note: 'The teacher called: the line is down.' };
  const preview = await dataOf<{ fingerprint: string; ok: boolean }>(
    await staff.post(path, { headers: CSRF, data: body }),
  );
  expect(preview.ok).toBe(true);
  const written = await dataOf<{ leaveId: number | null }>(
    await staff.post(path, {
      headers: CSRF,
      data: { ...body, preview: false, fingerprint: preview.fingerprint },
    }),
  );
  expect(written.leaveId).not.toBeNull();
  return written.leaveId ?? 0;
}

/** The teacher contests a record, once, with a message; answers the appeal's id. */
export async function appealRecord(
  teacher: APIRequestContext,
  leaveId: number,
  message: string,
  files?: string[],
): Promise<number> {
  const detail = await dataOf<{ appeal: { appealId: number } | null }>(
    await teacher.post(LEAVE_CALLS.appeal.path, {
      headers: CSRF,
      data: { leaveId, message, ...(files ? { files } : {}) },
    }),
  );
  expect(detail.appeal).not.toBeNull();
  return detail.appeal?.appealId ?? 0;
}

/** A teacher's APPEAL_EVIDENCE file through the files module's grant (decision 071): its id. */
export async function uploadedAppealFile(
  teacher: APIRequestContext,
  fileName: string,
  bytes: Buffer,
): Promise<string> {
  const grant = await dataOf<{
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  }>(
    await teacher.post(FILE_CALLS.grant.path, {
      headers: CSRF,
      data: { purpose: 'APPEAL_EVIDENCE', contentType: 'image/png', size: bytes.length, fileName },
    }),
  );
  const put = await teacher.put(grant.uploadUrl, {
    headers: { ...CSRF, ...grant.headers },
    data: bytes,
  });
  expect(put.status()).toBe(200);
  await dataOf(
    await teacher.post(fillPath(FILE_CALLS.complete.path, { fileId: grant.fileId }), {
      headers: CSRF,
    }),
  );
  return grant.fileId;
}

/** OPERATIONS (signed in on `staff`) grant the teacher the fixed-class permission. */
export async function grantFixedClasses(staff: APIRequestContext, userId: number) {
  await dataOf(
    await staff.put(fillPath(CLASS_ADMIN_CALLS.setTeacherPermissions.path, { userId }), {
      headers: CSRF,
      data: { permissions: ['FIXED_CLASS_BOOK'] },
    }),
  );
}

/** The student side asks the teacher for a fixed place in a period; answers the request's id. */
export async function requestFixedPlace(
  request: APIRequestContext,
  key: string,
  periodId: number,
  studentIds: string[],
): Promise<number> {
  const answer = await dataOf<{ requestId: number }>(
    await request.post(FIXED_INTEGRATION_CALLS.requestPlace.path, {
      headers: { [SERVICE_KEY_HEADER]: key },
      data: { periodId, studentIds, level: 'L1', unit: 'U1', lesson: 'Lesson 1' },
    }),
  );
  return answer.requestId;
}
