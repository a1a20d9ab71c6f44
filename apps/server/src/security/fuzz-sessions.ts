import { SERVICE_KEY_HEADER, STAFF_TOKEN_HEADER, TEACHER_TOKEN_HEADER } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { serviceKey } from '../test/classes.js';
import { staffSession, teacherSession } from '../test/sessions-for-tests.js';
import { garbageToken, type Credential } from './fuzz-requests.js';

/**
 * The fuzz's sessions, one per credential, made on first use. The fuzz itself ends them
 * (logout, a suspended teacher, a disabled staff member, a revoked key): a session that meets
 * a 401 is dropped and the next request of its kind gets a fresh one.
 */
export function fuzzSessions(app: FastifyInstance) {
  const made = new Map<Credential, Record<string, string>>();
  let garbage = 0;

  async function make(credential: Credential): Promise<Record<string, string>> {
    if (credential === 'none') return {};
    if (credential === 'teacher')
      return { [TEACHER_TOKEN_HEADER]: (await teacherSession(app)).token };
    if (credential === 'service') return { [SERVICE_KEY_HEADER]: await serviceKey(app) };
    if (credential === 'garbage') return { [STAFF_TOKEN_HEADER]: garbageToken(0) };
    return { [STAFF_TOKEN_HEADER]: await staffSession(app, [credential]) };
  }

  return {
    async headersFor(credential: Credential): Promise<Record<string, string>> {
      if (credential === 'garbage') {
        garbage += 1;
        const header =
          [TEACHER_TOKEN_HEADER, STAFF_TOKEN_HEADER, SERVICE_KEY_HEADER][garbage % 3] ??
          STAFF_TOKEN_HEADER;
        return { [header]: garbageToken(garbage) };
      }
      const known = made.get(credential);
      if (known) return known;
      const headers = await make(credential);
      made.set(credential, headers);
      return headers;
    },
    /** After an answer: a 401 to a real session means the session is gone. */
    answered(credential: Credential, status: number) {
      if (status === 401 && credential !== 'garbage') made.delete(credential);
    },
    /** Every session anew (the runner does this now and then: a suspended teacher stays 403). */
    renewAll() {
      made.clear();
    },
  };
}
