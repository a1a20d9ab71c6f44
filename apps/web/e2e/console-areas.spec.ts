import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signInStaff } from './support/applicant';
import { activatedTeacher } from './support/teaching';

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

// Journey (issue 36, decision 063): the menu is one sidebar column at 1280 px, not a top bar
// that wraps; a teacher's name in the list opens their page, where a note is added and shows
// in the notes and the activity.
test("a teacher's page opens from the list and takes a note; the menu is one column", async ({
  page,
  request,
  server,
  postgres,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const teacher = await activatedTeacher(request, postgres, 'Europe/London');
  await signInStaff(page, server, postgres, ['OPERATIONS']);
  await page.goto('/v2/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Back office menu' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText([
    'Overview',
    'Teachers',
    'Classes',
    'Leave',
    'Schedule settings',
    'Banners',
    'Two-factor sign-in',
  ]);
  // One column: every link starts at the same left edge, each below the one before.
  const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
  for (const [index, box] of boxes.entries()) {
    expect(box?.x).toBe(boxes[0]?.x);
    if (index > 0) expect(box?.y ?? 0).toBeGreaterThan(boxes[index - 1]?.y ?? 0);
  }
  expect((await nav.boundingBox())?.width ?? 0).toBeLessThan(260);

  await nav.getByRole('link', { name: 'Teachers' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(teacher.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: teacher.email });
  await row.getByRole('link', { name: 'Grace Hopper', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Teachers' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Contract' })).toContainText('Signed, running');

  const notes = page.getByRole('region', { name: 'Staff notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('Asked for evening classes.');
  await notes.getByRole('button', { name: 'Add the note' }).click();
  await expect(notes.getByRole('list', { name: 'Staff notes' })).toContainText(
    'Asked for evening classes.',
  );
  await expect(notes.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Added a note');
  await expectNoSeriousA11yViolations(page);
});
