import { STAGE, STATUS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { applicantAt } from '../test/demo-scheduling.js';
import { sendDocuments, submitFiles, uploadDocument } from '../test/documents-flow.js';

interface Context {
  app: () => FastifyInstance;
}

type Applicant = { token: string; userId: number };

const as = (teacher: Applicant) => ({ 'x-user-token': teacher.token });
const result = (res: LightMyRequestResponse) => res.json().result as Record<string, unknown>;

/**
 * The ownership suite's cases for step 4's teacher routes (ownership.test.ts). Two applicants
 * of their own, both collecting documents: the owner has submitted hers, the second teacher
 * has sent nothing and must see none of the owner's, nor take up her files.
 */
export function documentOwnershipCases({ app }: Context) {
  let pair: Promise<{ owner: Applicant; other: Applicant }> | undefined;
  function applicants() {
    pair ??= (async () => {
      const owner = await applicantAt(app(), STAGE.CONTRACT, STATUS.Contract);
      const other = await applicantAt(app(), STAGE.CONTRACT, STATUS.Contract);
      expect((await sendDocuments(app(), owner.token)).statusCode).toBe(200);
      return { owner, other };
    })();
    return pair;
  }

  /** The grant row of the second teacher's last grant names them. */
  async function grantedTo(objectName: string): Promise<number | undefined> {
    const [row] = await queryRows<{ owner: number }>(
      app().database.db,
      sql`select owner_user_id::int as owner from file_grants where id = ${objectName}`,
    );
    return row?.owner;
  }

  async function grantCase(url: string) {
    const { other } = await applicants();
    const res = await app().inject({
      method: 'POST',
      url,
      headers: as(other),
      payload: {
        resourceType: 'PASSPORT',
        operateType: 'WRITE_OPERATE',
        operator: 'TEACHER_OPERATOR',
        fileName: 'id.pdf',
        size: 900,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await grantedTo(res.json().data.objectName as string)).toBe(other.userId);
  }

  return {
    async getContractStatus() {
      const { owner, other } = await applicants();
      const url = '/api/apply/getContractStatus';
      const mine = await app().inject({ method: 'POST', url, headers: as(owner), payload: {} });
      const theirs = await app().inject({ method: 'POST', url, headers: as(other), payload: {} });
      expect(result(mine)).toMatchObject({ teacherApplyStatus: STATUS.PENDING_REVIEW });
      expect(result(theirs)).toMatchObject({
        teacherApplyStatus: STATUS.Contract,
        resourceUploadDTO: { passport: 'UN_SUBMIT', eduCertificate: 'UN_SUBMIT' },
      });
    },

    async getResourceStatus() {
      const { other } = await applicants();
      const res = await app().inject({
        url: '/api/apply/resource/getResourceStatus',
        headers: as(other),
      });
      expect(result(res)).toEqual({
        eduCertificate: 'UN_SUBMIT',
        teacherCertificate: 'UN_SUBMIT',
        passport: 'UN_SUBMIT',
        proofCertificate: 'UN_SUBMIT',
      });
    },

    async getResourceList() {
      const { other } = await applicants();
      const res = await app().inject({
        url: '/api/apply/resource/getResourceList?useTypes=PASSPORT,EDU_CERTIFICATE,TEACHER_CERTIFICATE',
        headers: as(other),
      });
      for (const item of res.json().result as { url: string; fileName: string }[])
        expect(item).toMatchObject({ url: '', fileName: '', status: 'UN_SUBMIT' });
    },

    async submitResourceUrls() {
      // The owner's uploaded, not yet submitted file, named by the second teacher: refused,
      // and still the owner's to submit.
      const { owner, other } = await applicants();
      const ownersFile = await uploadDocument(app(), owner.token, 'PROOF_CERTIFICATE');
      const theirs = [];
      for (const useType of ['TEACHER_CERTIFICATE', 'EDU_CERTIFICATE'] as const)
        theirs.push({ useType, objectName: await uploadDocument(app(), other.token, useType) });
      const res = await submitFiles(app(), other.token, [
        ...theirs,
        { useType: 'PASSPORT', objectName: ownersFile },
      ]);
      expect(res.json().code).toBe('FORBIDDEN');
      const own = await submitFiles(app(), owner.token, [
        { useType: 'PROOF_CERTIFICATE', objectName: ownersFile },
      ]);
      expect(own.statusCode).toBe(200);
    },

    getStsToken: () => grantCase('/t/tc/oss/get/sts/token'),
    grantPrivateObject: () => grantCase('/t/tc/oss/upload/private/object'),
  } satisfies Record<string, () => Promise<void>>;
}
