import type { ClassChild } from '@portal/contracts';

/*
 * A class's children as the home page words them (decision 061): a first name and an age
 * when the student side sent them, else the id it knows the child by.
 */

export interface ChildLabel {
  /** The first name, or null when the booking came without one. */
  name: string | null;
  age: number | null;
  /** The student side's id: shown only when there is no name. */
  studentId: string;
}

export function childLabel(child: ClassChild): ChildLabel {
  return { name: child.firstName, age: child.age, studentId: child.studentId };
}

/** One level, unit and lesson of a class's children, as they were booked. */
export interface LessonPlace {
  level: string | null;
  unit: string | null;
  lesson: string | null;
}

const placeOf = ({ level, unit, lesson }: ClassChild): LessonPlace => ({ level, unit, lesson });
const keyOf = (place: LessonPlace) => JSON.stringify([place.level, place.unit, place.lesson]);

/**
 * The different places the children are at, in booking order: one for a class booked at
 * one level and lesson (the usual), more when bookings differ; none for a child without any.
 */
export function lessonPlaces(children: readonly ClassChild[]): LessonPlace[] {
  const places = children
    .map(placeOf)
    .filter((place) => place.level !== null || place.unit !== null || place.lesson !== null);
  const keys = places.map(keyOf);
  return places.filter((place, i) => keys.indexOf(keyOf(place)) === i);
}
