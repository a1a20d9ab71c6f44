/**
 * The spec's course types UNKNOWN, ANSWER and COURSE (section 3, "Also UNKNOWN, ANSWER,
 * COURSE"): readable where a call takes a class course type, never a class (decision 073).
 */
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../test/classes.js';
import { classWorld, PEAK } from '../../test/class-world.js';
import { DAY, expectRefused } from '../../test/demo-scheduling.js';

const { teacherWithClass, students } = classWorld();

describe('UNKNOWN, ANSWER and COURSE', () => {
  it("filter the student side's lists to nothing and are refused as a booking", async () => {
    const teacher = await teacherWithClass(PEAK);
    for (const courseType of ['UNKNOWN', 'ANSWER', 'COURSE']) {
      const units = await students().get('/ops/integration/units', {
        courseType,
        startTime: PEAK - DAY,
        endTime: PEAK + DAY,
      });
      expect(dataOf(units)).toEqual([]);
      const booking = await students().post('/ops/integration/classes/book', {
        teacherId: teacher.userId,
        startTime: PEAK,
        courseType,
        studentIds: ['stu-u1'],
      });
      expectRefused(booking, 'BIZ_TEACHER_COURSE_NOT_EXIST');
    }
    // The class itself is still there for its own type.
    const main = await students().get('/ops/integration/units', {
      courseType: 'MAIN',
      startTime: PEAK - DAY,
      endTime: PEAK + DAY,
    });
    expect(dataOf<unknown[]>(main)).toHaveLength(1);
  });

  it("are a teacher's topic list with nothing in it", async () => {
    const teacher = await teacherWithClass(PEAK + DAY);
    expect(dataOf(await teacher.post('/t/tc/book/topic', { courseType: 'ANSWER' }))).toEqual([]);
  });
});
