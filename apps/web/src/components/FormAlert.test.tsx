// @vitest-environment happy-dom
import { MESSAGES } from '@portal/contracts';
import { act, cleanup, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { useFormAlert } from '../lib/use-form-alert';
import { renderUi } from '../test/render';
import { FormAlert } from './FormAlert';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wrongPassword = () =>
  new ApiError({
    code: 'BIZ_TEACHER_LOGIN_ERROR',
    status: 400,
    message: MESSAGES.mailboxOrPassword,
  });

/** Each submit waits for the test to answer it, as a request would. */
let answers: ((outcome: unknown) => void)[] = [];

/** A real form: react-hook-form, real inputs, the shared alert; its submit fails on request. */
function SignIn() {
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const alert = useFormAlert(form);
  const submit = form.handleSubmit(async () => {
    const outcome = await new Promise((settle) => answers.push(settle));
    if (outcome !== 'ok') alert.show(outcome);
  });
  return (
    <form aria-label="Sign in" onSubmit={submit} noValidate>
      <input aria-label="Email" {...form.register('email')} />
      <input aria-label="Password" type="password" {...form.register('password')} />
      <FormAlert message={alert.message} />
      <button type="submit">Sign In</button>
      {/* What the form's own code may do: fill a value, drop the message. */}
      <button type="button" onClick={() => form.setValue('email', 'a@b.co')}>
        Fill
      </button>
      <button type="button" onClick={alert.clear}>
        Dismiss
      </button>
    </form>
  );
}

function setUp() {
  answers = [];
  renderUi(<SignIn />);
  const form = screen.getByRole('form', { name: 'Sign in' });
  return {
    form,
    alert: () => within(form).queryByRole('alert'),
    submit: () => act(async () => fireEvent.submit(form)),
    answer: (outcome: unknown) => act(async () => answers.shift()?.(outcome)),
    click: (name: string) => act(() => fireEvent.click(within(form).getByRole('button', { name }))),
    type: (name: string, value: string) =>
      act(() => fireEvent.input(within(form).getByLabelText(name), { target: { value } })),
  };
}

describe('FormAlert with useFormAlert', () => {
  it('shows nothing until a submit fails, then the catalogue’s sentence inside the form', async () => {
    const page = setUp();
    expect(page.alert()).toBeNull();
    await page.submit();
    expect(page.alert()).toBeNull();
    await page.answer(wrongPassword());
    expect(page.alert()?.textContent).toBe(MESSAGES.mailboxOrPassword);
  });

  it('stays however long the user reads it: no timer takes it away', async () => {
    vi.useFakeTimers();
    const page = setUp();
    await page.submit();
    await page.answer(wrongPassword());
    act(() => vi.advanceTimersByTime(60_000));
    expect(vi.getTimerCount()).toBe(0);
    expect(page.alert()?.textContent).toBe(MESSAGES.mailboxOrPassword);
  });

  it('goes when the user changes a field', async () => {
    const page = setUp();
    await page.submit();
    await page.answer(wrongPassword());
    page.type('Password', 'x');
    expect(page.alert()).toBeNull();
  });

  it('stays when the form itself changes a value (a new captcha, a reset answer)', async () => {
    const page = setUp();
    await page.submit();
    await page.answer(wrongPassword());
    page.click('Fill');
    expect(within(page.form).getByLabelText<HTMLInputElement>('Email').value).toBe('a@b.co');
    expect(page.alert()?.textContent).toBe(MESSAGES.mailboxOrPassword);
  });

  it('goes while the form is submitted again, and comes back if that fails too', async () => {
    const page = setUp();
    await page.submit();
    await page.answer(wrongPassword());
    await page.submit();
    expect(page.alert()).toBeNull();
    await page.answer(wrongPassword());
    expect(page.alert()?.textContent).toBe(MESSAGES.mailboxOrPassword);
    await page.submit();
    await page.answer('ok');
    expect(page.alert()).toBeNull();
  });

  it('says a plain string as given and anything else as the system error', async () => {
    const page = setUp();
    await page.submit();
    await page.answer('Try later');
    expect(page.alert()?.textContent).toBe('Try later');
    await page.submit();
    await page.answer(new TypeError('x is undefined'));
    expect(page.alert()?.textContent).toBe(MESSAGES.systemError);
  });

  it('can be cleared by the caller', async () => {
    const page = setUp();
    await page.submit();
    await page.answer(wrongPassword());
    page.click('Dismiss');
    expect(page.alert()).toBeNull();
  });
});

describe('useFormAlert without a form', () => {
  it('shows and clears only when told, with the same functions from render to render', () => {
    const { result, rerender } = renderHook(() => useFormAlert());
    const { show, clear } = result.current;
    expect(result.current.message).toBeNull();
    act(() => result.current.show(wrongPassword()));
    expect(result.current.message).toBe(MESSAGES.mailboxOrPassword);
    rerender();
    expect(result.current.message).toBe(MESSAGES.mailboxOrPassword);
    expect(result.current.show).toBe(show);
    expect(result.current.clear).toBe(clear);
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });
});
