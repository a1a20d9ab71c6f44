import { notificationsStore } from '@mantine/notifications';
import { ERROR_TOAST_MS, TOAST_MS } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import shell from '../locales/en/shell.json';
import { hide, settle, show, showLoading } from './toast-calls';

const shown = () => notificationsStore.getState().notifications;
const byId = (id: string) => shown().find((n) => n.id === id);
/** A toast as shown, without the store's own bookkeeping. */
const plain = (id: string) => {
  const { __sequence: _sequence, ...toast } = (byId(id) ?? {}) as Record<string, unknown>;
  return toast;
};
const closeButtonProps = { 'aria-label': shell.siteShell.closeMessage };

beforeEach(() => {
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

describe('show', () => {
  it('gives each kind its colour and its time (spec section 9: 2 s, errors 1.5 s)', () => {
    expect(TOAST_MS).toBe(2_000);
    expect(ERROR_TOAST_MS).toBe(1_500);
    show('a', 'info', 'Info');
    show('b', 'success', 'Done');
    show('c', 'warning', 'Careful');
    show('d', 'error', 'Nope');
    expect(
      shown().map(({ id, message, color, autoClose }) => ({ id, message, color, autoClose })),
    ).toEqual([
      { id: 'a', message: 'Info', color: 'blue', autoClose: TOAST_MS },
      { id: 'b', message: 'Done', color: 'green', autoClose: TOAST_MS },
      { id: 'c', message: 'Careful', color: 'yellow', autoClose: TOAST_MS },
      { id: 'd', message: 'Nope', color: 'red', autoClose: ERROR_TOAST_MS },
    ]);
  });

  it('names the close button, and sets nothing else', () => {
    show('x', 'info', 'Hello');
    expect(plain('x')).toEqual({
      id: 'x',
      message: 'Hello',
      color: 'blue',
      autoClose: TOAST_MS,
      closeButtonProps,
    });
  });
});

describe('a loading toast', () => {
  it('spins and stays: no time limit and no close button', () => {
    showLoading('l', 'Uploading…');
    expect(plain('l')).toEqual({
      id: 'l',
      message: 'Uploading…',
      loading: true,
      autoClose: false,
      allowClose: false,
    });
  });

  it('settles into a closable toast of its kind with its time', () => {
    showLoading('l', 'Saving…');
    settle('l', 'success', 'Saved');
    expect(plain('l')).toEqual({
      id: 'l',
      message: 'Saved',
      color: 'green',
      loading: false,
      autoClose: TOAST_MS,
      allowClose: true,
      closeButtonProps,
    });
    settle('l', 'error', 'Failed');
    expect(byId('l')).toMatchObject({ color: 'red', autoClose: ERROR_TOAST_MS, message: 'Failed' });
    settle('l', 'warning', 'Half done');
    expect(byId('l')).toMatchObject({ color: 'yellow', autoClose: TOAST_MS });
    settle('l', 'info', 'FYI');
    expect(byId('l')).toMatchObject({ color: 'blue', autoClose: TOAST_MS });
  });

  it('settles only the toast it names', () => {
    showLoading('one', 'One…');
    showLoading('two', 'Two…');
    settle('two', 'success', 'Two done');
    expect(byId('one')).toMatchObject({ loading: true, message: 'One…' });
  });
});

describe('hide', () => {
  it('removes the toast it names, and only that one', () => {
    show('a', 'info', 'A');
    show('b', 'info', 'B');
    hide('a');
    expect(shown().map((n) => n.id)).toEqual(['b']);
  });
});
