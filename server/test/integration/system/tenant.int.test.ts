import { AuthSession } from '../../../src/modules/auth/auth-session.entity';
import { Dept } from '../../../src/modules/system/dept/dept.entity';
import { Menu } from '../../../src/modules/system/menu/menu.entity';
import { Post } from '../../../src/modules/system/post/post.entity';
import { RoleMenu } from '../../../src/modules/system/role/role-menu.entity';
import { Role } from '../../../src/modules/system/role/role.entity';
import { Tenant } from '../../../src/modules/system/tenant/tenant.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { PLATFORM_TENANT_ROW_ID } from '../../../src/seeders/base/base-ids';
import { DEMO_TENANT_ID, DEMO_TENANT_ROW_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyLogin, legacyToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const FIELDS =
  'id tenantId tenantName linkman contactNumber address domainUrl backgroundUrl accountNumber expireTime packageId datasourceId';
const LIST =
  `query ($filter: TenantFilter, $page: PageInput) { tenants(filter: $filter, page: $page) { records { ${FIELDS} ` +
  `} total size current pages } }`;
const DETAIL = `query ($id: ID!) { tenant(id: $id) { ${FIELDS} } }`;
const SELECT = 'query { tenantSelect { tenantId tenantName } }';
const SUBMIT = `mutation ($input: TenantInput!) { submitTenant(input: $input) { ${FIELDS} } }`;
const REMOVE = 'mutation ($ids: [ID!]!) { removeTenants(ids: $ids) }';
const SETTING = 'mutation ($input: TenantSettingInput!) { setTenantSetting(input: $input) }';

describe('tenants', () => {
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

  /** A tenant provisioned by one submit; each `it` checks one part of what it created. */
  describe('provisioning a new tenant in one go', () => {
    let errors: unknown;
    let tenant: { tenantId: string; accountNumber: number } | undefined;
    let tenantId: string;
    let role: Role;
    let dept: Dept;
    let post: Post;

    beforeAll(async () => {
      const added = await graphql<{ submitTenant: { id: string; tenantId: string; accountNumber: number; packageId: string | null } }>(
        app.http,
        SUBMIT,
        { input: { tenantName: '新学校', linkman: '张三', contactNumber: '123', domainUrl: 'https://school.example.com/' } },
        { token: admin },
      );
      errors = added.errors;
      tenant = added.data?.submitTenant;
      tenantId = tenant?.tenantId ?? '';
    });

    it('should give it a new six-digit tenant id and the default account number (tenant.default.accountNumber)', () => {
      expect(errors).toBeUndefined();
      expect(tenant?.tenantId).toMatch(/^\d{6}$/);
      expect(tenant?.tenantId).not.toBe('000000');
      expect(tenant?.accountNumber).toBe(100);
    });

    it('should give it an admin role granted the default menus (tenant.default.menuCode), not tenant management', async () => {
      const fork = em();
      role = await fork.findOneOrFail(Role, { tenantId }, { filters: false });
      expect(role).toMatchObject({ roleName: '管理员', roleAlias: 'admin' });
      const grants = await fork.find(RoleMenu, { roleId: role.id }, { filters: false });
      const menus = await fork.find(Menu, { id: { $in: grants.map((grant) => grant.menuId) } });
      // tenant.default.menuCode and the descendants of those menus (tenant-provisioning.int.test.ts covers the rest).
      expect(menus.map((menu) => menu.code)).toEqual(expect.arrayContaining(['home', 'user', 'user_add', 'exam_bank']));
      expect(menus.map((menu) => menu.code)).not.toContain('tenant');
    });

    it('should give it a root department named after it and a ceo post', async () => {
      const fork = em();
      dept = await fork.findOneOrFail(Dept, { tenantId }, { filters: false });
      expect(dept).toMatchObject({ deptName: '新学校', parentId: '0' });
      post = await fork.findOneOrFail(Post, { tenantId }, { filters: false });
      expect(post).toMatchObject({ postCode: 'ceo', postName: '首席执行官' });
    });

    it('should give it an admin user in that role, department and post, who signs in with tenant.default.password', async () => {
      const user = await em().findOneOrFail(User, { tenantId }, { filters: false });
      expect(user).toMatchObject({ account: 'admin', roleId: role.id, deptId: dept.id, postId: post.id });
      const login = await graphqlToken(app.http, tenantId, 'admin', 'admin');
      expect(login.accessToken).toBeTruthy();
    });

    it('should find the tenant by its domain', async () => {
      const info = await graphql<{ tenantInfo: { tenantId: string } }>(
        app.http,
        'query { tenantInfo(domain: "https://school.example.com") { tenantId } }',
      );
      expect(info.data?.tenantInfo.tenantId).toBe(tenantId);
    });
  });

  it('should list, filter, select, show and change tenants', async () => {
    const list = await graphql<{ tenants: { total: number; records: Array<{ tenantId: string }> } }>(
      app.http,
      LIST,
      { filter: { tenantId: DEMO_TENANT_ID } },
      { token: admin },
    );
    expect(list.data?.tenants.records.map((row) => row.tenantId)).toEqual([DEMO_TENANT_ID]);
    const byName = await graphql<{ tenants: { total: number } }>(app.http, LIST, { filter: { tenantName: '%' } }, { token: admin });
    expect(byName.data?.tenants.total).toBe(0);
    const select = await graphql<{ tenantSelect: Array<{ tenantId: string }> }>(app.http, SELECT, {}, { token: admin });
    expect(select.data?.tenantSelect.map((row) => row.tenantId)).toEqual(expect.arrayContaining(['000000', DEMO_TENANT_ID]));
    const detail = await graphql<{ tenant: { tenantId: string } }>(app.http, DETAIL, { id: DEMO_TENANT_ROW_ID }, { token: admin });
    expect(detail.data?.tenant.tenantId).toBe(DEMO_TENANT_ID);
    const built = await buildTenant(app.application.orm);
    const changed = await graphql<{ submitTenant: { tenantName: string; tenantId: string } }>(
      app.http,
      SUBMIT,
      { input: { id: built.rowId, tenantName: '改名', linkman: '李四' } },
      { token: admin },
    );
    expect(changed.data?.submitTenant).toMatchObject({ tenantName: '改名', tenantId: built.tenantId });
    const clash = await graphql(
      app.http,
      SUBMIT,
      { input: { id: built.rowId, tenantName: '改名', linkman: '李四', domainUrl: 'https://school.example.com' } },
      { token: admin },
    );
    expect(clash.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });

  it('should refuse bad input with translated messages and write nothing', async () => {
    const before = await em().count(Tenant, {});
    const empty = await graphql(app.http, SUBMIT, { input: { tenantName: ' ', linkman: '' } }, { token: admin, language: 'en' });
    expect(empty.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'tenantName', message: 'Please enter the tenant name' },
      { field: 'linkman', message: 'Please enter the contact person' },
    ]);
    const unknownPackage = await graphql(app.http, SUBMIT, { input: { tenantName: 'x', linkman: 'y', packageId: '1' } }, { token: admin });
    expect(unknownPackage.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const badQuota = await graphql(app.http, SETTING, { input: { ids: [DEMO_TENANT_ROW_ID], accountNumber: -5 } }, { token: admin });
    expect(badQuota.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const none = await graphql(app.http, REMOVE, { ids: [] }, { token: admin });
    expect(none.errors?.[0]?.message).toBe('请至少选择一条数据');
    const platform = await graphql(app.http, REMOVE, { ids: [PLATFORM_TENANT_ROW_ID] }, { token: admin });
    expect(platform.errors?.[0]?.message).toBe('不可删除管理租户!');
    const badSort = await graphql(app.http, 'query { tenants(sort: [{ field: "licenseKey" }]) { total } }', {}, { token: admin });
    expect(badSort.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(await em().count(Tenant, {})).toBe(before);
  });

  it('should store the account quota and enforce the expiry set by setting', async () => {
    const built = await buildTenant(app.application.orm);
    const result = await graphql<{ setTenantSetting: number }>(
      app.http,
      SETTING,
      { input: { ids: [built.rowId], accountNumber: 1, expireTime: null } },
      { token: admin },
    );
    expect(result.data?.setTenantSetting).toBe(1);
    // The quota itself is enforced where users are created (user.int.test.ts).
    expect((await em().findOneOrFail(Tenant, { id: built.rowId })).accountNumber).toBe(1);
    await graphql(
      app.http,
      SETTING,
      { input: { ids: [built.rowId], accountNumber: -1, expireTime: new Date(Date.now() - 60_000).toISOString() } },
      { token: admin },
    );
    const expired = await legacyLogin(app.http, built.tenantId, 'admin', 'admin-pass');
    expect(expired.body.msg).toBe('租户授权已过期,请联系管理员');
  });

  it('should delete a tenant with all its users and end their sessions', async () => {
    const built = await buildTenant(app.application.orm);
    const token = (await graphqlToken(app.http, built.tenantId, 'admin', 'admin-pass')).accessToken;
    const removed = await graphql<{ removeTenants: number }>(app.http, REMOVE, { ids: [built.rowId] }, { token: admin });
    expect(removed.data?.removeTenants).toBe(1);
    expect(await em().count(User, { tenantId: built.tenantId, isDeleted: 0 }, { filters: false })).toBe(0);
    expect(await em().count(AuthSession, { tenantId: built.tenantId, revokedAt: null })).toBe(0);
    const after = await graphql(app.http, 'query { myPermissions }', {}, { token });
    expect(after.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const login = await legacyLogin(app.http, built.tenantId, 'admin', 'admin-pass');
    expect(login.body).toMatchObject({ code: 400, msg: '未获得用户的租户信息' });
  });

  it('should refuse anonymous callers, platform users without the administrator role, and other tenants', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const orm = app.application.orm;
    const role = await buildRole(orm, {
      tenantId: '000000',
      alias: 'tenant-clerk',
      permissions: ['tenant', 'tenant_add', 'tenant_delete', 'tenant_setting'],
    });
    const clerk = await buildUser(orm, { tenantId: '000000', roleIds: [role.id], deptId: '1123598813738675201' });
    const clerkToken = (await graphqlToken(app.http, '000000', clerk.account, clerk.password)).accessToken;
    const demoAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const before = await em().count(Tenant, {});
    for (const token of [clerkToken, demoAdmin]) {
      for (const [query, variables] of [
        [LIST, {}],
        [SELECT, {}],
        [DETAIL, { id: DEMO_TENANT_ROW_ID }],
        [SUBMIT, { input: { tenantName: 'x', linkman: 'y' } }],
        [SUBMIT, { input: { id: DEMO_TENANT_ROW_ID, tenantName: 'x', linkman: 'y' } }],
        [REMOVE, { ids: [DEMO_TENANT_ROW_ID] }],
        [SETTING, { input: { ids: [DEMO_TENANT_ROW_ID], accountNumber: 1 } }],
      ] as const) {
        const result = await graphql(app.http, query, variables, { token });
        expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    expect(await em().count(Tenant, {})).toBe(before);
    expect((await em().findOneOrFail(Tenant, { id: DEMO_TENANT_ROW_ID })).tenantName).not.toBe('x');
  });

  /** The legacy tenant paths in the contract shapes; the middle `it`s work in order on the tenant one of them adds. */
  describe('legacy paths', () => {
    let auth: Record<string, string>;
    let created: Tenant;

    beforeAll(async () => {
      auth = await legacyAuth(app.http, '000000', 'admin', 'admin');
    });

    it('should list tenants with the legacy fields', async () => {
      const list = await app.http.get('/api/blade-system/tenant/list').query({ current: 1, size: 10, tenantId: DEMO_TENANT_ID }).set(auth);
      expect(list.body.data.records).toHaveLength(1);
      expect(list.body.data.records[0]).toMatchObject({ tenantId: DEMO_TENANT_ID, packageId: null, datasourceId: null, licenseKey: '' });
    });

    it('should add a tenant over submit, taking the domain Saber 2.9 sends as `domain`', async () => {
      const submit = await app.http
        .post('/api/blade-system/tenant/submit')
        .set(auth)
        .send({ tenantName: '旧客户端学校', linkman: '王五', domain: 'http://legacy.example.com' });
      expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      created = await em().findOneOrFail(Tenant, { tenantName: '旧客户端学校' });
      expect(created.domainUrl).toBe('http://legacy.example.com');
    });

    it('should change the account number and expiry over setting and show them over detail, refusing a bad date', async () => {
      const setting = await app.http
        .post('/api/blade-system/tenant/setting')
        .query({ ids: created.id, accountNumber: 20, expireTime: '2099-12-31 23:59:59' })
        .set(auth);
      expect(setting.body.code).toBe(200);
      const detail = await app.http.get('/api/blade-system/tenant/detail').query({ id: created.id }).set(auth);
      expect(detail.body.data).toMatchObject({
        accountNumber: 20,
        expireTime: '2099-12-31 23:59:59',
        domainUrl: 'http://legacy.example.com',
      });
      const badDate = await app.http
        .post('/api/blade-system/tenant/setting')
        .query({ ids: created.id, accountNumber: 20, expireTime: '2099-13-45' })
        .set(auth);
      expect(badDate.status).toBe(400);
    });

    it('should refuse a tenant without a name', async () => {
      const invalid = await app.http.post('/api/blade-system/tenant/submit').set(auth).send({ tenantName: '', linkman: 'x' });
      expect(invalid.body).toMatchObject({ code: 400, success: false });
    });

    it('should remove the tenant over remove', async () => {
      const remove = await app.http.post(`/api/blade-system/tenant/remove?ids=${created.id}`).set(auth);
      expect(remove.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    });

    it('should refuse a tenant administrator and anonymous callers', async () => {
      const demoToken = (await legacyToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).access_token;
      const forbidden = await app.http.get('/api/blade-system/tenant/list').set({ 'Blade-Auth': `bearer ${demoToken}` });
      expect(forbidden.status).toBe(403);
      const anonymous = await app.http.get('/api/blade-system/tenant/list');
      expect(anonymous.status).toBe(401);
    });
  });
});
