import { notificationsStore } from '@mantine/notifications';
import { ERROR_TOAST_MS, MESSAGES, TOAST_MS } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { toast, toastsShown } from './toast';

const shown = () => notificationsStore.getState().notifications;
const byId = (id: string) => shown().find((n) => n.id === id);

beforeEach(() => {
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

describe('toast', () => {
  it('closes errors after 1.5 s and other toasts after 2 s', async () => {
    const error = toast.error('Nope');
    const info = toast.info('FYI');
    await toastsShown();
    expect(byId(error)).toMatchObject({ message: 'Nope', color: 'red', autoClose: ERROR_TOAST_MS });
    expect(byId(info)).toMatchObject({ autoClose: TOAST_MS });
  });

  it('shows an ApiError by its message and a bug as the generic message', async () => {
    const api = toast.error(new ApiError({ code: 'X', status: 409, message: 'Slot(s) not exist' }));
    const bug = toast.error(new TypeError('x is undefined'));
    await toastsShown();
    expect(byId(api)?.message).toBe('Slot(s) not exist');
    expect(byId(bug)?.message).toBe(MESSAGES.systemError);
  });

  it('keeps a loading toast until it settles', async () => {
    const id = toast.loading('Uploading…');
    await toastsShown();
    expect(byId(id)).toMatchObject({ loading: true, autoClose: false });
    toast.fail(id, new ApiError({ code: 'PUT_FAIL', status: 502, message: 'OSS upload failed' }));
    await toastsShown();
    expect(byId(id)).toMatchObject({ loading: false, color: 'red', message: 'OSS upload failed' });
    expect(byId(id)?.autoClose).toBe(ERROR_TOAST_MS);
  });
});

/** A fresh copy of the module: its host state and its counter start anew. */
async function freshToast() {
  vi.resetModules();
  return import('./toast');
}

describe('toast ids and the kinds the store receives', () => {
  it('numbers the toasts from toast-1, loading ones included', async () => {
    const fresh = await freshToast();
    expect(fresh.toast.info('a')).toBe('toast-1');
    expect(fresh.toast.success('b')).toBe('toast-2');
    expect(fresh.toast.loading('c')).toBe('toast-3');
    expect(fresh.toast.warning('d')).toBe('toast-4');
  });

  it('shows success green and warning yellow, each with its message', async () => {
    const success = toast.success('Saved');
    const warning = toast.warning('Careful');
    await toastsShown();
    expect(byId(success)).toMatchObject({ message: 'Saved', color: 'green', autoClose: TOAST_MS });
    expect(byId(warning)).toMatchObject({ message: 'Careful', color: 'yellow' });
  });

  it('turns a loading toast into a success, and dismisses a toast', async () => {
    const id = toast.loading('Saving…');
    toast.succeed(id, 'Saved');
    await toastsShown();
    expect(byId(id)).toMatchObject({ loading: false, color: 'green', message: 'Saved' });
    toast.dismiss(id);
    await toastsShown();
    expect(byId(id)).toBeUndefined();
  });

  it('shows a plain string failure as given when a loading toast fails', async () => {
    const id = toast.loading('Saving…');
    toast.fail(id, 'Disk full');
    toast.fail('nothing', new TypeError('bug'));
    await toastsShown();
    expect(byId(id)).toMatchObject({ message: 'Disk full', color: 'red' });
  });
});

describe('toastHost', () => {
  it('is neither wanted nor needed before the first toast; toastsShown resolves at once', async () => {
    const { toastHost, toastsShown: shownFresh } = await freshToast();
    expect(toastHost.wanted()).toBe(false);
    expect(toastHost.needed()).toBe(false);
    await expect(shownFresh()).resolves.toBeUndefined();
  });

  it('is wanted from the first toast of any kind, and tells its listeners once', async () => {
    for (const first of ['info', 'loading', 'succeed', 'dismiss'] as const) {
      const { toast: fresh, toastHost } = await freshToast();
      const listener = vi.fn();
      toastHost.subscribe(listener);
      if (first === 'succeed') fresh.succeed('toast-9', 'x');
      else if (first === 'dismiss') fresh.dismiss('toast-9');
      else fresh[first]('x');
      expect(toastHost.wanted(), first).toBe(true);
      expect(listener, first).toHaveBeenCalledTimes(1);
      fresh.error('y');
      expect(listener, first).toHaveBeenCalledTimes(1);
    }
  });

  it('needs the app’s own host only while no scope shows the toasts', async () => {
    const { toast: fresh, toastHost } = await freshToast();
    const scope = Symbol('scope');
    const withdraw = toastHost.claim(scope);
    expect(toastHost.needed()).toBe(false);
    fresh.info('x');
    expect(toastHost.needed()).toBe(false);
    withdraw();
    expect(toastHost.needed()).toBe(true);
  });

  it('lets the first mounted scope host, the next one after it withdraws', async () => {
    const { toastHost } = await freshToast();
    const first = Symbol('first');
    const second = Symbol('second');
    const listener = vi.fn();
    const unsubscribe = toastHost.subscribe(listener);
    const withdrawFirst = toastHost.claim(first);
    expect(listener).toHaveBeenCalledTimes(1);
    const withdrawSecond = toastHost.claim(second);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(toastHost.isHost(first)).toBe(true);
    expect(toastHost.isHost(second)).toBe(false);
    withdrawFirst();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(toastHost.isHost(first)).toBe(false);
    expect(toastHost.isHost(second)).toBe(true);
    unsubscribe();
    withdrawSecond();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(toastHost.isHost(second)).toBe(false);
    expect(toastHost.wanted()).toBe(false);
  });

  it('tells every listener, and stops telling one that unsubscribed', async () => {
    const { toastHost } = await freshToast();
    const a = vi.fn();
    const b = vi.fn();
    toastHost.subscribe(a);
    const unsubscribeB = toastHost.subscribe(b);
    expect(unsubscribeB()).toBe(true);
    toastHost.claim(Symbol('s'));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });
});
