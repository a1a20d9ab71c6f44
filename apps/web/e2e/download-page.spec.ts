import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Journey: the teaching client's download offers the visitor's platform first (read from the
// browser), the other one too, and names the latest version from the site config.
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function siteDownloads(request: APIRequestContext) {
  const answer = (await (await request.get('/t/tn/site/config')).json()) as {
    data: { download: { windows: string; mac: string; latestVersion: string } };
  };
  return answer.data.download;
}

test.describe('on Windows', () => {
  test.use({ userAgent: WINDOWS });

  test('offers the Windows client first and the Mac one too', async ({ page, request }) => {
    const download = await siteDownloads(request);
    await page.goto('/v2/download');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 2, name: 'For your Windows computer' }),
    ).toBeVisible();
    await expect(main.getByText(`Latest version: ${download.latestVersion}`)).toBeVisible();
    const links = main.getByRole('link', { name: /^Download for / });
    await expect(links).toHaveText(['Download for Windows', 'Download for Mac']);
    await expect(links.first()).toHaveAttribute('href', download.windows);
    await expect(links.last()).toHaveAttribute('href', download.mac);
    await expect(main.getByText('Teaching from a Mac?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('on a Mac', () => {
  test.use({ userAgent: MAC });

  test('offers the Mac client first and the Windows one too', async ({ page, request }) => {
    const download = await siteDownloads(request);
    await page.goto('/v2/download');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'For your Mac' })).toBeVisible();
    const links = main.getByRole('link', { name: /^Download for / });
    await expect(links).toHaveText(['Download for Mac', 'Download for Windows']);
    await expect(links.first()).toHaveAttribute('href', download.mac);
    await expect(main.getByText('Teaching from a Windows computer?')).toBeVisible();
  });
});

test('elsewhere (Linux here) both are offered alike', async ({ page }) => {
  await page.goto('/v2/download');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Choose your computer' })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Download for / })).toHaveText([
    'Download for Windows',
    'Download for Mac',
  ]);
});
