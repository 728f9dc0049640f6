/** Integration tests start an app on a real database: give each test a minute on a busy 2-core machine (the project-level testTimeout is
 * not applied by jest). */
jest.setTimeout(60_000);
