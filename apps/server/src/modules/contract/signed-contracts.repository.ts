import { CONTRACT, type ContractSpan, type ContractType } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { contracts } from '../../db/schema/index.js';

/** A signed contract as the in-force rule and the features that follow it read it. */
export interface SignedContract extends ContractSpan {
  userId: number;
  contractType: ContractType;
  payPerClassCents: number;
  basicIncreaseCents: number;
  peakCarrots: number;
  renewsContractId: number | null;
}

const columns = {
  id: contracts.id,
  userId: contracts.userId,
  version: contracts.version,
  effectiveOn: contracts.effectiveOn,
  expiresOn: contracts.expiresOn,
  contractType: sql<ContractType>`${contracts.contractType}`,
  payPerClassCents: contracts.payPerClassCents,
  basicIncreaseCents: contracts.basicIncreaseCents,
  peakCarrots: contracts.peakCarrots,
  renewsContractId: contracts.renewsContractId,
};

/**
 * A teacher's signed contracts (decision 052): what contracts' `contractInForce` chooses from
 * for the account guard, slot opening, joining a class, pay and the leave periods. Signed
 * contracts never change, so a read is a plain list, oldest first.
 */
export function createSignedContractsRepository(db: Db) {
  const signed = eq(contracts.status, CONTRACT.SIGNED);
  return {
    async of(userId: number): Promise<SignedContract[]> {
      return db
        .select(columns)
        .from(contracts)
        .where(and(eq(contracts.userId, userId), signed))
        .orderBy(asc(contracts.effectiveOn), asc(contracts.version));
    },

    /** Several teachers' at once (pay generation's batches), by teacher. */
    async ofMany(userIds: readonly number[]): Promise<Map<number, SignedContract[]>> {
      const byTeacher = new Map<number, SignedContract[]>();
      if (userIds.length === 0) return byTeacher;
      const rows = await db
        .select(columns)
        .from(contracts)
        .where(and(inArray(contracts.userId, [...userIds]), signed))
        .orderBy(asc(contracts.userId), asc(contracts.effectiveOn), asc(contracts.version));
      for (const row of rows) {
        const list = byTeacher.get(row.userId) ?? [];
        list.push(row);
        byTeacher.set(row.userId, list);
      }
      return byTeacher;
    },
  };
}
export type SignedContractsRepository = ReturnType<typeof createSignedContractsRepository>;
