import type { TeacherClass } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { givableClasses } from './emergency-picks';

const cls = (classId: number, startTime: number, status: TeacherClass['status']) =>
  ({ classId, startTime, status }) as TeacherClass;

describe('givableClasses', () => {
  it('keeps the held times still ahead, in time order', () => {
    const now = 1_000;
    const classes = [
      cls(1, 3_000, 'BOOKED'),
      cls(2, 2_000, 'OPEN'),
      cls(3, 1_000, 'BOOKED'),
      cls(4, 4_000, 'CANCELLED'),
      cls(5, 5_000, 'INTENTION'),
      cls(6, 6_000, 'STANDBY_BOOKED'),
      cls(7, 500, 'IN_PROCESS'),
      cls(8, 7_000, 'FINISH'),
    ];
    expect(givableClasses(classes, now).map((c) => c.classId)).toEqual([2, 1, 5, 6]);
  });
});
