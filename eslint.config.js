// ESLint flat config (ESLint 10 + typescript-eslint 8). `npm run check:lint` runs `eslint .`.
// Syntax rules only: no type-aware rules (they need the TypeScript program and are too slow on 2 cores).
// CommonJS because the root package.json has no "type": "module".
'use strict';

const { defineConfig, globalIgnores } = require('eslint/config');
const tseslint = require('typescript-eslint');

const tsFiles = [
  'server/src/**/*.ts',
  'server/test/**/*.ts',
  'server/bench/**/*.ts',
  'web/src/**/*.{ts,tsx}',
  'web/test/**/*.{ts,tsx}',
  'tests/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.ts',
];

// Places where console output and process.env are fine: tests, scripts, benchmarks.
const testsAndTools = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'server/test/**',
  'server/bench/**',
  'server/src/scripts/**',
  'web/test/**',
  'tests/**',
  'scripts/**',
  'bench/**',
];

const processEnvOnlyInConfig = {
  object: 'process',
  property: 'env',
  message: 'Only server/src/config/env.ts reads process.env: add the setting there (validated) and pass the config along.',
};

module.exports = defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'web/src/generated/',
    'server/src/migrations/',
    'tmp/',
    'artifacts/',
    '**/data/',
    'coverage/',
  ]),

  {
    name: 'project/typescript',
    files: tsFiles,
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      curly: ['error', 'all'],
      'no-restricted-properties': ['error', processEnvOnlyInConfig],
    },
  },

  {
    // type-graphql and MikroORM read emitted decorator metadata: an import used only in a decorated
    // signature is still a runtime value, so consistent-type-imports must not turn it into `import type`.
    name: 'project/server-decorators',
    files: ['server/**/*.ts'],
    languageOptions: {
      parserOptions: { experimentalDecorators: true, emitDecoratorMetadata: true },
    },
  },

  {
    name: 'project/no-console-in-app-code',
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: testsAndTools,
    rules: {
      'no-console': 'error',
    },
  },

  {
    name: 'project/process-env-allowed',
    files: ['server/src/config/env.ts', ...testsAndTools],
    rules: {
      'no-restricted-properties': 'off',
    },
  },

  // Boundaries. A later block replaces an earlier block's no-restricted-imports options for the same
  // file, so each file gets exactly one of these.
  {
    name: 'project/boundary-web',
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@exam/server', message: 'The web talks to the server only over GraphQL (generated hooks).' }],
          patterns: [
            {
              group: ['**/server/**', '@exam/server/*'],
              message: 'The web may not import server code; use the generated GraphQL types in web/src/generated.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'project/boundary-core',
    files: ['server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/rest/**', '**/app/**'],
              message: 'server/src/core is cross-cutting and imports no domain code (DESIGN §3).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'project/boundary-resolvers',
    files: ['**/*.resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mikro-orm/*'],
              message: 'Resolvers stay thin: read args and ctx, call one service method. Data access belongs in the service.',
            },
          ],
        },
      ],
    },
  },
]);
