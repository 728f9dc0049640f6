import { Param } from '../../../src/modules/system/param/param.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const LIST = `
    query ($filter: ParamFilter, $page: PageInput) {
      params(filter: $filter, page: $page) {
        records {
          id
          paramName
          paramKey
          paramValue
          remark
        }
        total
        size
        current
        pages
      }
    }
  `;
const SUBMIT = 'mutation ($input: ParamInput!) { submitParam(input: $input) { id paramName paramKey paramValue } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeParams(ids: $ids) }';

describe('system parameters', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should list the seeded parameters one page at a time, filtered by name and key', async () => {
    const all = await graphql<{ params: { total: number; records: unknown[]; pages: number } }>(
      app.http,
      LIST,
      { page: { current: 1, size: 2 } },
      { token: admin },
    );
    expect(all.data?.params.total).toBe(6);
    expect(all.data?.params.records).toHaveLength(2);
    expect(all.data?.params.pages).toBe(3);
    const byKey = await graphql<{ params: { records: Array<{ paramKey: string }> } }>(
      app.http,
      LIST,
      { filter: { paramKey: 'failCount' } },
      { token: admin },
    );
    expect(byKey.data?.params.records.map((row) => row.paramKey)).toEqual(['account.failCount']);
    const wildcard = await graphql<{ params: { total: number } }>(app.http, LIST, { filter: { paramKey: '%' } }, { token: admin });
    expect(wildcard.data?.params.total).toBe(0);
  });

  it('should add, change and delete a parameter', async () => {
    const added = await graphql<{ submitParam: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { paramName: '考试提醒', paramKey: 'exam.remind', paramValue: '30', remark: 'minutes' } },
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    const id = added.data?.submitParam.id ?? '';
    expect(id).toMatch(/^\d+$/);
    const changed = await graphql<{ submitParam: { paramValue: string } }>(
      app.http,
      SUBMIT,
      { input: { id, paramName: '考试提醒', paramKey: 'exam.remind', paramValue: '15' } },
      { token: admin },
    );
    expect(changed.data?.submitParam.paramValue).toBe('15');
    const duplicate = await graphql(
      app.http,
      SUBMIT,
      { input: { paramName: 'x', paramKey: 'exam.remind', paramValue: '1' } },
      { token: admin },
    );
    expect(duplicate.errors?.[0]).toMatchObject({ message: '参数键名已存在: exam.remind', extensions: { code: 'CONFLICT' } });
    const removed = await graphql<{ removeParams: number }>(app.http, REMOVE, { ids: [id] }, { token: admin });
    expect(removed.data?.removeParams).toBe(1);
    const gone = await graphql(app.http, 'query ($id: ID!) { param(id: $id) { id } }', { id }, { token: admin });
    expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    // The key of a deleted parameter can be used again.
    const again = await graphql<{ submitParam: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { paramName: '考试提醒', paramKey: 'exam.remind', paramValue: '5' } },
      { token: admin },
    );
    expect(again.errors).toBeUndefined();
    expect(again.data?.submitParam.id).toBeDefined();
  });

  it('should refuse empty or oversized values with translated messages and write nothing', async () => {
    const before = await app.application.orm.em.fork().count(Param, {});
    const empty = await graphql(
      app.http,
      SUBMIT,
      { input: { paramName: '', paramKey: ' ', paramValue: '' } },
      { token: admin, language: 'en' },
    );
    expect(empty.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'paramName', message: 'Please enter the parameter name' },
      { field: 'paramValue', message: 'Please enter the parameter value' },
    ]);
    const huge = await graphql(
      app.http,
      SUBMIT,
      { input: { paramName: 'n', paramKey: 'k'.repeat(300), paramValue: 'v' } },
      { token: admin },
    );
    expect(huge.errors?.[0]?.extensions.fields?.[0]).toEqual({ field: 'paramKey', message: '参数过长: paramKey' });
    const noneSelected = await graphql(app.http, REMOVE, { ids: [] }, { token: admin });
    expect(noneSelected.errors?.[0]?.message).toBe('请至少选择一条数据');
    const badSort = await graphql(
      app.http,
      'query { params(sort: [{ field: "password", direction: "ASC" }]) { total } }',
      {},
      { token: admin },
    );
    expect(badSort.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(await app.application.orm.em.fork().count(Param, {})).toBe(before);
  });

  it('should refuse anonymous callers, other tenants and non-administrators of the platform tenant', async () => {
    const anonymous = await graphql(app.http, LIST);
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const tenantAdmin = await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    const otherTenant = await graphql(app.http, LIST, {}, { token: tenantAdmin.accessToken });
    expect(otherTenant.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const orm = app.application.orm;
    const viewer = await buildRole(orm, { tenantId: '000000', alias: 'param-viewer', permissions: ['param'] });
    const user = await buildUser(orm, { tenantId: '000000', roleIds: [viewer.id], deptId: '1123598813738675201' });
    const viewerToken = (await graphqlToken(app.http, '000000', user.account, user.password)).accessToken;
    // One platform rule (core/auth/platform.ts): a user of the platform tenant who is not its administrator is
    // refused even with the page's permission codes.
    const list = await graphql<{ params: { total: number } }>(app.http, LIST, {}, { token: viewerToken });
    expect(list.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const write = await graphql(
      app.http,
      SUBMIT,
      { input: { paramName: 'n', paramKey: 'viewer.key', paramValue: 'v' } },
      { token: viewerToken },
    );
    expect(write.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const remove = await graphql(app.http, REMOVE, { ids: ['1123598819738675201'] }, { token: viewerToken });
    expect(remove.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await orm.em.fork().count(Param, { paramKey: 'viewer.key' })).toBe(0);
  });

  it('should serve the legacy param paths in the contract shapes', async () => {
    const token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
    const auth = { 'Blade-Auth': `bearer ${token}` };
    const list = await app.http.get('/api/blade-system/param/list').query({ current: 1, size: 10, paramName: '账号' }).set(auth);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({
      total: 3,
      size: 10,
      current: 1,
      pages: 1,
      orders: [],
      countId: '',
      maxLimit: -1,
      searchCount: true,
      optimizeCountSql: true,
    });
    const record = list.body.data.records[0];
    expect(Object.keys(record).sort()).toEqual([
      'createDept',
      'createTime',
      'createUser',
      'id',
      'isDeleted',
      'paramKey',
      'paramName',
      'paramValue',
      'remark',
      'status',
      'updateTime',
      'updateUser',
    ]);
    expect(record.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof record.id).toBe('string');

    const submit = await app.http
      .post('/api/blade-system/param/submit')
      .set(auth)
      .send({ paramName: '旧客户端', paramKey: 'legacy.client', paramValue: 'yes', extra: 'ignored' });
    expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const created = await app.application.orm.em.fork().findOneOrFail(Param, { paramKey: 'legacy.client' });
    const detail = await app.http.get('/api/blade-system/param/detail').query({ id: created.id }).set(auth);
    expect(detail.body.data).toMatchObject({ id: created.id, paramKey: 'legacy.client', remark: '' });
    const update = await app.http
      .post('/api/blade-system/param/submit')
      .set(auth)
      .send({ id: created.id, paramName: '旧客户端', paramKey: 'legacy.client', paramValue: 'no' });
    expect(update.body.code).toBe(200);
    const invalid = await app.http.post('/api/blade-system/param/submit').set(auth).send({ paramName: '', paramKey: 'x', paramValue: 'v' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 400, success: false });
    const remove = await app.http.post(`/api/blade-system/param/remove?ids=${created.id}`).set(auth);
    expect(remove.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const badIds = await app.http.post('/api/blade-system/param/remove?ids=1,abc').set(auth);
    expect(badIds.status).toBe(400);
  });
});
