import {
  classEventDescription,
  classEventTitle,
  classJoinUrl,
  CLASS_EVENT_TEXTS,
  type ClassEventSource,
} from '@portal/contracts';
import { createEvents, type EventAttributes } from 'ics';

/** A class as its calendar event is made of (decision 067). */
export interface EventClass extends ClassEventSource {
  id: number;
  startsAt: number;
  endsAt: number;
}

/**
 * The one place a class becomes a calendar event, for the subscribable feed and the one
 * class's download alike: the same UID (a calendar that has both keeps one event), the title
 * with the children's count, the children and the join link in the description, and the link
 * as the event's address and location.
 */
export function classEvent(cls: EventClass, publicUrl: string): EventAttributes {
  const joinUrl = classJoinUrl(publicUrl);
  return {
    uid: `class-${cls.id}@${new URL(publicUrl).hostname}`,
    start: cls.startsAt,
    end: cls.endsAt,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: classEventTitle(cls),
    description: classEventDescription(cls, joinUrl),
    location: joinUrl,
    url: joinUrl,
    status: 'CONFIRMED',
  };
}

/** The .ics text of these events, under the portal's calendar name. */
export function calendarText(events: readonly EventAttributes[]): string {
  const { error, value } = createEvents([...events], {
    calName: CLASS_EVENT_TEXTS.calendarName,
  });
  if (error || !value) throw error ?? new Error('calendar not made');
  return value;
}
