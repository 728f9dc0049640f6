/**
 * Where the run's seeded template is (helpers/seeded-template.ts): a data folder (embedded) or a database
 * name on the DB_URL server. Its own module so jest's globalSetup reads it without loading the app.
 */
export const TEMPLATE_ENV = 'EXAM_TEST_TEMPLATE';
