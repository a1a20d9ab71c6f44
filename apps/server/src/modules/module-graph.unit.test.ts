import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, folderGraph } from '../../../../scripts/lib/import-graph.mjs';

/*
 * Server modules import each other without a cycle (issue 35): a module that others build on
 * (classes under leave, fixed and class-admin) reaches what they do at its turns through hooks
 * wired in services.ts, never by importing them. Type-only imports count: they tie the
 * modules' code together as much as values do.
 */
const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));

describe('server modules', () => {
  it('import each other without a cycle', () => {
    const graph = folderGraph(MODULES_DIR);
    // The graph is read for real: leave builds on classes, pay on contract.
    expect(graph.get('leave')?.has('classes')).toBe(true);
    expect(graph.get('pay')?.has('contract')).toBe(true);
    expect(findCycle(graph)).toBeNull();
  });
});
