import { referralCheck } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const REFERRAL_CHECK_PATH = '/t/tn/user/referralCode/check';

/** GET /t/tn/user/referralCode/check: whether a referral code belongs to someone. */
export const referralCodeQuery = (referralCode: string) =>
  queryOptions({
    queryKey: ['referral-code', referralCode] as const,
    queryFn: ({ signal }) =>
      api
        .get(REFERRAL_CHECK_PATH, referralCheck, { query: { referralCode }, signal })
        .then((answer) => answer.exists),
    staleTime: 5 * 60_000,
  });

/** The check for a code that came in a link; idle without one. */
export function useReferralCodeCheck(referralCode: string | undefined) {
  return useQuery({ ...referralCodeQuery(referralCode ?? ''), enabled: Boolean(referralCode) });
}
