import type { Page } from '@playwright/test';
import { expect, registerAccount, test } from './fixtures';

// Journey: the funnel's side menu. How To PASS opens the video in a new window, Accelerate
// gives the stage's tips, Contact Us takes a message of up to 300 characters ("Submitted";
// a failure reads "Failed").
const menu = (page: Page) => page.getByRole('navigation', { name: 'Application menu' });

test('the side menu: How To PASS, Accelerate and a contact message', async ({ page }) => {
  await registerAccount(page.request);
  const config = (await (await page.request.get('/t/tn/site/config')).json()) as {
    data: { supportEmail: string; links: { howToPassVideo: string } };
  };
  await page.goto('/v2/basic');

  const video = menu(page).getByRole('link', { name: /How To PASS/ });
  await expect(video).toHaveAttribute('href', config.data.links.howToPassVideo);
  await expect(video).toHaveAttribute('target', '_blank');

  await menu(page).getByRole('button', { name: 'Accelerate' }).click();
  const tips = page.getByRole('dialog', { name: 'Accelerate your application' });
  await expect(tips).toContainText('Complete all three parts in one go');
  await tips.getByRole('button', { name: 'OK' }).click();
  await expect(tips).toHaveCount(0);

  await menu(page).getByRole('button', { name: 'Contact Us' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(contact).toContainText(`Your success manager: ${config.data.supportEmail}`);
  const message = contact.getByRole('textbox', { name: 'Your message' });
  await expect(message).toBeFocused();
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(contact.getByText('Required field.')).toBeVisible();

  await message.fill('x'.repeat(320));
  await expect(message).toHaveValue('x'.repeat(300));
  await expect(contact).toContainText('300 / 300 characters');
  await message.fill('When will my resume be reviewed?');
  await expect(contact).toContainText('32 / 300 characters');
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(contact).toHaveCount(0);

  // A failed call reads "Failed" (spec section 8), and the message stays to try again.
  await page.route('**/t/tc/help/save', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'SERVER_ERR', msg: 'system error', data: null }),
    }),
  );
  await menu(page).getByRole('button', { name: 'Contact Us' }).click();
  await contact.getByRole('textbox', { name: 'Your message' }).fill('Hello again');
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await expect(contact.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello again');
});
