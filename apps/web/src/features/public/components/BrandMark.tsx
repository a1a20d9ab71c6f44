/** The portal's mark beside its name (the favicon's drawing); decorative. */
export function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1971c2" />
      <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff" />
      <circle cx="24.5" cy="23.5" r="3" fill="#ff922b" />
    </svg>
  );
}
