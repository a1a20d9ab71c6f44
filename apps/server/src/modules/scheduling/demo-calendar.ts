import { DEMO_COURSES, type DemoCourseType } from '@portal/contracts';
import { createEvent, type EventAttributes } from 'ics';
import type { CalendarPart } from '../mail/mailer.js';

export interface CalendarBooking {
  id: number;
  courseType: DemoCourseType;
  startsAt: Date;
  endsAt: Date;
  /** The booking whose invitation this one carries on after a move (decision 068). */
  invitationOf?: number | null;
  /** The invitation's SEQUENCE when booked; a cancellation sends the next. */
  invitationSequence?: number;
}

/** One UID per booking, so a cancellation replaces the invitation in the reader's calendar. */
export function bookingUid(bookingId: number, publicUrl: string): string {
  return `demo-booking-${bookingId}@${new URL(publicUrl).hostname}`;
}

/** `Teacher Portal <no-reply@host>` or a bare address: the organizer an iTIP message needs. */
function organizerOf(mailFrom: string): { name?: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  const name = match?.[1]?.trim();
  const email = match?.[2]?.trim();
  if (!email) return { email: mailFrom.trim() };
  return name ? { name, email } : { email };
}

/**
 * The booking as an iCalendar event (RFC 5545/5546): REQUEST when booked, CANCEL (a higher
 * SEQUENCE, STATUS:CANCELLED) when cancelled. A moved session (decision 068) is a new booking
 * that carries on the first one's UID with a higher SEQUENCE, so its REQUEST moves the reader's
 * event in place. Times are UTC instants: calendars show them
 * in the reader's zone. The room link is left out: it is served only in its 10-minute window.
 */
export function demoCalendar(input: {
  booking: CalendarBooking;
  method: CalendarPart['method'];
  attendee: { name: string; email: string };
  /** Where the applicant signs in to see the session. */
  link: string;
  publicUrl: string;
  mailFrom: string;
  /** DTSTAMP: when this message was made (the service's clock). */
  now: Date;
}): CalendarPart {
  const { booking, method, attendee } = input;
  const cancel = method === 'CANCEL';
  const event: EventAttributes & { timestamp: number } = {
    productId: 'teacher-portal/demo-bookings',
    method,
    uid: bookingUid(booking.invitationOf ?? booking.id, input.publicUrl),
    sequence: (booking.invitationSequence ?? 0) + (cancel ? 1 : 0),
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    // ics accepts DTSTAMP as `timestamp`, though its types leave it out.
    timestamp: input.now.getTime(),
    // Epoch milliseconds are instants; written as UTC (`Z`), never as the server's local time.
    start: booking.startsAt.getTime(),
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endOutputType: 'utc',
    title: DEMO_COURSES[booking.courseType].label,
    description: input.link,
    url: input.link,
    organizer: organizerOf(input.mailFrom),
    attendees: [
      {
        // ics would write "Unnamed attendee" for an applicant with no name yet.
        name: attendee.name || attendee.email,
        email: attendee.email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('no calendar event was made');
  return { method, content: value };
}
