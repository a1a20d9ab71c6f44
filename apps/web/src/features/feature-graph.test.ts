import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Lint keeps a feature to another's public.ts; this keeps the features' imports free of cycles
 * (issue 35): a feature that another one's screens build on must not build on them in turn.
 */
const FEATURES_DIR = path.dirname(new URL(import.meta.url).pathname);
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each feature's imports of other features (static and lazy), from its source files. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map(features.map((feature) => [feature, new Set<string>()]));
  for (const feature of features) {
    for (const file of sourceFiles(path.join(FEATURES_DIR, feature))) {
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        if (!specifier?.startsWith('.')) continue;
        const target = path.relative(FEATURES_DIR, path.resolve(path.dirname(file), specifier));
        const other = target.split(path.sep)[0];
        if (other && other !== feature && graph.has(other)) graph.get(feature)?.add(other);
      }
    }
  }
  return graph;
}

/** A cycle of the graph as the path that closes it, or null. */
export function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

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
    const graph = featureGraph();
    // The graph is read for real: the schedule builds on the teacher area.
    expect(graph.get('schedule')?.has('teacher')).toBe(true);
    expect(findCycle(graph)).toBeNull();
  });
});
