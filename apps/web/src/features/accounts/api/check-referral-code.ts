import { ACCOUNT_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Whether a referral code belongs to someone. */
export const referralCodeQuery = (referralCode: string) =>
  queryOptions({
    queryKey: ['referral-code', referralCode] as const,
    queryFn: ({ signal }) =>
      callApi(ACCOUNT_CALLS.checkReferralCode, { query: { referralCode }, signal }).then(
        (answer) => answer.exists,
      ),
    staleTime: 5 * 60_000,
  });

/** The check for a code that came in a link; idle without one. */
export function useReferralCodeCheck(referralCode: string | undefined) {
  return useQuery({ ...referralCodeQuery(referralCode ?? ''), enabled: Boolean(referralCode) });
}
