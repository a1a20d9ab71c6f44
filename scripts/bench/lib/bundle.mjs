import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What the landing page (/v2/home) loads: the entry script of apps/web/dist/index.html with its
 * static imports and stylesheets, plus the lazy chunk of the /home screen (the first of
 * `routeChunks` that the build has, e.g. HomeScreen or HomePage) with its imports and CSS. Read from Vite's manifest
 * (dist/.vite/manifest.json) when the build writes one, else from the files themselves.
 *
 * Sizes are compressed the way the server sends them (@fastify/compress with node:zlib):
 * gzip at zlib's default level, brotli at quality 4; `brotliMax` (quality 11) is what
 * precompressed files would weigh.
 */
export function compressedSizes(buffer) {
  const brotli = (quality) =>
    zlib.brotliCompressSync(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length;
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer).length,
    brotli: brotli(4),
    brotliMax: brotli(11),
  };
}

const kindOf = (file) => (file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : 'other');

/** `/v2/assets/x.js` -> `assets/x.js` when that file exists under distDir. */
function distRelative(distDir, url) {
  const clean = url.split(/[?#]/)[0];
  const segments = clean.replace(/^\/+/, '').split('/');
  for (let i = 0; i < segments.length; i += 1) {
    const candidate = segments.slice(i).join('/');
    if (existsSync(path.join(distDir, candidate))) return candidate;
  }
  throw new Error(`index.html references ${url}, which is not under ${distDir}`);
}

function parseIndexHtml(html) {
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`))?.[1];
  const scripts = [];
  const preloads = [];
  const styles = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type') === 'module') scripts.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') preloads.push(href);
    if (rel === 'stylesheet') styles.push(href);
  }
  return { scripts, preloads, styles };
}

/** Relative static imports of a built chunk (`import{..}from"./x.js"`, `import"./x.js"`). */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+?\.js)["']/g))
    found.add(match[1]);
  return [...found];
}

/** Follows static imports from `starts` (dist-relative files). */
function staticClosure(distDir, starts) {
  const seen = new Set();
  const queue = [...starts];
  for (let guard = 0; queue.length && guard < 10_000; guard += 1) {
    const file = queue.shift();
    if (seen.has(file) || kindOf(file) !== 'js') continue;
    seen.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const spec of staticImports(code)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (existsSync(path.join(distDir, target))) queue.push(target);
    }
  }
  return [...seen];
}

/**
 * The CSS Vite loads with a lazy chunk: the `__vite__mapDeps([...])` list that follows the
 * chunk's dynamic import in the importing file.
 */
function lazyCss(distDir, importers, lazyFile) {
  const base = path.posix.basename(lazyFile);
  const css = new Set();
  for (const importer of importers) {
    const code = readFileSync(path.join(distDir, importer), 'utf8');
    const depsList = code.match(/m\.f\s*=\s*\[([^\]]*)\]/)?.[1];
    if (!depsList || !code.includes(base)) continue;
    const deps = [...depsList.matchAll(/["']([^"']+)["']/g)].map((match) => match[1]);
    // The dynamic import itself (the name also appears in the m.f list above it).
    const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const at = code.search(new RegExp(`import\\(\\s*[\`'"][^\`'"]*${escaped}[\`'"]\\s*\\)`));
    if (at < 0) continue;
    const after = code.slice(at);
    const indices = after.match(/__vite__mapDeps\(\s*\[([\d,\s]*)\]/)?.[1];
    for (const index of indices?.split(',') ?? []) {
      const dep = deps[Number(index)];
      if (dep?.endsWith('.css') && existsSync(path.join(distDir, dep))) css.add(dep);
    }
  }
  return [...css];
}

function fromFiles(distDir, html, routeChunks) {
  const { scripts, preloads, styles } = parseIndexHtml(html);
  if (!scripts.length) throw new Error('index.html has no <script type="module" src=...>');
  const entryJs = staticClosure(
    distDir,
    [...scripts, ...preloads].map((url) => distRelative(distDir, url)),
  );
  const entryCss = styles.map((url) => distRelative(distDir, url));
  const assetsDir = path.join(distDir, 'assets');
  const chunksNamed = (name, extension) =>
    readdirSync(assetsDir)
      .filter((file) => file.endsWith(extension) && file.startsWith(`${name}-`))
      .map((file) => `assets/${file}`);
  const routeChunk = routeChunks.find((name) => chunksNamed(name, '.js').length);
  if (!routeChunk) {
    throw new Error(
      `no chunk named ${routeChunks.map((n) => `${n}-*.js`).join(' or ')} in ${assetsDir}`,
    );
  }
  const lazy = chunksNamed(routeChunk, '.js');
  const lazyJs = staticClosure(distDir, lazy);
  let routeCss = lazy.flatMap((file) => lazyCss(distDir, entryJs, file));
  if (!routeCss.length) routeCss = chunksNamed(routeChunk, '.css');
  return {
    source: 'index.html and the chunks import graph',
    routeChunk,
    entryJs,
    entryCss,
    lazyJs,
    routeCss,
  };
}

function fromManifest(distDir, manifest, routeChunks) {
  const entryKey =
    Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html')) ??
    Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  const closure = (keys) => {
    const seen = new Set();
    const queue = [...keys];
    for (let guard = 0; queue.length && guard < 10_000; guard += 1) {
      const key = queue.shift();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      queue.push(...(manifest[key].imports ?? []));
    }
    return [...seen];
  };
  const entryKeys = closure([entryKey]);
  const dynamicKeys = entryKeys.flatMap((key) => manifest[key].dynamicImports ?? []);
  const named = (name) =>
    dynamicKeys.filter((key) =>
      [key, manifest[key]?.name ?? '', manifest[key]?.file ?? ''].some((s) =>
        path.posix.basename(s).startsWith(name),
      ),
    );
  const routeChunk = routeChunks.find((name) => named(name).length);
  if (!routeChunk) {
    throw new Error(`no lazy chunk named ${routeChunks.join(' or ')} in the Vite manifest`);
  }
  const lazyKeys = named(routeChunk);
  const lazyClosure = closure(lazyKeys);
  const files = (keys) => keys.map((key) => manifest[key].file).filter((f) => kindOf(f) === 'js');
  const cssOf = (keys) => [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
  return {
    source: 'Vite manifest (dist/.vite/manifest.json)',
    routeChunk,
    entryJs: files(entryKeys),
    entryCss: cssOf(entryKeys),
    lazyJs: files(lazyClosure),
    routeCss: cssOf(lazyClosure),
  };
}

/** The JS and CSS URLs apps/web/dist/index.html names itself (what a first visit requests). */
export function indexHtmlAssets(distDir) {
  const { scripts, preloads, styles } = parseIndexHtml(
    readFileSync(path.join(distDir, 'index.html'), 'utf8'),
  );
  return [...scripts, ...preloads, ...styles];
}

/**
 * @param {string} distDir apps/web/dist
 * @param {string[]} routeChunks names the landing route's lazy chunk may have, the first found wins
 */
export function analyzeLanding(distDir, routeChunks) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`);
  const html = readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const graph = existsSync(manifestFile)
    ? fromManifest(distDir, JSON.parse(readFileSync(manifestFile, 'utf8')), routeChunks)
    : fromFiles(distDir, html, routeChunks);
  const { routeChunk } = graph;

  const byFile = new Map();
  const add = (file, group) => {
    if (byFile.has(file)) return;
    byFile.set(file, {
      file,
      kind: kindOf(file),
      group,
      ...compressedSizes(readFileSync(path.join(distDir, file))),
    });
  };
  for (const file of graph.entryJs) add(file, 'first load');
  for (const file of graph.entryCss) add(file, 'first load');
  for (const file of graph.lazyJs) add(file, `${routeChunk} route`);
  for (const file of graph.routeCss) add(file, `${routeChunk} route`);
  const files = [...byFile.values()];
  const sum = (kind) =>
    files
      .filter((file) => file.kind === kind)
      .reduce(
        (total, file) => ({
          raw: total.raw + file.raw,
          gzip: total.gzip + file.gzip,
          brotli: total.brotli + file.brotli,
          brotliMax: total.brotliMax + file.brotliMax,
        }),
        { raw: 0, gzip: 0, brotli: 0, brotliMax: 0 },
      );
  return {
    source: graph.source,
    routeChunk,
    manifest: existsSync(manifestFile),
    files,
    totals: { js: sum('js'), css: sum('css') },
  };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Compares with bench/budget.json (`landing.js.gzipKB`, `landing.css.gzipKB`). */
export function checkBudget(analysis, budget) {
  const limits = budget.landing ?? {};
  const checks = [];
  for (const kind of ['js', 'css']) {
    for (const encoding of ['gzip', 'brotli']) {
      const limit = limits[kind]?.[`${encoding}KB`];
      if (limit === undefined) continue;
      const actual = analysis.totals[kind][encoding];
      checks.push({
        label: `landing ${kind.toUpperCase()} ${encoding}: ${kb(actual)} kB (budget ${limit} kB)`,
        kind,
        encoding,
        actualKB: Number(kb(actual)),
        budgetKB: limit,
        ok: actual <= limit * 1000,
      });
    }
  }
  return checks;
}

/** The per-chunk table and the budget lines, as text. */
export function formatBundle(analysis, checks) {
  const rows = [...analysis.files].sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(20, ...rows.map((row) => row.file.length));
  const line = (a, b, c, ...sizes) =>
    `${a.padEnd(width)}  ${b.padEnd(4)}  ${c.padEnd(16)}${sizes.map((size) => size.padStart(10)).join('')}`;
  const sizes = (row) => [kb(row.raw), kb(row.gzip), kb(row.brotli), kb(row.brotliMax)];
  const out = [
    `Landing bundle (/v2/home), from ${analysis.source}. kB = 1000 bytes; gzip and br as the server sends them (zlib default level, brotli quality 4), br q11 = precompressed`,
    line('file', 'kind', 'loaded by', 'raw kB', 'gzip kB', 'br kB', 'br q11 kB'),
    line('-'.repeat(width), '----', '-'.repeat(16), '------', '-------', '-----', '---------'),
  ];
  for (const row of rows) out.push(line(row.file, row.kind, row.group, ...sizes(row)));
  for (const kind of ['js', 'css']) {
    out.push(line(`total ${kind.toUpperCase()}`, '', '', ...sizes(analysis.totals[kind])));
  }
  for (const check of checks) out.push(`${check.ok ? 'ok  ' : 'OVER'}  ${check.label}`);
  return out.join('\n');
}
