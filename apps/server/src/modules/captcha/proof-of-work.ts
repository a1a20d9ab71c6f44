import { MINUTE_MS, type CaptchaScene } from '@portal/contracts';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** How long a proof-of-work challenge can be solved and used. */
export const PROOF_TTL_MS = 10 * MINUTE_MS;
const ALGORITHM = 'PBKDF2/SHA-256';

export interface ProofOfWorkOptions {
  /** Signs challenges; derived from the session secret for this use only. */
  signatureSecret: string;
  /** Signs the expected key, so checking a solution costs one derivation. */
  keySignatureSecret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The solution's counter is drawn from [counterMax / 3, counterMax]: the attempts needed. */
  counterMax: number;
  /** Marks a challenge spent; false when it already was (one use per challenge). */
  spend: (challengeId: string, scene: CaptchaScene, expiresAt: Date) => Promise<boolean>;
  clock?: () => Date;
}

export type ProofCheck = 'ok' | 'missing' | 'invalid';

/**
 * Whose sign-in a challenge is for and how hard it is (issue 37): `level` doubles the work
 * that many times. `key` names the account without its address (challenges travel in clear).
 */
export interface ProofAccount {
  key: string;
  level: number;
}

/**
 * The proof-of-work check beside the image captcha (ALTCHA, decision 028): the browser spends
 * about a second of CPU on a challenge the server signed; the server checks the solution with
 * one key derivation and accepts each challenge once, for its own scene.
 */
export function createProofOfWork(options: ProofOfWorkOptions) {
  const clock = options.clock ?? (() => new Date());
  const secrets = {
    hmacSignatureSecret: options.signatureSecret,
    hmacKeySignatureSecret: options.keySignatureSecret,
  };
  return {
    async challenge(scene: CaptchaScene, account?: ProofAccount): Promise<Challenge> {
      const level = account?.level ?? 0;
      const counterMax = options.counterMax * 2 ** level;
      const low = Math.max(1, Math.floor(counterMax / 3));
      return createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        counter: randomInt(low, Math.max(low + 1, counterMax)),
        deriveKey,
        // Signed with the rest: a client can neither lower the level nor move it to another account.
        data: account ? { scene, account: account.key, level } : { scene },
        expiresAt: new Date(clock().getTime() + PROOF_TTL_MS),
        ...secrets,
      });
    },

    /**
     * Checks the widget's payload (base64 JSON of challenge and solution) for a scene; when
     * the account's work is raised, the challenge must be this account's, at its level or above.
     */
    async check(
      scene: CaptchaScene,
      encoded: string | undefined,
      account?: ProofAccount,
    ): Promise<ProofCheck> {
      if (!encoded) return 'missing';
      const payload = decodePayload(encoded);
      if (!payload) return 'invalid';
      const { parameters } = payload.challenge;
      if (parameters.algorithm !== ALGORITHM || parameters.data?.scene !== scene) return 'invalid';
      if (
        account &&
        account.level > 0 &&
        (parameters.data.account !== account.key || Number(parameters.data.level) < account.level)
      )
        return 'invalid';
      let verified = false;
      try {
        ({ verified } = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          ...secrets,
        }));
      } catch {
        return 'invalid';
      }
      if (!verified || parameters.expiresAt === undefined) return 'invalid';
      const spent = await options.spend(
        parameters.nonce,
        scene,
        new Date(parameters.expiresAt * 1000),
      );
      return spent ? 'ok' : 'invalid';
    },
  };
}
export type ProofOfWork = ReturnType<typeof createProofOfWork>;

function decodePayload(encoded: string): Payload | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!payload || typeof payload !== 'object') return undefined;
    const { challenge, solution } = payload as Partial<Payload>;
    if (!challenge?.parameters || typeof challenge.parameters !== 'object' || !solution)
      return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}
