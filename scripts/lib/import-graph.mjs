import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph between the folders of one directory (the web's features, the server's
 * modules), from their source files' relative imports, static and lazy; tests excluded. Two
 * tests keep both graphs free of cycles (issue 35).
 */
export function folderGraph(dir) {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map(folders.map((folder) => [folder, new Set()]));
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(dir, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        if (!specifier?.startsWith('.')) continue;
        const target = path.relative(dir, path.resolve(path.dirname(file), specifier));
        const other = target.split(path.sep)[0];
        if (other && other !== folder && graph.has(other)) graph.get(folder)?.add(other);
      }
    }
  }
  return graph;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A cycle of the graph as the path that closes it, or null. */
export function findCycle(graph) {
  const state = new Map();
  const trail = [];
  const visit = (node) => {
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
