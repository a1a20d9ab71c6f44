import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_COURSE_TYPES, DEMO_COURSES, withSpecCourseName } from './demo-courses.js';
import { bookDemoRequest, demoCourseType, demoTime } from './scheduling.js';

describe('demo course type names (decision 073)', () => {
  it("are the spec's course type names, with their labels unchanged", () => {
    expect(DEMO_COURSE_TYPES).toEqual(['INTERVIEW', 'TRAINING', 'TRIAL_CLASS']);
    expect(DEMO_COURSE_TYPES.map((type) => DEMO_COURSES[type].label)).toEqual([
      'Live Interview',
      '1v1 Training',
      'Trial Class',
    ]);
  });

  it('read the old names as the spec names, and keep the spec names', () => {
    expect(withSpecCourseName('LIVE_INTERVIEW')).toBe('INTERVIEW');
    expect(withSpecCourseName('TRAINING_1V1')).toBe('TRAINING');
    for (const type of DEMO_COURSE_TYPES) expect(withSpecCourseName(type)).toBe(type);
  });

  it('accept both on input and refuse any other name', () => {
    expect(bookDemoRequest.parse({ startTime: '5', courseType: 'LIVE_INTERVIEW' })).toEqual({
      startTime: 5,
      courseType: 'INTERVIEW',
    });
    expect(demoCourseType.parse('TRIAL_CLASS')).toBe('TRIAL_CLASS');
    for (const name of ['training', 'TRAINING_1V2', 'MAIN', 'toString', '', null])
      expect(demoCourseType.safeParse(name).success).toBe(false);
  });

  it('answer the spec names only: an old name is not an answer', () => {
    const time = { startTime: 1, endTime: 2, available: 1 };
    expect(z.encode(demoTime, { ...time, courseType: 'TRAINING' }).courseType).toBe('TRAINING');
    const answer = z.toJSONSchema(demoTime, { io: 'output' });
    expect(answer.properties?.courseType).toMatchObject({
      enum: ['INTERVIEW', 'TRAINING', 'TRIAL_CLASS'],
    });
    expect(z.toJSONSchema(demoTime, { io: 'input' }).properties?.courseType).toMatchObject({
      enum: ['INTERVIEW', 'TRAINING', 'TRIAL_CLASS', 'LIVE_INTERVIEW', 'TRAINING_1V1'],
    });
    expect(answer.required).toContain('courseType');
  });
});
