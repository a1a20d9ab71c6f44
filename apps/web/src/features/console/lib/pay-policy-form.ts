import {
  FIELD_MESSAGES,
  FINISH_TYPES,
  payPolicyInput,
  type FinishType,
  type PayPolicy,
} from '@portal/contracts';
import { moneyInput, parseMoney } from '../../../lib/money';

/** The pay policy's plain numbers in the form's order (the finish shares follow them). */
export const PAY_POLICY_FIELDS = [
  'participationCents',
  'participationEarlyMinutes',
  'eveningStartsMinute',
  'peakIncentiveCents',
  'peakSlotsThreshold',
  'standbyCents',
  'paydayBusinessDay',
] as const satisfies readonly Exclude<keyof PayPolicy, 'finishSharePercent'>[];
type NumberField = (typeof PAY_POLICY_FIELDS)[number];

export const PAY_MONEY_FIELDS: ReadonlySet<NumberField> = new Set([
  'participationCents',
  'peakIncentiveCents',
  'standbyCents',
]);

/** A field of the form: a number of the policy, or a finish type's share (`share.TYPE`). */
export type PayPolicyKey = NumberField | `share.${FinishType}`;
export type PayPolicyFormValues = Record<PayPolicyKey, string>;
export type PayPolicyErrors = Partial<Record<PayPolicyKey, string>>;

export const shareKey = (type: FinishType): PayPolicyKey => `share.${type}`;

/** How a number of the policy reads in the form: money as dollars, the rest as digits. */
export function payPolicyText(field: NumberField, policy: PayPolicy): string {
  return PAY_MONEY_FIELDS.has(field) ? moneyInput(policy[field]) : String(policy[field]);
}

export function payPolicyFormOf(policy: PayPolicy): PayPolicyFormValues {
  const values = {} as PayPolicyFormValues;
  for (const field of PAY_POLICY_FIELDS) values[field] = payPolicyText(field, policy);
  for (const type of FINISH_TYPES) values[shareKey(type)] = String(policy.finishSharePercent[type]);
  return values;
}

export type PayPolicyCheck =
  { ok: true; policy: PayPolicy } | { ok: false; errors: PayPolicyErrors };

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
      const cents = parseMoney(text);
      if (cents === null) errors[field] = FIELD_MESSAGES.invalid;
      else raw[field] = cents;
    } else raw[field] = text;
  }
  const shares: Record<string, string> = {};
  for (const type of FINISH_TYPES) {
    const text = values[shareKey(type)].trim();
    if (!text) errors[shareKey(type)] = FIELD_MESSAGES.required;
    shares[type] = text;
  }
  raw.finishSharePercent = shares;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = payPolicyInput.safeParse(raw);
  if (parsed.success) return { ok: true, policy: parsed.data };
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const key = (
      first === 'finishSharePercent' ? `share.${String(second)}` : String(first)
    ) as PayPolicyKey;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
