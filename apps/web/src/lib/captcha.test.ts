import {
  ACCOUNT_CALLS,
  CAPTCHA_TICKET_HEADER,
  FIELD_MESSAGES,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  messageFor,
  forgotPasswordRequest,
  signInRequest,
} from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  captchaParts,
  captchaReaction,
  fetchCaptcha,
  readCaptchaTicket,
  requireCaptchaAnswer,
  requiredCaptchaCode,
  withCaptchaParts,
} from './captcha';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readCaptchaTicket', () => {
  it('reads the ticket header, trimmed, and nothing from a blank one', () => {
    expect(readCaptchaTicket(new Headers({ [CAPTCHA_TICKET_HEADER]: ' abc ' }))).toBe('abc');
    expect(readCaptchaTicket(new Headers({ [CAPTCHA_TICKET_HEADER]: '  ' }))).toBeUndefined();
    expect(readCaptchaTicket(new Headers())).toBeUndefined();
  });
});

describe('captchaParts', () => {
  it('names the fields token/captcha for register and sign-in, ticket/code for the reset mail', () => {
    expect(captchaParts('token', 't1', 'ab12')).toEqual({ token: 't1', captcha: 'ab12' });
    expect(captchaParts('ticket', 't1', 'ab12')).toEqual({ ticket: 't1', code: 'ab12' });
  });

  it('sends nothing without both a ticket and an answer', () => {
    expect(captchaParts('token', undefined, 'ab12')).toEqual({});
    expect(captchaParts('ticket', 't1', undefined)).toEqual({});
  });
});

describe('withCaptchaParts', () => {
  it('sends the answer with its ticket under the names the call uses', () => {
    const signIn = { email: 'a@b.co', password: 'secret1', captcha: 'ab12' };
    expect(withCaptchaParts(signIn, 'captcha', 't1')).toEqual({
      email: 'a@b.co',
      password: 'secret1',
      token: 't1',
      captcha: 'ab12',
    });
    const reset = { email: 'a@b.co', code: 'ab12' };
    expect(withCaptchaParts(reset, 'code', 't1')).toEqual({
      email: 'a@b.co',
      ticket: 't1',
      code: 'ab12',
    });
  });

  it('sends the proof of work beside a captcha answer, and never alone', () => {
    const signIn = { email: 'a@b.co', captcha: 'ab12' };
    expect(withCaptchaParts(signIn, 'captcha', 't1', 'proof')).toEqual({
      email: 'a@b.co',
      token: 't1',
      captcha: 'ab12',
      altcha: 'proof',
    });
    expect(withCaptchaParts({ email: 'a@b.co', code: 'ab12' }, 'code', 't1', 'proof')).toEqual({
      email: 'a@b.co',
      ticket: 't1',
      code: 'ab12',
      altcha: 'proof',
    });
    expect(withCaptchaParts({ email: 'a@b.co', captcha: '' }, 'captcha', 't1', 'proof')).toEqual({
      email: 'a@b.co',
    });
  });

  it('drops the answer while no captcha has been asked for', () => {
    expect(withCaptchaParts({ email: 'a@b.co', captcha: undefined }, 'captcha', undefined)).toEqual(
      { email: 'a@b.co' },
    );
    expect(withCaptchaParts({ email: 'a@b.co', code: '' }, 'code', undefined)).toEqual({
      email: 'a@b.co',
    });
  });
});

describe('requireCaptchaAnswer', () => {
  const signIn = signInRequest.pick({ email: true, password: true, captcha: true });
  // The form starts the answer empty, as the sign-in and sign-up forms do.
  const values = { email: 'a@b.co', password: 'secret1', captcha: '' };

  it('makes the empty answer the one failure, with the spec message', () => {
    expect(signIn.safeParse(values).success).toBe(true);
    const required = requireCaptchaAnswer(signIn, 'captcha').safeParse(values);
    expect(required.error?.issues).toMatchObject([
      { path: ['captcha'], message: FIELD_MESSAGES.captchaInvalid },
    ]);
  });

  it('parses an answered form to the same values as the schema', () => {
    const reset = forgotPasswordRequest.pick({ email: true, code: true });
    expect(
      requireCaptchaAnswer(reset, 'code').safeParse({ email: 'a@b.co', code: 'ab12' }).data,
    ).toEqual({ email: 'a@b.co', code: 'ab12' });
  });
});

describe('captchaReaction', () => {
  it('shows the field when the server first asks for a captcha', () => {
    expect(captchaReaction('BIZ_TEACHER_CAPTCHA_REQUIRED', false)).toBe('show');
  });

  it('replaces the picture after any failure while shown: every answer spends its ticket', () => {
    expect(captchaReaction('BIZ_TEACHER_CAPTCHA_ERROR', true)).toBe('refresh');
    expect(captchaReaction('BIZ_TEACHER_LOGIN_ERROR', true)).toBe('refresh');
    expect(captchaReaction('BIZ_TEACHER_CAPTCHA_REQUIRED', true)).toBe('refresh');
  });

  it('leaves a hidden captcha alone on other failures', () => {
    expect(captchaReaction('BIZ_TEACHER_LOGIN_ERROR', false)).toBe('none');
  });
});

describe('requiredCaptchaCode', () => {
  it('needs 4 characters once the field shows, with the spec message', () => {
    expect(requiredCaptchaCode.safeParse(' ab12 ').data).toBe('ab12');
    for (const value of ['', '   ', undefined, 'abc', 'abcde']) {
      const result = requiredCaptchaCode.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FIELD_MESSAGES.captchaInvalid);
    }
  });
});

describe('fetchCaptcha', () => {
  it('returns the picture and the ticket of the header', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response('<svg/>', {
          status: 200,
          headers: { 'content-type': 'image/svg+xml', [CAPTCHA_TICKET_HEADER]: 'tk' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await fetchCaptcha('LOGIN');
    expect(result.ticket).toBe('tk');
    expect(await result.image.text()).toBe('<svg/>');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/t/tn/captcha?scene=LOGIN');
  });

  it('turns an error envelope into an ApiError with its code', async () => {
    const body = JSON.stringify({ code: 'BIZ_TOO_MANY_REQUESTS', msg: 'Slow down', data: null });
    vi.stubGlobal('fetch', async () => new Response(body, { status: 429 }));
    await expect(fetchCaptcha('REGISTER')).rejects.toMatchObject({
      code: 'BIZ_TOO_MANY_REQUESTS',
      message: 'Slow down',
    });
  });

  it('reports a dropped connection as NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await fetchCaptcha('RESET').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});

describe('fetchCaptcha: the request and its other failures', () => {
  it('asks with cookies, no cache and the usual 20 s time limit', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('<svg/>', { status: 200, headers: { [CAPTCHA_TICKET_HEADER]: 'tk' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await fetchCaptcha('REGISTER');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${ACCOUNT_CALLS.captcha.path}?scene=REGISTER`);
    expect(init?.credentials).toBe('include');
    expect(init?.cache).toBe('no-store');
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(init?.signal).toBe(timeout.mock.results[0]?.value);
    timeout.mockRestore();
  });

  it('reports a request that ran out of time as FAIL, with the catalogue message', async () => {
    const cause = new DOMException('signal timed out', 'TimeoutError');
    vi.stubGlobal('fetch', async () => {
      throw cause;
    });
    const failure = await fetchCaptcha('LOGIN').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'FAIL',
      status: 0,
      message: MESSAGES.networkIssueRefresh,
    });
    expect((failure as ApiError).cause).toBe(cause);
  });

  it('reports another DOMException (an abort) as NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(fetchCaptcha('LOGIN')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: MESSAGES.networkError,
    });
  });

  it('refuses a picture without a ticket: it cannot be answered', async () => {
    vi.stubGlobal('fetch', async () => new Response('<svg/>', { status: 200 }));
    await expect(fetchCaptcha('LOGIN')).rejects.toMatchObject({ code: 'DEFAULT', status: 200 });
    const success = JSON.stringify({ code: 'OK', msg: '', data: null });
    vi.stubGlobal('fetch', async () => new Response(success, { status: 200 }));
    const failure = await fetchCaptcha('LOGIN').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'DEFAULT', status: 200, message: MESSAGES.systemError });
  });

  it('reads a failure that carries a ticket as the failure it is', async () => {
    const body = JSON.stringify({ code: 'BIZ_TOO_MANY_REQUESTS', msg: '', data: null });
    vi.stubGlobal(
      'fetch',
      async () => new Response(body, { status: 429, headers: { [CAPTCHA_TICKET_HEADER]: 'tk' } }),
    );
    await expect(fetchCaptcha('LOGIN')).rejects.toMatchObject({
      code: 'BIZ_TOO_MANY_REQUESTS',
      status: 429,
      message: messageFor('BIZ_TOO_MANY_REQUESTS'),
    });
  });

  it('reads a failure that is not JSON by its status', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>gateway</html>', { status: 504 }));
    await expect(fetchCaptcha('LOGIN')).rejects.toMatchObject({
      code: 'BIZ_REQUEST_TIMEOUT',
      status: 504,
    });
  });
});

describe('captchaParts: the proof of work', () => {
  it('goes beside an answer under `altcha`, and never without a ticket and an answer', () => {
    expect(captchaParts('token', 't1', 'ab12', 'proof')).toEqual({
      token: 't1',
      captcha: 'ab12',
      altcha: 'proof',
    });
    expect(captchaParts('token', 't1', 'ab12', '')).toEqual({ token: 't1', captcha: 'ab12' });
    expect(captchaParts('ticket', undefined, 'ab12', 'proof')).toEqual({});
    expect(captchaParts('ticket', 't1', '', 'proof')).toEqual({});
    expect(captchaParts('token', '', 'ab12')).toEqual({});
  });

  it('sends an answer that is not text as no answer', () => {
    expect(withCaptchaParts({ email: 'a@b.co', captcha: 12 }, 'captcha', 't1', 'p')).toEqual({
      email: 'a@b.co',
    });
  });
});

describe('requireCaptchaAnswer: only the answer changes', () => {
  it('keeps the other rules of the schema', () => {
    const signIn = signInRequest.pick({ email: true, password: true, captcha: true });
    const required = requireCaptchaAnswer(signIn, 'captcha');
    const result = required.safeParse({ email: 'nope', password: 'secret1', captcha: 'ab12' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['email']]);
  });
});
