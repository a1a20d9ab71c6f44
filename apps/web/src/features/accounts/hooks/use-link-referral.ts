import { FIELD_MESSAGES } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useReferralCodeCheck } from '../api/check-referral-code';
import { linkReferralCode } from '../lib/link-params';

export type LinkReferralStatus = 'none' | 'checking' | 'valid' | 'invalid';

export interface LinkReferral {
  /** The code from the link while it may be valid; undefined once it proved unknown. */
  code?: string;
  status: LinkReferralStatus;
}

/**
 * A referral code that came in the link is checked on arrival; an unknown one shows
 * "Invalid referralCode." once (spec section 5) and is dropped, so the visitor can still
 * register with or without another code. A failed check (network) keeps the code: the
 * check before registering asks again.
 */
export function useLinkReferral(search: string): LinkReferral {
  const fromLink = linkReferralCode(search);
  const check = useReferralCodeCheck(fromLink);
  const told = useRef<string | undefined>(undefined);
  const invalid = Boolean(fromLink) && check.data === false;

  useEffect(() => {
    if (invalid && told.current !== fromLink) {
      told.current = fromLink;
      toast.error(FIELD_MESSAGES.referralInvalid);
    }
  }, [invalid, fromLink]);

  if (!fromLink) return { status: 'none' };
  if (invalid) return { status: 'invalid' };
  return { code: fromLink, status: check.data === true ? 'valid' : 'checking' };
}
