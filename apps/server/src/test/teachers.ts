import { ACTIVATED_PLACE } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/raw-query.js';
import { newEmail } from './accounts-client.js';
import { applicantAt } from './demo-scheduling.js';

/** The application's basic information an activated teacher's profile starts from. */
export const RESUME_BASIC_INFO = {
  firstName: 'Ann',
  lastName: 'Lee',
  gender: 'FEMALE',
  birthday: '1990/04/12',
  telAreaCode: '+1',
  phoneNum: '5551234567',
  citizenship: 'United States',
  residency: 'United States',
  state: 'NY',
};

export interface TestTeacher {
  token: string;
  userId: number;
  email: string;
}

/** A staff row to sign contracts for (contracts.created_by), made once per app. */
async function contractAuthor(app: FastifyInstance): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app.database.db,
    sql`insert into staff (email, name, roles, status) values (${newEmail()}, 'Contract Author',
      array['RECRUITER'], 'ACTIVE') returning id::int as id`,
  );
  if (!row) throw new Error('no staff row');
  return row.id;
}

/**
 * An activated teacher (Finish) as step 5 leaves one: the teacher row, the application's
 * basic information, the ESL certificate passed (opening times needs it, decision 075), and a
 * signed contract when its dates are given (YYYY-MM-DD). Activation itself is tested where it
 * is made; here it is the premise.
 */
export async function activatedTeacher(
  app: FastifyInstance,
  options: {
    contract?: { effectiveOn: string; expiresOn: string };
    resume?: Record<string, string>;
    timeZone?: string;
  } = {},
): Promise<TestTeacher> {
  const session = await applicantAt(app, ACTIVATED_PLACE.stage, ACTIVATED_PLACE.status);
  const db = app.database.db;
  const resume = options.resume ?? RESUME_BASIC_INFO;
  await db.execute(
    sql`insert into resumes (user_id, commit_step, first_name, last_name, fields, submitted_at)
      values (${session.userId}, 3, ${resume.firstName ?? null}, ${resume.lastName ?? null},
        ${JSON.stringify(resume)}::jsonb, now())`,
  );
  await db.execute(
    sql`insert into teachers (user_id, time_zone) values (${session.userId}, ${options.timeZone ?? null})`,
  );
  await db.execute(
    sql`insert into applicant_documents (user_id, use_type, status, storage_key, file_name,
        content_type, size, submitted_at, reviewed_at)
      values (${session.userId}, 'TEACHER_CERTIFICATE', 'PASS', 'uploads/certificate.pdf',
        'certificate.pdf', 'application/pdf', 1024, now(), now())`,
  );
  if (options.contract) await signedContract(app, session.userId, options.contract);
  const [user] = await queryRows<{ email: string }>(
    db,
    sql`select email from users where id = ${session.userId}`,
  );
  return { ...session, email: user?.email ?? '' };
}

/**
 * A signed contract of the teacher's (the next version), dates YYYY-MM-DD: $10 a class and one
 * carrot a peak class unless given; `renews` names the contract it renews. Answers its id.
 */
export async function signedContract(
  app: FastifyInstance,
  userId: number,
  terms: {
    effectiveOn: string;
    expiresOn: string;
    payPerClassCents?: number;
    basicIncreaseCents?: number;
    peakCarrots?: number;
    contractType?: 'STANDARD' | 'SECONDARY_POSITION';
    renews?: number;
  },
): Promise<number> {
  const author = await contractAuthor(app);
  const [row] = await queryRows<{ id: number }>(
    app.database.db,
    sql`insert into contracts (user_id, version, status, contract_type, pay_per_class_cents,
        basic_increase_cents, peak_carrots, effective_on, expires_on, created_by,
        unsigned_storage_key, unsigned_sha256, signed_name, signed_at, signed_storage_key,
        renews_contract_id)
      values (${userId},
        (select coalesce(max(version), 0) + 1 from contracts where user_id = ${userId}),
        'SIGNED', ${terms.contractType ?? 'STANDARD'}, ${terms.payPerClassCents ?? 1000},
        ${terms.basicIncreaseCents ?? 0}, ${terms.peakCarrots ?? 1}, ${terms.effectiveOn},
        ${terms.expiresOn}, ${author}, 'contracts/unsigned.pdf', ${'0'.repeat(64)}, 'Ann Lee', now(),
        'contracts/signed.pdf', ${terms.renews ?? null})
      returning id::int as id`,
  );
  if (!row) throw new Error('contract not written');
  return row.id;
}
