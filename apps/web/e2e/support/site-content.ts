/// <reference types="node" />
/**
 * Helpers of the public-site journeys: what the server stored (funnel events, newsletter
 * addresses), pictures to upload, and a staff member of the operations team signed in.
 */
import { expect, type Page } from '@playwright/test';
import { BANNER_CALLS, fillPath } from '@portal/contracts';
import pg from 'pg';
import type { ServerInfo } from '../fixtures';
import { createStaffMember } from './staff-command';

async function query<T extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The Visit events whose poster is `poster` (a value only one journey uses). */
export function visitsWithPoster(databaseUrl: string, poster: string) {
  return query<{ properties: Record<string, string> }>(
    databaseUrl,
    `select properties from funnel_events where name = 'Visit' and properties->>'poster' = $1`,
    [poster],
  );
}

export async function isSubscribed(databaseUrl: string, email: string): Promise<boolean> {
  const rows = await query(
    databaseUrl,
    'select 1 from newsletter_subscribers where lower(email) = lower($1)',
    [email],
  );
  return rows.length > 0;
}

/** A 1 x 1 PNG (the server checks pictures by their bytes). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

export const picture = (name: string, buffer: Buffer = PNG, mimeType = 'image/png') => ({
  name,
  mimeType,
  buffer,
});

const STAFF_PASSWORD = 'banner-pass-1';

/** Makes a staff member with `roles` (the operator's command), sets the password, signs in. */
export async function signInAsStaff(
  page: Page,
  server: ServerInfo,
  postgres: string,
  member: { email: string; name: string; roles: string[] },
): Promise<void> {
  const link = await createStaffMember(
    {
      databaseUrl: postgres,
      publicUrl: server.url,
      dataDir: server.dataDir,
      sessionSecret: server.sessionSecret,
    },
    member,
  );
  await page.goto(link.toString());
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('textbox', { name: 'Retype password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByRole('combobox', { name: 'Email' }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** Cookie-authenticated changes carry this header (contracts CSRF_HEADER / CSRF_VALUE). */
const CSRF = { 'x-requested-with': 'portal-web' };

/**
 * The landing page's banners through the console's API, as the signed-in staff member of
 * `page`: every existing one removed first (journeys in a worker share its server), then
 * `banners` added in order, each ON unless said otherwise.
 */
export async function setLandingBanners(
  page: Page,
  banners: { title: string; link: string; on?: boolean }[],
): Promise<number[]> {
  const listed = await page.request.get(BANNER_CALLS.manageList.path, {
    params: { kind: 'TEACHER_RECRUIT' },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  for (const { id } of (await listed.json()).data as { id: number }[]) {
    const removed = await page.request.delete(
      fillPath(BANNER_CALLS.remove.path, { bannerId: id }),
      {
        headers: CSRF,
      },
    );
    expect(removed.status(), await removed.text()).toBe(200);
  }
  const ids: number[] = [];
  for (const { title, link, on = true } of banners) {
    const created = await page.request.post(BANNER_CALLS.create.path, {
      headers: CSRF,
      multipart: {
        kind: 'TEACHER_RECRUIT',
        title,
        redirectUrl: link,
        picture: picture(`${link.slice(1) || 'banner'}.png`),
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()).data as { id: number };
    if (on) {
      const shown = await page.request.post(fillPath(BANNER_CALLS.update.path, { bannerId: id }), {
        headers: CSRF,
        data: { bannerStatus: 'ON' },
      });
      expect(shown.status(), await shown.text()).toBe(200);
    }
    ids.push(id);
  }
  return ids;
}
