import { Menu } from '../../../src/modules/system/menu/menu.entity';
import { RoleMenu } from '../../../src/modules/system/role/role-menu.entity';
import { TenantPackage } from '../../../src/modules/system/tenant-package/tenant-package.entity';
import { Tenant } from '../../../src/modules/system/tenant/tenant.entity';
import { DEMO_TENANT_ID, DEMO_TENANT_ROW_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser, ensureMenu } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const LIST = `
    query ($filter: TenantPackageFilter, $page: PageInput) {
      tenantPackages(filter: $filter, page: $page) {
        records {
          id
          packageName
          menuId
          remark
        }
        total
      }
    }
  `;
const SUBMIT = 'mutation ($input: TenantPackageInput!) { submitTenantPackage(input: $input) { id packageName menuId remark } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeTenantPackages(ids: $ids) }';
const BIND =
  'mutation ($tenantId: String!, $packageId: ID) { setTenantPackage(tenantId: $tenantId, packageId: $packageId) { tenantId packageId } }';
const OF_TENANT = 'query ($id: ID!) { tenantPackageOfTenant(tenantRowId: $id) { id packageName } }';
const ROUTES = 'query { myMenus { id code } }';

describe('tenant packages', () => {
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

  it('should add, list, change, bind and delete a package', async () => {
    const param = await em().findOneOrFail(Menu, { code: 'param' });
    const home = await em().findOneOrFail(Menu, { code: 'home' });
    const added = await graphql<{ submitTenantPackage: { id: string; menuId: string } }>(
      app.http,
      SUBMIT,
      { input: { packageName: '基础版', menuId: `${home.id}, ${param.id},${home.id}`, remark: 'r' } },
      { token: admin },
    );
    expect(added.errors).toBeUndefined();
    const id = added.data?.submitTenantPackage.id ?? '';
    expect(added.data?.submitTenantPackage.menuId).toBe(`${home.id},${param.id}`);
    const list = await graphql<{ tenantPackages: { total: number } }>(
      app.http,
      LIST,
      { filter: { packageName: '基础' } },
      { token: admin },
    );
    expect(list.data?.tenantPackages.total).toBe(1);
    const changed = await graphql<{ submitTenantPackage: { packageName: string } }>(
      app.http,
      SUBMIT,
      { input: { id, packageName: '标准版', menuId: home.id } },
      { token: admin },
    );
    expect(changed.data?.submitTenantPackage.packageName).toBe('标准版');
    const select = await graphql<{ tenantPackageSelect: Array<{ id: string }> }>(
      app.http,
      'query { tenantPackageSelect { id } }',
      {},
      { token: admin },
    );
    expect(select.data?.tenantPackageSelect.map((row) => row.id)).toContain(id);
    const bound = await graphql<{ setTenantPackage: { packageId: string } }>(
      app.http,
      BIND,
      { tenantId: DEMO_TENANT_ID, packageId: id },
      { token: admin },
    );
    expect(bound.data?.setTenantPackage.packageId).toBe(id);
    const of = await graphql<{ tenantPackageOfTenant: { id: string } }>(app.http, OF_TENANT, { id: DEMO_TENANT_ROW_ID }, { token: admin });
    expect(of.data?.tenantPackageOfTenant.id).toBe(id);
    const inUse = await graphql(app.http, REMOVE, { ids: [id] }, { token: admin });
    expect(inUse.errors?.[0]?.extensions.code).toBe('CONFLICT');
    await graphql(app.http, BIND, { tenantId: DEMO_TENANT_ID, packageId: null }, { token: admin });
    const removed = await graphql<{ removeTenantPackages: number }>(app.http, REMOVE, { ids: [id] }, { token: admin });
    expect(removed.data?.removeTenantPackages).toBe(1);
  });

  it('should refuse a package without name or menus with the SPEC messages and write nothing', async () => {
    const before = await em().count(TenantPackage, {});
    const empty = await graphql(app.http, SUBMIT, { input: { packageName: '', menuId: '' } }, { token: admin, language: 'en' });
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'packageName', message: 'Please enter package name' },
      { field: 'menuId', message: 'Please select menu' },
    ]);
    const zh = await graphql(app.http, SUBMIT, { input: { packageName: ' ', menuId: 'x' } }, { token: admin });
    expect(zh.errors?.[0]?.extensions.fields?.map((field) => field.message)).toEqual(['请输入产品包名称', '请选择菜单']);
    const unknown = await graphql(app.http, SUBMIT, { input: { packageName: 'p', menuId: '42' } }, { token: admin });
    expect(unknown.errors?.[0]?.message).toBe('菜单不存在: 42');
    expect(await em().count(TenantPackage, {})).toBe(before);
  });

  it('should limit the routes of a tenant user to the package menus, and offer the grant-tree cut', async () => {
    const orm = app.application.orm;
    await ensureMenu(orm, { code: 'pkgarea' });
    const inside = await ensureMenu(orm, { code: 'pkgarea_inside', parentCode: 'pkgarea' });
    const outside = await ensureMenu(orm, { code: 'pkgarea_outside', parentCode: 'pkgarea' });
    const below = await ensureMenu(orm, { code: 'pkgarea_below', parentCode: 'pkgarea_inside' });
    const tenant = await buildTenant(orm, { permissions: [] });
    const role = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'teacher', permissions: [] });
    const em2 = em();
    for (const menu of [inside, outside]) {
      em2.create(RoleMenu, { tenantId: tenant.tenantId, roleId: role.id, menuId: menu.id });
    }
    await em2.flush();
    const user = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [role.id], deptId: tenant.deptId });
    const token = (await graphqlToken(app.http, tenant.tenantId, user.account, user.password)).accessToken;
    const before = await graphql<{ myMenus: Array<{ code: string }> }>(app.http, ROUTES, {}, { token });
    expect(before.data?.myMenus.map((menu) => menu.code).sort()).toEqual(['pkgarea', 'pkgarea_inside', 'pkgarea_outside']);
    const created = await graphql<{ submitTenantPackage: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { packageName: 'limited', menuId: inside.id } },
      { token: admin },
    );
    await graphql(app.http, BIND, { tenantId: tenant.tenantId, packageId: created.data?.submitTenantPackage.id }, { token: admin });
    const after = await graphql<{ myMenus: Array<{ code: string }> }>(app.http, ROUTES, {}, { token });
    expect(after.data?.myMenus.map((menu) => menu.code).sort()).toEqual(['pkgarea', 'pkgarea_inside']);
    const all = await em().find(Menu, {});
    const cut = await app.application.services.tenantPackageMenus.limitToPackage(em(), tenant.tenantId, all);
    expect(cut.map((menu) => menu.code).sort()).toEqual(['pkgarea', 'pkgarea_below', 'pkgarea_inside']);
    expect(below.id).toBeDefined();
    const unlimited = await app.application.services.tenantPackageMenus.limitToPackage(em(), DEMO_TENANT_ID, all);
    expect(unlimited).toHaveLength(all.length);
  });

  it('should refuse anonymous callers, users without the administrator role and other tenants', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const orm = app.application.orm;
    const role = await buildRole(orm, {
      tenantId: '000000',
      alias: 'package-clerk',
      permissions: ['tenant_package', 'tenant_package_add', 'tenant_package_delete'],
    });
    const clerk = await buildUser(orm, { tenantId: '000000', roleIds: [role.id], deptId: '1123598813738675201' });
    const clerkToken = (await graphqlToken(app.http, '000000', clerk.account, clerk.password)).accessToken;
    const demoAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const home = await em().findOneOrFail(Menu, { code: 'home' });
    for (const token of [clerkToken, demoAdmin]) {
      for (const [query, variables] of [
        [LIST, {}],
        [SUBMIT, { input: { packageName: 'x', menuId: home.id } }],
        [REMOVE, { ids: ['1'] }],
        [BIND, { tenantId: DEMO_TENANT_ID, packageId: null }],
        [OF_TENANT, { id: DEMO_TENANT_ROW_ID }],
      ] as const) {
        expect((await graphql(app.http, query, variables, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    expect(await em().count(TenantPackage, { packageName: 'x' })).toBe(0);
  });

  it('should serve the legacy tenant-package paths and the package binding of tenants', async () => {
    const token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
    const auth = { 'Blade-Auth': `bearer ${token}` };
    const home = await em().findOneOrFail(Menu, { code: 'home' });
    const submit = await app.http
      .post('/api/blade-system/tenant-package/submit')
      .set(auth)
      .send({ packageName: '旧版套餐', menuId: home.id, remark: '' });
    expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const created = await em().findOneOrFail(TenantPackage, { packageName: '旧版套餐' });
    const list = await app.http.get('/api/blade-system/tenant-package/list').query({ current: 1, size: 10, packageName: '旧版' }).set(auth);
    expect(list.body.data.records[0]).toMatchObject({ id: created.id, packageName: '旧版套餐', menuId: home.id, remark: '' });
    const detail = await app.http.get('/api/blade-system/tenant-package/detail').query({ id: created.id }).set(auth);
    expect(detail.body.data.packageName).toBe('旧版套餐');
    const invalid = await app.http.post('/api/blade-system/tenant-package/submit').set(auth).send({ packageName: '无菜单', menuId: '' });
    expect(invalid.body).toMatchObject({ code: 400, success: false });
    expect(invalid.body.msg).toContain('请选择菜单');
    const bind = await app.http
      .post('/api/blade-system/tenant/package-setting')
      .query({ tenantId: DEMO_TENANT_ID, packageId: created.id })
      .set(auth);
    expect(bind.body.code).toBe(200);
    expect((await em().findOneOrFail(Tenant, { tenantId: DEMO_TENANT_ID })).packageId).toBe(created.id);
    const packageDetail = await app.http.get('/api/blade-system/tenant/package-detail').query({ tenantId: DEMO_TENANT_ROW_ID }).set(auth);
    expect(packageDetail.body).toMatchObject({ code: 200, data: { id: created.id, packageName: '旧版套餐' }, msg: '操作成功' });
    await app.http.post('/api/blade-system/tenant/package-setting').query({ tenantId: DEMO_TENANT_ID, packageId: '' }).set(auth);
    expect((await em().findOneOrFail(Tenant, { tenantId: DEMO_TENANT_ID })).packageId).toBeNull();
    const remove = await app.http.post(`/api/blade-system/tenant-package/remove?ids=${created.id}`).set(auth);
    expect(remove.body.code).toBe(200);
  });
});
