import type { ReactNode } from 'react';
import type { SocialNetwork } from '../lib/social';

/**
 * Small glyphs drawn for this site (not the networks' logos): a hint of each network beside
 * its written name, which is the link's accessible name.
 */
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M13.4 20v-6.6h2.3l.4-2.8h-2.7V8.9c0-.8.3-1.4 1.4-1.4h1.4V5.1a18 18 0 0 0-2.1-.1c-2.1 0-3.6 1.3-3.6 3.7v1.9H8.2v2.8h2.3V20z" />
  ),
  instagram: (
    <>
      <rect
        x="4"
        y="4"
        width="16"
        height="16"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.9" cy="7.1" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="4.5" y="9.5" width="3" height="10" />
      <circle cx="6" cy="6" r="1.8" />
      <path d="M10 9.5h2.8v1.4c.6-1 1.7-1.7 3.2-1.7 2.4 0 3.5 1.5 3.5 4.2v6.1h-3v-5.5c0-1.3-.5-2.1-1.6-2.1-1.2 0-1.9.8-1.9 2.1v5.5h-3z" />
    </>
  ),
  youtube: (
    <>
      <rect
        x="2.5"
        y="5.5"
        width="19"
        height="13"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M10 9v6l5-3z" />
    </>
  ),
  twitter: <path d="M5 5h4l3.2 4.4L16 5h2.5l-5 5.8L19 19h-4l-3.5-4.8L7.4 19H5l5.3-6.1z" />,
  glassdoor: (
    <>
      <rect
        x="6"
        y="3"
        width="12"
        height="18"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="14.5" cy="12.5" r="1.4" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[network]}
    </svg>
  );
}
