/**
 * Mail domains applicants commonly mistype (spec section 5 and 9: "common mail domains").
 * A domain that is a near miss of one of these (other case, or one typo away) without being
 * one of them, and without being a real domain of its own, fails with the format message.
 */
export const COMMON_MAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
] as const;

/** Real providers one typo away from a common domain: never flagged. */
const REAL_NEIGHBOURS = new Set([
  'mail.com',
  'ymail.com',
  'gmx.com',
  'email.com',
  'aim.com',
  'mac.com',
]);

/** Optimal string alignment distance, capped: we only care whether it is 0, 1 or more. */
function editDistanceAtMost1(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) || // substitution
    restA.slice(1) === restB || // deletion
    restA === restB.slice(1) || // insertion
    (restA.length >= 2 &&
      restA[0] === restB[1] &&
      restA[1] === restB[0] &&
      restA.slice(2) === restB.slice(2)) // swap
  );
}

/** The near miss a domain is of, if any: `Gmail.com` and `gmial.com` give `gmail.com`. */
export function nearMissMailDomain(domain: string): string | undefined {
  if ((COMMON_MAIL_DOMAINS as readonly string[]).includes(domain)) return undefined;
  const lower = domain.toLowerCase();
  if (REAL_NEIGHBOURS.has(lower)) return undefined;
  return COMMON_MAIL_DOMAINS.find((known) => lower === known || editDistanceAtMost1(lower, known));
}

/** Completions of the part after `@` for the e-mail field's suggestions. */
export function mailDomainSuggestions(input: string): string[] {
  const at = input.indexOf('@');
  if (at <= 0) return [];
  const local = input.slice(0, at);
  const typed = input.slice(at + 1).toLowerCase();
  return COMMON_MAIL_DOMAINS.filter((domain) => domain.startsWith(typed) && domain !== typed).map(
    (domain) => `${local}@${domain}`,
  );
}
