import type { RequiredEntityData } from '@mikro-orm/core';
import type { Request } from 'express';
import { createContextFactory } from '../../../src/app/context';
import { hashPassword, md5Hex } from '../../../src/core/auth/password';
import { createLogger } from '../../../src/core/logging/logger';
import { Datasource } from '../../../src/modules/develop/datasource/datasource.entity';
import { Post } from '../../../src/modules/system/post/post.entity';
import { Tenant } from '../../../src/modules/system/tenant/tenant.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyLogin, legacyToken } from '../../helpers/auth-client';
import { createTestDatabase, startTestApp, type TestApp } from '../../helpers/test-app';

const SUBMIT = 'mutation ($input: DatasourceInput!) { submitDatasource(input: $input) { id name driverClass url username } }';
const LIST = 'query ($filter: DatasourceFilter) { datasources(filter: $filter) { records { id name url } total } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeDatasources(ids: $ids) }';
const TEST = 'mutation ($id: ID!) { testDatasource(id: $id) { success message } }';
const BIND = `
    mutation ($tenantId: String!, $datasourceId: ID) {
      setTenantDatasource(tenantId: $tenantId, datasourceId: $datasourceId) {
        tenantId
        datasourceId
      }
    }
  `;

/** A second database: another embedded file, or another database on the MariaDB/MySQL server of DB_URL. */
async function secondDatabase(): Promise<{ input: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env['DB_URL'];
  if (!serverUrl) {
    return {
      input: { driverClass: 'org.sqlite.JDBC', url: `jdbc:sqlite:tenant_${process.pid}.db`, username: '', password: 'unused-secret' },
      drop: async () => {},
    };
  }
  const database = await createTestDatabase('exam_tenant');
  if (!database) {
    throw new Error('DB_URL names no MySQL/MariaDB server');
  }
  const name = database.name;
  const url = new URL(serverUrl);
  return {
    input: {
      driverClass: 'com.mysql.cj.jdbc.Driver',
      url: `jdbc:mysql://${url.hostname}:${url.port || '3306'}/${name}?useSSL=false&amp;serverTimezone=UTC`,
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    },
    drop: database.drop,
  };
}

describe('datasources and dedicated tenant databases', () => {
  let app: TestApp;
  let admin: string;
  let second: Awaited<ReturnType<typeof secondDatabase>>;

  beforeAll(async () => {
    second = await secondDatabase();
    app = await startTestApp();
    admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
    await second.drop();
  });

  const em = () => app.application.orm.em.fork();

  /** The request context the server would build for this access token. */
  const contextFor = async (token: string) => {
    const createContext = createContextFactory({
      databases: app.application.services.databases,
      services: app.application.services,
      logger: createLogger('silent'),
    });
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    const request = { get: (name: string) => headers[name.toLowerCase()], query: {}, ip: '127.0.0.1' } as unknown as Request;
    return createContext(request);
  };

  it('should keep datasource passwords encrypted and test connections', async () => {
    const added = await graphql<{ submitDatasource: { id: string; url: string } }>(
      app.http,
      SUBMIT,
      { input: { name: '测试库', remark: 'r', ...second.input } },
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    const id = added.data?.submitDatasource.id ?? '';
    expect(added.data?.submitDatasource.url).not.toContain('&amp;');
    const row = await em().findOneOrFail(Datasource, { id });
    expect(row.password).toMatch(/^v1:/);
    expect(row.password).not.toContain(second.input['password'] ?? '');
    const fields = await graphql<{ __type: { fields: Array<{ name: string }> } }>(
      app.http,
      '{ __type(name: "Datasource") { fields { name } } }',
      {},
      { token: admin },
    );
    expect(fields.data?.__type.fields.map((field) => field.name)).not.toContain('password');
    const tested = await graphql<{ testDatasource: { success: boolean } }>(app.http, TEST, { id }, { token: admin });
    expect(tested.data?.testDatasource).toEqual({ success: true, message: '' });
    // Editing without a password keeps the stored one.
    await graphql(app.http, SUBMIT, { input: { id, name: '测试库2', ...second.input, password: null } }, { token: admin });
    expect((await em().findOneOrFail(Datasource, { id })).password).toBe(row.password);
    const list = await graphql<{ datasources: { total: number } }>(app.http, LIST, { filter: { name: '测试库2' } }, { token: admin });
    expect(list.data?.datasources.total).toBe(1);
    const broken = await graphql<{ submitDatasource: { id: string } }>(
      app.http,
      SUBMIT,
      {
        input: {
          name: 'unreachable',
          driverClass: 'com.mysql.cj.jdbc.Driver',
          url: 'jdbc:mysql://127.0.0.1:1/nowhere',
          username: 'x',
          password: 'y',
        },
      },
      { token: admin },
    );
    const failed = await graphql<{ testDatasource: { success: boolean; message: string } }>(
      app.http,
      TEST,
      { id: broken.data?.submitDatasource.id },
      { token: admin },
    );
    expect(failed.data?.testDatasource.success).toBe(false);
    expect(failed.data?.testDatasource.message).not.toContain('y@');
    await graphql(app.http, REMOVE, { ids: [broken.data?.submitDatasource.id] }, { token: admin });
  });

  /** A tenant bound to its own database; the `it`s work in order on the tenant and datasource of beforeAll. */
  describe("a bound tenant's sign-in, reads and writes on its own database", () => {
    let datasource: Datasource;
    let tenant: BuiltTenant;
    let tenantEm: Awaited<ReturnType<TestApp['application']['services']['databases']['forTenant']>>;
    let token: string;

    beforeAll(async () => {
      datasource = await em().findOneOrFail(Datasource, { name: '测试库2' });
      tenant = await buildTenant(app.application.orm);
    });

    it("should bind the tenant and copy its rows to the datasource's database", async () => {
      const bound = await graphql<{ setTenantDatasource: { datasourceId: string } }>(
        app.http,
        BIND,
        { tenantId: tenant.tenantId, datasourceId: datasource.id },
        { token: admin },
      );
      expect(bound.errors).toBeUndefined();
      expect(bound.data?.setTenantDatasource.datasourceId).toBe(datasource.id);
      tenantEm = await app.application.services.databases.forTenant(tenant.tenantId);
      const mainEm = em();
      // The tenant's rows were copied: change the admin only in the dedicated database.
      const copied = await tenantEm.findOneOrFail(User, { id: tenant.admin.id });
      copied.realName = 'dedicated';
      copied.password = await hashPassword(md5Hex('dedicated-pass'));
      await tenantEm.flush();
      expect((await mainEm.findOneOrFail(User, { id: tenant.admin.id }, { filters: false })).realName).not.toBe('dedicated');
    });

    it('should look the signing-in user up in the dedicated database', async () => {
      expect((await legacyLogin(app.http, tenant.tenantId, 'admin', 'admin-pass')).body.error_description).toBe('用户名或密码不正确');
      token = (await graphqlToken(app.http, tenant.tenantId, 'admin', 'dedicated-pass')).accessToken;
      const me = await graphql<{ me: { realName: string } }>(app.http, 'query { me { realName } }', {}, { token });
      expect(me.data?.me.realName).toBe('dedicated');
    });

    it("should write the tenant user's rows to its database, not the main one, and keep platform tables on main", async () => {
      const context = await contextFor(token);
      expect(context.actor?.tenantId).toBe(tenant.tenantId);
      expect(context.em).not.toBe(context.platformEm);
      // tenant_id is stamped from the context's tenant filter.
      context.em.create(Post, { postCode: 'dedi', postName: 'dedicated post', category: 1, sort: 1 } as RequiredEntityData<Post>);
      await context.em.flush();
      expect(await tenantEm.fork().count(Post, { postCode: 'dedi' }, { filters: { tenant: { tenantId: tenant.tenantId } } })).toBe(1);
      expect(await em().count(Post, { postCode: 'dedi' }, { filters: false })).toBe(0);
      expect(await context.platformEm.count(Tenant, { tenantId: tenant.tenantId })).toBe(1);
      const routes = await graphql<{ myMenus: unknown[] }>(app.http, 'query { myMenus { id } }', {}, { token });
      expect(routes.errors).toBeUndefined();
    });

    it('should refuse removing a bound datasource', async () => {
      const inUse = await graphql(app.http, REMOVE, { ids: [datasource.id] }, { token: admin });
      expect(inUse.errors?.[0]?.extensions.code).toBe('CONFLICT');
    });

    it("should return the tenant to the main database's rows when unbound", async () => {
      await graphql(app.http, BIND, { tenantId: tenant.tenantId, datasourceId: null }, { token: admin });
      const back = await graphql<{ me: { realName: string } }>(app.http, 'query { me { realName } }', {}, { token });
      expect(back.data?.me.realName).toBe(tenant.admin.account);
    });
  });

  it('should refuse bad input with translated messages and write nothing', async () => {
    const before = await em().count(Datasource, {});
    const bad = await graphql(
      app.http,
      SUBMIT,
      { input: { name: ' ', driverClass: 'oracle.jdbc.OracleDriver', url: '' } },
      { token: admin, language: 'en' },
    );
    expect(bad.errors?.[0]?.extensions.fields?.map((field) => field.message)).toEqual([
      'Please enter the datasource name',
      'Unsupported driver class (use com.mysql.cj.jdbc.Driver, org.mariadb.jdbc.Driver or org.sqlite.JDBC)',
      'Please enter the connection URL',
    ]);
    for (const url of ['jdbc:sqlite:../escape.db', 'jdbc:sqlite:/etc/passwd', 'jdbc:sqlite:a/b.db']) {
      const traversal = await graphql(app.http, SUBMIT, { input: { name: 'x', driverClass: 'org.sqlite.JDBC', url } }, { token: admin });
      expect(traversal.errors?.[0]?.extensions.fields?.[0]?.field).toBe('url');
    }
    const badMysql = await graphql(
      app.http,
      SUBMIT,
      { input: { name: 'x', driverClass: 'com.mysql.cj.jdbc.Driver', url: 'jdbc:mysql://host:99999/db' } },
      { token: admin },
    );
    expect(badMysql.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const platform = await graphql(app.http, BIND, { tenantId: '000000', datasourceId: '1' }, { token: admin });
    expect(platform.errors?.[0]?.message).toBe('管理租户不可绑定数据源');
    const missing = await graphql(app.http, BIND, { tenantId: DEMO_TENANT_ID, datasourceId: '1' }, { token: admin });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await em().count(Datasource, {})).toBe(before);
    expect((await em().findOneOrFail(Tenant, { tenantId: DEMO_TENANT_ID })).datasourceId).toBeNull();
  });

  it('should refuse anonymous callers, users without the administrator role and other tenants', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const orm = app.application.orm;
    const role = await buildRole(orm, {
      tenantId: '000000',
      alias: 'ds-clerk',
      permissions: ['datasource', 'datasource_add', 'datasource_delete', 'tenant_datasource'],
    });
    const clerk = await buildUser(orm, { tenantId: '000000', roleIds: [role.id], deptId: '1123598813738675201' });
    const clerkToken = (await graphqlToken(app.http, '000000', clerk.account, clerk.password)).accessToken;
    const demoAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const datasource = await em().findOneOrFail(Datasource, { name: '测试库2' });
    for (const token of [clerkToken, demoAdmin]) {
      for (const [query, variables] of [
        [LIST, {}],
        [SUBMIT, { input: { name: 'intruder', ...second.input } }],
        [REMOVE, { ids: [datasource.id] }],
        [TEST, { id: datasource.id }],
        [BIND, { tenantId: DEMO_TENANT_ID, datasourceId: datasource.id }],
      ] as const) {
        expect((await graphql(app.http, query, variables, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    expect(await em().count(Datasource, { name: 'intruder' })).toBe(0);
    expect((await em().findOneOrFail(Tenant, { tenantId: DEMO_TENANT_ID })).datasourceId).toBeNull();
  });

  it('should serve the legacy datasource paths and tenant/datasource', async () => {
    const token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
    const auth = { 'Blade-Auth': `bearer ${token}` };
    const submit = await app.http
      .post('/api/blade-develop/datasource/submit')
      .set(auth)
      .send({ name: '旧接口库', remark: '', ...second.input });
    expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const created = await em().findOneOrFail(Datasource, { name: '旧接口库' });
    const list = await app.http.get('/api/blade-develop/datasource/list').query({ name: '旧接口' }).set(auth);
    expect(list.body.data.records[0]).toMatchObject({ id: created.id, name: '旧接口库', password: '', remark: '' });
    const detail = await app.http.get('/api/blade-develop/datasource/detail').query({ id: created.id }).set(auth);
    expect(detail.body.data).toMatchObject({ driverClass: second.input['driverClass'], username: second.input['username'], password: '' });
    const invalid = await app.http
      .post('/api/blade-develop/datasource/submit')
      .set(auth)
      .send({ name: 'x', driverClass: 'org.sqlite.JDBC', url: 'jdbc:sqlite:../x.db' });
    expect(invalid.body).toMatchObject({ code: 400, success: false });
    const tenant = await buildTenant(app.application.orm);
    const bind = await app.http
      .post('/api/blade-system/tenant/datasource')
      .query({ tenantId: tenant.tenantId, datasourceId: created.id })
      .set(auth);
    expect(bind.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    expect((await legacyToken(app.http, tenant.tenantId, 'admin', 'admin-pass')).access_token).toBeTruthy();
    const unbind = await app.http
      .post('/api/blade-system/tenant/datasource')
      .query({ tenantId: tenant.tenantId, datasourceId: '' })
      .set(auth);
    expect(unbind.body.code).toBe(200);
    const remove = await app.http.post(`/api/blade-develop/datasource/remove?ids=${created.id}`).set(auth);
    expect(remove.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
  });
});
