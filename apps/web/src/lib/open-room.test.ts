import { notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE } from '@portal/contracts';
import { ApiError } from './api-error';
import { openRoom } from './open-room';
import { toastsShown } from './toast';

const URL = 'https://meet.example.test/TeacherPortal-key';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeWindow(opened: boolean) {
  const room = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const assign = vi.fn();
  vi.stubGlobal('window', { open: vi.fn(() => (opened ? room : null)), location: { assign } });
  return { room, assign };
}

beforeEach(() => {
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('opening a room', () => {
  it('opens the window at once, cuts its opener, then sends it to the room', async () => {
    const { room } = fakeWindow(true);
    let answer: (url: string) => void = () => undefined;
    openRoom(() => new Promise<string>((resolve) => (answer = resolve)));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(room.opener).toBeNull();
    expect(room.location.href).toBe('');
    answer(URL);
    await settle();
    expect(room.location.href).toBe(URL);
    expect(room.close).not.toHaveBeenCalled();
  });

  it('closes the window and says why when the link cannot be had', async () => {
    const { room } = fakeWindow(true);
    const { message, status } = ERROR_CATALOGUE.BIZ_ROOM_NOT_OPEN;
    openRoom(() => Promise.reject(new ApiError({ code: 'BIZ_ROOM_NOT_OPEN', status, message })));
    await settle();
    expect(room.close).toHaveBeenCalled();
    await toastsShown();
    expect(notificationsStore.getState().notifications.map((n) => n.message)).toEqual([message]);
  });

  it('goes to the room in this window when no new window could open', async () => {
    const { assign } = fakeWindow(false);
    openRoom(() => Promise.resolve(URL));
    await settle();
    expect(assign).toHaveBeenCalledWith(URL);
  });
});
