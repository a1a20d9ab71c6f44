// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 30, 11));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the clock again every interval, and stops when unmounted', () => {
    const { result, unmount } = renderHook(() => useNow(30_000));
    expect(result.current).toBe(Date.UTC(2026, 10, 30, 11));
    act(() => void vi.advanceTimersByTime(29_999));
    expect(result.current).toBe(Date.UTC(2026, 10, 30, 11));
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(Date.UTC(2026, 10, 30, 11) + 30_000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
