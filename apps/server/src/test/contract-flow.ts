import {
  contractSignatureRequest,
  STAGE,
  STATUS,
  type DocumentStatus,
  type DocumentType,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { anyIp, asTeacher } from './accounts-client.js';
import { applicantAt } from './demo-scheduling.js';

/* Step 5 as the console and the applicant's client make it (decision 038). */

export const TERMS = {
  contractType: 'STANDARD',
  payPerClassCents: 1050,
  basicIncreaseCents: 25,
  peakCarrots: 2,
  effectiveOn: '2026/12/01',
  expiresOn: '2027/06/01',
} as const;

const PASSED: Partial<Record<DocumentType, DocumentStatus>> = {
  TEACHER_CERTIFICATE: 'PASS',
  PASSPORT: 'PASS',
  EDU_CERTIFICATE: 'PASS',
};

/**
 * Documents put straight into their rows (their own flow is tested with step 4): each with a
 * storage key string, as a submitted file would have.
 */
export async function setDocuments(
  app: FastifyInstance,
  userId: number,
  statuses: Partial<Record<DocumentType, DocumentStatus>> = PASSED,
) {
  for (const [useType, status] of Object.entries(statuses)) {
    await app.database.db.execute(
      sql`insert into applicant_documents (user_id, use_type, status, storage_key, file_name)
          values (${userId}, ${useType}, ${status}, ${`contracts/test-${useType}-${userId}.pdf`}, 'scan.pdf')
          on conflict (user_id, use_type) do update set status = excluded.status`,
    );
  }
}

/** A resume's name, as the contract prints it. */
export async function setResumeName(
  app: FastifyInstance,
  userId: number,
  first: string,
  last: string,
) {
  await app.database.db.execute(
    sql`insert into resumes (user_id, first_name, last_name) values (${userId}, ${first}, ${last})
        on conflict (user_id) do update set first_name = excluded.first_name, last_name = excluded.last_name`,
  );
}

/** An applicant whose documents all passed, waiting for the offer ("Documents reviewing"). */
export async function reviewedApplicant(app: FastifyInstance) {
  const session = await applicantAt(app, STAGE.CONTRACT, STATUS.PENDING_REVIEW);
  await setDocuments(app, session.userId);
  await setResumeName(app, session.userId, 'Ada', 'Lovelace');
  return { ...session, email: await emailOf(app, session.userId) };
}

export async function emailOf(app: FastifyInstance, userId: number): Promise<string> {
  const [row] = await rowsOf<{ email: string }>(
    app,
    sql`select email from users where id = ${userId}`,
  );
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

const staffCall = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { 'x-auth-token': token },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });

export const consoleFor = (app: FastifyInstance, token: string, userId: number) => ({
  panel: () => staffCall(app, token, 'GET', `/ops/applicants/${userId}/contracts`),
  offer: (terms: object = TERMS) =>
    staffCall(app, token, 'POST', `/ops/applicants/${userId}/contracts`, terms),
  file: (contractId: number) =>
    staffCall(app, token, 'GET', `/ops/applicants/${userId}/contracts/${contractId}/file`),
  consent: () =>
    staffCall(app, token, 'POST', `/ops/applicants/${userId}/background-check/consent`),
  decide: (body: object) =>
    staffCall(app, token, 'POST', `/ops/applicants/${userId}/background-check`, body),
  hold: (body: object) => staffCall(app, token, 'POST', `/ops/applicants/${userId}/hold`, body),
  release: () => staffCall(app, token, 'POST', `/ops/applicants/${userId}/release`),
});

export const applicantFor = (app: FastifyInstance, token: string) => ({
  contract: () => app.inject({ url: '/t/tc/apply/contract', headers: asTeacher(token) }),
  file: (contractId: number) =>
    app.inject({ url: `/t/tc/apply/contract/${contractId}/file`, headers: asTeacher(token) }),
  /** The contract form of submitUrl. */
  sign: (body: object, remoteAddress = anyIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/apply/resource/submitUrl',
      headers: asTeacher(token),
      remoteAddress,
      payload: {
        resourceType: contractSignatureRequest.shape.resourceType.value,
        legalName: 'Ada King Lovelace',
        agree: true,
        ...body,
      },
    }),
});

export function dataOf<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

interface PanelVersion {
  contractId: number;
  version: number;
  status: string;
  unsignedSha256: string;
}

/** The offer made; answers the new version (the panel lists the newest first). */
export async function offered(app: FastifyInstance, staffToken: string, userId: number) {
  const panel = dataOf<{ versions: PanelVersion[] }>(
    await consoleFor(app, staffToken, userId).offer(),
  );
  const [latest] = panel.versions;
  if (!latest) throw new Error('no version offered');
  return latest;
}

/** An applicant who signed version 1 and waits for the background check. */
export async function signedApplicant(app: FastifyInstance, staffToken: string) {
  const session = await reviewedApplicant(app);
  const { contractId } = await offered(app, staffToken, session.userId);
  dataOf(await applicantFor(app, session.token).sign({ contractId }));
  return { ...session, contractId };
}

/** Rows of a table for one user (a count or a few columns). */
export async function rowsOf<T>(app: FastifyInstance, query: ReturnType<typeof sql>) {
  const result = (await app.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
