// ALTCHA's browser solver (`altcha/lib`) with its PBKDF2 worker as a file of our own build, so
// the page's Content-Security-Policy stays `script-src 'self'` (no blob: workers).
import { solveChallengeWorkers, type Challenge } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** Two workers at most: enough for a phone, and the page stays responsive. */
const WORKERS = Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1));
/** A solution takes about a second; past this the server asks again with a new picture. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves one signed challenge and answers the payload the server checks (`altcha`: base64 of
 * the challenge and its solution, as ALTCHA's widget sends it), or undefined.
 */
export async function solveChallenge(challenge: Challenge): Promise<string | undefined> {
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: WORKERS,
    createWorker: () => new Pbkdf2Worker(),
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) return undefined;
  return btoa(JSON.stringify({ challenge, solution }));
}
