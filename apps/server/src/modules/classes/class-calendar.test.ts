import type { IntegrationClass } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { icsValue, icsValues } from '../../test/calendar-text.js';
import { dataOf } from '../../test/classes.js';
import { classWorld, PEAK } from '../../test/class-world.js';
import { expectRefused } from '../../test/demo-scheduling.js';

// A class as a calendar event (decision 067): the feed's events and one class's download
// carry the children and the join link, made by one function; the download only to its teacher.

const { app, students, teacherWithClass, newTeacher } = classWorld();

/** An iCalendar TEXT value as a calendar shows it (RFC 5545 3.3.11 escapes). */
const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

async function classWithChildren() {
  const teacher = await teacherWithClass();
  const booked = dataOf<IntegrationClass>(
    await students().post('/ops/integration/classes/book', {
      teacherId: teacher.userId,
      startTime: PEAK,
      courseType: 'MAIN',
      level: 'Level 2',
      unit: 'Unit 3',
      lesson: 'Lesson 4',
      studentIds: ['stu-mia', 'stu-ava'],
      children: [{ studentId: 'stu-mia', firstName: 'Mia', age: 7 }],
    }),
  );
  return { teacher, classId: booked.classId };
}

type Teacher = Awaited<ReturnType<typeof newTeacher>>;
const download = (teacher: Teacher, classId: number) =>
  teacher.get(`/t/tc/book/class/${classId}/calendar`);

describe("a class's calendar event", () => {
  it('lists the children and the join link, the same in the feed and in the download', async () => {
    const { teacher, classId } = await classWithChildren();
    const file = await download(teacher, classId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="class-${classId}.ics"`);
    const { url } = dataOf<{ url: string }>(await teacher.get('/t/tc/book/calendar'));
    const origin = new URL(url).origin;
    const join = `${origin}/v2/booking`;
    const description = unescape(icsValue(file.body, 'DESCRIPTION'));
    expect(description).toContain(
      'Children:\n- Mia, 7: level Level 2, unit Unit 3, lesson Lesson 4',
    );
    expect(description).toContain('- stu-ava: level Level 2, unit Unit 3, lesson Lesson 4');
    expect(description).toContain(join);
    expect(icsValue(file.body, 'SUMMARY')).toBe('Main Course (2)');
    expect(icsValue(file.body, 'URL')).toBe(join);
    expect(unescape(icsValue(file.body, 'LOCATION'))).toBe(join);
    expect(icsValue(file.body, 'UID')).toBe(`class-${classId}@${new URL(url).hostname}`);
    expect(icsValue(file.body, 'DTSTART')).toBe('20261201T110000Z');

    const feed = (await app().inject({ url: new URL(url).pathname })).body;
    expect(icsValues(feed, 'DESCRIPTION').map(unescape)).toEqual([description]);
    expect(icsValues(feed, 'UID')).toEqual([icsValue(file.body, 'UID')]);
  });

  it('is refused to another teacher as not found, and to nobody signed in', async () => {
    const { classId } = await classWithChildren();
    const other = await newTeacher();
    expectRefused(await download(other, classId), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    expectRefused(
      await app().inject({ url: `/t/tc/book/class/${classId}/calendar` }),
      'TOKEN_NULL',
    );
  });
});
