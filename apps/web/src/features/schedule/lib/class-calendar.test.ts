import { describe, expect, it } from 'vitest';
import { classGoogleHref, classIcsHref } from './class-calendar';

const cls = {
  startTime: Date.UTC(2026, 11, 1, 11, 0),
  endTime: Date.UTC(2026, 11, 1, 11, 25),
  label: 'Main Course',
  topic: null,
  lesson: null,
  students: [
    { studentId: 's1', firstName: 'Mia', age: 7, level: 'L2', unit: 'U3', lesson: 'Lesson 4' },
  ],
};

describe("a class's calendar links", () => {
  it("download the class's own .ics file", () => {
    expect(classIcsHref(42)).toBe('/t/tc/book/class/42/calendar');
  });

  it('open Google Calendar with the class, its children and the join link on this portal', () => {
    const url = new URL(classGoogleHref(cls, 'https://portal.example'));
    expect(url.searchParams.get('text')).toBe('Main Course (1)');
    expect(url.searchParams.get('dates')).toBe('20261201T110000Z/20261201T112500Z');
    expect(url.searchParams.get('details')).toContain(
      '- Mia, 7: level L2, unit U3, lesson Lesson 4',
    );
    expect(url.searchParams.get('location')).toBe('https://portal.example/v2/booking');
  });
});
