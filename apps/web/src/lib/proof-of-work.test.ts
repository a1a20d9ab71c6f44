import { ACCOUNT_CALLS, REQUEST_TIMEOUT_MS } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { solveProofOfWork } from './proof-of-work';

const solver = vi.hoisted(() => ({ solveChallenge: vi.fn() }));
vi.mock('./altcha-solver', () => solver);

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

const challenge = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n1', salt: 's1' },
  signature: 'sig',
  expires: 99,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  solver.solveChallenge.mockReset();
});

describe('solveProofOfWork', () => {
  it('asks for the scene’s challenge with cookies and no cache, and solves it', async () => {
    fetchMock.mockResolvedValue(json(challenge));
    solver.solveChallenge.mockResolvedValue('solved-payload');
    await expect(solveProofOfWork('LOGIN')).resolves.toBe('solved-payload');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${ACCOUNT_CALLS.proofOfWorkChallenge.path}?scene=LOGIN`);
    expect(url).toBe('/t/tn/captcha/challenge?scene=LOGIN');
    expect(init?.credentials).toBe('include');
    expect(init?.cache).toBe('no-store');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(solver.solveChallenge).toHaveBeenCalledWith(challenge);
  });

  it('gives the challenge request the usual 20 s', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockResolvedValue(json(challenge));
    solver.solveChallenge.mockResolvedValue('p');
    await solveProofOfWork('REGISTER');
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(fetchMock.mock.calls[0]?.[1].signal).toBe(timeout.mock.results[0]?.value);
  });

  it('answers undefined, without loading the solver, when the server refuses', async () => {
    fetchMock.mockResolvedValue(json(challenge, 429));
    await expect(solveProofOfWork('RESET')).resolves.toBeUndefined();
    expect(solver.solveChallenge).not.toHaveBeenCalled();
  });

  it('answers undefined for a challenge of another shape', async () => {
    fetchMock.mockResolvedValue(json({ parameters: { nonce: 'n' } }));
    await expect(solveProofOfWork('LOGIN')).resolves.toBeUndefined();
    expect(solver.solveChallenge).not.toHaveBeenCalled();
  });

  it('answers undefined when the connection or the solver fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(solveProofOfWork('LOGIN')).resolves.toBeUndefined();
    fetchMock.mockResolvedValue(json(challenge));
    solver.solveChallenge.mockRejectedValue(new Error('worker crashed'));
    await expect(solveProofOfWork('LOGIN')).resolves.toBeUndefined();
    solver.solveChallenge.mockResolvedValue(undefined);
    await expect(solveProofOfWork('LOGIN')).resolves.toBeUndefined();
  });
});
