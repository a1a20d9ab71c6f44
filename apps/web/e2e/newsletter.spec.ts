import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newEmail, test } from './fixtures';
import { isSubscribed } from './support/site-content';

// Journey: a visitor subscribes to the newsletter on /home. The address is checked like every
// e-mail field; success is the "Submitted successfully." toast; a failure opens the mascot's
// dialog with the catalogue's message; the button is blocked while the call is pending.
const form = (page: Page) => page.getByRole('form', { name: 'Newsletter' });

test('subscribes an address, after the same checks as every e-mail field', async ({
  page,
  postgres,
}) => {
  await page.goto('/v2/home');
  const newsletter = form(page);
  const email = newsletter.getByRole('textbox', { name: 'Email' });
  const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  await expect(newsletter.getByText('Email cannot be empty.')).toBeVisible();
  await email.fill('not-an-address');
  await subscribe.click();
  await expect(newsletter.getByText('Email format error.')).toBeVisible();

  const address = newEmail('news');
  await email.fill(`  ${address}  `);
  // Held back a moment: the button cannot be pressed twice.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/t/tn/user/subscribe', async (route) => {
    await held;
    await route.continue();
  });
  await subscribe.click();
  await expect(subscribe).toBeDisabled();
  release();
  const toast = page.getByRole('alert').filter({ hasText: 'Submitted successfully.' });
  await expect(toast).toBeVisible();
  // The toast, over the header's menu, lets clicks through to the page under it; its x takes
  // them (and, hovered, holds the toast open).
  await toast.getByRole('button', { name: 'Close the message' }).hover();
  const box = await toast.boundingBox();
  const onToast = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="alert"]') != null,
    { x: (box?.x ?? 0) + 24, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onToast).toBe(false);
  const thanks = page.getByRole('status').filter({ hasText: 'You are on the list.' });
  await expect(thanks).toBeVisible();
  await expect(thanks.locator('[data-mascot="happy"]')).toBeVisible();
  await expect(email).toHaveValue('');
  expect(await isSubscribed(postgres, address)).toBe(true);
});

test("a failure opens the mascot's dialog with the catalogue's message", async ({ page }) => {
  await page.route('**/t/tn/user/subscribe', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'BIZ_TOO_MANY_REQUESTS', msg: '', data: null }),
    }),
  );
  await page.goto('/v2/home');
  const newsletter = form(page);
  await newsletter.getByRole('textbox', { name: 'Email' }).fill(newEmail('busy'));
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'We could not add you' });
  await expect(dialog).toContainText('Too many attempts, please wait a while and try again.');
  await expect(dialog.locator('[data-mascot="sad"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  // A code the catalogue does not know gives its default.
  await page.unroute('**/t/tn/user/subscribe');
  await page.route('**/t/tn/user/subscribe', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'BIZ_SOMETHING_NEW', msg: '', data: null }),
    }),
  );
  // The repeat is blocked for the 1.5 s of an error (spec section 5).
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog', { name: 'We could not add you' })).toContainText(
    'system error,please try again.',
  );
});
