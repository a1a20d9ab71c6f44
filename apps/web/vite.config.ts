import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API prefixes the dev server hands to the Fastify server (contracts' API_PREFIXES).
const API_TARGET = 'http://127.0.0.1:8080';
const proxied = ['/t', '/api', '/ops', '/docs', '/healthz'];

export default defineConfig({
  // The SPA is mounted under /v2 (spec section 2); asset URLs carry the prefix.
  base: '/v2/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server's CSP forbids inline scripts: the module-preload polyfill is one.
    modulePreload: { polyfill: false },
    // Maps for error reports, without the comment that would make browsers fetch them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across deployments of the app code. Narrow tests
        // only: a wide /node_modules/ group would pull libraries that only lazy screens use
        // (dates, dropzone, carousel, forms) into the first load.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|store)|@floating-ui)[\\/]/,
            },
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
