import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { applicantFor, offered, reviewedApplicant } from '../test/contract-flow.js';
import { staffSession } from '../test/sessions-for-tests.js';
import type { Teacher } from './ownership-demo-cases.js';

interface Context {
  app: () => FastifyInstance;
  other: () => Teacher;
}

/**
 * The ownership suite's cases for the contract's teacher routes (ownership.test.ts): the
 * second teacher neither sees nor downloads a contract offered to someone else. The contract's
 * owner is an applicant of its own at step 5, so the suite's owner stays where its demo cases
 * need them.
 */
export function contractOwnershipCases({ app, other }: Context) {
  let owner: Promise<{ token: string; contractId: number }> | undefined;
  function contractOwner() {
    owner ??= (async () => {
      const recruiter = await staffSession(app(), ['RECRUITER']);
      const applicant = await reviewedApplicant(app());
      const { contractId } = await offered(app(), recruiter, applicant.userId);
      return { token: applicant.token, contractId };
    })();
    return owner;
  }

  return {
    async getContract() {
      const { token, contractId } = await contractOwner();
      const own = await applicantFor(app(), token).contract();
      expect(own.json().data).toMatchObject({ contractId });
      const theirs = await applicantFor(app(), other().token).contract();
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().data).toBeNull();
    },

    async readContractFile() {
      const { contractId } = await contractOwner();
      const res = await applicantFor(app(), other().token).file(contractId);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(res.headers['content-type']).not.toBe('application/pdf');
    },
  } satisfies Record<string, () => Promise<void>>;
}
