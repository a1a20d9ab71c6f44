import { CHILD_AGE_MAX, CHILD_AGE_MIN, bookedChild } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  ageAt,
  CHILD_FIRST_NAMES,
  CHILD_LEVELS,
  demoChild,
  simulatedBooking,
} from './simulated-children.js';

describe("the simulator's and the demo's children (decision 061)", () => {
  it('grow two years a level from 4, never past 12', () => {
    expect(ageAt(0, 0)).toBe(4);
    expect(ageAt(0, 2)).toBe(6);
    expect(ageAt(2, 1)).toBe(9);
    expect(ageAt(4, 2)).toBe(12);
    expect(ageAt(4, 0)).toBe(12);
  });

  it('are the same child for the same number, with a first name and a booking the call accepts', () => {
    expect(demoChild(3)).toEqual(demoChild(3));
    expect(demoChild(0)).toEqual({
      studentId: 'stu-1000',
      firstName: 'Amy',
      age: 4,
      level: 'Starter',
      unit: 'Unit 1',
      lesson: 'Lesson 1',
    });
    // A classmate: its own name and age, the class's level and lesson.
    expect(demoChild(7, 5)).toMatchObject({
      studentId: 'stu-1007',
      firstName: 'Andy',
      level: 'Starter',
      unit: 'Unit 6',
      lesson: 'Lesson 6',
    });
    expect(demoChild(7, 5).age).toBeLessThanOrEqual(6);
    const names = new Set(Array.from({ length: 30 }, (_, n) => demoChild(n).firstName));
    expect(names.size).toBe(30);
    for (let n = 0; n < 60; n += 1) {
      const child = demoChild(n);
      expect(child.firstName).not.toContain(' ');
      expect(child.age).toBeGreaterThanOrEqual(4);
      expect(child.age).toBeLessThanOrEqual(12);
      expect(bookedChild.parse(child)).toMatchObject({
        firstName: child.firstName,
        age: child.age,
      });
    }
  });

  it('draw a booking of one level, unit and lesson for the children asked for', () => {
    const draws = [0.99, 0.5, 0, 0.123, 0.4, 0.99, 0.5, 0.1, 0.2, 0.3];
    let i = 0;
    const booking = simulatedBooking(2, () => draws[i++ % draws.length] ?? 0);
    expect(booking).toMatchObject({ level: 'Level 4', unit: 'Unit 7', lesson: 'Lesson 1' });
    expect(booking.children).toHaveLength(2);
    for (const child of booking.children) {
      expect(CHILD_FIRST_NAMES).toContain(child.firstName);
      expect(child.age).toBeGreaterThanOrEqual(CHILD_AGE_MIN);
      expect(child.age).toBeLessThanOrEqual(CHILD_AGE_MAX);
    }
    expect(booking.children[0]).toEqual({ studentId: 'stu-218beo', firstName: 'Ivy', age: 12 });
    expect(CHILD_LEVELS[0]).toBe('Starter');
  });
});
