import { describe, expect, it } from 'vitest';
import { bookingPhase } from './booking-phase.js';

const now = Date.UTC(2031, 0, 1, 12, 0);
const booked = { courseType: 'INTERVIEW', status: 'BOOK_SUCCESS', endsAt: now + 1 } as const;

describe('bookingPhase (spec section 4, decision 073)', () => {
  it('is BOOK_BEFORE with nothing booked, or after a cancellation or a no-show', () => {
    expect(bookingPhase(undefined, 'INTERVIEW', now)).toBe('BOOK_BEFORE');
    expect(bookingPhase({ ...booked, status: 'BOOK_CANCEL' }, 'INTERVIEW', now)).toBe(
      'BOOK_BEFORE',
    );
    expect(
      bookingPhase({ ...booked, status: 'BOOK_NO_SHOW', endsAt: now - 1 }, 'INTERVIEW', now),
    ).toBe('BOOK_BEFORE');
  });

  it('is BOOK_SUCCESS until the booked session ends, then BOOK_OVER until it is marked', () => {
    expect(bookingPhase(booked, 'INTERVIEW', now)).toBe('BOOK_SUCCESS');
    expect(bookingPhase({ ...booked, endsAt: now }, 'INTERVIEW', now)).toBe('BOOK_OVER');
    expect(bookingPhase({ ...booked, endsAt: now - 1 }, undefined, now)).toBe('BOOK_OVER');
  });

  it('is ALREADY once a result is recorded, whatever the stage books next', () => {
    const over = { ...booked, status: 'INTERVIEW_OVER', endsAt: now - 1 } as const;
    expect(bookingPhase(over, 'INTERVIEW', now)).toBe('ALREADY');
    // Passed: the stage now books the trial demo's training, another phase.
    expect(bookingPhase(over, 'TRAINING', now)).toBe('ALREADY');
    expect(bookingPhase(over, undefined, now)).toBe('ALREADY');
    const training = { ...over, courseType: 'TRAINING' } as const;
    expect(bookingPhase(training, 'TRAINING', now)).toBe('ALREADY');
  });

  it('starts again at BOOK_BEFORE when the stage books another session of the same phase', () => {
    const spare = { courseType: 'TRAINING', status: 'INTERVIEW_OVER', endsAt: now - 1 } as const;
    expect(bookingPhase(spare, 'TRIAL_CLASS', now)).toBe('BOOK_BEFORE');
  });
});
