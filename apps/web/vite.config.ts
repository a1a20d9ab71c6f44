import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const BASE = '/v2/';

/**
 * The landing page's route chunk (the /home screen, lazy in the router) and its stylesheet,
 * named in index.html: the browser fetches them beside the entry instead of after it has run,
 * which takes a round trip off the landing page's first paint of its content.
 */
function preloadLandingRoute(chunkName = 'HomeScreen'): Plugin {
  return {
    name: 'portal:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const route = chunks.find((chunk) => chunk.name === chunkName && chunk.isDynamicEntry);
        if (!route) return [];
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: BASE + route.fileName },
            injectTo: 'head',
          },
        ];
        for (const css of route.viteMetadata?.importedCss ?? []) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: BASE + css },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}

// The API prefixes the dev server hands to the Fastify server (contracts' API_PREFIXES).
const API_TARGET = 'http://127.0.0.1:8080';
const proxied = ['/t', '/api', '/ops', '/docs', '/healthz'];

export default defineConfig({
  // The SPA is mounted under /v2 (spec section 2); asset URLs carry the prefix.
  base: BASE,
  plugins: [react(), preloadLandingRoute()],
  resolve: {
    // React 19 has the hook the shim back-fills for older Reacts (lib/react-sync-store.ts).
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/react-sync-store.ts', import.meta.url)),
      },
    ],
  },
  // Each top-level key of a JSON file is its own export (never one JSON.parse string), so a
  // chunk that imports some keys leaves the others out (lib/i18n.ts).
  json: { namedExports: true, stringify: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server's CSP forbids inline scripts: the module-preload polyfill is one.
    modulePreload: {
      polyfill: false,
      // Every preload list of a lazy screen is written into the first load's chunk. The
      // applicant's and the teacher's screens (`*Screen`, `*Layout`: phones, slow links) keep
      // their JS preloaded beside them; the console's and the public pages' lists keep their
      // CSS only (their other chunks load once the page's own has run), which keeps the
      // landing page under its budget (decision 041).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(Screen|Layout)-[\w-]+\.js$/.test(file)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    // Maps for error reports, without the comment that would make browsers fetch them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across deployments of the app code. Narrow tests
        // only: a wide /node_modules/ group would pull libraries that only lazy screens use
        // (dates, dropzone, carousel, forms) into the first load. Mantine is split by the
        // screens that use it (entriesAware): the landing page's forms run a third less of it
        // than the console needs. Everything else the first load needs ('$initial': the
        // entry's static imports) goes into one chunk, which compresses better than the dozen
        // small shared chunks it would otherwise become.
        chunkFileNames: (chunk) =>
          // Split groups are named after every screen that shares them: keep file names short.
          chunk.name.startsWith('mantine~')
            ? 'assets/mantine-[hash].js'
            : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.startsWith('mantine~'))
            ? 'assets/mantine-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            {
              // Select and its kin assign each other's static `classes` when their modules run:
              // split apart by screen, they could run in the wrong order (a chunk cycle).
              name: 'mantine-combobox',
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox|Select|Popover|Autocomplete|MultiSelect|TagsInput|Pill|PillsInput)|@floating-ui)[\\/]/,
              priority: 1.5,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|store)|@floating-ui)[\\/]/,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET }])),
  },
  preview: { port: 4173, strictPort: true },
});
