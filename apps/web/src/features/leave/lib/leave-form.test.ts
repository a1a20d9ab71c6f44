import { FIELD_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEAVE_FORM,
  LEAVE_FORM_FIELDS,
  leaveBody,
  leaveForm,
  TEACHER_TYPES,
} from './leave-form';

const issues = (value: unknown) => {
  const parsed = leaveForm.safeParse(value);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the leave form', () => {
  it('offers the teacher the regular and the carrot-exchange types, never an emergency', () => {
    expect(TEACHER_TYPES).toEqual(['REGULAR_CANCELLATION', 'CARROT_EXCHANGE_CANCELLATION']);
    expect(EMPTY_LEAVE_FORM).toEqual({ reason: '', reasonText: '', type: 'REGULAR_CANCELLATION' });
    // A server refusal naming one of these goes beside its control.
    expect(LEAVE_FORM_FIELDS).toEqual(['reason', 'reasonText', 'type']);
  });

  it('asks for a reason first', () => {
    expect(issues(EMPTY_LEAVE_FORM)).toEqual({ reason: FIELD_MESSAGES.required });
    expect(issues({ ...EMPTY_LEAVE_FORM, reason: 'NOT_A_REASON' })).toEqual({
      reason: FIELD_MESSAGES.invalid,
    });
  });

  it('needs the teacher’s words for OTHER only', () => {
    expect(issues({ ...EMPTY_LEAVE_FORM, reason: 'OTHER', reasonText: '  ' })).toEqual({
      reasonText: FIELD_MESSAGES.reasonText,
    });
    expect(issues({ ...EMPTY_LEAVE_FORM, reason: 'OTHER', reasonText: 'A storm' })).toEqual({});
    expect(issues({ ...EMPTY_LEAVE_FORM, reason: 'SICKNESS' })).toEqual({});
  });

  it('gives the words as typed, and none when blank', () => {
    expect(leaveForm.parse({ ...EMPTY_LEAVE_FORM, reason: 'SICKNESS' })).toEqual({
      reason: 'SICKNESS',
      type: 'REGULAR_CANCELLATION',
    });
  });
});

describe('leaveBody', () => {
  const form = { reason: 'OTHER', reasonText: 'A storm', type: 'REGULAR_CANCELLATION' } as const;

  it('asks for a preview of the picked slots', () => {
    expect(leaveBody([3, 1], form)).toEqual({
      slotIds: [3, 1],
      reason: 'OTHER',
      reasonText: 'A storm',
      type: 'REGULAR_CANCELLATION',
      preview: true,
    });
  });

  it('confirms with the preview’s fingerprint, and leaves blank words out', () => {
    expect(
      leaveBody(
        [2],
        { reason: 'SICKNESS', type: 'CARROT_EXCHANGE_CANCELLATION' },
        {
          fingerprint: '0123456789abcdef',
        },
      ),
    ).toEqual({
      slotIds: [2],
      reason: 'SICKNESS',
      type: 'CARROT_EXCHANGE_CANCELLATION',
      preview: false,
      fingerprint: '0123456789abcdef',
    });
  });
});
