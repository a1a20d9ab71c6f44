import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const altcha = vi.hoisted(() => ({
  solveChallengeWorkers: vi.fn(),
  workers: [] as unknown[],
}));

vi.mock('altcha/lib', () => ({ solveChallengeWorkers: altcha.solveChallengeWorkers }));
vi.mock('altcha/workers/pbkdf2?worker', () => ({
  default: class FakeWorker {
    constructor() {
      altcha.workers.push(this);
    }
    terminate(): void {}
  },
}));

type SolveOptions = {
  challenge: unknown;
  concurrency: number;
  createWorker: () => unknown;
  timeout: number;
};

const challenge = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n1', salt: 's1' },
  signature: 'sig',
};

/** The solver as a browser with `cores` logical cores loads it. */
async function load(cores: number | undefined) {
  vi.resetModules();
  vi.stubGlobal('navigator', { hardwareConcurrency: cores });
  return import('./altcha-solver');
}

const lastOptions = (): SolveOptions => {
  const options = altcha.solveChallengeWorkers.mock.calls.at(-1)?.[0] as SolveOptions | undefined;
  if (!options) throw new Error('the solver was not called');
  return options;
};

beforeEach(() => {
  altcha.solveChallengeWorkers.mockReset();
  altcha.workers.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('solveChallenge', () => {
  it('answers base64 of the challenge with its solution, as the ALTCHA widget sends it', async () => {
    const solution = { number: 1234, took: 800 };
    altcha.solveChallengeWorkers.mockResolvedValue(solution);
    const { solveChallenge } = await load(8);
    const payload = await solveChallenge(challenge as never);
    expect(payload).toBe(btoa(JSON.stringify({ challenge, solution })));
    expect(JSON.parse(atob(payload ?? ''))).toEqual({ challenge, solution });
  });

  it('answers undefined when no solution was found', async () => {
    altcha.solveChallengeWorkers.mockResolvedValue(null);
    const { solveChallenge } = await load(2);
    await expect(solveChallenge(challenge as never)).resolves.toBeUndefined();
  });

  it('gives the solver the challenge, a minute, and workers of our own build', async () => {
    altcha.solveChallengeWorkers.mockResolvedValue(null);
    const { solveChallenge } = await load(2);
    await solveChallenge(challenge as never);
    const options = lastOptions();
    expect(options.challenge).toBe(challenge);
    expect(options.timeout).toBe(60_000);
    expect(altcha.workers).toHaveLength(0);
    const worker = options.createWorker();
    expect(altcha.workers).toEqual([worker]);
    expect(options.createWorker()).not.toBe(worker);
  });

  it('uses two workers at most, and one where the browser says one or nothing', async () => {
    altcha.solveChallengeWorkers.mockResolvedValue(null);
    for (const [cores, workers] of [
      [16, 2],
      [3, 2],
      [2, 2],
      [1, 1],
      [0, 1],
      [undefined, 1],
    ] as const) {
      const { solveChallenge } = await load(cores);
      await solveChallenge(challenge as never);
      expect(lastOptions().concurrency, String(cores)).toBe(workers);
    }
  });
});
