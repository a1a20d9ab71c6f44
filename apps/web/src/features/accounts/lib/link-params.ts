/** Referral codes are numeric (spec section 5): everything else is dropped as typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The referral code a link brought: `referralCode`, else `rf` (the referrer's code under its
 * short name), digits only. Undefined when the link has none.
 */
export function linkReferralCode(search: string): string | undefined {
  const params = new URLSearchParams(search);
  for (const name of ['referralCode', 'rf']) {
    const code = digitsOnly(params.get(name) ?? '');
    if (code) return code;
  }
  return undefined;
}

export interface RegistrationExtras {
  poster?: string;
  t_ick?: string;
}

/** What a link adds to a registration besides the form: the poster and an ad click id. */
export function registrationExtras(search: string): RegistrationExtras {
  const params = new URLSearchParams(search);
  const extras: RegistrationExtras = {};
  const poster = params.get('poster')?.trim();
  const click = params.get('t_ick')?.trim();
  if (poster) extras.poster = poster;
  if (click) extras.t_ick = click;
  return extras;
}
