import { BUILT_IN_DATASOURCE_ID as BUILT_IN } from '../../../src/modules/develop/datasource/built-in-datasource';
import { DataModel } from '../../../src/modules/develop/model/model.entity';
import { ModelPrototype } from '../../../src/modules/develop/model/model-prototype.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SOURCES = '{ modelDatasources { id name driverClass builtIn } }';
const TABLES = 'query ($datasourceId: ID!) { modelTables(datasourceId: $datasourceId) { name comment } }';
const INFO = `query ($datasourceId: ID, $tableName: String, $modelId: ID) {
  modelTableInfo(datasourceId: $datasourceId, tableName: $tableName, modelId: $modelId) {
    name entityName tablePrefix fields { name dataType primaryKey nullable maxLength propertyName propertyType }
  }
}`;
const SUBMIT = 'mutation ($input: ModelInput!) { submitDataModel(input: $input) { id modelTable modelClass datasourceId } }';
const LIST = 'query ($filter: ModelFilter) { dataModels(filter: $filter) { records { id modelName } total } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeDataModels(ids: $ids) }';
const DRAFTS = `query ($modelId: ID!) {
  modelPrototypeDrafts(modelId: $modelId) {
    id modelId jdbcName propertyName propertyType propertyEntity isList isForm isRow isRequired isQuery
    componentType dictCode queryType maxLength sort jdbcType jdbcComment
  }
}`;
const SAVE = 'mutation ($list: [ModelPrototypeInput!]!) { submitModelPrototypes(list: $list) { id jdbcName isQuery } }';
const STORED = 'query ($modelId: ID!) { modelPrototypes(modelId: $modelId) { id jdbcName isQuery } }';

const paramModel = { datasourceId: BUILT_IN, modelName: '参数', modelCode: 'param', modelTable: 'blade_param', modelClass: 'Param' };

describe('data models and prototypes', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();

  it("should list the product's own database first as the built-in master datasource, without credentials", async () => {
    const answer = await graphql<{ modelDatasources: Array<{ id: string; name: string; builtIn: boolean }> }>(
      app.http,
      SOURCES,
      {},
      { token: admin },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.modelDatasources[0]).toMatchObject({ id: BUILT_IN, name: 'master', builtIn: true });
    const fields = await graphql<{ __type: { fields: Array<{ name: string }> } }>(
      app.http,
      '{ __type(name: "ModelDatasourceOption") { fields { name } } }',
      {},
      { token: admin },
    );
    expect(fields.data?.__type.fields.map((field) => field.name).sort()).toEqual(['builtIn', 'driverClass', 'id', 'name']);
  });

  it('should refuse changing or removing the built-in datasource', async () => {
    const change = await graphql(
      app.http,
      'mutation ($input: DatasourceInput!) { submitDatasource(input: $input) { id } }',
      { input: { id: BUILT_IN, name: 'x', driverClass: 'org.sqlite.JDBC', url: 'jdbc:sqlite:x.db' } },
      { token: admin, language: 'en' },
    );
    expect(change.errors?.[0]?.message).toBe("The built-in datasource (this product's database) cannot be changed or removed");
    const remove = await graphql(
      app.http,
      'mutation ($ids: [ID!]!) { removeDatasources(ids: $ids) }',
      { ids: [BUILT_IN] },
      { token: admin },
    );
    expect(remove.errors?.[0]?.extensions.code).toBe('VALIDATION');
  });

  it("should list the built-in database's tables and read a table's columns", async () => {
    const tables = await graphql<{ modelTables: Array<{ name: string }> }>(app.http, TABLES, { datasourceId: BUILT_IN }, { token: admin });
    const names = tables.data?.modelTables.map((table) => table.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['blade_param', 'blade_user', 'blade_model']));
    expect(names.some((name) => name.startsWith('sqlite_'))).toBe(false);
    const info = await graphql<{ modelTableInfo: { entityName: string; fields: Array<Record<string, unknown>> } }>(
      app.http,
      INFO,
      { datasourceId: BUILT_IN, tableName: 'blade_param' },
      { token: admin },
    );
    expect(info.errors).toBeUndefined();
    expect(info.data?.modelTableInfo).toMatchObject({ name: 'blade_param', entityName: 'Param', tablePrefix: 'blade_' });
    const fields = info.data?.modelTableInfo.fields ?? [];
    expect(fields.find((field) => field['name'] === 'id')).toMatchObject({ primaryKey: true });
    expect(fields.find((field) => field['name'] === 'param_key')).toMatchObject({
      propertyName: 'paramKey',
      dataType: 'varchar',
      propertyType: 'string',
    });
  });

  it("should read a configured datasource's own tables, not the product database's", async () => {
    const added = await graphql<{ submitDatasource: { id: string } }>(
      app.http,
      'mutation ($input: DatasourceInput!) { submitDatasource(input: $input) { id } }',
      { input: { name: 'empty file', driverClass: 'org.sqlite.JDBC', url: `jdbc:sqlite:develop_${process.pid}.db`, username: '' } },
      { token: admin },
    );
    const datasourceId = added.data?.submitDatasource.id ?? '';
    const sources = await graphql<{ modelDatasources: Array<{ id: string; builtIn: boolean }> }>(app.http, SOURCES, {}, { token: admin });
    expect(sources.data?.modelDatasources.map((source) => source.id)).toEqual([BUILT_IN, datasourceId]);
    const tables = await graphql<{ modelTables: unknown[] }>(app.http, TABLES, { datasourceId }, { token: admin });
    expect(tables.errors).toBeUndefined();
    expect(tables.data?.modelTables).toEqual([]);
    const info = await graphql(app.http, INFO, { datasourceId, tableName: 'blade_param' }, { token: admin });
    expect(info.errors?.[0]?.extensions.code).toBe('VALIDATION');
  });

  it('should refuse unknown tables, other schemas and injection strings, and unknown datasources, translated', async () => {
    for (const tableName of ['nowhere', 'mysql.user', 'information_schema.tables', "blade_param' OR '1'='1", 'sqlite_master', 'blade_%']) {
      const answer = await graphql(app.http, INFO, { datasourceId: BUILT_IN, tableName }, { token: admin, language: 'en' });
      expect(answer.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect(answer.errors?.[0]?.message).toBe(`The datasource has no table named ${tableName}`);
    }
    const unknownSource = await graphql(app.http, TABLES, { datasourceId: '42' }, { token: admin, language: 'en' });
    expect(unknownSource.errors?.[0]?.message).toBe('The datasource does not exist');
    const neither = await graphql(app.http, INFO, { datasourceId: BUILT_IN }, { token: admin, language: 'en' });
    expect(neither.errors?.[0]?.message).toBe('Please choose a table or a model');
    const before = await em().count(DataModel, {});
    const bad = await graphql(
      app.http,
      SUBMIT,
      { input: { ...paramModel, modelTable: 'mysql.user', modelCode: '1bad', modelClass: 'lower' } },
      { token: admin, language: 'en' },
    );
    expect(bad.errors?.[0]?.extensions.fields?.map((field) => field.field)).toEqual(['modelCode', 'modelClass']);
    const unknownTable = await graphql(app.http, SUBMIT, { input: { ...paramModel, modelTable: 'mysql.user' } }, { token: admin });
    expect(unknownTable.errors?.[0]?.message).toBe('数据源中没有这张表: mysql.user');
    expect(await em().count(DataModel, {})).toBe(before);
  });

  it('should save a model, propose prototypes from its columns, store them and list them', async () => {
    const saved = await graphql<{ submitDataModel: { id: string } }>(app.http, SUBMIT, { input: paramModel }, { token: admin });
    expect(saved.errors).toBeUndefined();
    const modelId = saved.data?.submitDataModel.id ?? '';
    const byModel = await graphql<{ modelTableInfo: { name: string } }>(app.http, INFO, { modelId }, { token: admin });
    expect(byModel.data?.modelTableInfo.name).toBe('blade_param');
    const drafts = await graphql<{ modelPrototypeDrafts: Array<Record<string, unknown>> }>(app.http, DRAFTS, { modelId }, { token: admin });
    expect(drafts.errors).toBeUndefined();
    const rows = drafts.data?.modelPrototypeDrafts ?? [];
    expect(rows.find((row) => row['jdbcName'] === 'id')).toMatchObject({ id: null, isForm: false, propertyEntity: 'ID' });
    expect(rows.find((row) => row['jdbcName'] === 'param_key')).toMatchObject({ propertyName: 'paramKey', isForm: true, isRequired: true });
    expect(rows.find((row) => row['jdbcName'] === 'tenant_id')).toBeUndefined();
    const list = rows.map(({ id: _id, ...row }) => ({ ...row, isQuery: row['jdbcName'] === 'param_key' }));
    const stored = await graphql<{ submitModelPrototypes: Array<{ id: string }> }>(app.http, SAVE, { list }, { token: admin });
    expect(stored.errors).toBeUndefined();
    expect(stored.data?.submitModelPrototypes).toHaveLength(rows.length);
    const again = await graphql<{ modelPrototypes: Array<{ id: string; jdbcName: string; isQuery: boolean }> }>(
      app.http,
      STORED,
      { modelId },
      { token: admin },
    );
    expect(again.data?.modelPrototypes.filter((row) => row.isQuery).map((row) => row.jdbcName)).toEqual(['param_key']);
    // Changing a stored row by id; a row of another model is refused.
    const first = again.data?.modelPrototypes[0];
    const changed = { ...list[0], id: first?.id, isQuery: true };
    expect((await graphql(app.http, SAVE, { list: [changed] }, { token: admin })).errors).toBeUndefined();
    const otherModel = await graphql<{ submitDataModel: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { ...paramModel, modelTable: 'blade_user', modelClass: 'User', modelCode: 'user' } },
      { token: admin },
    );
    const foreign = await graphql(
      app.http,
      SAVE,
      { list: [{ ...changed, modelId: otherModel.data?.submitDataModel.id }] },
      { token: admin, language: 'en' },
    );
    expect(foreign.errors?.[0]?.message).toBe('The field settings must all belong to one existing model');
    const badOption = await graphql(app.http, SAVE, { list: [{ ...list[0], componentType: 'script' }] }, { token: admin });
    expect(badOption.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const removed = await graphql<{ removeDataModels: number }>(app.http, REMOVE, { ids: [modelId] }, { token: admin });
    expect(removed.data?.removeDataModels).toBe(1);
    expect(await em().count(ModelPrototype, { modelId })).toBe(0);
    const listed = await graphql<{ dataModels: { total: number } }>(
      app.http,
      LIST,
      { filter: { modelTable: 'blade_param' } },
      { token: admin },
    );
    expect(listed.data?.dataModels.total).toBe(0);
  });

  it('should refuse anonymous callers, a tenant administrator and a platform user without the administrator role', async () => {
    expect((await graphql(app.http, SOURCES)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const orm = app.application.orm;
    const role = await buildRole(orm, {
      tenantId: '000000',
      alias: 'model-clerk',
      permissions: ['model', 'model_add', 'model_edit', 'model_delete'],
    });
    const clerk = await buildUser(orm, { tenantId: '000000', roleIds: [role.id], deptId: '1123598813738675201' });
    const clerkToken = (await graphqlToken(app.http, '000000', clerk.account, clerk.password)).accessToken;
    const demoAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const writer = em();
    const model = writer.create(DataModel, paramModel);
    await writer.flush();
    for (const token of [clerkToken, demoAdmin]) {
      for (const [query, variables] of [
        [SOURCES, {}],
        [TABLES, { datasourceId: BUILT_IN }],
        [INFO, { datasourceId: BUILT_IN, tableName: 'blade_user' }],
        [LIST, {}],
        [SUBMIT, { input: { ...paramModel, modelName: 'intruder' } }],
        [REMOVE, { ids: [model.id] }],
        [DRAFTS, { modelId: model.id }],
        [STORED, { modelId: model.id }],
      ] as const) {
        expect((await graphql(app.http, query, variables, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    expect(await em().count(DataModel, { modelName: 'intruder' })).toBe(0);
    expect(await em().count(DataModel, { id: model.id })).toBe(1);
  });
});
