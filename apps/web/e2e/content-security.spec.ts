import { expect, openAccountForm, test } from './fixtures';
import { watchCspViolations } from './support/csp-violations';

// The server's CSP allows no inline script and no eval: the app must run without tripping it
// (a violation is an error in every visitor's console, and a report where reports are sent).
test('the landing page and its forms run without a content-security violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);

  await openAccountForm(page, 'register');
  // An empty submission runs the shared zod schema in the page.
  await page.getByRole('button', { name: 'Teach Now' }).click();
  await expect(page.getByText('Email cannot be empty.')).toBeVisible();
  await openAccountForm(page, 'login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email cannot be empty.')).toBeVisible();

  expect(violations).toEqual([]);
});
