import { bankDetailsRecord, type BankDetails, type BankDetailsRecord } from '@portal/contracts';
import { keyIdOf } from '../../lib/data-keys.js';
import { createSealedBox, type SealedBox } from '../../lib/sealed-box.js';

export interface SealedBankDetails {
  sealed: string;
  /** Which key sealed it (lib/data-keys.ts `keyIdOf`). */
  keyId: string;
}

/**
 * Bank details at rest (decision 038): the record as JSON, sealed with AES-256-GCM under
 * BANK_DATA_KEY and bound to its teacher (a row copied to another teacher does not open).
 * Earlier keys (BANK_DATA_KEY_PREVIOUS) only open; `rekey` reseals a row under the current one.
 */
export function createBankVault(keys: { current: Buffer; previous?: readonly Buffer[] }) {
  const boxes = new Map<string, SealedBox>();
  // The current key first: a previous key equal to it names the same box.
  for (const key of [keys.current, ...(keys.previous ?? [])]) {
    const id = keyIdOf(key);
    if (!boxes.has(id)) boxes.set(id, createSealedBox(key));
  }
  const currentKeyId = keyIdOf(keys.current);
  const current = boxes.get(currentKeyId) as SealedBox;
  const contextOf = (userId: number) => `bank-details:${userId}`;

  return {
    currentKeyId,

    seal(userId: number, details: BankDetails | BankDetailsRecord): SealedBankDetails {
      return {
        sealed: current.seal(JSON.stringify(details), contextOf(userId)),
        keyId: currentKeyId,
      };
    },

    /**
     * The details, or undefined when no configured key opens them (the key was dropped too
     * early, or the row was altered or moved): the caller says so without guessing.
     */
    open(userId: number, row: SealedBankDetails): BankDetailsRecord | undefined {
      const plain = boxes.get(row.keyId)?.open(row.sealed, contextOf(userId));
      if (plain === undefined) return undefined;
      try {
        // The record's shape only: a form rule added later must not lock old records away.
        const parsed = bankDetailsRecord.safeParse(JSON.parse(plain));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },

    /** The row sealed again under the current key, or undefined when it cannot be opened. */
    rekey(userId: number, row: SealedBankDetails): SealedBankDetails | undefined {
      const details = this.open(userId, row);
      return details ? this.seal(userId, details) : undefined;
    },
  };
}
export type BankVault = ReturnType<typeof createBankVault>;
