import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A teacher of the ownership suite: the owner of records, or the second teacher. */
export interface Teacher {
  email: string;
  password: string;
  token: string;
  userId: number;
}

/** What the suite hands its case files: the app, the owner and the second teacher. */
export interface OwnershipContext {
  app: () => FastifyInstance;
  /** The owner, whose records the second teacher must not reach. */
  owner: () => Teacher;
  other: () => Teacher;
}

/** A teacher's session header. */
export const as = (teacher: Teacher) => ({ 'x-user-token': teacher.token });
/** An answer's `data`, loosely typed: cases compare fields. */
export const data = (res: LightMyRequestResponse) => res.json().data as Record<string, unknown>;
