import { notificationsStore } from '@mantine/notifications';
import { ERROR_TOAST_MS, MESSAGES, TOAST_MS } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
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
