/**
 * The API client's tests' `fetch`: a mock installed before each test with the client
 * configured (support address, session-end and refresh callbacks), removed after it.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { configureApiClient } from '../lib/api-client';

type FetchArgs = [input: string, init: RequestInit];
export const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
export const onSessionEnded = vi.fn();
export const onRefreshRequired = vi.fn();

/** Registers the hooks in the calling test file. */
export function installFetchMock(): void {
  let restoreClient = () => {};
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    restoreClient = configureApiClient({
      supportEmail: () => 'help@example.com',
      onSessionEnded,
      onRefreshRequired,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetAllMocks();
    // The client's settings as the file found them: the next file shares the module.
    restoreClient();
  });
}

export const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

export const lastInit = (): RequestInit => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1];
};

/** The ApiError a call rejects with (anything else fails the test). */
export const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
};
