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
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.int.test.ts', '**/*.contract.test.ts'],
      setupFiles: ['reflect-metadata'],
      setupFilesAfterEnv: ['<rootDir>/test/integration-timeout.setup.ts'],
    },
  ],
};
