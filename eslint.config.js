import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature boundaries (issue 9, section 3). A web feature uses another only through its
// `public.ts`, and never imports `app/` (which imports the features). Every folder under
// features/ is one: a new feature is guarded without being listed. A path is judged by where
// it lands, so a feature's own folders may share a name with another feature
// (console/leave/ is the console's, features/leave/ the teacher's): for a file `depth`
// folders below its feature's root, `depth + 1` times `../` reach features/.
const FEATURES = readdirSync(new URL('./apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MAX_DEPTH = 6;
const featureBoundaries = FEATURES.flatMap((feature) => {
  const others = FEATURES.filter((other) => other !== feature).join('|');
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./){${depth + 1}}(?:\\.\\./features/)?(?:${others})/(?!public$)`,
              message: 'Use the other feature through its public.ts, not its internals.',
            },
            {
              regex: `^(?:\\.\\./){${depth + 2}}app/`,
              message:
                'Features do not import app/ (it imports them); take it through lib/ or a context.',
            },
          ],
        },
      ],
    },
  }));
});

// A string that starts like an address of the wire API or of the console's pages.
const API_ADDRESS = String.raw`/^\/(t\/t[nc]|api|ops)\//`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'test-output/**',
      'apps/server/src/db/migrations/**',
      'bench-results/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...featureBoundaries,
  {
    // Calls in one place (decision 030): the web names an address only through the contracts'
    // calls table (or OPS_ROUTES for the console's pages), never as a string of its own.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${API_ADDRESS}], TemplateElement[value.raw=${API_ADDRESS}]`,
          message: 'Take the address from the contracts’ calls table (decision 030).',
        },
      ],
    },
  },
  {
    // Only repositories touch the database; services and routes go through them. A rule that
    // several repositories state in SQL is written once in a `*.sql.ts` file beside them.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.sql.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm|/db/(?:schema|database|raw-query)',
              allowTypeImports: true,
              message: 'Only *.repository.ts files query the database.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API suite's test files share their worker's modules (isolate: false, decision 049):
    // nothing that changes a module or the process for the files that follow.
    files: ['apps/server/src/**/*.test.ts'],
    ignores: ['**/*.unit.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'stubGlobal', 'stubEnv', 'resetModules'].map(
          (property) => ({
            object: 'vi',
            property,
            message:
              'API test files share their modules (decision 049): give the app what it needs through createTestApp, or write a unit test.',
          }),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            'API test files share their process (decision 049): pass settings through createTestApp({ env }).',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      '**/*.config.{js,ts,cjs,mjs}',
      'apps/*/build.mjs',
      'apps/*/scripts/**',
      'apps/web/e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
