import { describe, expect, it } from 'vitest';
import {
  classEventDescription,
  classEventTitle,
  classJoinUrl,
  googleCalendarUrl,
  utcStamp,
  type ClassEventSource,
} from './class-event.js';

const place = { level: 'Level 2', unit: 'Unit 3', lesson: 'Lesson 4' };
const mia = { studentId: 'stu-mia', firstName: 'Mia', age: 7, ...place };
const cls: ClassEventSource = {
  label: 'Main Course',
  topic: 'Animals',
  lesson: 'L4',
  students: [
    mia,
    { studentId: 'stu-leo', firstName: 'Leo', age: null, ...place },
    { studentId: 'stu-ava', firstName: null, age: null, level: null, unit: null, lesson: null },
  ],
};
const JOIN = 'https://portal.example/v2/booking';

describe("a class's calendar event", () => {
  it('joins the home page to the public address, with or without its trailing slash', () => {
    expect(classJoinUrl('https://portal.example/')).toBe(JOIN);
    expect(classJoinUrl('https://portal.example')).toBe(JOIN);
  });

  it('counts the children in its title, and names no count for an empty class', () => {
    expect(classEventTitle(cls)).toBe('Main Course (3)');
    expect(classEventTitle({ label: 'Main Course', students: [] })).toBe('Main Course');
  });

  it('lists each child with name, age and place, an unnamed one by id, and the join link', () => {
    expect(classEventDescription(cls, JOIN)).toBe(
      [
        'Topic: Animals, lesson: L4',
        'Children:',
        '- Mia, 7: level Level 2, unit Unit 3, lesson Lesson 4',
        '- Leo: level Level 2, unit Unit 3, lesson Lesson 4',
        '- stu-ava: level not given, unit not given, lesson not given',
        '',
        `Join from your teacher home (the Join button appears when the room opens): ${JOIN}`,
      ].join('\n'),
    );
  });

  it('says no child is booked yet, and leaves out a topic it does not know', () => {
    const text = classEventDescription({ ...cls, topic: null, lesson: null, students: [] }, JOIN);
    expect(text.split('\n')).toEqual([
      'No children booked yet.',
      '',
      `Join from your teacher home (the Join button appears when the room opens): ${JOIN}`,
    ]);
    expect(
      classEventDescription({ ...cls, topic: null, students: [mia] }, JOIN).split('\n')[0],
    ).toBe('Topic: not given, lesson: L4');
  });
});

describe('the Google Calendar link', () => {
  it('writes instants in UTC without separators or milliseconds', () => {
    expect(utcStamp(Date.UTC(2026, 11, 1, 10, 30, 5, 250))).toBe('20261201T103005Z');
  });

  it("fills Google's new-event form: title, UTC dates, details and location, encoded", () => {
    const url = googleCalendarUrl({
      title: 'Main Course (1)',
      start: Date.UTC(2026, 11, 1, 10, 30),
      end: Date.UTC(2026, 11, 1, 11, 0),
      details: 'Children:\n- Mia & Leo',
      location: JOIN,
    });
    const [address, query = ''] = url.split('?');
    expect(address).toBe('https://calendar.google.com/calendar/render');
    const fields = query.split('&').map((pair) => pair.split('=').map(decodeURIComponent));
    expect(fields).toEqual([
      ['action', 'TEMPLATE'],
      ['text', 'Main Course (1)'],
      ['dates', '20261201T103000Z/20261201T110000Z'],
      ['details', 'Children:\n- Mia & Leo'],
      ['location', JOIN],
    ]);
    // Nothing a query would split on is left unencoded.
    expect(query).not.toMatch(/[ \n#+]/);
    expect(query).toContain('Mia%20%26%20Leo');
  });
});
