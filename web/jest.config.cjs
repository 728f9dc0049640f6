/** Jest for the web: jsdom with Node's fetch (jest-fixed-jsdom) so msw 2 can intercept Apollo's requests. */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(m?[tj]sx?)$': ['@swc/jest', swcOptions] },
  // msw 2 depends on ESM-only packages; let swc transform them.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|set-cookie-parser)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/styleStub.cjs',
    '\\.svg$': '<rootDir>/test/fileStub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // Jest's default is one worker fewer than the cores: one on the 2-core CI machine. Two workers (one per
  // core) nearly halve this tier there; the parent only collects results.
  maxWorkers: '100%',
  testTimeout: 30000,
  clearMocks: true,
  restoreMocks: true,
};
