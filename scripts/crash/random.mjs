/**
 * The harness's one source of chance: a seeded generator (mulberry32), so a run's kill times,
 * its choice of calls and their order of sending come back with the same seed. (The servers'
 * timing still varies: the same seed makes the same plan, not the same interleaving.)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    /** A key of `weights` ({ name: weight }), with chances in proportion. */
    weighted(weights) {
      const total = Object.values(weights).reduce((sum, w) => sum + w, 0);
      let left = next() * total;
      for (const [name, weight] of Object.entries(weights)) {
        left -= weight;
        if (left < 0) return name;
      }
      return Object.keys(weights)[0];
    },
  };
}

/** A fresh seed when none is given (printed, so a failing run can be repeated). */
export const randomSeed = () => Math.floor(Math.random() * 2 ** 31);
