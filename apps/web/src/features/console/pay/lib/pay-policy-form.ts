import {
  FIELD_MESSAGES,
  FINISH_TYPES,
  payPolicyInput,
  TEACHER_GRADES,
  type FinishType,
  type PayPolicy,
  type TeacherGrade,
} from '@portal/contracts';
import { moneyInput, parseMoney } from '../../../../lib/money';

/** The pay policy's plain numbers in the form's order (the finish shares follow them). */
export const PAY_POLICY_FIELDS = [
  'participationCents',
  'participationEarlyMinutes',
  'eveningStartsMinute',
  'peakIncentiveCents',
  'peakSlotsThreshold',
  'standbyCents',
  'paydayBusinessDay',
] as const satisfies readonly Exclude<
  keyof PayPolicy,
  'finishSharePercent' | 'renewalRaiseCents'
>[];
type NumberField = (typeof PAY_POLICY_FIELDS)[number];

export const PAY_MONEY_FIELDS: ReadonlySet<NumberField> = new Set([
  'participationCents',
  'peakIncentiveCents',
  'standbyCents',
]);

/** The grades a renewal's raise is set for, from the one a teacher starts at up (decision 052). */
export const RAISE_GRADES: readonly TeacherGrade[] = TEACHER_GRADES.map((g) => g.value).reverse();

/**
 * A field of the form: a number of the policy, a finish type's share (`share.TYPE`), or a
 * grade's renewal raise in dollars (`raise.GRADE`).
 */
export type PayPolicyKey = NumberField | `share.${FinishType}` | `raise.${TeacherGrade}`;
export type PayPolicyFormValues = Record<PayPolicyKey, string>;
export type PayPolicyErrors = Partial<Record<PayPolicyKey, string>>;

export const shareKey = (type: FinishType): PayPolicyKey => `share.${type}`;
export const raiseKey = (grade: TeacherGrade): PayPolicyKey => `raise.${grade}`;

/** How a number of the policy reads in the form: money as dollars, the rest as digits. */
export function payPolicyText(field: NumberField, policy: PayPolicy): string {
  return PAY_MONEY_FIELDS.has(field) ? moneyInput(policy[field]) : String(policy[field]);
}

export function payPolicyFormOf(policy: PayPolicy): PayPolicyFormValues {
  const values = {} as PayPolicyFormValues;
  for (const field of PAY_POLICY_FIELDS) values[field] = payPolicyText(field, policy);
  for (const type of FINISH_TYPES) values[shareKey(type)] = String(policy.finishSharePercent[type]);
  for (const grade of RAISE_GRADES)
    values[raiseKey(grade)] = moneyInput(policy.renewalRaiseCents[grade]);
  return values;
}

export type PayPolicyCheck =
  { ok: true; policy: PayPolicy } | { ok: false; errors: PayPolicyErrors };

/** A money field's text as cents, or the message of its field (blank, or not dollars). */
function centsOf(text: string): { cents: number } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: FIELD_MESSAGES.required };
  const cents = parseMoney(trimmed);
  return cents === null ? { error: FIELD_MESSAGES.invalid } : { cents };
}

/** Where a schema's issue shows: a share's on its finish type, a raise's on its grade. */
function keyOfIssue(path: readonly PropertyKey[]): PayPolicyKey {
  const [first, second] = path;
  if (first === 'finishSharePercent') return `share.${String(second)}` as PayPolicyKey;
  if (first === 'renewalRaiseCents') return `raise.${String(second)}` as PayPolicyKey;
  return String(first) as PayPolicyKey;
}

/**
 * The form's text as the policy: money read as dollars into cents (no float), then the
 * contracts' schema (its ranges) decides, its messages placed on their fields.
 */
export function payPolicyFromForm(values: PayPolicyFormValues): PayPolicyCheck {
  const errors: PayPolicyErrors = {};
  const raw: Record<string, unknown> = {};
  for (const field of PAY_POLICY_FIELDS) {
    const text = values[field].trim();
    if (!text) errors[field] = FIELD_MESSAGES.required;
    else if (PAY_MONEY_FIELDS.has(field)) {
      const read = centsOf(text);
      if ('error' in read) errors[field] = read.error;
      else raw[field] = read.cents;
    } else raw[field] = text;
  }
  const shares: Record<string, string> = {};
  for (const type of FINISH_TYPES) {
    const text = values[shareKey(type)].trim();
    if (!text) errors[shareKey(type)] = FIELD_MESSAGES.required;
    shares[type] = text;
  }
  raw.finishSharePercent = shares;
  const raises: Record<string, number> = {};
  for (const grade of RAISE_GRADES) {
    const read = centsOf(values[raiseKey(grade)]);
    if ('error' in read) errors[raiseKey(grade)] = read.error;
    else raises[grade] = read.cents;
  }
  raw.renewalRaiseCents = raises;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = payPolicyInput.safeParse(raw);
  if (parsed.success) return { ok: true, policy: parsed.data };
  for (const issue of parsed.error.issues) errors[keyOfIssue(issue.path)] ??= issue.message;
  return { ok: false, errors };
}
