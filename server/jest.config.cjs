/** Server tests: unit (colocated *.test.ts) and integration (test/**, real database: embedded or DB_URL). */
const transform = {
  '^.+\\.(ts|js|mjs)$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// jose 6 ships ESM only; Node 20.19+ requires it natively, jest needs it compiled.
const transformIgnorePatterns = ['/node_modules/(?!jose/)'];

module.exports = {
  // Jest's default is one worker fewer than the cores: one worker on the 2-core CI machine, where the
  // parent only collects results. Every integration file starts its own app on its own database (a temp
  // DATA_DIR, or a database of its own on DB_URL), so files can run side by side.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts'],
      setupFiles: ['reflect-metadata', '<rootDir>/src/app/messages.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.int.test.ts', '**/*.contract.test.ts'],
      setupFiles: ['reflect-metadata', '<rootDir>/src/app/messages.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/integration-timeout.setup.ts'],
      // One migrated and seeded database per run that every test app starts as a copy of.
      globalSetup: '<rootDir>/test/integration-template.setup.ts',
      globalTeardown: '<rootDir>/test/integration-template.teardown.ts',
    },
  ],
};
