#!/usr/bin/env node
/**
 * The landing page's JavaScript and CSS against bench/budget.json, per chunk, compressed
 * (gzip and brotli with node:zlib, as the server sends them). Reads the built SPA
 * (apps/web/dist: run `npm run build` first). Exits 1 when a total is over its budget or the
 * build cannot be read, 0 otherwise.
 *
 *   node scripts/bench/bundle-budget.mjs [--json]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeLanding, checkBudget, formatBundle } from './lib/bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUDGET_FILE = path.join(root, 'bench', 'budget.json');
export const WEB_DIST = path.join(root, 'apps', 'web', 'dist');

export const ROUTE_REGISTRY = path.join(root, 'apps', 'web', 'src', 'app', 'route-registry.ts');

/**
 * The chunk names the landing route may have: the module its entry in the web route registry
 * imports (`'/home': () => import('./screens/HomeScreen')` gives HomeScreen), then the
 * budget's `routeChunk` (HomePage).
 */
export function routeChunkCandidates(budget) {
  const route = budget.landing?.route ?? '/home';
  const names = [];
  try {
    const source = readFileSync(ROUTE_REGISTRY, 'utf8');
    const quoted = route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const match = source.match(
      new RegExp(`['"]${quoted}['"]\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`),
    );
    if (match) names.push(path.posix.basename(match[1]).replace(/\.[cm]?[jt]sx?$/, ''));
  } catch {
    // No registry: the budget's name alone.
  }
  if (budget.landing?.routeChunk) names.push(budget.landing.routeChunk);
  return [...new Set(names)];
}

/** Reads the budget, measures the build, compares. Throws when either cannot be read. */
export function runBundleBudget() {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const analysis = analyzeLanding(WEB_DIST, routeChunkCandidates(budget));
  const checks = checkBudget(analysis, budget);
  return { analysis, checks, ok: checks.every((check) => check.ok) };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const { analysis, checks, ok } = runBundleBudget();
    if (process.argv.includes('--json')) console.log(JSON.stringify({ analysis, checks, ok }));
    else console.log(formatBundle(analysis, checks));
    if (!ok) console.error('Bundle over budget (bench/budget.json): see OVER above.');
    process.exit(ok ? 0 : 1);
  } catch (error) {
    console.error(`bundle budget: ${error.message}`);
    process.exit(1);
  }
}
