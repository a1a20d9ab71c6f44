// Bundles the server into dist/server.js. Dependencies stay in node_modules, except the
// workspace contracts package, whose TypeScript source is compiled into the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

rmSync('dist', { recursive: true, force: true });
await build({
  // Both bundles sit at the top of dist/, so paths.ts resolves the same for each.
  entryPoints: {
    server: 'src/server.ts',
    'staff-cli': 'src/cli/staff-cli.ts',
    'backup-cli': 'src/cli/backup-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
console.log('server built: dist/server.js, dist/staff-cli.js, dist/backup-cli.js');
