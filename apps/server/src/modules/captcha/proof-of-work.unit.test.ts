import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { PROOF_TTL_MS, createProofOfWork, type ProofOfWorkOptions } from './proof-of-work.js';

/** Small numbers: the rules are under test here, not the cost. */
function proofOfWork(overrides: Partial<ProofOfWorkOptions> = {}) {
  const spent = new Set<string>();
  return createProofOfWork({
    signatureSecret: 'signature-secret',
    keySignatureSecret: 'key-secret',
    cost: 10,
    counterMax: 30,
    spend: async (id) => (spent.has(id) ? false : (spent.add(id), true)),
    ...overrides,
  });
}

/** What the widget sends: base64 JSON of the challenge and its solution. */
async function solved(pow: ReturnType<typeof proofOfWork>, scene: 'LOGIN' | 'REGISTER') {
  const challenge = await pow.challenge(scene);
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { challenge, solution, encoded: encode({ challenge, solution }) };
}
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('the proof of work beside the captcha', () => {
  it('accepts a solved challenge once, for its own scene', async () => {
    const pow = proofOfWork();
    const { encoded } = await solved(pow, 'LOGIN');
    expect(await pow.check('REGISTER', encoded)).toBe('invalid');
    expect(await pow.check('LOGIN', encoded)).toBe('ok');
    expect(await pow.check('LOGIN', encoded)).toBe('invalid');
  });

  it('refuses a missing, garbled, unsolved or re-signed payload', async () => {
    const pow = proofOfWork();
    expect(await pow.check('LOGIN', undefined)).toBe('missing');
    expect(await pow.check('LOGIN', 'not base64 json')).toBe('invalid');
    const { challenge, solution } = await solved(pow, 'LOGIN');
    // The derived key is the proof: a guessed one is refused.
    const key = solution?.derivedKey ?? '';
    const guessed = {
      ...solution,
      derivedKey: `${key.startsWith('a') ? 'b' : 'a'}${key.slice(1)}`,
    };
    expect(await pow.check('LOGIN', encode({ challenge, solution: guessed }))).toBe('invalid');
    // A challenge made with another secret (the attacker's own) is refused.
    const forged = proofOfWork({ signatureSecret: 'attacker', keySignatureSecret: 'attacker' });
    expect(await pow.check('LOGIN', (await solved(forged, 'LOGIN')).encoded)).toBe('invalid');
    // The scene is signed: editing it breaks the signature.
    const moved = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { scene: 'REGISTER' } },
    };
    expect(await pow.check('REGISTER', encode({ challenge: moved, solution }))).toBe('invalid');
  });

  it('refuses a challenge past its ten minutes', async () => {
    const past = new Date(Date.now() - PROOF_TTL_MS - 1_000);
    const pow = proofOfWork({ clock: () => past });
    expect(await pow.check('LOGIN', (await solved(pow, 'LOGIN')).encoded)).toBe('invalid');
  });
});
