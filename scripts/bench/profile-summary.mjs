#!/usr/bin/env node
/**
 * Reads a V8 CPU profile (`npm run bench -- --calls NAME --cpu-prof DIR` writes one per server)
 * and prints where the time went: self time by package (or our own source file), the time
 * under each (it and what it calls), then the heaviest functions. Start-up (module loading) is left out: time before the first sample
 * that runs an HTTP parser is not counted.
 *
 *   node scripts/bench/profile-summary.mjs DIR/CPU.*.cpuprofile [--top 30]
 */
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/bench/profile-summary.mjs PROFILE.cpuprofile [--top N]');
  process.exit(1);
}
const topIndex = rest.indexOf('--top');
const top = topIndex >= 0 ? Number(rest[topIndex + 1]) : 30;

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

/** Where a function lives: a package name, our own folder, node's internals, or V8's. */
function placeOf(frame) {
  const url = frame.url ?? '';
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const inModules = url.split('/node_modules/').at(-1);
  if (inModules !== url) {
    const parts = inModules.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const ours = url.match(/apps\/server\/(?:dist|src)\/(.*)$/);
  return ours ? `portal:${ours[1]}` : url;
}

// Self time per node from the samples and their time deltas, from the first request on.
const selfMicros = new Map();
let counting = false;
let total = 0;
profile.samples.forEach((id, i) => {
  const node = nodes.get(id);
  if (!counting) {
    if (/HTTPParser|parserOnHeadersComplete|onParserExecute/.test(node.callFrame.functionName))
      counting = true;
    else return;
  }
  const delta = profile.timeDeltas[i] ?? 0;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  total += delta;
});
if (!total) {
  console.error('No request was served in this profile.');
  process.exit(1);
}

const byPlace = new Map();
const byFunction = new Map();
// Inclusive: a sample counts once for every place on its stack (a plugin and all it calls).
const underPlace = new Map();
for (const [id, micros] of selfMicros) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parents.get(at))
    seen.add(placeOf(nodes.get(at).callFrame));
  for (const place of seen) underPlace.set(place, (underPlace.get(place) ?? 0) + micros);
  const frame = nodes.get(id).callFrame;
  const place = placeOf(frame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  const name = `${frame.functionName || '(anonymous)'}  ${place}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}

const share = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)}%`;
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${share(micros)}  ${name}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s of samples after the first request`);
print('Self time by place', byPlace);
print('Time under each place (it and what it calls)', underPlace);
print('Self time by function', byFunction);
