import type { ApplicantDemo, StaffRole } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mayOpenSession } from './applicant-demos';

const result = (value: 'PASS' | 'SPARE' | 'NOPASS', staffId = 7) => ({
  result: value,
  staffId,
  staffName: 'Ivy',
  scores: [{ criterion: 'Energy and warmth', score: 4 }],
  feedback: 'Clear.',
  decidedAt: 0,
});

const demo = (change: Partial<ApplicantDemo> = {}): ApplicantDemo => ({
  bookingId: 1,
  courseType: 'INTERVIEW',
  startTime: 0,
  endTime: 25 * 60_000,
  status: 'INTERVIEW_OVER',
  staffId: 7,
  staffName: 'Ivy',
  results: [result('PASS')],
  ...change,
});

const member = (id: number, ...roles: StaffRole[]) => ({ id, roles });
/** The session's own member, another interviewer, a recruiter. */
const own = member(7, 'INTERVIEWER');
const colleague = member(8, 'INTERVIEWER');
const recruiter = member(7, 'RECRUITER');

describe('mayOpenSession', () => {
  it('opens its own member’s sessions, whatever their status, and any to an admin', () => {
    expect(mayOpenSession(own, demo())).toBe(true);
    expect(mayOpenSession(own, demo({ status: 'BOOK_CANCEL', results: [] }))).toBe(true);
    expect(mayOpenSession(member(1, 'ADMIN'), demo())).toBe(true);
  });

  it('keeps another member’s decided or booked session closed', () => {
    expect(mayOpenSession(colleague, demo())).toBe(false);
    expect(mayOpenSession(colleague, demo({ status: 'BOOK_SUCCESS', results: [] }))).toBe(false);
  });

  it('opens a SPARE waiting for a second look to every member who takes demos', () => {
    const waiting = demo({ results: [result('SPARE')] });
    expect(mayOpenSession(colleague, waiting)).toBe(true);
    const decided = demo({ results: [result('SPARE'), result('PASS', 9)] });
    expect(mayOpenSession(colleague, decided)).toBe(false);
    // A training's SPARE is final: it invites to the trial class.
    expect(mayOpenSession(colleague, { ...waiting, courseType: 'TRAINING' })).toBe(false);
  });

  it('gives no link to members who do not take demos, or without a session', () => {
    expect(mayOpenSession(recruiter, demo())).toBe(false);
    expect(mayOpenSession(recruiter, demo({ results: [result('SPARE')] }))).toBe(false);
    expect(mayOpenSession(null, demo())).toBe(false);
  });
});
