/** What seals its rows again under the current key after a rotation (decisions 038, 048). */
export interface Rekeying {
  rekeyAll(): Promise<unknown>;
}

/**
 * The hourly maintenance, followed by the key rotations: bank details (BANK_DATA_KEY) and
 * staff two-factor secrets (SESSION_SECRET). Each rekeys what an earlier key still opens.
 */
export function withRekeys<M extends { run(): Promise<void> }>(
  maintenance: M,
  rekeyings: readonly Rekeying[],
): M {
  return {
    ...maintenance,
    async run() {
      await maintenance.run();
      for (const rekeying of rekeyings) await rekeying.rekeyAll();
    },
  };
}
