import argon2 from 'argon2';

/** The server's password hashing (apps/server/src/modules/auth/password-hasher.ts, defaults). */
export const ARGON2_PARAMS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password) => argon2.hash(password, ARGON2_PARAMS);

/**
 * The cost of one sign-in's password check on its own: `count` hashes one after the other
 * (ms per hash), then `count` at once (what libuv's thread pool makes of them: hashes/s).
 */
export async function timeArgon2(count = 12) {
  await hashPassword('warm-up-password');
  let started = performance.now();
  for (let i = 0; i < count; i += 1) await hashPassword(`Bench-Pass-${i}`);
  const msPerHash = (performance.now() - started) / count;
  started = performance.now();
  await Promise.all(Array.from({ length: count }, (_, i) => hashPassword(`Bench-Pass-${i}`)));
  const parallelSeconds = (performance.now() - started) / 1000;
  return {
    memoryKib: ARGON2_PARAMS.memoryCost,
    iterations: ARGON2_PARAMS.timeCost,
    parallelism: ARGON2_PARAMS.parallelism,
    count,
    msPerHash,
    parallelHashesPerSecond: count / parallelSeconds,
    threadPool: Number(process.env.UV_THREADPOOL_SIZE) || 4,
  };
}
