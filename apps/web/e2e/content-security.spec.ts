import { expect, openAccountForm, test } from './fixtures';

// The server's CSP allows no inline script and no eval: the app must run without tripping it
// (a violation is an error in every visitor's console, and a report where reports are sent).
test('the landing page and its forms run without a content-security violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  await openAccountForm(page, 'register');
  // An empty submission runs the shared zod schema in the page.
  await page.getByRole('button', { name: 'Teach Now' }).click();
  await expect(page.getByText('Email cannot be empty.')).toBeVisible();
  await openAccountForm(page, 'login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email cannot be empty.')).toBeVisible();

  expect(violations).toEqual([]);
});
