/*
 * Reading iCalendar text and the calendar part of a received mail, as a calendar client
 * would: folded lines joined (RFC 5545 3.1), the MIME part decoded. Shared by the unit test of
 * the calendar module and the API tests of the booking mails.
 */

export interface IcsProperty {
  name: string;
  /** Parameters as written (`CN="Ann Lee";RSVP=FALSE`), empty when none. */
  params: string;
  value: string;
}

/** Every content line, unfolded; a line without CRLF is refused as the RFC refuses it. */
export function icsProperties(text: string): IcsProperty[] {
  if (/[^\r]\n/.test(text)) throw new Error('iCalendar lines end with CRLF');
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
      if (!match) throw new Error(`not a content line: ${line}`);
      return { name: match[1] ?? '', params: (match[2] ?? '').slice(1), value: match[3] ?? '' };
    });
}

/** The values of one property, in order (VCALENDAR's and VEVENT's alike). */
export function icsValues(text: string, name: string): string[] {
  return icsProperties(text)
    .filter((property) => property.name === name)
    .map((property) => property.value);
}

/** The single value of a property; fails when it is missing or repeated. */
export function icsValue(text: string, name: string): string {
  const values = icsValues(text, name);
  if (values.length !== 1) throw new Error(`${name} appears ${values.length} times`);
  return values[0] as string;
}

export interface MailCalendarPart {
  /** The `method` parameter of the text/calendar part's Content-Type. */
  method: string;
  content: string;
  /** Whether the same calendar also travels as an .ics attachment. */
  attached: boolean;
}

/** The text/calendar alternative of a raw mail, decoded; undefined when it has none. */
export function calendarPartOf(raw: string): MailCalendarPart | undefined {
  const start = raw.search(/^Content-Type: text\/calendar/im);
  if (start < 0) return undefined;
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const bodyEnd = raw.indexOf('\r\n--', headerEnd);
  const body = raw.slice(headerEnd + 4, bodyEnd);
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  return {
    method: /;\s*method=([\w-]+)/i.exec(headers)?.[1] ?? '',
    content: decode(body, encoding),
    attached: /^Content-Disposition: attachment; filename=\S+\.ics/im.test(raw),
  };
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body.endsWith('\r\n') ? body : `${body}\r\n`;
}
