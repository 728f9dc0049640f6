import { BUILT_IN_DATASOURCE_ID } from '../../../src/modules/develop/datasource/built-in-datasource';
import { CodeRecord } from '../../../src/modules/develop/code/code.entity';
import { DataModel } from '../../../src/modules/develop/model/model.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const FIELDS = 'id modelId codeName serviceName packageName tableName tablePrefix pkName baseMode tenantMode templateType apiPath webPath';
const SUBMIT = `mutation ($input: CodeInput!) { submitCodeRecord(input: $input) { ${FIELDS} } }`;
const LIST = 'query ($filter: CodeFilter) { codeRecords(filter: $filter) { records { id codeName } total } }';
const DETAIL = `query ($id: ID!) { codeRecord(id: $id) { ${FIELDS} } }`;
const COPY = `mutation ($id: ID!) { copyCodeRecord(id: $id) { ${FIELDS} } }`;
const REMOVE = 'mutation ($ids: [ID!]!) { removeCodeRecords(ids: $ids) }';

describe('code generation records', () => {
  let app: TestApp;
  let admin: string;
  let model: DataModel;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const em = app.application.orm.em.fork();
    model = em.create(DataModel, {
      datasourceId: BUILT_IN_DATASOURCE_ID,
      modelName: '通知',
      modelCode: 'notice',
      modelTable: 'blade_notice',
      modelClass: 'Notice',
    });
    await em.flush();
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const input = () => ({
    modelId: model.id,
    codeName: '通知公告',
    serviceName: 'blade-desk',
    packageName: 'desk',
    tablePrefix: 'blade_',
    apiPath: 'server/src',
    webPath: 'web/src',
  });

  it('should add a record with the model table by default, change, list, copy and remove it', async () => {
    const added = await graphql<{ submitCodeRecord: Record<string, unknown> }>(app.http, SUBMIT, { input: input() }, { token: admin });
    expect(added.errors).toBeUndefined();
    expect(added.data?.submitCodeRecord).toMatchObject({
      tableName: 'blade_notice',
      pkName: 'id',
      baseMode: 2,
      tenantMode: 2,
      templateType: 'crud',
    });
    const id = String(added.data?.submitCodeRecord['id']);
    const changed = await graphql(app.http, SUBMIT, { input: { ...input(), id, tenantMode: 1, webPath: 'web' } }, { token: admin });
    expect(changed.errors).toBeUndefined();
    const detail = await graphql<{ codeRecord: Record<string, unknown> }>(app.http, DETAIL, { id }, { token: admin });
    expect(detail.data?.codeRecord).toMatchObject({ tenantMode: 1, webPath: 'web', codeName: '通知公告' });
    const copy = await graphql<{ copyCodeRecord: Record<string, unknown> }>(app.http, COPY, { id }, { token: admin });
    expect(copy.data?.copyCodeRecord).toMatchObject({ codeName: '通知公告-copy', tenantMode: 1, webPath: 'web', modelId: model.id });
    expect(copy.data?.copyCodeRecord['id']).not.toBe(id);
    const listed = await graphql<{ codeRecords: { total: number } }>(
      app.http,
      LIST,
      { filter: { codeName: '通知公告' } },
      { token: admin },
    );
    expect(listed.data?.codeRecords.total).toBe(2);
    const removed = await graphql<{ removeCodeRecords: number }>(
      app.http,
      REMOVE,
      { ids: [id, copy.data?.copyCodeRecord['id']] },
      { token: admin },
    );
    expect(removed.data?.removeCodeRecords).toBe(2);
    expect(await em().count(CodeRecord, { codeName: { $like: '通知公告%' } })).toBe(0);
  });

  it('should refuse output folders that leave the zip, bad names and an unknown model, translated, writing nothing', async () => {
    const before = await em().count(CodeRecord, {});
    for (const apiPath of ['../server', 'a/../../b', '/etc', '..', 'C:\\temp', 'a\\b', 'src/..']) {
      const answer = await graphql(app.http, SUBMIT, { input: { ...input(), apiPath } }, { token: admin, language: 'en' });
      expect(answer.errors?.[0]?.extensions.fields?.[0]).toMatchObject({ field: 'apiPath' });
      expect(answer.errors?.[0]?.message).toContain('Output folders must be relative paths');
    }
    const names = await graphql(
      app.http,
      SUBMIT,
      { input: { ...input(), serviceName: 'a b', packageName: 'x;y', templateType: 'evil', baseMode: 3, codeName: ' ' } },
      { token: admin, language: 'en' },
    );
    expect(names.errors?.[0]?.extensions.fields?.map((field) => field.field).sort()).toEqual([
      'baseMode',
      'codeName',
      'packageName',
      'serviceName',
      'templateType',
    ]);
    const unknown = await graphql(app.http, SUBMIT, { input: { ...input(), modelId: '42' } }, { token: admin });
    expect(unknown.errors?.[0]?.message).toBe('数据模型不存在');
    expect(await em().count(CodeRecord, {})).toBe(before);
    expect((await graphql(app.http, DETAIL, { id: '42' }, { token: admin })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('should refuse anonymous callers, a tenant administrator and a platform user without the administrator role', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const orm = app.application.orm;
    const role = await buildRole(orm, {
      tenantId: '000000',
      alias: 'code-clerk',
      permissions: ['code', 'code_add', 'code_edit', 'code_delete'],
    });
    const clerk = await buildUser(orm, { tenantId: '000000', roleIds: [role.id], deptId: '1123598813738675201' });
    const clerkToken = (await graphqlToken(app.http, '000000', clerk.account, clerk.password)).accessToken;
    const demoAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const writer = em();
    const record = writer.create(CodeRecord, { ...input(), tableName: 'blade_notice' });
    await writer.flush();
    for (const token of [clerkToken, demoAdmin]) {
      for (const [query, variables] of [
        [LIST, {}],
        [DETAIL, { id: record.id }],
        [SUBMIT, { input: { ...input(), codeName: 'intruder' } }],
        [COPY, { id: record.id }],
        [REMOVE, { ids: [record.id] }],
      ] as const) {
        expect((await graphql(app.http, query, variables, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    expect(await em().count(CodeRecord, { codeName: { $like: 'intruder%' } })).toBe(0);
    expect(await em().count(CodeRecord, { id: record.id })).toBe(1);
  });
});
