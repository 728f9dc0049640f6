import { randomBytes } from 'node:crypto';
import { onDatabaseServer } from '../../helpers/database-server';
import { TEMPLATE_ENV } from '../../helpers/seeded-template-env';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../helpers/test-app';

const SAVE = 'mutation ($input: ReportDefinitionInput!) { saveReportDefinition(input: $input) { id } }';
const RUN = 'query ($id: ID, $params: JSONObject) { runReport(id: $id, params: $params) { rows } }';

/** Read replicas exist only for MySQL/MariaDB (DB_URL); the embedded database has none. */
const onMysql = process.env['DB_URL'] ? describe : describe.skip;

/**
 * DB_READ_URLS: SQL report datasets read from a replica, everything else from the primary. The "replica" here is a copy
 * of the seeded database under an account that may only SELECT, with one difference written into it (as a replica that
 * has not caught up would differ): the report shows the replica's rows, the ordinary reads the primary's, and the
 * replica's account cannot write.
 */
onMysql('read replicas (DB_READ_URLS)', () => {
  let app: TestApp;
  let replica: TestDatabase;
  const reader = `ro_${randomBytes(4).toString('hex')}`;
  const serverUrl = process.env['DB_URL'] as string;

  beforeAll(async () => {
    replica = (await createTestDatabase('exam_replica', process.env[TEMPLATE_ENV])) as TestDatabase;
    await onDatabaseServer(serverUrl, async (connection) => {
      await connection.execute(`update \`${replica.name}\`.blade_dept set dept_name = 'replica copy' where tenant_id = '000000'`);
      await connection.execute(`create user '${reader}'@'%' identified by 'reader-password'`);
      await connection.execute(`grant select on \`${replica.name}\`.* to '${reader}'@'%'`);
    });
    const readUrl = new URL(replica.url);
    readUrl.username = reader;
    readUrl.password = 'reader-password';
    app = await startTestApp({ DB_READ_URLS: readUrl.toString() });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await replica?.drop();
    await onDatabaseServer(serverUrl, (connection) => connection.execute(`drop user if exists '${reader}'@'%'`));
  });

  it('should run SQL datasets on the replica and keep every other read on the primary', async () => {
    const platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const saved = await graphql<{ saveReportDefinition: { id: string } }>(
      app.http,
      SAVE,
      {
        input: {
          code: 'replica-depts',
          name: 'Departments',
          datasetKind: 'SQL',
          sqlText: 'select d.dept_name from blade_dept d where d.tenant_id = :tenantId',
          paramsSchema: { fields: [{ name: 'tenantId', type: 'string', required: true, label: { 'zh-CN': '租户', en: 'Tenant' } }] },
          layout: { columns: [{ key: 'dept_name', label: { 'zh-CN': '部门', en: 'Department' } }] },
        },
      },
      { token: platform, language: 'en' },
    );
    expect(saved.errors).toBeUndefined();
    const run = await graphql<{ runReport: { rows: Array<{ dept_name: string }> } }>(
      app.http,
      RUN,
      { id: saved.data?.saveReportDefinition.id, params: { tenantId: '000000' } },
      { token: platform, language: 'en' },
    );
    expect(run.errors).toBeUndefined();
    const names = run.data?.runReport.rows.map((row) => row.dept_name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['replica copy']));

    // The ORM's reads stay on the primary (the definition just saved is there, not on the replica).
    const em = app.application.orm.em.fork();
    const primaryNames: Array<{ dept_name: string }> = await em
      .getConnection()
      .execute("select dept_name from blade_dept where tenant_id = '000000'");
    expect(primaryNames.some((row) => row.dept_name === 'replica copy')).toBe(false);
    // The replica's account may only read.
    await expect(em.getConnection('read').execute("update blade_dept set dept_name = 'x' where tenant_id = '000000'")).rejects.toThrow(
      /denied/i,
    );
  });
});
