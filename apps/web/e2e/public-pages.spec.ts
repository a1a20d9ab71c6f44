import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Journey: the public pages read well for everyone: landmarks, one h1, headings in order, an
// accessible FAQ, nothing wider than a 360 px phone, and axe finds nothing serious.
const PAGES = [
  { path: '/v2/home', h1: 'You have the magic. We have the students. Earn up to $26/hr.' },
  { path: '/v2/refcenter', h1: 'Passive Income' },
  { path: '/v2/learn', h1: 'Learn More' },
  { path: '/v2/privacy', h1: 'Privacy Policy' },
  { path: '/v2/download', h1: 'Download the teaching client' },
];

test.beforeEach(async ({ page }) => {
  // No animations: axe measures settled colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const { path, h1 } of PAGES) {
  test(`${path}: landmarks, headings in order, axe, 360 px`, async ({ page }) => {
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      // The landing page's forms arrive right after its first paint: check them too.
      if (path === '/v2/home')
        await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toContainText('© 2019');
      const levels = await page
        .locator('h1, h2, h3, h4')
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i += 1)
        expect((levels[i] ?? 0) - (levels[i - 1] ?? 1), `heading ${i}`).toBeLessThanOrEqual(1);
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('the FAQ opens and closes its answers by keyboard', async ({ page }) => {
  await page.goto('/v2/learn');
  const question = page.getByRole('button', { name: 'When do I teach?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  const answer = page.getByRole('region', { name: 'When do I teach?' });
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toContainText('up to five weeks ahead');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test('the landing page has every part of the spec', async ({ page, request }) => {
  const config = (
    (await (await request.get('/t/tn/site/config')).json()) as {
      data: { links: Record<string, string> };
    }
  ).data;
  await page.goto('/v2/home');
  const main = page.getByRole('main');
  for (const heading of [
    'Why teach with us',
    'Who We Are',
    'What We Believe',
    'What We Do',
    'Why Us',
    'Hear it from our teachers',
    'Stay in the loop',
  ])
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  const shop = page.getByRole('complementary', { name: 'Training courses' }).getByRole('link');
  await expect(shop).toHaveAttribute('href', config.links.trainingCourseShop ?? '');
  await expect(shop).toHaveAttribute('target', '_blank');
  await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
  const social = page
    .getByRole('contentinfo')
    .getByRole('link', { name: /\(opens in a new window\)$/ });
  await expect(social).toHaveText(['', '', '', '', '', '']);
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'Twitter', 'Glassdoor']) {
    const link = page.getByRole('link', { name: `${network} (opens in a new window)` });
    await expect(link).toHaveAttribute('href', config.links[network.toLowerCase()] ?? '');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('img', { name: /affiliates/i })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Passive Income',
    'TESOL certification (opens in a new window)',
    'Shop (opens in a new window)',
    'Learn More',
  ]);
  await expect(menu.getByRole('link', { name: /^Shop/ })).toHaveAttribute(
    'href',
    config.links.shop ?? '',
  );
});
