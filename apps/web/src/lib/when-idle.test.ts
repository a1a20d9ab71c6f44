import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks for an idle callback with a time limit of 1.5 s by default, and cancels that one', () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options: { timeout: number }) => 42);
    const cancelIdleCallback = vi.fn();
    const setTimeout = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback, setTimeout });
    const task = vi.fn();

    const cancel = whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1_500 });
    expect(setTimeout).not.toHaveBeenCalled();
    expect(task).not.toHaveBeenCalled();
    expect(cancelIdleCallback).not.toHaveBeenCalled();

    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledTimes(1);
    expect(cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it('passes a given time limit on', () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options: { timeout: number }) => 1);
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback: vi.fn() });
    whenIdle(() => undefined, 300);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 300 });
  });

  it('falls back to a 50 ms timer without idle callbacks, and cancels the timer', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {
      requestIdleCallback: undefined,
      setTimeout: globalThis.setTimeout,
      clearTimeout: globalThis.clearTimeout,
    });
    const task = vi.fn();
    whenIdle(task, 5_000);
    vi.advanceTimersByTime(49);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenIdle(cancelled);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('uses the timer when requestIdleCallback is not a function', () => {
    const setTimeout = vi.fn(() => 7);
    const clearTimeout = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback: {}, setTimeout, clearTimeout });
    const task = vi.fn();
    const cancel = whenIdle(task);
    expect(setTimeout).toHaveBeenCalledWith(task, 50);
    cancel();
    expect(clearTimeout).toHaveBeenCalledWith(7);
  });
});
