import {
  CLASS_CALLS,
  classEventDescription,
  classEventTitle,
  classJoinUrl,
  fillPath,
  googleCalendarUrl,
  type TeacherClass,
} from '@portal/contracts';

/*
 * "Add to calendar" for one class (decision 067): the server's .ics download (Apple Calendar,
 * Outlook) and Google Calendar's new-event form, both with the contracts' title and
 * description, so every calendar shows the children and the join link alike.
 */

/** The class's .ics file: a plain link, downloaded with the teacher's session cookie. */
export function classIcsHref(classId: number): string {
  return fillPath(CLASS_CALLS.classCalendar.path, { classId });
}

/** Google Calendar's form filled with the class; `origin` is the portal's own address. */
export function classGoogleHref(
  cls: Pick<TeacherClass, 'startTime' | 'endTime' | 'label' | 'topic' | 'lesson' | 'students'>,
  origin: string,
): string {
  const joinUrl = classJoinUrl(origin);
  return googleCalendarUrl({
    title: classEventTitle(cls),
    start: cls.startTime,
    end: cls.endTime,
    details: classEventDescription(cls, joinUrl),
    location: joinUrl,
  });
}
