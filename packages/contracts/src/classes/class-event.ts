import { BASE_PATH } from '../constants.js';
import { TEACHER_ROUTES } from '../routes.js';
import type { ClassChild } from './class-schemas.js';

/*
 * A class as a calendar event (decision 067): the same title and description in the
 * subscribable feed, the one class's .ics download and the Google Calendar link, so a teacher
 * reads the children and the way in wherever the event lands.
 */

/** The sentences of a class's calendar event; `{...}` are filled below. */
export const CLASS_EVENT_TEXTS = {
  /** A class with children shows how many beside its type. */
  titleWithCount: '{label} ({count})',
  topicLesson: 'Topic: {topic}, lesson: {lesson}',
  childrenHeading: 'Children:',
  /** One child: the name and age when the student side sent them, else its id. */
  childNamed: '- {name}, {age}: {place}',
  childNamedNoAge: '- {name}: {place}',
  childUnnamed: '- {id}: {place}',
  place: 'level {level}, unit {unit}, lesson {lesson}',
  unknown: 'not given',
  noChildren: 'No children booked yet.',
  join: 'Join from your teacher home (the Join button appears when the room opens): {link}',
  calendarName: 'Teacher Portal classes',
} as const;

/** What an event is made of: the class as its teacher reads it. */
export interface ClassEventSource {
  label: string;
  topic: string | null;
  lesson: string | null;
  students: readonly ClassChild[];
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });

/** The page where Join is (the teacher home), absolute under the portal's public address. */
export function classJoinUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${BASE_PATH}${TEACHER_ROUTES.booking}`;
}

export function classEventTitle(cls: Pick<ClassEventSource, 'label' | 'students'>): string {
  const count = cls.students.length;
  return count > 0
    ? fill(CLASS_EVENT_TEXTS.titleWithCount, { label: cls.label, count })
    : cls.label;
}

function childLine(child: ClassChild): string {
  const T = CLASS_EVENT_TEXTS;
  const place = fill(T.place, {
    level: child.level ?? T.unknown,
    unit: child.unit ?? T.unknown,
    lesson: child.lesson ?? T.unknown,
  });
  if (child.firstName === null) return fill(T.childUnnamed, { id: child.studentId, place });
  if (child.age === null) return fill(T.childNamedNoAge, { name: child.firstName, place });
  return fill(T.childNamed, { name: child.firstName, age: child.age, place });
}

/** The event's description: topic and lesson, each child with their place, the join link. */
export function classEventDescription(cls: ClassEventSource, joinUrl: string): string {
  const T = CLASS_EVENT_TEXTS;
  const lines: string[] = [];
  if (cls.topic !== null || cls.lesson !== null)
    lines.push(
      fill(T.topicLesson, { topic: cls.topic ?? T.unknown, lesson: cls.lesson ?? T.unknown }),
    );
  if (cls.students.length === 0) lines.push(T.noChildren);
  else lines.push(T.childrenHeading, ...cls.students.map(childLine));
  lines.push('', fill(T.join, { link: joinUrl }));
  return lines.join('\n');
}

/** An instant as iCalendar's and Google's UTC form: 20261201T103000Z. */
export function utcStamp(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface GoogleEvent {
  title: string;
  start: number;
  end: number;
  details: string;
  location: string;
}

/** A link that opens Google Calendar's "new event" form filled with the class (UTC times). */
export function googleCalendarUrl(event: GoogleEvent): string {
  // Built by hand: contracts run in the browser and on the server, with neither's URL types.
  const query = Object.entries({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.details,
    location: event.location,
  })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
