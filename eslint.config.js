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

// ---- Web boundaries ----------------------------------------------------------------------------------
// web/src is layered:  shared/  <  layout/ (public entry: layout/public.ts)  <  features/<area>/  <  app/
//   - shared/ (ui, hooks, utils, session, config, errors, home) imports no feature, no layout, no app.
//   - layout/ (the shell) imports no feature and no app: it gets feature things through app/ composition.
//   - a feature is one folder features/<area>/ (its sub-folders share freely). It imports the shell only
//     from layout/public.ts and never app/ or another feature: what two features share moves to shared/,
//     what one feature offers another (home sections, pages) is composed in app/ (route registry,
//     app/home-sections.ts). A feature has no public entry for other features.
//   - app/ is the composition root and may import everything in web/src.
//   - nothing in web/ imports server code.
// Tests (*.test.ts[x]) and their fixtures (*.mocks.ts) mount real pieces together and may cross the layers
// (only the server rule applies to them).
// Imports are relative, so each rule is written per folder depth: from a file D folders below web/src,
// `../` x D reaches web/src itself.
const webServerRule = {
  paths: [
    { name: '@exam/server', message: 'The web talks to the server only over GraphQL (generated hooks).' },
    // zod/mini has its own tree-shaken copy for the pages before sign-in (web/vite.pre-login-zod.ts); a signed-in form
    // importing it would load a second zod. Those pages disable this line with their reason.
    {
      name: 'zod/mini',
      message: 'Signed-in forms validate with `zod`; zod/mini is for the pages before sign-in only (CONTRIBUTING.md, before sign-in).',
    },
    // One way to call GraphQL from a component: the generated useXQuery / useXMutation hooks (typed variables).
    {
      name: '@apollo/client/react',
      importNames: ['useQuery', 'useMutation', 'useLazyQuery', 'useSuspenseQuery'],
      message: 'Use the generated hook of web/src/generated/graphql.ts (useXQuery / useXMutation, same options), not useQuery(XDocument).',
    },
    // One way to validate a form: a zod schema through zodValidate (web/src/shared/forms/zod-validate.ts).
    {
      name: '@mantine/form',
      importNames: ['schemaResolver'],
      message: 'Validate forms with zodValidate(schema) from web/src/shared/forms/zod-validate.ts, not schemaResolver directly.',
    },
  ],
  patterns: [
    {
      group: ['**/server/**', '@exam/server/*'],
      message: 'The web may not import server code; use the generated GraphQL types in web/src/generated.',
    },
  ],
};
// One way to silence the global error toast: the `handledErrors` context constant (its own file spells the
// field once, with an eslint-disable line).
const handledErrorsRule = {
  selector: "Property[key.name='skipErrorNotification']",
  message: 'Silence the global error toast with `context: handledErrors` (web/src/shared/errors/handled-errors.ts), not a context literal.',
};
// One way to validate a form: useForm({ validate: zodValidate(schema) }); no Mantine rule objects or functions.
const formValidateRule = {
  selector:
    "CallExpression[callee.name='useForm'] > ObjectExpression > Property[key.name='validate']:not([value.callee.name='zodValidate'])",
  message: 'Forms validate with a zod schema: `validate: zodValidate(schema)` (web/src/shared/forms/zod-validate.ts), not Mantine rules.',
};
// One way to fetch a file from this site: web/src/shared/files/authorized-file.ts (token, 401, errors, object URLs).
const fileFetchRule = {
  selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch'][callee.object.name=/^(window|globalThis)$/]",
  message: 'Fetch files through web/src/shared/files/authorized-file.ts (auth headers, 401 and error mapping), not fetch() directly.',
};
// A labelled loader is a status: Mantine's Loader is a <span>, where aria-label alone is prohibited (axe, serious).
const loaderStatusRule = {
  selector: "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
  message: 'A labelled <Loader> needs role="status" (aria-label on a plain span is prohibited; screen readers announce the status).',
};
const webSyntaxRules = [handledErrorsRule, formValidateRule, fileFetchRule, loaderStatusRule];
const webTestFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.mocks.ts', '**/*.mocks.tsx'];
// Deeper than any folder in web/src today (4); a file below this depth would have no layer rule.
const maxWebDepth = 10;

function up(count) {
  return `^(\\.\\./){${count}}`;
}

function webLayerBlock(name, region, patternsAtDepth) {
  const blocks = [];
  for (let depth = 1; depth <= maxWebDepth; depth += 1) {
    const patterns = patternsAtDepth(depth);
    if (patterns.length === 0) {
      continue;
    }
    blocks.push({
      name: `${name}/depth-${depth}`,
      files: [`web/src/${region}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      ignores: webTestFiles,
      rules: {
        'no-restricted-imports': ['error', { paths: webServerRule.paths, patterns: [...webServerRule.patterns, ...patterns] }],
        // no-restricted-imports does not see import(): the same rules for lazy imports.
        'no-restricted-syntax': [
          'error',
          ...webSyntaxRules,
          ...patterns.map(({ regex, message }) => ({
            selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
            message,
          })),
        ],
      },
    });
  }
  return blocks;
}

function webBoundaryBlocks() {
  return [
    {
      name: 'project/boundary-web',
      files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', webServerRule] },
    },
    {
      name: 'project/web-handled-errors',
      files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
      rules: { 'no-restricted-syntax': ['error', ...webSyntaxRules] },
    },
    ...webLayerBlock('project/boundary-web-shared', 'shared', (depth) => [
      {
        regex: `${up(depth)}(features|layout|app)(/|$)`,
        message: 'web/src/shared imports no feature, no layout and no app code: move what both need into shared/, or let app/ pass it in.',
      },
    ]),
    ...webLayerBlock('project/boundary-web-layout', 'layout', (depth) => [
      {
        regex: `${up(depth)}(features|app)(/|$)`,
        message:
          'The shell (web/src/layout) imports no feature and no app code: move shared pieces to shared/, or let app/ compose them ' +
          '(registries).',
      },
    ]),
    ...webLayerBlock('project/boundary-web-features', 'features', (depth) =>
      depth < 2
        ? []
        : [
            {
              regex: `${up(depth - 1)}[^./]`,
              message:
                'A feature (web/src/features/<area>) does not import another feature: move what both need to shared/, or compose ' +
                'them in app/.',
            },
            {
              regex: `${up(depth)}layout/(?!public$)`,
              message: 'Features use the shell only through web/src/layout/public.ts (add the export there if a page needs it).',
            },
            {
              regex: `${up(depth)}app(/|$)`,
              message: 'Features do not import app/ (the composition root imports them): take it from shared/ or have app/ pass it in.',
            },
          ],
    ),
  ];
}

module.exports = defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'web/src/generated/',
    'server/src/rest/generated/',
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
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
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
  // Web layers (DESIGN §8, docs in webBoundaryBlocks above): app/ composes features and the shell; features
  // use the shell only through layout/public.ts; shared/ imports none of them; nothing imports the server.
  ...webBoundaryBlocks(),
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
