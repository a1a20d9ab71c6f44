import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycle, folderGraph } from '../../../../scripts/lib/import-graph.mjs';

/*
 * Lint keeps a feature to another's public.ts; this keeps the features' imports free of cycles
 * (issue 35): a feature that another one's screens build on must not build on them in turn.
 */
const FEATURES_DIR = path.dirname(new URL(import.meta.url).pathname);

describe('web features', () => {
  it('find a cycle when there is one', () => {
    const graph = new Map([
      ['teacher', new Set(['schedule'])],
      ['schedule', new Set(['demos', 'teacher'])],
      ['demos', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['teacher', 'schedule', 'teacher']);
    graph.get('schedule')?.delete('teacher');
    expect(findCycle(graph)).toBeNull();
  });

  it('import each other without a cycle', () => {
    const graph = folderGraph(FEATURES_DIR);
    // The graph is read for real: the schedule builds on the teacher area.
    expect(graph.get('schedule')?.has('teacher')).toBe(true);
    expect(findCycle(graph)).toBeNull();
  });
});
