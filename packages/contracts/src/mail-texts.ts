import { BEIJING_ZONE } from './calendar/calendars.js';
import { DAY_MS, HOUR_MS } from './calendar/durations.js';

/**
 * The e-mails the portal sends, written once. `{link}` and `{name}` are filled by the
 * server; links are absolute and expire (reset: 30 minutes, invitation: 7 days).
 */
export const MAIL_TEXTS = {
  passwordReset: {
    subject: 'Reset your password',
    text:
      'Hello,\n\nSomeone (hopefully you) asked to reset the password of your teacher account.\n' +
      'Open this link within 30 minutes to choose a new password:\n\n{link}\n\n' +
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n',
  },
  // Issue 37: an account guessed from anywhere; the owner keeps every way in (decision 072).
  signInAttempts: {
    subject: 'Failed sign-ins to your teacher account',
    text:
      'Hello,\n\nThere were {count} failed attempts to sign in to your teacher account in the last hour.\n' +
      'If they were yours, you can choose a new password here: {link}\n\n' +
      'If they were not, your password was not guessed: until a sign-in succeeds, each further attempt ' +
      'takes longer. Your own sign-in still works; it may take a little longer to check. ' +
      'A password you use nowhere else keeps your account safe.\n',
  },
  staffInvitation: {
    subject: 'Your back-office account',
    text:
      'Hello {name},\n\nAn account was made for you in the teacher portal back office.\n' +
      'Open this link within 7 days to choose your password:\n\n{link}\n\nThe link works once.\n',
  },
  resumePassed: {
    subject: 'Your application: next step',
    text:
      'Hello {name},\n\nGood news: your resume passed our review. Your next step is the Mini Demo:\n' +
      'record a short demo or book a live interview.\n\nSign in to continue: {link}\n',
  },
  resumeRejected: {
    subject: 'Your application',
    text:
      'Hello {name},\n\nThank you for applying. We reviewed your resume and cannot move it forward now.\n' +
      'Status: {status}\nReason: {reason}\n\nYou can sign in to see your application: {link}\n',
  },
  // {time} is `mailTime`'s start in the zone the applicant booked in (UTC for a client that
  // sent none); the attached invitation shows it in the calendar's own zone.
  demoBooked: {
    subject: 'Booked: your {session} on {time}',
    text:
      'Hello {name},\n\nYour {session} is booked for {time}.\n' +
      'The attached invitation adds it to your calendar in your own time zone.\n' +
      'The room opens 10 minutes before the start: sign in then to join, or before to cancel: {link}\n',
  },
  demoCancelled: {
    subject: 'Cancelled: your {session} on {time}',
    text:
      'Hello {name},\n\nYour {session} on {time} is cancelled; the attached update removes it\n' +
      'from your calendar. Sign in to book another time or to see what comes next: {link}\n',
  },
  // Change time (decision 068): one mail for the move; its invitation updates the calendar's
  // event in place. {previous} is the old start, written in the new booking's zone.
  demoMoved: {
    subject: 'Moved: your {session} is now on {time}',
    text:
      'Hello {name},\n\nYour {session} has moved from {previous} to {time}.\n' +
      'The attached update moves it in your calendar; the earlier time is free again.\n' +
      'The room opens 10 minutes before the start: sign in then to join, or before to change or cancel: {link}\n',
  },
  demoReminder: {
    subject: 'Reminder: your {session} starts in {lead}',
    text:
      'Hello {name},\n\nYour {session} starts in {lead}, at {time}.\n' +
      'The room opens 10 minutes before the start: sign in then to join: {link}\n',
  },
  demoResult: {
    subject: 'Your application: {session} result',
    text:
      'Hello {name},\n\nYour {session} has a result: {status}.\n' +
      'Sign in to read the feedback and your next step: {link}\n',
  },
  demoNoShow: {
    subject: 'Your application: missed {session}',
    text:
      'Hello {name},\n\nWe missed you at your {session}. Status: {status}.\n' +
      'Sign in to book another time or to see what comes next: {link}\n',
  },
  demoRecordingUnreadable: {
    subject: 'Your application: we could not open your recorded demo',
    text:
      'Hello {name},\n\nWe could not open the video of your recorded demo.\n' +
      'Please check that its sharing settings let anyone with the link watch it, then sign in\n' +
      'and submit the link again: {link}\n',
  },
  // Steps 4 and 5 (decision 038).
  documentReturned: {
    subject: 'Your application: please upload your {document} again',
    text:
      'Hello {name},\n\nWe reviewed your {document} and need a new file.\nReason: {reason}\n\n' +
      'Sign in to upload it again: {link}\n',
  },
  contractOffered: {
    subject: 'Your contract is ready to sign',
    text:
      'Hello {name},\n\nYour documents passed our review and your contract is ready.\n' +
      'Sign in to read it and sign it (about 5 minutes): {link}\n',
  },
  contractSigned: {
    subject: 'Your contract is signed',
    text:
      'Hello {name},\n\nThank you for signing your contract. A copy is in your account: {link}\n' +
      'Next, we run a background check; we will write to you when it is done.\n',
  },
  backgroundCheckFailed: {
    subject: 'Your application',
    text:
      'Hello {name},\n\nThank you for your patience. Your background check did not clear, so we\n' +
      'cannot activate your teacher account.\nReason: {reason}\n\n' +
      'You can sign in to see your application: {link}\n',
  },
  applicationOnHold: {
    subject: 'Your application',
    text:
      'Hello {name},\n\nYour application is now: {status}.\nReason: {reason}\n\n' +
      'You can sign in to see your application: {link}\n',
  },
  accountActivated: {
    subject: 'Welcome: your teacher account is active',
    text:
      'Hello {name},\n\nWelcome aboard! Your teacher account is active.\n' +
      'Sign in to complete your profile, add your bank details and open your first class slots: {link}\n' +
      'Your referral code is {referralCode}: share it with friends who would love to teach.\n',
  },
  bankDetailsChanged: {
    subject: 'Your bank details were changed',
    text:
      'Hello {name},\n\nThe bank details of your teacher account were changed on {time}.\n' +
      'Payments now go to: {masked}.\n\n' +
      'If you did not make this change, change your password and write to {email} at once.\n',
  },
  accountSuspended: {
    subject: 'Your teacher account is suspended',
    text:
      'Hello {name},\n\nYour teacher account has been suspended.\nReason: {reason}\n\n' +
      'Please write to {email} for help.\n',
  },
  accountRestored: {
    subject: 'Your teacher account is active again',
    text: 'Hello {name},\n\nYour teacher account is active again. Sign in: {link}\n',
  },
  // Fixed classes (decision 041): {session} is the class type's label, {time} a `mailTime`.
  fixedRequestNew: {
    subject: 'New fixed-class request: please answer by {time}',
    text:
      'Hello {name},\n\nThe school asks for a fixed place in your {session} period, for the same\n' +
      'students every week. Please accept or decline it by {time}; after that it expires.\n' +
      'Answer it here: {link}\n',
  },
  fixedRequestReminder: {
    subject: 'Reminder: a fixed-class request expires in {lead}',
    text:
      'Hello {name},\n\nA request for a fixed place in your {session} period is still waiting.\n' +
      'It expires at {time}, in {lead}. Answer it here: {link}\n',
  },
  fixedContinueCheck: {
    subject: 'Does your fixed {session} period continue?',
    text:
      'Hello {name},\n\nYour fixed {session} period ends at {time}. Please tell us before then\n' +
      'whether it continues with the same students: {link}\n',
  },
  // Payslips (decision 042): {month} is `payMonthLabel`'s YYYY/MM, {amount} `formatMoney`.
  payslipReleased: {
    subject: 'Your payslip for {month} is ready',
    text:
      'Hello {name},\n\nYour payslip for {month} is released: {amount} in total.\n' +
      'Please check it and send your receipt from its page: {link}\n',
  },
} as const;
export type MailTemplate = keyof typeof MAIL_TEXTS;

/** The reminders of a booked session (issue 10): how long before the start, and the mail's words. */
export const DEMO_REMINDERS = {
  day: { beforeMs: DAY_MS, lead: '24 hours' },
  hour: { beforeMs: HOUR_MS, lead: '1 hour' },
} as const;
export type DemoReminder = keyof typeof DEMO_REMINDERS;

/** Whom a mail's times are written for: their chosen zone, and Beijing beside it for teachers. */
export interface MailReader {
  /** The reader's IANA zone; null (none chosen yet) writes UTC. */
  zone: string | null;
  /** Teachers' classes run on Beijing time: the Beijing time follows. */
  withBeijing?: boolean;
}

const MAIL_WALL = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });

/** `2026/12/08 19:00` and `UTC-05:00` of an instant in a zone. */
function wallAndOffset(at: number, zone: string): { wall: string; offset: string } {
  const parts = Object.fromEntries(
    MAIL_WALL(zone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  // Intl names the offset `GMT-05:00`, and UTC itself plain `GMT`.
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', 'UTC');
  return {
    wall: `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`,
    offset: offset === 'UTC' ? 'UTC+00:00' : offset,
  };
}

const knownZone = (zone: string | null): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * An instant as a mail writes it (issue 36): the spec's `YYYY/MM/DD`, 24-hour time, in the
 * reader's chosen zone with its name and offset on that day, and for a teacher Beijing time
 * beside it: `2026/12/08 19:00 (America/New_York, UTC-05:00); Beijing 2026/12/09 08:00`. A
 * reader without a zone reads UTC, saying so.
 */
export function mailTime(at: number, reader: MailReader = { zone: null }): string {
  const zone = knownZone(reader.zone) ? reader.zone : 'UTC';
  const local = wallAndOffset(at, zone);
  const written =
    zone === 'UTC' ? `${local.wall} (UTC)` : `${local.wall} (${zone}, ${local.offset})`;
  if (!reader.withBeijing || zone === BEIJING_ZONE) return written;
  return `${written}; Beijing ${wallAndOffset(at, BEIJING_ZONE).wall}`;
}
