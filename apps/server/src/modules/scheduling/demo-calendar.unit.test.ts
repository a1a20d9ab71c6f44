import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icsProperties, icsValue } from '../../test/calendar-text.js';
import { bookingUid, demoCalendar } from './demo-calendar.js';

// The calendar part of the booking mails (decision 037), read back as a calendar reads it.
const booking = {
  id: 42,
  courseType: 'INTERVIEW' as const,
  startsAt: new Date(Date.UTC(2026, 10, 30, 9, 0)),
  endsAt: new Date(Date.UTC(2026, 10, 30, 9, 25)),
  // A booking row carries its room key: the calendar must never show it.
  roomKey: 'room-key-that-must-stay-out',
};
const link = 'https://portal.test/v2/home?type=login';
const build = (method: 'REQUEST' | 'CANCEL', mailFrom = 'Teacher Portal <no-reply@portal.test>') =>
  demoCalendar({
    booking,
    method,
    attendee: { name: 'Ann Lee', email: 'ann@example.com' },
    link,
    publicUrl: 'https://portal.test:8443/base',
    mailFrom,
    now: new Date(Date.UTC(2026, 10, 24, 20, 15, 30)),
  });

// Times must not depend on the server's zone: build them in one far from UTC.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the invitation sent on booking', () => {
  let method: string;
  let content: string;
  beforeAll(() => {
    ({ method, content } = build('REQUEST'));
  });

  it('is a REQUEST whose UID names the booking on the portal host', () => {
    expect(method).toBe('REQUEST');
    expect(icsValue(content, 'METHOD')).toBe('REQUEST');
    expect(icsValue(content, 'UID')).toBe('demo-booking-42@portal.test');
    expect(bookingUid(42, 'https://portal.test:8443/base')).toBe('demo-booking-42@portal.test');
    expect(icsValue(content, 'SEQUENCE')).toBe('0');
    expect(icsValue(content, 'STATUS')).toBe('CONFIRMED');
  });

  it('holds the start and end as UTC instants, and when it was made', () => {
    expect(icsValue(content, 'DTSTART')).toBe('20261130T090000Z');
    expect(icsValue(content, 'DTEND')).toBe('20261130T092500Z');
    expect(icsValue(content, 'DTSTAMP')).toBe('20261124T201530Z');
  });

  it('is titled by the course and links to the portal, never to the room', () => {
    expect(icsValue(content, 'SUMMARY')).toBe('Live Interview');
    expect(icsValue(content, 'URL')).toBe(link);
    expect(icsValue(content, 'DESCRIPTION')).toBe(link);
    expect(content).not.toContain(booking.roomKey);
  });

  it('names the portal as organizer and the applicant as attendee', () => {
    const organizer = icsProperties(content).find((p) => p.name === 'ORGANIZER');
    expect(organizer).toMatchObject({ params: 'CN="Teacher Portal"' });
    expect(organizer?.value.toLowerCase()).toBe('mailto:no-reply@portal.test');
    const attendee = icsProperties(content).find((p) => p.name === 'ATTENDEE');
    expect(attendee?.params).toContain('CN="Ann Lee"');
    expect(attendee?.value.toLowerCase()).toBe('mailto:ann@example.com');
  });

  it('takes a bare MAIL_FROM address as the organizer', () => {
    const bare = build('REQUEST', 'no-reply@portal.test').content;
    const organizer = icsProperties(bare).find((p) => p.name === 'ORGANIZER');
    expect(organizer?.value.toLowerCase()).toBe('mailto:no-reply@portal.test');
  });
});

describe('the cancellation', () => {
  it('cancels the same event: same UID, a higher SEQUENCE, METHOD:CANCEL, STATUS:CANCELLED', () => {
    const request = build('REQUEST').content;
    const { method, content } = build('CANCEL');
    expect(method).toBe('CANCEL');
    expect(icsValue(content, 'METHOD')).toBe('CANCEL');
    expect(icsValue(content, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(content, 'UID')).toBe(icsValue(request, 'UID'));
    expect(Number(icsValue(content, 'SEQUENCE'))).toBeGreaterThan(
      Number(icsValue(request, 'SEQUENCE')),
    );
    expect(icsValue(content, 'DTSTART')).toBe('20261130T090000Z');
  });
});
