// @vitest-environment happy-dom
import { notificationsStore } from '@mantine/notifications';
import { ACCOUNT_CALLS, CAPTCHA_TICKET_HEADER, type CaptchaScene } from '@portal/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { Activity, createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toastsShown } from './toast';
import { useCaptcha, type CaptchaControl } from './use-captcha';

/**
 * The network, the only stand-in: each request waits until the test answers it with a real
 * Response (or drops the connection), so the real fetchCaptcha and solveProofOfWork run.
 */
interface Request {
  url: string;
  answered: boolean;
  respond: (response: Response) => void;
  drop: (error: unknown) => void;
}
let requests: Request[];

const pictureUrl = (scene: CaptchaScene) => `${ACCOUNT_CALLS.captcha.path}?scene=${scene}`;
const challengeUrl = (scene: CaptchaScene) =>
  `${ACCOUNT_CALLS.proofOfWorkChallenge.path}?scene=${scene}`;
const urls = () => requests.map((request) => request.url);

/** The oldest request to `url` not answered yet. */
function pending(url: string): Request {
  const request = requests.find((candidate) => candidate.url === url && !candidate.answered);
  if (!request) throw new Error(`No open request to ${url} (made: ${urls().join(', ')})`);
  request.answered = true;
  return request;
}

const svg = (ticket: string) => `<svg>${ticket}</svg>`;
const picture = (ticket: string) =>
  new Response(svg(ticket), {
    status: 200,
    headers: { 'content-type': 'image/svg+xml', [CAPTCHA_TICKET_HEADER]: ticket },
  });
const envelope = (status: number, code: string, msg: string) =>
  new Response(JSON.stringify({ code, msg, data: null }), { status });

/** Lets the answered requests run through the hook (a few turns of the event loop). */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setTimeout(done, 0));
  });

async function answerPicture(ticket: string, scene: CaptchaScene = 'LOGIN') {
  pending(pictureUrl(scene)).respond(picture(ticket));
  await settle();
}

/** The toasts in Mantine's store (the real toast module puts them there). */
async function toasts() {
  await toastsShown();
  return notificationsStore
    .getState()
    .notifications.map(({ message, color }) => ({ message, color }));
}

/** Whether a promise has settled yet, and with what. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

const stateOf = ({ load: _load, proof: _proof, ...state }: CaptchaControl) => state;

let createObjectURL: MockInstance<typeof URL.createObjectURL>;
let revokeObjectURL: MockInstance<typeof URL.revokeObjectURL>;
/** The object URL made for the n-th picture (from 1). */
const madeUrl = (n: number) => createObjectURL.mock.results[n - 1]?.value as string;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((respond, drop) => {
          requests.push({ url, answered: false, respond, drop });
        }),
    ),
  );
  // Watched, not replaced: the object URLs are the environment's own.
  createObjectURL = vi.spyOn(URL, 'createObjectURL');
  revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL');
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (scene: CaptchaScene = 'LOGIN') => renderHook(() => useCaptcha(scene));

describe('useCaptcha', () => {
  it('stays hidden and asks for nothing until the server demands a captcha', async () => {
    const { result } = render();
    expect(stateOf(result.current)).toEqual({ shown: false, loading: false });
    await expect(result.current.proof()).resolves.toBeUndefined();
    await settle();
    expect(urls()).toEqual([]);
  });

  it('shows the field at once, loading, then the picture and its ticket', async () => {
    const { result } = render('REGISTER');
    act(() => result.current.load());
    expect(urls()).toEqual([
      '/t/tn/captcha/challenge?scene=REGISTER',
      '/t/tn/captcha?scene=REGISTER',
    ]);
    expect(stateOf(result.current)).toEqual({ shown: true, loading: true });
    await answerPicture('t1', 'REGISTER');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const image = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await image.text()).toBe(svg('t1'));
    expect(madeUrl(1)).toMatch(/^blob:/);
    expect(stateOf(result.current)).toEqual({
      shown: true,
      loading: false,
      imageUrl: madeUrl(1),
      ticket: 't1',
    });
    expect(revokeObjectURL).not.toHaveBeenCalled();
    expect(await toasts()).toEqual([]);
  });

  it('starts a proof of work for the scene with each picture, and answers the latest', async () => {
    const { result } = render('RESET');
    act(() => result.current.load());
    expect(urls().filter((url) => url === challengeUrl('RESET'))).toHaveLength(1);
    const first = watch(result.current.proof());
    act(() => result.current.load());
    expect(urls()).toEqual([
      challengeUrl('RESET'),
      pictureUrl('RESET'),
      challengeUrl('RESET'),
      pictureUrl('RESET'),
    ]);
    const second = watch(result.current.proof());
    await settle();
    // The proof waits for its challenge; a refused challenge gives no proof.
    expect([first.settled, second.settled]).toEqual([false, false]);
    pending(challengeUrl('RESET')).respond(envelope(429, 'BIZ_TOO_MANY_REQUESTS', 'Slow'));
    await settle();
    expect([first.settled, second.settled]).toEqual([true, false]);
    pending(challengeUrl('RESET')).respond(envelope(503, 'DEFAULT', 'Down'));
    await settle();
    expect(second).toEqual({ settled: true, value: undefined });
    await expect(result.current.proof()).resolves.toBeUndefined();
  });

  it('revokes the old picture’s address when a new one comes', async () => {
    const { result } = render();
    act(() => result.current.load());
    await answerPicture('t1');
    act(() => result.current.load());
    expect(stateOf(result.current)).toEqual({
      shown: true,
      loading: true,
      imageUrl: madeUrl(1),
      ticket: 't1',
    });
    await answerPicture('t2');
    expect(revokeObjectURL.mock.calls).toEqual([[madeUrl(1)]]);
    expect(madeUrl(2)).not.toBe(madeUrl(1));
    expect(stateOf(result.current)).toEqual({
      shown: true,
      loading: false,
      imageUrl: madeUrl(2),
      ticket: 't2',
    });
  });

  it('ignores a picture that arrives after a newer one was asked for', async () => {
    const { result } = render();
    act(() => result.current.load());
    const first = pending(pictureUrl('LOGIN'));
    act(() => result.current.load());
    await answerPicture('t2');
    first.respond(picture('t1'));
    await settle();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    expect(stateOf(result.current)).toEqual({
      shown: true,
      loading: false,
      imageUrl: madeUrl(1),
      ticket: 't2',
    });
  });

  it('ignores a failure of a picture no longer wanted', async () => {
    const { result } = render();
    act(() => result.current.load());
    const first = pending(pictureUrl('LOGIN'));
    act(() => result.current.load());
    await answerPicture('t2');
    first.drop(new TypeError('Failed to fetch'));
    await settle();
    expect(await toasts()).toEqual([]);
    expect(stateOf(result.current)).toEqual({
      shown: true,
      loading: false,
      imageUrl: madeUrl(1),
      ticket: 't2',
    });
  });

  it('on a failure keeps the field, drops the spent ticket and toasts the reason', async () => {
    const { result } = render();
    act(() => result.current.load());
    await answerPicture('t1');
    act(() => result.current.load());
    pending(pictureUrl('LOGIN')).respond(envelope(429, 'BIZ_TOO_MANY_REQUESTS', 'Slow down'));
    await settle();
    expect(await toasts()).toEqual([{ message: 'Slow down', color: 'red' }]);
    expect(stateOf(result.current)).toEqual({
      shown: true,
      loading: false,
      imageUrl: madeUrl(1),
      ticket: undefined,
    });
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('revokes the picture when the form goes away, and then ignores late answers', async () => {
    const first = render();
    act(() => first.result.current.load());
    await answerPicture('t1');
    act(() => first.result.current.load());
    first.unmount();
    expect(revokeObjectURL.mock.calls).toEqual([[madeUrl(1)]]);
    await answerPicture('t2');
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    const second = render();
    const { load } = second.result.current;
    second.unmount();
    load();
    pending(pictureUrl('LOGIN')).drop(new TypeError('Failed to fetch'));
    await settle();
    expect(await toasts()).toEqual([]);
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
  });

  it('revokes nothing when the form goes away before any picture', () => {
    const { unmount } = render();
    unmount();
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('revokes a hidden form’s picture once, not again when it shows a new one', async () => {
    let mode: 'visible' | 'hidden' = 'visible';
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(Activity, { mode, children });
    const { result, rerender } = renderHook(() => useCaptcha('LOGIN'), { wrapper });
    act(() => result.current.load());
    await answerPicture('t1');
    mode = 'hidden';
    rerender();
    expect(revokeObjectURL.mock.calls).toEqual([[madeUrl(1)]]);
    mode = 'visible';
    rerender();
    act(() => result.current.load());
    await answerPicture('t2');
    expect(revokeObjectURL.mock.calls).toEqual([[madeUrl(1)]]);
    expect(result.current).toMatchObject({ imageUrl: madeUrl(2), ticket: 't2' });
  });

  it('keeps load for a scene, and loads the new scene after a change', () => {
    const { result, rerender } = renderHook(({ scene }) => useCaptcha(scene), {
      initialProps: { scene: 'LOGIN' as CaptchaScene },
    });
    const first = result.current;
    rerender({ scene: 'LOGIN' });
    expect(result.current.load).toBe(first.load);
    expect(result.current.proof).toBe(first.proof);
    rerender({ scene: 'REGISTER' });
    act(() => result.current.load());
    expect(urls()).toEqual([challengeUrl('REGISTER'), pictureUrl('REGISTER')]);
  });
});
