import { CERTIFICATE_HELD_ANSWERS, ESL_CERTIFICATE_TYPES } from '@portal/contracts';

/**
 * The ESL certificate question of step 2 (decision 009): "Do you hold an ESL certificate?"
 * is answered Yes (then which types), NO (the tip applies), Currently pursuing, or by joining
 * the TESOL certificate program. The form sends one list, `teachingCertificate`.
 */
export const JOIN_PROGRAM = 'JOIN_PROGRAM';
export const PURSUING = 'PURSUING';
export const NO_CERTIFICATE = 'NO';

export type CertificateAnswer = 'YES' | 'NO' | 'PURSUING' | 'JOIN_PROGRAM';

/** The answers offered, in order: the spec's three, then the program as an extra choice. */
export const CERTIFICATE_ANSWERS: readonly {
  value: CertificateAnswer;
  label: string;
  tip?: string;
}[] = [
  ...CERTIFICATE_HELD_ANSWERS,
  {
    value: JOIN_PROGRAM,
    label: ESL_CERTIFICATE_TYPES.find((type) => type.value === JOIN_PROGRAM)?.label ?? JOIN_PROGRAM,
  },
];

/** The types a "Yes" may pick: certificates one holds (not "pursuing" or "join"). */
export const HELD_CERTIFICATE_TYPES = ESL_CERTIFICATE_TYPES.filter(
  (type) => type.value !== PURSUING && type.value !== JOIN_PROGRAM,
);
const HELD: ReadonlySet<string> = new Set(HELD_CERTIFICATE_TYPES.map((type) => type.value));

/** `"TEFL,TESOL"` (as loaded) → `['TEFL', 'TESOL']`; blanks and empty items dropped. */
export function splitCommaList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The answer a saved list stands for ('' when nothing was answered yet). */
export function certificateAnswerOf(list: readonly string[]): CertificateAnswer | '' {
  if (list.includes(NO_CERTIFICATE)) return 'NO';
  if (list.some((item) => HELD.has(item))) return 'YES';
  if (list.includes(PURSUING)) return 'PURSUING';
  if (list.includes(JOIN_PROGRAM)) return 'JOIN_PROGRAM';
  return '';
}

/**
 * The list to send for an answer: Yes keeps the held types picked (none yet: empty, so the
 * field reads "Required field."), the other answers stand alone.
 */
export function certificateListFor(
  answer: CertificateAnswer | '',
  current: readonly string[],
): string[] {
  switch (answer) {
    case 'YES':
      return current.filter((item) => HELD.has(item));
    case 'NO':
      return [NO_CERTIFICATE];
    case 'PURSUING':
      return [PURSUING];
    case 'JOIN_PROGRAM':
      return [JOIN_PROGRAM];
    default:
      return [];
  }
}
