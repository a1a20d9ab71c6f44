// @vitest-environment happy-dom
import { notificationsStore } from '@mantine/notifications';
import { ACCOUNT_CALLS, FIELD_MESSAGES, MESSAGES } from '@portal/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm, type Path } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { toastsShown } from './toast';
import { useCaptcha } from './use-captcha';
import { useFormFailure } from './use-form-failure';

type Values = { email: string; password: string; captcha: string };
const FIELDS = ['email', 'password', 'captcha'] as const;

const failure = (code: string, message: string, fields?: Record<string, string>) =>
  new ApiError({ code, status: 400, message, fields });
const captchaRequired = () =>
  failure('BIZ_TEACHER_CAPTCHA_REQUIRED', FIELD_MESSAGES.captchaInvalid);
const loginError = () => failure('BIZ_TEACHER_LOGIN_ERROR', MESSAGES.mailboxOrPassword);
const invalid = (fields: Record<string, string>) =>
  failure('BIZ_PARAM_INVALID', 'Check the form', fields);

/** The network: requests stay open (the captcha's picture and proof are not needed here). */
let requested: string[];
const pictureRequests = () =>
  requested.filter((url) => url === `${ACCOUNT_CALLS.captcha.path}?scene=LOGIN`).length;

/** The toasts in Mantine's store (the real toast module puts them there). */
async function toasts() {
  await toastsShown();
  return notificationsStore.getState().notifications.map(({ message }) => message);
}

interface Props {
  fields: readonly Path<Values>[];
  /** Whether the form has a captcha (a real useCaptcha, bound to the `captcha` field). */
  bound: boolean;
}

/** A real form (react-hook-form) with real inputs, a real captcha and the failure rules. */
function setUp(bound: boolean, fields: readonly Path<Values>[] = FIELDS) {
  const hook = renderHook(
    (props: Props) => {
      const form = useForm<Values>({ defaultValues: { email: '', password: '', captcha: '' } });
      const captcha = useCaptcha('LOGIN');
      const failure = useFormFailure<Values>(
        form,
        props.fields,
        props.bound ? { control: captcha, field: 'captcha' } : undefined,
      );
      return { form, captcha, failure };
    },
    { initialProps: { fields, bound } },
  );
  act(() => {
    for (const name of FIELDS) {
      const input = document.createElement('input');
      input.id = name;
      document.body.append(input);
      hook.result.current.form.register(name).ref(input);
    }
    hook.result.current.form.setValue('captcha', 'ab12');
  });
  const current = () => hook.result.current;
  return {
    ...hook,
    fail: (reason: unknown) => act(() => current().failure.fail(reason)),
    showCaptcha: () => act(() => current().captcha.load()),
    /** Each field's message, for the fields that have one. */
    errors: () =>
      Object.fromEntries(
        FIELDS.flatMap((name) => {
          const message = current().form.getFieldState(name).error?.message;
          return message === undefined ? [] : [[name, message]];
        }),
      ),
    answer: () => current().form.getValues('captcha'),
    blocked: () => current().failure.blocked,
    /** The form's alert (FormAlert's text), or null. */
    message: () => current().failure.message,
    focused: () => document.activeElement?.id ?? '',
  };
}

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return new Promise<Response>(() => undefined);
    }),
  );
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('useFormFailure without a captcha', () => {
  it('shows any other failure in the form’s alert, not a toast, and blocks the submit', async () => {
    const form = setUp(false);
    expect(form.blocked()).toBe(false);
    expect(form.message()).toBeNull();
    form.fail(loginError());
    expect(form.message()).toBe(MESSAGES.mailboxOrPassword);
    expect(await toasts()).toEqual([]);
    expect(form.blocked()).toBe(true);
    expect(form.errors()).toEqual({});
    expect(form.answer()).toBe('ab12');
  });

  it('puts validation messages beside their fields, focused, with no toast', async () => {
    const form = setUp(false);
    form.fail(
      invalid({ email: FIELD_MESSAGES.emailFormat, password: FIELD_MESSAGES.passwordLength }),
    );
    expect(form.errors()).toEqual({
      email: FIELD_MESSAGES.emailFormat,
      password: FIELD_MESSAGES.passwordLength,
    });
    expect(form.focused()).toBe('password');
    expect(await toasts()).toEqual([]);
    expect(form.message()).toBeNull();
    expect(form.blocked()).toBe(false);
  });

  it('still alerts a validation failure naming a field the form does not have', async () => {
    const form = setUp(false);
    form.fail(invalid({ email: FIELD_MESSAGES.emailFormat, poster: 'too long' }));
    expect(form.errors()).toEqual({ email: FIELD_MESSAGES.emailFormat });
    expect(form.message()).toBe('Check the form');
    expect(form.blocked()).toBe(true);
  });

  it('treats a demanded captcha as any failure when the form has no captcha', async () => {
    const form = setUp(false);
    form.fail(captchaRequired());
    expect(form.answer()).toBe('ab12');
    expect(pictureRequests()).toBe(0);
    expect(form.errors()).toEqual({});
    expect(form.message()).toBe(FIELD_MESSAGES.captchaInvalid);
  });

  it('shows a failure that is not an ApiError by its message, the latest one', async () => {
    const form = setUp(false);
    form.fail('plain');
    expect(form.message()).toBe('plain');
    form.fail(new Error('bug'));
    expect(form.message()).toBe(MESSAGES.systemError);
    expect(await toasts()).toEqual([]);
  });
});

describe('useFormFailure with a captcha', () => {
  it('shows the field with a picture when the server demands one, without an alert', async () => {
    const form = setUp(true);
    form.fail(captchaRequired());
    expect(form.answer()).toBe('');
    expect(form.result.current.captcha.shown).toBe(true);
    expect(pictureRequests()).toBe(1);
    expect(form.errors()).toEqual({});
    expect(form.message()).toBeNull();
    expect(form.blocked()).toBe(false);
  });

  it('asks again with a new picture and says what is missing when the field already showed', async () => {
    const form = setUp(true);
    form.showCaptcha();
    form.fail(captchaRequired());
    expect(form.answer()).toBe('');
    expect(pictureRequests()).toBe(2);
    expect(form.errors()).toEqual({ captcha: FIELD_MESSAGES.captchaInvalid });
    expect(form.focused()).toBe('');
    expect(form.message()).toBeNull();
    expect(form.blocked()).toBe(false);
  });

  it('brings a new picture after any other failure while the field shows, and alerts it', async () => {
    const form = setUp(true);
    form.showCaptcha();
    form.fail(loginError());
    expect(form.answer()).toBe('');
    expect(pictureRequests()).toBe(2);
    // Emptying the answer is the form's own change, not the user's: the alert stays.
    expect(form.message()).toBe(MESSAGES.mailboxOrPassword);
    expect(form.errors()).toEqual({});
    expect(form.blocked()).toBe(true);
  });

  it('leaves a hidden captcha alone on other failures', async () => {
    const form = setUp(true);
    form.fail(loginError());
    form.fail(new Error('bug'));
    expect(form.answer()).toBe('ab12');
    expect(form.result.current.captcha.shown).toBe(false);
    expect(pictureRequests()).toBe(0);
    expect(form.message()).toBe(MESSAGES.systemError);
    expect(await toasts()).toEqual([]);
  });

  it('places validation messages after refreshing a shown captcha', async () => {
    const form = setUp(true);
    form.showCaptcha();
    form.fail(invalid({ email: FIELD_MESSAGES.emailFormat }));
    expect(pictureRequests()).toBe(2);
    expect(form.answer()).toBe('');
    expect(form.errors()).toEqual({ email: FIELD_MESSAGES.emailFormat });
    expect(form.focused()).toBe('email');
    expect(form.message()).toBeNull();
  });

  it('reads the captcha as it is at the latest render', async () => {
    const form = setUp(true);
    const whileHidden = form.result.current.failure.fail;
    form.showCaptcha();
    expect(form.result.current.failure.fail).not.toBe(whileHidden);
    form.fail(loginError());
    expect(pictureRequests()).toBe(2);
    expect(form.answer()).toBe('');
  });

  it('reads the fields as they are at the latest render', async () => {
    const form = setUp(false, ['email']);
    form.rerender({ fields: ['email', 'password'], bound: false });
    form.fail(invalid({ password: FIELD_MESSAGES.passwordLength }));
    expect(form.errors()).toEqual({ password: FIELD_MESSAGES.passwordLength });
    expect(form.message()).toBeNull();
  });

  it('stops binding the captcha when the form no longer has one', async () => {
    const form = setUp(true);
    form.rerender({ fields: FIELDS, bound: false });
    form.fail(captchaRequired());
    expect(pictureRequests()).toBe(0);
    expect(form.message()).toBe(FIELD_MESSAGES.captchaInvalid);
  });
});
