import type { Page } from '@playwright/test';
import { BANNER_CALLS } from '@portal/contracts';
import { expect, expectNoSeriousA11yViolations, newEmail, test, type ServerInfo } from './fixtures';
import { chooseOversizedFile } from './support/oversized-file';
import { picture, setLandingBanners, signInAsStaff } from './support/site-content';

// Journey: the operations team manages the landing page's banners in the console (upload
// with the catalogue's picture messages, ON/OFF, order, replace, delete) and /home follows.
const SPRING = 'Spring hiring: teach from home';
const SUMMER = 'Summer courses for new teachers';

const bannerList = (page: Page) => page.getByRole('list', { name: /^Banners in order/ });
const row = (page: Page, title: string) =>
  bannerList(page).getByRole('listitem').filter({ hasText: title });

/** The alt texts of the pictures /home shows, in their order. */
async function homeBanners(page: Page): Promise<string[]> {
  // The list's answer first: before the page has rendered the carousel, no placeholder is
  // there either, and "no placeholder" alone would read an empty page (decision 015).
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === BANNER_CALLS.list.path,
  );
  await page.goto('/v2/home?poster=ops1');
  await listed;
  // The banners' place is kept while they load (data-loading), then they show, or nothing.
  await expect(page.locator('[data-loading="banners"]')).toHaveCount(0);
  return page
    .getByRole('region', { name: 'news and offers' })
    .locator('img')
    .evaluateAll((pictures) => pictures.map((element) => (element as HTMLImageElement).alt));
}

async function addBanner(page: Page, title: string, link: string) {
  const form = page.getByRole('form', { name: 'Add a banner' });
  await form.locator('input[type="file"]').setInputFiles(picture(`${link.slice(1)}.png`));
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Link' }).fill(link);
  // The answer is held back a moment, long enough to see the progress bar.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/ops\/banners$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.continue();
  });
  await form.getByRole('button', { name: 'Upload banner' }).click();
  await expect(form.getByRole('progressbar', { name: /^Uploading… \d+%$/ })).toBeAttached();
  await expect(form.getByText(/^Uploading… \d+%$/)).toBeVisible();
  release();
  await expect(
    page.getByRole('alert').filter({ hasText: `Banner "${title}" added.` }),
  ).toBeVisible();
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await page.unroute(/\/ops\/banners$/);
  await expect(row(page, title)).toContainText('OFF');
}

/** Signs in a new operations member and opens the banner screen. */
async function openBanners(page: Page, server: ServerInfo, postgres: string) {
  const member = { email: newEmail('ops'), name: 'Olga Operations', roles: ['OPERATIONS'] };
  await signInAsStaff(page, server, postgres, member);
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Banners' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  return page.getByRole('form', { name: 'Add a banner' });
}

test('a banner picture is checked before upload, and by the server by its bytes', async ({
  page,
  server,
  postgres,
}) => {
  const form = await openBanners(page, server, postgres);
  const file = form.locator('input[type="file"]');
  await file.setInputFiles(picture('moving.gif', Buffer.from('GIF89a....'), 'image/gif'));
  await expect(form.getByText('Format error. Please upload jpg, jpeg or png file.')).toBeVisible();
  await chooseOversizedFile(file, {
    name: 'huge.png',
    type: 'image/png',
    bytes: 10 * 1024 * 1024 + 1,
  });
  await expect(form.getByText('Upload failed, file size cannot exceed 10MB')).toBeVisible();
  await file.setInputFiles(picture('fake.png', Buffer.from('not a picture at all')));
  await form.getByRole('textbox', { name: 'Title' }).fill('A fake picture');
  await form.getByRole('button', { name: 'Upload banner' }).click();
  await expect(form.getByText('Format error. Please upload jpg, jpeg or png file.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// Three tests rather than one long journey, each from its own starting point set through
// the API: each keeps its own budget (decision 015).
test('operations staff add a banner, and switched ON banners show on /home in order', async ({
  page,
  server,
  postgres,
}) => {
  await openBanners(page, server, postgres);
  await setLandingBanners(page, [{ title: SPRING, link: '/learn', on: false }]);
  await page.reload();
  // A new banner goes below the others, OFF until switched ON.
  await addBanner(page, SUMMER, '/refcenter');
  await expect(bannerList(page).getByRole('listitem')).toHaveText([
    new RegExp(SPRING),
    new RegExp(SUMMER),
  ]);
  await expectNoSeriousA11yViolations(page);
  expect(await homeBanners(page)).toEqual([]);

  // Both ON: the landing page shows them in the console's order.
  await page.goBack();
  for (const title of [SPRING, SUMMER]) {
    // The switch follows the server's answer.
    const shown = page.getByRole('switch', { name: `Show "${title}" to visitors` });
    await shown.click();
    await expect(shown).toBeChecked();
    await expect(row(page, title)).toContainText('ON');
  }
  expect(await homeBanners(page)).toEqual([SPRING, SUMMER]);
});

test('operations staff order banners by keyboard and switch one OFF; /home follows', async ({
  page,
  server,
  postgres,
}) => {
  await openBanners(page, server, postgres);
  await setLandingBanners(page, [
    { title: SPRING, link: '/learn' },
    { title: SUMMER, link: '/refcenter' },
  ]);
  await page.reload();

  // Summer moves up by keyboard; the focus stays with it and the new place is announced.
  const up = page.getByRole('button', { name: `Move "${SUMMER}" up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `"${SUMMER}" is now at position 1 of 2.` }),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: `Move "${SUMMER}" down` })).toBeFocused();
  await expect(bannerList(page).getByRole('listitem').first()).toContainText(SUMMER);
  expect(await homeBanners(page)).toEqual([SUMMER, SPRING]);

  // A click on a banner follows its link through the router, keeping the link's parameters.
  await page.getByRole('region', { name: 'news and offers' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/v2\/refcenter\?poster=ops1$/);

  // Spring OFF: gone from the landing page, its picture too.
  await page.goto('/v2/ops/banners');
  await page.getByRole('switch', { name: `Show "${SPRING}" to visitors` }).click();
  await expect(row(page, SPRING)).toContainText('OFF');
  expect(await homeBanners(page)).toEqual([SUMMER]);
});

test("operations staff replace a banner's picture and delete a banner after confirming", async ({
  page,
  server,
  postgres,
}) => {
  await openBanners(page, server, postgres);
  await setLandingBanners(page, [
    { title: SPRING, link: '/learn', on: false },
    { title: SUMMER, link: '/refcenter' },
  ]);
  await page.reload();

  await row(page, SUMMER).locator('input[type="file"]').setInputFiles(picture('new.png'));
  await expect(
    page.getByRole('alert').filter({ hasText: `The picture of "${SUMMER}" is replaced.` }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Delete "${SPRING}"` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this banner?' });
  await expect(confirm).toContainText(SPRING);
  await confirm.getByRole('button', { name: 'Delete banner' }).click();
  await expect(row(page, SPRING)).toHaveCount(0);
  await expect(bannerList(page).getByRole('listitem')).toHaveCount(1);
  expect(await homeBanners(page)).toEqual([SUMMER]);
});

test('a recruiter has no banner link and no banner screen', async ({ page, server, postgres }) => {
  const member = { email: newEmail('rec'), name: 'Rae Recruiter', roles: ['RECRUITER'] };
  await signInAsStaff(page, server, postgres, member);
  const nav = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Banners' })).toHaveCount(0);
  await page.goto('/v2/ops/banners');
  await expect(page.getByRole('alert')).toContainText('Only the operations team manages banners.');
  await expect(page.getByRole('form', { name: 'Add a banner' })).toHaveCount(0);
});
