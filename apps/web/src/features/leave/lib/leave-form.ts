import {
  cancellationReason,
  cancellationType,
  FIELD_MESSAGES,
  reasonText,
  requireReasonText,
  type CancellationReason,
  type CancellationType,
  type LeaveRequest,
} from '@portal/contracts';
import { z } from 'zod';

/** The types a teacher picks (an EMERGENCY is recorded by staff when the teacher calls). */
export const TEACHER_TYPES = [
  'REGULAR_CANCELLATION',
  'CARROT_EXCHANGE_CANCELLATION',
] as const satisfies readonly CancellationType[];

/** The form's fields as the controls hold them: no reason chosen yet is an empty string. */
export interface LeaveFormValues {
  reason: CancellationReason | '';
  reasonText: string;
  type: CancellationType;
}

export const EMPTY_LEAVE_FORM: LeaveFormValues = {
  reason: '',
  reasonText: '',
  type: 'REGULAR_CANCELLATION',
};

/**
 * The reason and type of a leave, checked with the contracts' own rules (the reasons, OTHER's
 * words, the types); a reason not chosen yet reads "Required field".
 */
export const leaveForm = z
  .object({
    reason: z.string().min(1, FIELD_MESSAGES.required).pipe(cancellationReason),
    reasonText,
    type: cancellationType,
  })
  .superRefine(requireReasonText);
export type LeaveFormOutput = z.output<typeof leaveForm>;

/** The fields a server refusal may name that the form shows beside a control. */
export const LEAVE_FORM_FIELDS = ['reason', 'reasonText', 'type'] as const;

/** The leave call's body for picked slots: a preview, or the confirmation of one. */
export function leaveBody(
  slotIds: readonly number[],
  form: LeaveFormOutput,
  confirm?: { fingerprint: string },
): LeaveRequest {
  return {
    slotIds: [...slotIds],
    reason: form.reason,
    ...(form.reasonText ? { reasonText: form.reasonText } : {}),
    type: form.type,
    preview: !confirm,
    ...(confirm ? { fingerprint: confirm.fingerprint } : {}),
  };
}
