import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { shouldRetry } from './query-client';

const failure = (code: string, status: number) => new ApiError({ code, status, message: 'x' });

describe('shouldRetry', () => {
  it('retries a dropped connection or a server fault once', () => {
    expect(shouldRetry(0, failure('NETWORK_ERROR', 0))).toBe(true);
    expect(shouldRetry(0, failure('SERVER_ERR', 500))).toBe(true);
    expect(shouldRetry(1, failure('SERVER_ERR', 500))).toBe(false);
  });

  it('does not retry time-outs, client errors or bugs', () => {
    expect(shouldRetry(0, failure('FAIL', 0))).toBe(false);
    expect(shouldRetry(0, failure('TOKEN_NULL', 401))).toBe(false);
    expect(shouldRetry(0, new TypeError('bug'))).toBe(false);
  });
});
