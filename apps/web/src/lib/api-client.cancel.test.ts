import { REQUEST_TIMEOUT_MS } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fetchMock, installFetchMock, lastInit, rejection, reply } from '../test/fetch-mock';
import { anyPayload, apiRequest, configureApiClient } from './api-client';

installFetchMock();

describe('apiRequest: time limit and cancellation', () => {
  it('follows the configured time limit', async () => {
    vi.useFakeTimers();
    configureApiClient({ timeoutMs: 500 });
    try {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const pending = rejection(apiRequest('/t/slow', anyPayload));
      await vi.advanceTimersByTimeAsync(499);
      expect(lastInit().signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ code: 'FAIL', status: 0 });
    } finally {
      configureApiClient({ timeoutMs: REQUEST_TIMEOUT_MS });
    }
  });

  it('clears its timer once the answer is in', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: null }));
    await apiRequest('/t/x', anyPayload);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not send a request the caller already cancelled, and rethrows its reason', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      if (init.signal?.aborted) throw init.signal.reason;
      return reply(200, { code: 'OK', msg: '', data: null });
    });
    const controller = new AbortController();
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(apiRequest('/t/x', anyPayload, { signal: controller.signal })).rejects.toBe(
      reason,
    );
  });

  it('stops listening to the caller’s signal once the answer is in', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: null }));
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, 'addEventListener');
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await apiRequest('/t/x', anyPayload, { signal: controller.signal });
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0]).toBe('abort');
    expect(remove).toHaveBeenCalledExactlyOnceWith('abort', add.mock.calls[0]?.[1]);
    expect(lastInit().signal?.aborted).toBe(false);
    controller.abort();
    expect(lastInit().signal?.aborted).toBe(false);
  });
});
