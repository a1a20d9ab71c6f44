import { distance } from 'fastest-levenshtein';

/**
 * A legal name as a person types it (issue 37): words of letters and their marks (accents,
 * combining marks), joined by spaces, hyphens or apostrophes. Nothing else, so no digits,
 * control characters or bidirectional overrides (Unicode Cf), which could make the signed
 * page read differently from what was stored.
 */
export const LEGAL_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

/** The words of a name, compared without case, accents or punctuation. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s'’-]+/u)
    .filter((word) => word !== '');
}

/** Typos allowed in one word: none in short words, one from 4 letters, two from 7. */
const typosAllowed = (word: string) => (word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * How the typed legal name compares with the name on the application: `same` (but for case,
 * accents and punctuation), `close` (every word of the application's name is there, give or
 * take a typo; initials may be spelt out or left out; more words, such as a middle name, may
 * be added), or `far`. A `far` name is refused at signing; a `close` one is signed and staff
 * see both (issue 37). An application without a name has nothing to compare with: `close`.
 */
export function legalNameMatch(typed: string, onApplication: string): 'same' | 'close' | 'far' {
  const signed = nameWords(typed);
  const applied = nameWords(onApplication);
  if (applied.length === 0) return 'close';
  if (signed.join(' ') === applied.join(' ')) return 'same';
  const found = applied.every((word) =>
    word.length === 1
      ? true
      : signed.some((typedWord) => distance(word, typedWord) <= typosAllowed(word)),
  );
  return found ? 'close' : 'far';
}
