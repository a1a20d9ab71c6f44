import { canMove } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { bookingMove, DEMO_PAGES, demoPageOf } from './demo-pages';

describe('the booking pages', () => {
  it('are read from the path', () => {
    expect(demoPageOf('/interview')).toBe('interview');
    expect(demoPageOf('/v2/training')).toBe('training');
    expect(demoPageOf('/trial')).toBe('trial');
    expect(demoPageOf('/contract')).toBeUndefined();
  });

  it('book their own course from the places the funnel allows', () => {
    expect(
      canMove(bookingMove('interview'), { stage: 'INTERVIEW', status: 'InterviewInvitation_1' }),
    ).toBe(true);
    expect(
      canMove(bookingMove('interview'), { stage: 'INTERVIEW', status: 'InterviewInvitation_3' }),
    ).toBe(false);
    expect(
      canMove(bookingMove('training'), { stage: 'TRAINING', status: 'Training1v1Invitation_1' }),
    ).toBe(true);
    expect(
      canMove(bookingMove('trial'), { stage: 'TRAIL_CLASS', status: 'TrialInvitation_1' }),
    ).toBe(true);
    expect(DEMO_PAGES.interview.tp).toBe(5);
    expect([DEMO_PAGES.training.tp, DEMO_PAGES.trial.tp]).toEqual([11, 11]);
  });
});
