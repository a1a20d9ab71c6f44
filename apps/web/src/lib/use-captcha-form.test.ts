// @vitest-environment happy-dom
import { notificationsStore } from '@mantine/notifications';
import {
  ACCOUNT_CALLS,
  CAPTCHA_TICKET_HEADER,
  FIELD_MESSAGES,
  forgotPasswordRequest,
  signInRequest,
  type CaptchaScene,
} from '@portal/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { toastsShown } from './toast';
import { useCaptchaForm } from './use-captcha-form';

/**
 * The network, the only stand-in: each request waits until the test answers it with a real
 * Response, so the real captcha, proof of work, form and failure rules run.
 */
interface Request {
  url: string;
  answered: boolean;
  respond: (response: Response) => void;
}
let requests: Request[];

const pictureUrl = (scene: CaptchaScene) => `${ACCOUNT_CALLS.captcha.path}?scene=${scene}`;
/** A sign-in's challenge names the typed address: its proof is bound to it (issue 37). */
const challengeUrl = (scene: CaptchaScene, email?: string) =>
  `${ACCOUNT_CALLS.proofOfWorkChallenge.path}?${new URLSearchParams({ scene, ...(email ? { email } : {}) })}`;
const urls = () => requests.map((request) => request.url);

function answer(url: string, response: Response) {
  const request = requests.find((candidate) => candidate.url === url && !candidate.answered);
  if (!request) throw new Error(`No open request to ${url} (made: ${urls().join(', ')})`);
  request.answered = true;
  request.respond(response);
}
const picture = (ticket: string) =>
  new Response(`<svg>${ticket}</svg>`, {
    status: 200,
    headers: { [CAPTCHA_TICKET_HEADER]: ticket },
  });
const refused = () =>
  new Response(JSON.stringify({ code: 'BIZ_TOO_MANY_REQUESTS', msg: 'Slow', data: null }), {
    status: 429,
  });

/** Lets the answered requests run through the hooks (a few turns of the event loop). */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setTimeout(done, 0));
  });

/** The toasts in Mantine's store (the real toast module puts them there). */
async function toasts() {
  await toastsShown();
  return notificationsStore.getState().notifications.map(({ message }) => message);
}

/** Each field's message, for the fields of `names` that have one. */
const fieldMessages = (form: Pick<UseFormReturn, 'getFieldState'>, names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const message = form.getFieldState(name).error?.message;
      return message === undefined ? [] : [[name, message]];
    }),
  );
const SIGN_IN_FIELDS = ['email', 'password', 'captcha'];

const messages = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

/**
 * Submits `values` through the form's real handleSubmit (the resolver runs): the values the
 * submit handler received, or each field's message.
 */
async function submit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  values: Record<string, string>,
) {
  let outcome: { submitted?: FieldValues; errors?: Record<string, unknown> } = {};
  act(() => {
    for (const [name, value] of Object.entries(values))
      form.setValue(name as never, value as never);
  });
  await act(() =>
    form.handleSubmit(
      (submitted) => {
        outcome = { submitted };
      },
      (errors) => {
        outcome = { errors: messages(errors) };
      },
    )(),
  );
  return outcome;
}

const signIn = signInRequest.pick({ email: true, password: true, captcha: true });
const forgot = forgotPasswordRequest.pick({ email: true, code: true });

const renderSignIn = () =>
  renderHook(() =>
    useCaptchaForm({
      scene: 'LOGIN',
      schema: signIn,
      answerField: 'captcha',
      defaultValues: { email: 'a@b.co', password: '', captcha: '' },
    }),
  );

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((respond) => {
          requests.push({ url, answered: false, respond });
        }),
    ),
  );
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCaptchaForm', () => {
  it('asks for the scene’s captcha and hands the form’s parts back', () => {
    const { result } = renderSignIn();
    expect(result.current.form.getValues()).toEqual({
      email: 'a@b.co',
      password: '',
      captcha: '',
    });
    expect(result.current.captcha).toMatchObject({ shown: false, loading: false });
    expect(result.current.failure.blocked).toBe(false);
    expect(urls()).toEqual([]);
    act(() => result.current.captcha.load());
    expect(urls()).toEqual([challengeUrl('LOGIN', 'a@b.co'), pictureUrl('LOGIN')]);
    expect(result.current.captcha).toMatchObject({ shown: true, loading: true });
  });

  it('sends server messages about any of the schema’s fields beside them, the captcha bound', async () => {
    const { result } = renderSignIn();
    act(() =>
      result.current.failure.fail(
        new ApiError({
          code: 'BIZ_PARAM_INVALID',
          status: 400,
          message: 'Check the form',
          fields: { email: 'bad email', password: 'bad password', captcha: 'bad answer' },
        }),
      ),
    );
    expect(fieldMessages(result.current.form, SIGN_IN_FIELDS)).toEqual({
      email: 'bad email',
      password: 'bad password',
      captcha: 'bad answer',
    });
    act(() =>
      result.current.failure.fail(
        new ApiError({
          code: 'BIZ_TEACHER_CAPTCHA_REQUIRED',
          status: 400,
          message: FIELD_MESSAGES.captchaInvalid,
        }),
      ),
    );
    expect(result.current.captcha.shown).toBe(true);
    expect(urls()).toEqual([challengeUrl('LOGIN', 'a@b.co'), pictureUrl('LOGIN')]);
    expect(await toasts()).toEqual([]);
  });

  it('takes the fields of the schema it is given now', async () => {
    const { result, rerender } = renderHook(
      ({ schema }: { schema: z.ZodObject }) =>
        useCaptchaForm({
          scene: 'LOGIN',
          schema,
          answerField: 'captcha',
          defaultValues: { email: '', password: '', captcha: '' },
        }),
      { initialProps: { schema: signIn.pick({ email: true, captcha: true }) } },
    );
    rerender({ schema: signIn });
    act(() =>
      result.current.failure.fail(
        new ApiError({
          code: 'BIZ_PARAM_INVALID',
          status: 400,
          message: 'Check the form',
          fields: { password: 'bad password' },
        }),
      ),
    );
    expect(fieldMessages(result.current.form, SIGN_IN_FIELDS)).toEqual({
      password: 'bad password',
    });
    expect(await toasts()).toEqual([]);
  });

  it('checks the contract’s rules, the answer optional while the captcha is hidden', async () => {
    const { result } = renderSignIn();
    const filled = { email: 'a@b.co', password: 'secret1', captcha: '' };
    expect(await submit(result.current.form, filled)).toEqual({
      submitted: { email: 'a@b.co', password: 'secret1' },
    });
    const wrong = await submit(result.current.form, { ...filled, email: 'nope' });
    expect(Object.keys(wrong.errors ?? {})).toEqual(['email']);
  });

  it('requires the answer once the captcha shows ("invalid captcha.")', async () => {
    const { result } = renderSignIn();
    const hiddenResolver = result.current.form.control._options.resolver;
    act(() => result.current.captcha.load());
    expect(result.current.form.control._options.resolver).not.toBe(hiddenResolver);
    const filled = { email: 'a@b.co', password: 'secret1', captcha: '' };
    expect(await submit(result.current.form, filled)).toEqual({
      errors: { captcha: FIELD_MESSAGES.captchaInvalid },
    });
    expect(await submit(result.current.form, { ...filled, captcha: 'ab12' })).toEqual({
      submitted: { email: 'a@b.co', password: 'secret1', captcha: 'ab12' },
    });
  });

  it('keeps the resolver while nothing it depends on changes', () => {
    const { result, rerender } = renderSignIn();
    const first = result.current.form.control._options.resolver;
    rerender();
    expect(result.current.form.control._options.resolver).toBe(first);
  });

  it('requires the answer under the field the form names (`code` for the reset mail)', async () => {
    const { result } = renderHook(() =>
      useCaptchaForm({
        scene: 'RESET',
        schema: forgot,
        answerField: 'code',
        defaultValues: { email: '', code: '' },
      }),
    );
    act(() => result.current.captcha.load());
    expect(urls()).toEqual([challengeUrl('RESET'), pictureUrl('RESET')]);
    expect(await submit(result.current.form, { email: 'a@b.co', code: '' })).toEqual({
      errors: { code: FIELD_MESSAGES.captchaInvalid },
    });
  });

  it('sends no captcha and solves no proof while the captcha is hidden', async () => {
    const { result } = renderSignIn();
    const request = await act(() =>
      result.current.toRequest({ email: 'a@b.co', password: 'p', captcha: 'ab12' }),
    );
    expect(request).toEqual({ email: 'a@b.co', password: 'p' });
    expect(urls()).toEqual([]);
  });

  it('sends the answer with its ticket once the proof for the picture is settled', async () => {
    const { result } = renderSignIn();
    act(() => result.current.captcha.load());
    answer(pictureUrl('LOGIN'), picture('t1'));
    await settle();
    expect(result.current.captcha.ticket).toBe('t1');
    let request: unknown;
    void result.current
      .toRequest({ email: 'a@b.co', password: 'p', captcha: 'ab12' })
      .then((made) => (request = made));
    await settle();
    // Still waiting for the proof of work.
    expect(request).toBeUndefined();
    // The server refuses the challenge: no proof, the answer goes without one.
    answer(challengeUrl('LOGIN', 'a@b.co'), refused());
    await settle();
    expect(request).toEqual({ email: 'a@b.co', password: 'p', token: 't1', captcha: 'ab12' });
    expect(urls()).toEqual([challengeUrl('LOGIN', 'a@b.co'), pictureUrl('LOGIN')]);
  });
});
