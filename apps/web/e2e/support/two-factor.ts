/// <reference types="node" />
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for the key, `offsetSeconds` from now. */
export function appCode(key: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

/**
 * On /ops/two-factor: sets the second factor up as a person would, reading the key shown
 * beside the QR code into the "app". Answers the key and the recovery codes shown once.
 */
export async function setUpTwoFactor(page: Page): Promise<{ key: string; codes: string[] }> {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('totp-key').textContent()) ?? '';
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(appCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  return { key, codes };
}
