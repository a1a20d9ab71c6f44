import { ACCOUNT_CALLS, REQUEST_TIMEOUT_MS, type CaptchaScene } from '@portal/contracts';

/** Plain JSON, not an envelope: read by hand, with the call's schema. */
const challengeCall = ACCOUNT_CALLS.proofOfWorkChallenge;

/**
 * The proof of work the server asks for beside the captcha picture (decision 028): about a
 * second of the browser's time in workers, invisible to people. The solver's code loads only
 * when a form first needs it, never with the page.
 */
export async function solveProofOfWork(
  scene: CaptchaScene,
  /** A sign-in's account: its challenge is as hard as guessing it has made it (issue 37). */
  email?: string,
): Promise<string | undefined> {
  const query = new URLSearchParams({ scene, ...(email ? { email } : {}) });
  try {
    const response = await fetch(`${challengeCall.path}?${query}`, {
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const challenge = challengeCall.payload.parse(await response.json());
    const { solveChallenge } = await import('./altcha-solver');
    // The wire schema checks the shape; the solver's type is exact.
    return await solveChallenge(challenge as unknown as Parameters<typeof solveChallenge>[0]);
  } catch {
    // Without a proof the server asks again, and the next picture brings a new attempt.
    return undefined;
  }
}
