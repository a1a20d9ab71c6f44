// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBaseFontSize } from './use-base-font-size';

/** happy-dom's own window control: a new width fires `resize`, as a browser does. */
const happyDom = () =>
  (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM;
const resize = (width: number) => happyDom().setViewport({ width });
const rootFontSize = () => document.documentElement.style.fontSize;

/** The window's `resize` listeners added and removed (the calls go through to happy-dom). */
function resizeListeners() {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const ofResize = (spy: typeof added | typeof removed) =>
    spy.mock.calls.filter(([type]) => type === 'resize').map(([, listener]) => listener);
  return { added: () => ofResize(added), removed: () => ofResize(removed) };
}

beforeEach(() => {
  resize(1024);
  document.documentElement.style.fontSize = '';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useBaseFontSize', () => {
  it('sets the root font size for the window at once: 80 px up to 1440 px wide', () => {
    resize(1440);
    renderHook(() => useBaseFontSize());
    expect(rootFontSize()).toBe('80px');
  });

  it('sets 100 px on a window wider than 1440 px', () => {
    resize(1441);
    renderHook(() => useBaseFontSize());
    expect(rootFontSize()).toBe('100px');
  });

  it('follows resizes both ways', () => {
    renderHook(() => useBaseFontSize());
    expect(rootFontSize()).toBe('80px');
    resize(1920);
    expect(rootFontSize()).toBe('100px');
    resize(800);
    expect(rootFontSize()).toBe('80px');
  });

  it('listens once, however often the component renders', () => {
    const listeners = resizeListeners();
    const { rerender } = renderHook(() => useBaseFontSize());
    document.documentElement.style.fontSize = '12px';
    rerender();
    rerender();
    expect(listeners.added()).toHaveLength(1);
    expect(listeners.removed()).toEqual([]);
    expect(rootFontSize()).toBe('12px');
  });

  it('stops following the window when the component goes away', () => {
    const listeners = resizeListeners();
    const { unmount } = renderHook(() => useBaseFontSize());
    unmount();
    expect(listeners.removed()).toEqual(listeners.added());
    expect(listeners.removed()).toHaveLength(1);
    resize(1920);
    expect(rootFontSize()).toBe('80px');
  });
});
