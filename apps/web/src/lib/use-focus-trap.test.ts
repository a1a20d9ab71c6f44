// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_GUARD_ATTRIBUTE, focusEdge, focusableIn, useFocusTrap } from './use-focus-trap';

type Refs = {
  container: { current: HTMLElement | null };
  initial?: { current: HTMLElement | null };
};

/** Real elements in happy-dom's document, built from HTML; `id` finds one again. */
function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}
const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is not in the document`);
  return element;
};

/** Counts the focus events each element receives. */
function focusCounter() {
  const counts = new Map<string, number>();
  const listener = (event: FocusEvent) => {
    const id = (event.target as HTMLElement).id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  document.addEventListener('focusin', listener);
  return {
    of: (id: string) => counts.get(id) ?? 0,
    stop: () => document.removeEventListener('focusin', listener),
  };
}

/** happy-dom lays nothing out: every element has one client rect. This one has none, as an
 * element with `display: none` has in a browser. */
const notRendered = (element: HTMLElement) =>
  vi.spyOn(element, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);

const ids = (elements: readonly Element[]) => elements.map((element) => element.id);
const active = () => document.activeElement?.id;

afterEach(() => {
  cleanup();
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('focusableIn', () => {
  it('finds every kind of control Tab can reach, in document order', () => {
    const box = mount(`
      <a id="link" href="/x">link</a>
      <a id="anchor">no href</a>
      <button id="button">b</button>
      <button id="button-off" disabled>b</button>
      <input id="input" />
      <input id="input-off" disabled />
      <select id="select"><option>o</option></select>
      <select id="select-off" disabled><option>o</option></select>
      <textarea id="textarea"></textarea>
      <textarea id="textarea-off" disabled></textarea>
      <video id="video" controls></video>
      <video id="video-bare"></video>
      <audio id="audio" controls></audio>
      <audio id="audio-bare"></audio>
      <span id="tabbable" tabindex="0">s</span>
      <span id="scripted" tabindex="-1">s</span>
      <div id="plain">d</div>
    `);
    expect(ids(focusableIn(box))).toEqual([
      'link',
      'button',
      'input',
      'select',
      'textarea',
      'video',
      'audio',
      'tabbable',
    ]);
  });

  it('leaves out the guards, what is inside an inert part and what is not rendered', () => {
    expect(FOCUS_GUARD_ATTRIBUTE).toBe('data-focus-guard');
    const box = mount(`
      <span id="guard-start" tabindex="0" data-focus-guard></span>
      <button id="first">first</button>
      <div inert><button id="inert">inert</button></div>
      <button id="hidden">hidden</button>
      <span id="last" tabindex="0">last</span>
      <span id="guard-end" tabindex="0" data-focus-guard></span>
    `);
    notRendered(byId('hidden'));
    expect(ids(focusableIn(box))).toEqual(['first', 'last']);
  });
});

describe('focusEdge', () => {
  it('sends the focus to the first or the last control', () => {
    const box = mount(`
      <span tabindex="0" data-focus-guard></span>
      <button id="first">1</button><button id="middle">2</button><button id="last">3</button>
      <span tabindex="0" data-focus-guard></span>
    `);
    box.id = 'box';
    const focus = focusCounter();
    focusEdge(box, 'first');
    expect(active()).toBe('first');
    focusEdge(box, 'last');
    expect(active()).toBe('last');
    focusEdge(box, 'first');
    expect(active()).toBe('first');
    expect([focus.of('first'), focus.of('middle'), focus.of('last'), focus.of('box')]).toEqual([
      2, 0, 1, 0,
    ]);
    focus.stop();
  });

  it('focuses the one control from both ends', () => {
    const box = mount('<input id="only" />');
    focusEdge(box, 'last');
    expect(active()).toBe('only');
  });

  it('focuses the container itself when it holds no control', () => {
    const box = mount('<button id="hidden">hidden</button><p>text</p>');
    box.id = 'box';
    box.tabIndex = -1;
    notRendered(byId('hidden'));
    const focus = focusCounter();
    focusEdge(box, 'last');
    expect(active()).toBe('box');
    box.blur();
    focusEdge(box, 'first');
    expect(active()).toBe('box');
    expect([focus.of('box'), focus.of('hidden')]).toEqual([2, 0]);
    focus.stop();
  });

  it('does nothing without a container', () => {
    mount('<button id="before">b</button>');
    byId('before').focus();
    expect(() => focusEdge(null, 'first')).not.toThrow();
    expect(active()).toBe('before');
  });
});

describe('useFocusTrap', () => {
  const trap = (refs: Refs) =>
    renderHook((props: Refs) => useFocusTrap(props.container, props.initial), {
      initialProps: refs,
    });

  it('focuses the initial element, and gives the focus back on unmount', () => {
    mount(`
      <button id="before">opener</button>
      <div id="box" tabindex="-1"><button id="other">x</button><input id="initial" /></div>
    `);
    byId('before').focus();
    const focus = focusCounter();
    const refs = { container: { current: byId('box') }, initial: { current: byId('initial') } };
    const { rerender, unmount } = trap(refs);
    expect(active()).toBe('initial');
    rerender({ ...refs });
    expect(focus.of('initial')).toBe(1);
    unmount();
    expect(active()).toBe('before');
    expect([focus.of('before'), focus.of('box'), focus.of('other')]).toEqual([1, 0, 0]);
    focus.stop();
  });

  it('focuses the container without an initial element, or when it is not there', () => {
    mount('<div id="box" tabindex="-1"></div><div id="other" tabindex="-1"></div>');
    const first = trap({ container: { current: byId('box') } });
    expect(active()).toBe('box');
    first.unmount();
    trap({ container: { current: byId('other') }, initial: { current: null } });
    expect(active()).toBe('other');
  });

  it('gives the focus back to the page when nothing had it', () => {
    mount('<div id="box" tabindex="-1"></div>');
    expect(document.activeElement).toBe(document.body);
    const { unmount } = trap({ container: { current: byId('box') } });
    expect(active()).toBe('box');
    unmount();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives nothing back when what had the focus is not an HTML element', () => {
    mount('<div id="box" tabindex="-1"></div><button id="elsewhere">e</button>');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.id = 'drawing';
    svg.setAttribute('tabindex', '0');
    document.body.append(svg);
    svg.focus();
    expect(active()).toBe('drawing');
    const { unmount } = trap({ container: { current: byId('box') } });
    expect(active()).toBe('box');
    byId('elsewhere').focus();
    unmount();
    expect(active()).toBe('elsewhere');
  });

  it('does nothing while there is no container', () => {
    mount('<button id="before">b</button>');
    byId('before').focus();
    const { unmount } = trap({ container: { current: null } });
    expect(active()).toBe('before');
    expect(() => unmount()).not.toThrow();
    expect(active()).toBe('before');
  });

  it('traps again when given another container or another initial element', () => {
    mount(`
      <button id="before">b</button>
      <div id="one" tabindex="-1"><input id="field" /></div>
      <div id="two" tabindex="-1"></div>
    `);
    byId('before').focus();
    const focus = focusCounter();
    const one = { current: byId('one') };
    const { rerender } = trap({ container: one });
    expect(active()).toBe('one');
    rerender({ container: { current: byId('two') } });
    expect(active()).toBe('two');
    rerender({ container: one, initial: { current: byId('field') } });
    expect(active()).toBe('field');
    expect([focus.of('one'), focus.of('two'), focus.of('field')]).toEqual([1, 1, 1]);
    focus.stop();
  });
});
