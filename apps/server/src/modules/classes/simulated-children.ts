import type { BookedChild } from '@portal/contracts';

/*
 * The children the simulator and the demo data book (decision 061): a first name (English
 * names as the school's children use them in class), an age of 4 to 12 that grows with the
 * level, and the level, unit and lesson the student side books them at.
 */

/** First names only: the student side never sends a family name. */
export const CHILD_FIRST_NAMES = [
  'Amy',
  'Leo',
  'Mia',
  'Tony',
  'Coco',
  'Ethan',
  'Lucy',
  'Kevin',
  'Emma',
  'Oscar',
  'Lily',
  'Jason',
  'Ivy',
  'Max',
  'Chloe',
  'Ryan',
  'Zoe',
  'Eric',
  'Grace',
  'Andy',
  'Nina',
  'Ben',
  'Sophie',
  'Daniel',
  'Ella',
  'Jack',
  'Anna',
  'Leon',
  'Cindy',
  'Sam',
] as const;

/** The school's levels, youngest first (the demo's classes and the simulator's bookings). */
export const CHILD_LEVELS = ['Starter', 'Level 1', 'Level 2', 'Level 3', 'Level 4'] as const;
const UNITS = 12;
const LESSONS = 6;
const YOUNGEST = 4;
const OLDEST = 12;

/** What one booking call sends besides the ids: the class's level, unit and lesson, and who. */
export interface SimBooking {
  level: string;
  unit: string;
  lesson: string;
  children: Required<BookedChild>[];
}

/** A child's age at a level: two years a level from 4, plus up to two more, at most 12. */
export function ageAt(levelIndex: number, extra: number): number {
  return Math.min(OLDEST, YOUNGEST + 2 * levelIndex + extra);
}

/**
 * The `n`th child of a deterministic sequence (the demo data), booked at the place in the
 * course of the `n`th: the same `n` always gives the same name, age and lesson, so a reseeded
 * demo reads the same. Children of one class share its place (`place`: the class's first).
 */
export function demoChild(
  n: number,
  place: number = n,
): Required<BookedChild> & {
  level: string;
  unit: string;
  lesson: string;
} {
  const levelIndex = place % CHILD_LEVELS.length;
  return {
    studentId: `stu-${1000 + n}`,
    firstName: CHILD_FIRST_NAMES[(n * 7) % CHILD_FIRST_NAMES.length] ?? 'Amy',
    age: ageAt(levelIndex, n % 3),
    level: CHILD_LEVELS[levelIndex] ?? 'Starter',
    unit: `Unit ${1 + (place % UNITS)}`,
    lesson: `Lesson ${1 + (place % LESSONS)}`,
  };
}

/** A booking of `count` children at one level, unit and lesson, drawn with `random` in [0, 1). */
export function simulatedBooking(count: number, random: () => number): SimBooking {
  const pick = (size: number) => Math.min(size - 1, Math.floor(random() * size));
  const levelIndex = pick(CHILD_LEVELS.length);
  return {
    level: CHILD_LEVELS[levelIndex] ?? 'Starter',
    unit: `Unit ${1 + pick(UNITS)}`,
    lesson: `Lesson ${1 + pick(LESSONS)}`,
    children: Array.from({ length: count }, () => ({
      studentId: `stu-${Math.floor(random() * 1e9).toString(36)}`,
      firstName: CHILD_FIRST_NAMES[pick(CHILD_FIRST_NAMES.length)] ?? 'Amy',
      age: ageAt(levelIndex, pick(3)),
    })),
  };
}
