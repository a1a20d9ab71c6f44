import type { Db } from '../db/database.js';
import { demoSeeds } from '../db/schema/index.js';
import { DEMO_SEEDS, type DemoContext, type DemoSeed } from './demo-seeds.js';

/** Loads the demo seeds not loaded yet; returns the ids it loaded. Safe to call at every start. */
export async function loadDemoData(
  db: Db,
  context: DemoContext,
  seeds: readonly DemoSeed[] = DEMO_SEEDS,
): Promise<string[]> {
  const loaded: string[] = [];
  for (const seed of seeds) {
    const applied = await db.transaction(async (tx) => {
      // The insert claims the seed; a second server starting at once skips it.
      const claimed = await tx
        .insert(demoSeeds)
        .values({ id: seed.id })
        .onConflictDoNothing()
        .returning({ id: demoSeeds.id });
      if (claimed.length === 0) return false;
      await seed.run(tx, context);
      return true;
    });
    if (applied) loaded.push(seed.id);
  }
  return loaded;
}

export async function loadedDemoSeeds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: demoSeeds.id }).from(demoSeeds).orderBy(demoSeeds.id);
  return rows.map((row) => row.id);
}
