import type { Page, Response } from '@playwright/test';
import {
  expect,
  openAccountForm,
  registerAccount,
  test,
  emailField,
  passwordField,
} from './fixtures';
import { watchCspViolations } from './support/csp-violations';
import { captchaAnswer } from './support/database';

// Journey: after 5 failed sign-ins the server demands a captcha and a proof of work; a solved
// captcha lets the user in. The answer is read from PostgreSQL, as a person would read it off
// the picture; the proof of work is the browser's own, solved by the ALTCHA widget.
const isCaptcha = (response: Response) => response.url().includes('/t/tn/captcha?scene=LOGIN');

async function nextTicket(page: Page, action: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse(isCaptcha), action()]);
  const ticket = response.headers()['x-captcha-token'];
  expect(ticket, 'the x-captcha-token header').toBeTruthy();
  return ticket ?? '';
}

test('a captcha is demanded after 5 failed sign-ins and accepted when solved', async ({
  page,
  request,
  postgres,
}) => {
  const { email, password } = await registerAccount(request);
  // The proof-of-work widget runs its worker under the page's strict CSP (decision 028).
  const violations = await watchCspViolations(page);
  await openAccountForm(page, 'login');
  await emailField(page).fill(email);
  const passwordInput = passwordField(page);
  const submit = page.getByRole('button', { name: 'Sign In' });
  const captchaField = page.getByLabel('Verification code');

  const isSignIn = (response: Response) => response.url().includes('/t/tn/user/foreign/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await passwordInput.fill(`wrong-${attempt}xx`);
    const [answer] = await Promise.all([page.waitForResponse(isSignIn), submit.click()]);
    expect((await answer.json()).code).toBe('BIZ_TEACHER_LOGIN_ERROR');
    // The previous attempt's toast may still show beside this one's (they close on a timer).
    await expect(
      page.getByRole('alert').filter({ hasText: 'Mailbox or password error' }).first(),
    ).toBeVisible();
    await expect(captchaField).toHaveCount(0);
    await expect(submit).toBeEnabled();
  }

  await passwordInput.fill(password);
  let ticket = await nextTicket(page, () => submit.click());
  await expect(captchaField).toBeVisible();
  await expect(captchaField).toBeFocused();
  const picture = page.getByRole('button', { name: /Verification picture/ });
  await expect(picture.locator('img')).toBeVisible();

  // Empty: the spec's message beside the field, no call.
  await submit.click();
  await expect(page.getByText('invalid captcha.')).toBeVisible();

  // A wrong answer: "Captcha error." and a new picture.
  const wrong = (await captchaAnswer(postgres, ticket)) === 'zzzz' ? 'yyyy' : 'zzzz';
  await captchaField.fill(wrong);
  ticket = await nextTicket(page, () => submit.click());
  await expect(page.getByRole('alert').filter({ hasText: 'Captcha error.' })).toBeVisible();
  await expect(captchaField).toHaveValue('');

  // Selecting the picture gets another one.
  ticket = await nextTicket(page, () => picture.click());
  await expect(submit).toBeEnabled({ timeout: 3_000 });
  await captchaField.fill(await captchaAnswer(postgres, ticket));
  const [signIn] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('/t/tn/user/foreign/login')),
    submit.click(),
  ]);
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  // The browser solved the proof of work beside the picture, out of sight (decision 028).
  const { altcha } = signIn.postDataJSON() as { altcha?: string };
  const proof = JSON.parse(Buffer.from(altcha ?? '', 'base64').toString('utf8'));
  // Bound to the account typed (a hash, not the address) at its level (issue 37).
  expect(proof.challenge.parameters.data).toEqual({
    scene: 'LOGIN',
    account: expect.stringMatching(/^[0-9a-f]{32}$/),
    level: 0,
  });
  expect(JSON.stringify(proof.challenge)).not.toContain(email);
  expect(proof.solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
  expect(violations).toEqual([]);
});
