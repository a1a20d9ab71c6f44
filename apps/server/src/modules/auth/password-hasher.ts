import argon2 from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown e-mail answers no faster. */
  verifyNothing(password: string): Promise<void>;
}

/** argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane (configurable upwards). */
export function createPasswordHasher(options: {
  memoryKib: number;
  iterations: number;
}): PasswordHasher {
  const params = {
    type: argon2.argon2id,
    memoryCost: options.memoryKib,
    timeCost: options.iterations,
    parallelism: 1,
  } as const;
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, params),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    verifyNothing: async (password) => {
      dummyHash ??= argon2.hash('not-a-real-password', params);
      await argon2.verify(await dummyHash, password).catch(() => false);
    },
  };
}
