import { cancellationPolicy, FIELD_MESSAGES, type CancellationPolicy } from '@portal/contracts';
import { moneyInput, parseMoney } from '../../../../lib/money';

/** The policy's numbers as the form's text fields hold them: counts as digits, fines as dollars. */
export type PolicyFormValues = Record<keyof CancellationPolicy, string>;

/** The fields in the form's order, and which of them are money. */
export const POLICY_FIELDS = [
  'periodMonths',
  'cancellationsPerPeriod',
  'freeLeadHours',
  'lastMinuteLeadHours',
  'lateFineCents',
  'lastMinuteFineCents',
  'noShowFineCents',
  'leaveNoticeBusinessDays',
  'freePassesPerYear',
] as const satisfies readonly (keyof CancellationPolicy)[];

export const MONEY_FIELDS: ReadonlySet<keyof CancellationPolicy> = new Set([
  'lateFineCents',
  'lastMinuteFineCents',
  'noShowFineCents',
]);

export function policyFormOf(policy: CancellationPolicy): PolicyFormValues {
  const values = {} as PolicyFormValues;
  for (const field of POLICY_FIELDS)
    values[field] = MONEY_FIELDS.has(field) ? moneyInput(policy[field]) : String(policy[field]);
  return values;
}

export type PolicyCheck =
  | { ok: true; policy: CancellationPolicy }
  | { ok: false; errors: Partial<Record<keyof CancellationPolicy, string>> };

/**
 * The form's text as the policy: fines read as dollars into cents, then the contracts' own
 * schema (its limits and the last-minute lead within the free lead) decides.
 */
export function policyFromForm(values: PolicyFormValues): PolicyCheck {
  const errors: Partial<Record<keyof CancellationPolicy, string>> = {};
  const raw: Record<string, number | string> = {};
  for (const field of POLICY_FIELDS) {
    const text = values[field].trim();
    if (MONEY_FIELDS.has(field)) {
      const cents = parseMoney(text);
      if (cents === null) errors[field] = text ? FIELD_MESSAGES.invalid : FIELD_MESSAGES.required;
      else raw[field] = cents;
    } else if (!text) errors[field] = FIELD_MESSAGES.required;
    else raw[field] = text;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = cancellationPolicy.safeParse(raw);
  if (parsed.success) return { ok: true, policy: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CancellationPolicy;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
