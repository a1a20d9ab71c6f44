/// <reference types="node" />
/**
 * Set-ups of the application journeys: files to upload, an applicant who has submitted the
 * form through the API (for the recruiter's side), a recruiter signed in through the API
 * (the staff command makes them, as an operator would), and the form's controls by label.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newEmail, registerAccount, type ServerInfo } from '../fixtures';
import { createStaffMember } from './staff-command';

/** Cookie-authenticated changes carry this header (contracts CSRF_HEADER / CSRF_VALUE). */
export const CSRF = { 'x-requested-with': 'portal-web' };

/** A real 1 x 1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A small PDF (the server reads the first bytes). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** Writes a file into a fresh temporary folder and returns its path. */
export async function tempFile(name: string, bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

/** A PNG of about `megabytes` MB: a real PNG signature, then padding (the server reads bytes). */
export function pngOfSize(megabytes: number): Buffer {
  const bytes = Buffer.alloc(Math.round(megabytes * 1024 * 1024));
  PNG.copy(bytes);
  return bytes;
}

/** POST /api/apply/resource/upload as the signed-in applicant of `request`; the stored link. */
export async function uploadByApi(
  request: APIRequestContext,
  purpose: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ url: string; fileName: string }> {
  const response = await request.post('/api/apply/resource/upload', {
    headers: CSRF,
    multipart: { purpose, uploadFile: file },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { result: { url: string; fileName: string } };
  return body.result;
}

/** POST /t/tc/apply/commit/resume/step as the signed-in applicant of `request`. */
export async function commitStep(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/t/tc/apply/commit/resume/step', {
    headers: CSRF,
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Step 1's fields, valid. */
export const basicInfo = (names = { firstName: 'Grace', lastName: 'Hopper' }) => ({
  commitStep: '1',
  ...names,
  gender: 'FEMALE',
  birthday: '1990/05/01',
  telAreaCode: '+44',
  phoneNum: '2071234567',
  citizenship: 'United Kingdom',
  residency: 'United Kingdom',
});

/** Step 2's required fields, valid, with the given answer to the ESL certificate question. */
export const teachingInfo = (teachingCertificate: string) => ({
  commitStep: '2',
  firstLanguage: 'ENGLISH',
  highestLevel: 'BACHELOR',
  teachingCertificate,
});

/**
 * Registers an applicant and submits all three steps through the API, with a photo, a CV and
 * a diploma. With `page.request` the browser is signed in as that applicant too.
 */
export async function submittedApplicant(
  request: APIRequestContext,
  names = { firstName: 'Grace', lastName: 'Hopper' },
) {
  const account = await registerAccount(request, newEmail('applicant'));
  const photo = await uploadByApi(request, 'PHOTO', {
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const cv = await uploadByApi(request, 'CV', {
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const diploma = await uploadByApi(request, 'EDU_CERTIFICATE', {
    name: 'diploma.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await commitStep(request, basicInfo(names));
  await commitStep(request, {
    commitStep: '2',
    nativeSpeaker: 'YES',
    firstLanguage: 'ENGLISH',
    taughtOnline: 'NO',
    highestLevel: 'MASTER',
    eduCertificateUrl: diploma.url,
    teachingCertificate: 'TEFL,CELTA',
  });
  await commitStep(request, {
    commitStep: '3',
    personPhotoUrl: photo.url,
    personPhotoName: photo.fileName,
    fileCVUrl: cv.url,
    fileCVName: cv.fileName,
    heardMagicEars: 'LinkedIn',
    hasReferralCode: 'NO',
    agree: true,
  });
  return { ...account, ...names };
}

/**
 * A staff member made by the staff command, with their password set and signed in through the
 * API (the console's own sign-in is another journey's subject). `page.request` shares cookies.
 */
export async function signInStaff(
  page: Page | APIRequestContext,
  server: ServerInfo,
  postgres: string,
  roles: string[] = ['RECRUITER'],
): Promise<{ email: string; name: string }> {
  // A page signs its browser in; a bare request context (the `request` fixture) only itself.
  const request = 'request' in page ? page.request : page;
  const member = { email: newEmail('recruiter'), name: 'Rita Recruiter', roles };
  const link = await createStaffMember(
    {
      databaseUrl: postgres,
      publicUrl: server.url,
      dataDir: server.dataDir,
      sessionSecret: server.sessionSecret,
    },
    member,
  );
  const password = 'console-pass-1';
  const set = await request.post('/ops/auth/password', {
    data: {
      staffId: link.searchParams.get('staffId'),
      code: link.searchParams.get('code'),
      newPassword: password,
      repeatPassword: password,
    },
  });
  expect(set.status(), await set.text()).toBe(200);
  const login = await request.post('/ops/auth/login', {
    data: { email: member.email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return member;
}

/** Picks an option of a Mantine select by the field's label (typing first when searchable). */
export async function choose(
  scope: Page | Locator,
  label: string,
  option: string,
  search?: string,
) {
  const page = 'page' in scope ? scope.page() : scope;
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** A radio of one group (several groups have Yes and No). */
export const radio = (scope: Page | Locator, group: string | RegExp, name: string) =>
  scope.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });

/** The step heading of the form ("Step 2 of 3: Teaching Information"). */
export const stepHeading = (page: Page, n: 1 | 2 | 3) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${n} of 3`) });

/**
 * Moves an account to a funnel stage directly in the database, as the later steps' staff
 * screens would (they do not exist yet): e.g. an activated teacher, CONTRACT / Finish.
 */
export async function setStage(databaseUrl: string, email: string, stage: string, status: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      'update users set stage = $1, status = $2 where lower(email) = lower($3)',
      [stage, status, email],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
