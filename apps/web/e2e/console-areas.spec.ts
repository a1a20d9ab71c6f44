import { expect, test } from './fixtures';
import { signInStaff } from './support/applicant';

// Journey: a member's console loads only the areas they open (issue 9, section 3). A
// recruiter who reads the applicants downloads no banner code; opening the banners brings it.
// A chunk file is `<name>-<8-character hash>.js`; an area's is named after its entry,
// `features/console/<area>/<area>-screens.ts`.
const chunkOf = (url: string) =>
  /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

test('each console area is a chunk of its own, loaded when the area is opened', async ({
  page,
  server,
  postgres,
}) => {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk) loaded.add(chunk);
  });
  await signInStaff(page, server, postgres, ['RECRUITER', 'OPERATIONS']);
  await page.goto('/v2/ops/applicants');
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  expect([...loaded]).toEqual(expect.arrayContaining(['shell-screens', 'application-screens']));
  expect([...loaded]).not.toContain('banners-screens');
  expect([...loaded]).not.toContain('staff-screens');

  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Banners' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  expect([...loaded]).toContain('banners-screens');
});
