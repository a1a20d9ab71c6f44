import { twoFactorRequired, type StaffMember } from '@portal/contracts';
import { isApiError } from '../../../../lib/api-error';

/** Whether the member must set up a second factor before using the console (decision 029). */
export function mustSetUpTwoFactor(member: Pick<StaffMember, 'roles' | 'twoFactor'>): boolean {
  return !member.twoFactor && twoFactorRequired(member.roles);
}

/** The key as people type it into an app: groups of four. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The recovery codes as a text file's lines, with what they are for. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * A wrong or spent code goes beside the code field (the catalogue's message) and empties it;
 * answers false for any other failure.
 */
export function wrongCode(
  error: unknown,
  setError: (field: 'code', error: { message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  if (!isApiError(error) || error.code !== 'BIZ_STAFF_TWO_FACTOR_ERROR') return false;
  setError('code', { message: error.message }, { shouldFocus: true });
  return true;
}
