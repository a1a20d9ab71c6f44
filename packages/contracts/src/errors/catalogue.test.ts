import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  LEGACY_CODE_MESSAGES,
  messageFor,
  SESSION_ENDING_CODES,
  statusFor,
} from './catalogue.js';
import { FIELD_MESSAGES, fillMessage, MESSAGES, SUCCESS_MESSAGES } from './messages.js';

/** Sentences quoted in spec sections 5 and 8, copied here to catch a drifting catalogue. */
const SPEC_SENTENCES = [
  'network exception, please check your network.',
  'Email cannot be empty.',
  'Email format error.',
  'Password cannot be empty.',
  'Captcha error.',
  'User does not exist.',
  'Your password was incorrect.',
  'Passwords do not match!',
  'The link has expired, please re-submit the application.',
  'system error,please try again.',
  'Class type does not match the process, please refresh and try again.',
  'You are not allowed to schedule class as you have cancelled the live demo twice, please refresh and record a demo.',
  'Class is already scheduled for this phase, please refresh and try again.',
  'Time slot not available, please refresh and try again.',
  'This slot is not available, please refresh the page.',
  'Network issue, please refresh and try again.',
  'Submission failed, please refresh and check the status of your payslip',
  'Your payslip has been updated, please refresh and try again',
  'System error.Please refresh the page or email {email}',
  'Application status has changed, please refresh your page',
  'Login Failed. Please login to our system again!',
  'Login expired, please refresh and retry.',
  'Oops! You have hopped too far for {name} to follow~',
  'Course start time is out of 24 hours.',
  'Course already booked.',
  'Authorization needed to perform this action. Please email {email} for help.',
  'Standby course already full.',
  'Sorry, your account has been suspended.Please email {email}',
  'Slot(s) not exist',
  'For cancellations within 24 hours, please contact us via {email}.',
  'Cannot open the course within 10 minute.',
  'Cannot open the course within 24 hours.',
  'The slot has expired，please refresh.',
  'Standby failed, the class has begun.',
  "Whoops! It's time to harvest more carrots... you don't have enough carrots for the selected option.",
  'Required field.',
  'Blank spaces and special characters are not allowed on this field.',
  'Your phone number can only be numbers.',
  'Only accept English characters.',
  'Password is limited to 6-18 digits.',
  'invalid captcha.',
  '*Incorrect format!',
  '*Passwords do not match!',
  'The referral code you entered does not exist, please double check',
  'Invalid referralCode.',
  'Upload failed, file size cannot exceed 10MB',
  'Format error. Please upload jpg, jpeg, png or pdf file.',
  'No File',
  'Submitted',
  'Submitted successfully.',
  'Your password has been reset',
  'Credit cash-out successful! Within 4 business days, you should receive your unique code in your redemption records.',
];

describe('the error catalogue', () => {
  it('holds every sentence the specification quotes', () => {
    const all = new Set<string>([
      ...Object.values(MESSAGES),
      ...Object.values(FIELD_MESSAGES),
      ...Object.values(SUCCESS_MESSAGES),
    ]);
    expect(SPEC_SENTENCES.filter((sentence) => !all.has(sentence))).toEqual([]);
  });

  it('gives every code a valid HTTP status and a message', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.length, code).toBeGreaterThan(0);
    }
  });

  it('answers the session codes with 401', () => {
    for (const code of SESSION_ENDING_CODES) expect(statusFor(code)).toBe(401);
    expect(messageFor('TOKEN_NULL')).toBe('Login Failed. Please login to our system again!');
    expect(messageFor('TOKEN_EXPIRED')).toBe('Login expired, please refresh and retry.');
  });

  it('prefixes slot and booking codes as on the wire', () => {
    expect(ERROR_CATALOGUE).toHaveProperty('BIZ_TEACHER_BOOK_COURSE_WITHIN_10_MINUTE');
    expect(ERROR_CATALOGUE).not.toHaveProperty('BOOK_COURSE_WITHIN_10_MINUTE');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(messageFor('SERVER_ERR', { email: 'help@school.test' })).toBe(
      'System error.Please refresh the page or email help@school.test',
    );
    expect(fillMessage('Hi {name}, see {other}', { name: 'Bunny' })).toBe('Hi Bunny, see {other}');
  });

  it('maps legacy numeric codes and falls back to the generic message', () => {
    expect(messageFor('400010002')).toBe('Mailbox or password error');
    expect(LEGACY_CODE_MESSAGES['400010010']).toBe('This email has been used');
    expect(messageFor('SOMETHING_NEW')).toBe('system error,please try again.');
  });
});
