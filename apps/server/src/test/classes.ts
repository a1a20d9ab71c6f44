import { BEIJING_OFFSET_MS, SERVICE_KEY_HEADER } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashServiceKey, newServiceKey } from '../modules/classes/service-keys.js';
import { asTeacher } from './accounts-client.js';

/** Epoch ms of a Beijing wall-clock time (UTC+8 all year). */
export const beijing = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour, minute) - BEIJING_OFFSET_MS;

/** A teacher's calls: GET with a query, POST with a JSON body. */
export function teacherCalls(app: FastifyInstance, token: string) {
  return {
    get: (url: string, query: Record<string, string | number> = {}) =>
      app.inject({
        url,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: asTeacher(token),
      }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: asTeacher(token), payload }),
  };
}

/** A student-side service key, inserted as ADMIN would make it (only its hash is kept). */
export async function serviceKey(
  app: FastifyInstance,
  scope: 'READ_OPERATE' | 'WRITE_OPERATE' | 'READ_WRITE_OPERATE' = 'READ_WRITE_OPERATE',
  role = 'STUDENT_OPERATOR',
): Promise<string> {
  const { key, prefix } = newServiceKey();
  await app.database.db.execute(
    sql`insert into integration_keys (name, role, scope, key_hash, key_prefix)
      values ('test', ${role}, ${scope}, ${hashServiceKey(key)}, ${prefix})`,
  );
  return key;
}

/** The student side's calls with a key. */
export function studentSide(app: FastifyInstance, key: string) {
  const headers = { [SERVICE_KEY_HEADER]: key };
  return {
    get: (url: string, query: Record<string, string | number> = {}) =>
      app.inject({
        url,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers,
      }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers, payload }),
  };
}

/** Grants a class-type permission as OPERATIONS would. */
export async function grantPermission(app: FastifyInstance, userId: number, permission: string) {
  await app.database.db.execute(
    sql`insert into teacher_class_permissions (user_id, permission) values (${userId}, ${permission})`,
  );
}

/** The answer's data, after checking it succeeded (the body shows when it did not). */
export function dataOf<T = unknown>(res: {
  statusCode: number;
  body: string;
  json(): { data: T };
}): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json().data;
}
