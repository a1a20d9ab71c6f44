// @vitest-environment happy-dom
import { notificationsStore } from '@mantine/notifications';
import { ERROR_TOAST_MS } from '@portal/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsShown } from './toast';
import { useSubmitCooldown } from './use-submit-cooldown';

/** The toasts in Mantine's store (the real toast module puts them there), as the user reads them. */
async function toasts() {
  await toastsShown();
  return notificationsStore
    .getState()
    .notifications.map(({ message, color, autoClose }) => ({ message, color, autoClose }));
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSubmitCooldown', () => {
  it('is open until a failure', async () => {
    const { result } = renderHook(() => useSubmitCooldown());
    expect(result.current.blocked).toBe(false);
    await wait(10_000);
    expect(result.current.blocked).toBe(false);
    expect(await toasts()).toEqual([]);
  });

  it('blocks for the error toast’s 1.5 s, the spec’s repeat-submit pause', async () => {
    expect(ERROR_TOAST_MS).toBe(1_500);
    const { result } = renderHook(() => useSubmitCooldown());
    act(() => result.current.block());
    expect(result.current.blocked).toBe(true);
    await wait(ERROR_TOAST_MS - 1);
    expect(result.current.blocked).toBe(true);
    await wait(1);
    expect(result.current.blocked).toBe(false);
  });

  it('blocks without a toast when asked to, for the given time', async () => {
    const { result } = renderHook(() => useSubmitCooldown(500));
    act(() => result.current.block());
    expect(result.current.blocked).toBe(true);
    await wait(499);
    expect(result.current.blocked).toBe(true);
    await wait(1);
    expect(result.current.blocked).toBe(false);
    expect(await toasts()).toEqual([]);
  });

  it('restarts the cooldown on a repeat failure instead of ending at the first one’s time', async () => {
    const { result } = renderHook(() => useSubmitCooldown(1_000));
    act(() => result.current.block());
    await wait(800);
    act(() => result.current.block());
    await wait(300);
    expect(result.current.blocked).toBe(true);
    await wait(699);
    expect(result.current.blocked).toBe(true);
    await wait(1);
    expect(result.current.blocked).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a changed time', async () => {
    const { result, rerender } = renderHook(({ ms }) => useSubmitCooldown(ms), {
      initialProps: { ms: 100 },
    });
    rerender({ ms: 2_000 });
    act(() => result.current.block());
    await wait(1_999);
    expect(result.current.blocked).toBe(true);
    await wait(1);
    expect(result.current.blocked).toBe(false);
  });

  it('keeps its functions from one render to the next', () => {
    const { result, rerender } = renderHook(() => useSubmitCooldown());
    const first = result.current;
    rerender();
    expect(result.current.block).toBe(first.block);
  });

  it('leaves no timer behind when the form goes away', () => {
    const { result, unmount } = renderHook(() => useSubmitCooldown());
    act(() => result.current.block());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
