import { BUILT_IN_DATASOURCE_ID } from '../../../src/modules/develop/datasource/built-in-datasource';
import { CodeRecord } from '../../../src/modules/develop/code/code.entity';
import { DataModel } from '../../../src/modules/develop/model/model.entity';
import { ModelPrototype } from '../../../src/modules/develop/model/model-prototype.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { SABER_BASIC, graphql, graphqlToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

type Row = Record<string, unknown>;

describe('legacy blade-develop paths', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let tenantAdmin: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    admin = { Authorization: SABER_BASIC, ...(await legacyAuth(app.http, '000000', 'admin', 'admin')) };
    tenantAdmin = { Authorization: SABER_BASIC, ...(await legacyAuth(app.http, DEMO_TENANT_ID, 'admin', 'admin')) };
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const get = (path: string, query: Row, headers = admin) => app.http.get(`/api/blade-develop${path}`).set(headers).query(query);
  const post = (path: string, body: unknown, headers = admin, query: Row = {}) =>
    app.http
      .post(`/api/blade-develop${path}`)
      .set(headers)
      .query(query)
      .send(body as object);

  it("should walk Saber's flow: table list, table info, model, prototypes from the table, saved grid, code record and copy", async () => {
    const tables = await get('/model/table-list', { datasourceId: BUILT_IN_DATASOURCE_ID });
    expect(tables.body.data).toEqual(expect.arrayContaining([{ name: 'blade_notice', comment: 'blade_notice:' }]));
    const info = await get('/model/table-info', { datasourceId: BUILT_IN_DATASOURCE_ID, tableName: 'blade_notice' });
    expect(info.body.data).toMatchObject({ name: 'blade_notice', entityName: 'Notice' });
    const submitted = await post('/model/submit', {
      datasourceId: BUILT_IN_DATASOURCE_ID,
      modelName: '通知公告',
      modelCode: 'notice',
      modelTable: 'blade_notice',
      modelClass: 'Notice',
    });
    expect(submitted.body).toMatchObject({ code: 200, success: true, data: { modelTable: 'blade_notice' } });
    const modelId = String(submitted.body.data.id);
    const selected = await get('/model/select', {});
    expect(selected.body.data).toEqual([expect.objectContaining({ id: modelId, modelName: 'blade_notice: 通知公告' })]);
    const proposals = await get('/model/model-prototype', { modelId, datasourceId: BUILT_IN_DATASOURCE_ID });
    const rows = proposals.body.data as Row[];
    const title = rows.find((row) => row['jdbcName'] === 'title');
    expect(title).toMatchObject({ id: null, name: 'title', propertyName: 'title', isForm: 1, isList: 1, isQuery: 0 });
    // Saber sends the grid back with 0/1 flags and its Java type names.
    const grid = rows.map((row) => ({
      ...row,
      isQuery: row['jdbcName'] === 'title' ? 1 : 0,
      propertyType: 'String',
      propertyEntity: 'java.lang.String',
    }));
    expect((await post('/model-prototype/submit-list', grid)).body).toMatchObject({ code: 200, success: true });
    const stored = await get('/model-prototype/select', { modelId });
    const storedTitle = (stored.body.data as Row[]).find((row) => row['jdbcName'] === 'title');
    expect(storedTitle).toMatchObject({ isQuery: 1, jdbcComment: 'title: ', propertyType: 'string', propertyEntity: 'String' });
    const code = await post('/code/submit', {
      modelId,
      codeName: '通知',
      serviceName: 'blade-desk',
      packageName: 'desk',
      apiPath: 'server',
      webPath: 'web',
    });
    expect(code.body).toMatchObject({ code: 200, success: true });
    const list = await get('/code/list', { codeName: '通知' });
    const codeId = String(list.body.data.records[0].id);
    expect((await post('/code/copy', {}, admin, { id: codeId })).body).toMatchObject({ code: 200, success: true });
    expect((await get('/code/list', { codeName: '通知-copy' })).body.data.total).toBe(1);
    expect((await get('/code/detail', { id: codeId })).body.data).toMatchObject({ tableName: 'blade_notice', apiPath: 'server' });
    expect((await post('/model/remove', {}, admin, { ids: modelId })).body).toMatchObject({ code: 200 });
    expect(await em().count(ModelPrototype, { modelId })).toBe(0);
    expect(await em().count(CodeRecord, { modelId })).toBe(0);
  });

  it('should refuse another schema, unknown tables and paths leaving the zip with the legacy envelope, writing nothing', async () => {
    for (const tableName of ['mysql.user', 'information_schema.tables', "blade_user' or '1'='1"]) {
      const answer = await get('/model/table-info', { datasourceId: BUILT_IN_DATASOURCE_ID, tableName });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, success: false, msg: `数据源中没有这张表: ${tableName}` });
    }
    const before = await em().count(DataModel, {});
    const model = await post('/model/submit', {
      datasourceId: BUILT_IN_DATASOURCE_ID,
      modelName: 'x',
      modelCode: 'x',
      modelTable: 'mysql.user',
      modelClass: 'X',
    });
    expect(model.body).toMatchObject({ code: 400, success: false });
    expect(await em().count(DataModel, {})).toBe(before);
    const codes = await em().count(CodeRecord, {});
    const traversal = await post('/code/submit', { modelId: '1', codeName: 'x', serviceName: 'x', packageName: 'x', webPath: '../../etc' });
    expect(traversal.body).toMatchObject({ code: 400, success: false });
    expect(await em().count(CodeRecord, {})).toBe(codes);
    const notList = await post('/model-prototype/submit-list', { jdbcName: 'x' });
    expect(notList.body).toMatchObject({ code: 400, success: false });
  });

  it('should refuse anonymous callers and a tenant administrator', async () => {
    expect((await get('/model/table-list', { datasourceId: BUILT_IN_DATASOURCE_ID }, { Authorization: SABER_BASIC })).status).toBe(401);
    for (const [path, query] of [
      ['/model/table-list', { datasourceId: BUILT_IN_DATASOURCE_ID }],
      ['/model/list', {}],
      ['/code/list', {}],
      ['/model-prototype/select', { modelId: '1' }],
    ] as const) {
      const answer = await get(path, query, tenantAdmin);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false });
    }
    expect((await post('/code/copy', {}, tenantAdmin, { id: '1' })).status).toBe(403);
    const token = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    expect((await graphql(app.http, '{ modelDatasources { id } }', {}, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
