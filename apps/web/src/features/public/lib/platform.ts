/** The teaching client's platforms (spec section 6: Windows or Mac). */
export type ClientPlatform = 'windows' | 'mac';

/** `navigator.userAgentData` where the browser has it (Chromium); not in TypeScript's DOM. */
interface UserAgentData {
  platform?: string;
}

export interface PlatformHints {
  userAgentData?: UserAgentData;
  userAgent?: string;
}

/**
 * The visitor's platform: `userAgentData.platform` first (Chromium), else the user agent
 * string. Null for anything else (Linux, phones): both downloads are offered alike.
 */
export function detectPlatform({
  userAgentData,
  userAgent = '',
}: PlatformHints): ClientPlatform | null {
  const named = userAgentData?.platform?.toLowerCase() ?? '';
  if (named.startsWith('win')) return 'windows';
  if (named.startsWith('mac')) return 'mac';
  if (named) return null;
  // iPhones and iPads say "like Mac OS X": they cannot run the client.
  if (/iphone|ipad|ipod|android/i.test(userAgent)) return null;
  if (/windows/i.test(userAgent)) return 'windows';
  if (/macintosh|mac os x/i.test(userAgent)) return 'mac';
  return null;
}

/** The browser's hints (none outside a browser). */
export function browserPlatformHints(): PlatformHints {
  if (typeof navigator === 'undefined') return {};
  const withData = navigator as Navigator & { userAgentData?: UserAgentData };
  return { userAgentData: withData.userAgentData, userAgent: navigator.userAgent };
}
