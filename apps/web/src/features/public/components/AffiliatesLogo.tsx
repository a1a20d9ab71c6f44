interface AffiliatesLogoProps {
  /** The picture's text alternative. */
  label: string;
}

/**
 * The affiliates' emblem beside the copyright line: a globe over an open book between two
 * linked rings, drawn for this site. Sized by its attributes, so it takes its place at once.
 */
export function AffiliatesLogo({ label }: AffiliatesLogoProps) {
  return (
    <svg width="72" height="40" viewBox="0 0 72 40" role="img" aria-label={label}>
      <circle cx="10" cy="22" r="7" fill="none" stroke="#74c0fc" strokeWidth="2.5" />
      <circle cx="62" cy="22" r="7" fill="none" stroke="#74c0fc" strokeWidth="2.5" />
      <path d="M17 22h6M49 22h6" stroke="#74c0fc" strokeWidth="2.5" />
      <circle cx="36" cy="15" r="11" fill="#e7f5ff" stroke="#1971c2" strokeWidth="2" />
      <path
        d="M25 15h22M36 4c-4 3-5.5 7-5.5 11s1.5 8 5.5 11M36 4c4 3 5.5 7 5.5 11s-1.5 8-5.5 11"
        fill="none"
        stroke="#1971c2"
        strokeWidth="1.6"
      />
      <path d="M22 29c5-2 10-2 14 1 4-3 9-3 14-1v6c-5-2-10-2-14 1-4-3-9-3-14-1z" fill="#e8590c" />
      <path d="M36 30v6" stroke="#fff" strokeWidth="1.4" />
    </svg>
  );
}
