import type { ClassChild } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { childLabel, lessonPlaces } from './children';

const child = (studentId: string, more: Partial<ClassChild> = {}): ClassChild => ({
  studentId,
  firstName: null,
  age: null,
  level: 'Level 2',
  unit: 'Unit 3',
  lesson: 'Lesson 4',
  ...more,
});

describe("a class's children", () => {
  it('are named by their first name and age, else by the id the student side sent', () => {
    expect(childLabel(child('stu-1', { firstName: 'Mia', age: 7 }))).toEqual({
      name: 'Mia',
      age: 7,
      studentId: 'stu-1',
    });
    expect(childLabel(child('stu-4i5eki'))).toEqual({
      name: null,
      age: null,
      studentId: 'stu-4i5eki',
    });
  });

  it('are at one place in the course, or at each different one in booking order', () => {
    const same = [child('a'), child('b', { firstName: 'Leo' })];
    expect(lessonPlaces(same)).toEqual([{ level: 'Level 2', unit: 'Unit 3', lesson: 'Lesson 4' }]);
    const mixed = [
      child('a', { lesson: 'Lesson 5' }),
      child('b'),
      child('c', { lesson: 'Lesson 5' }),
    ];
    expect(lessonPlaces(mixed).map((p) => p.lesson)).toEqual(['Lesson 5', 'Lesson 4']);
    const none = child('d', { level: null, unit: null, lesson: null });
    expect(lessonPlaces([none])).toEqual([]);
    expect(lessonPlaces([none, child('e', { unit: null })])).toEqual([
      { level: 'Level 2', unit: null, lesson: 'Lesson 4' },
    ]);
    // Any one of the three is a place.
    const only = (place: Partial<ClassChild>) =>
      lessonPlaces([child('f', { level: null, unit: null, lesson: null, ...place })]);
    expect(only({ level: 'Starter' })).toEqual([{ level: 'Starter', unit: null, lesson: null }]);
    expect(only({ unit: 'Unit 1' })).toEqual([{ level: null, unit: 'Unit 1', lesson: null }]);
    expect(only({ lesson: 'Lesson 2' })).toEqual([{ level: null, unit: null, lesson: 'Lesson 2' }]);
  });
});
