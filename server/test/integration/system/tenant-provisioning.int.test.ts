import { Menu } from '../../../src/modules/system/menu/menu.entity';
import { Param } from '../../../src/modules/system/param/param.entity';
import { RoleMenu } from '../../../src/modules/system/role/role-menu.entity';
import { Role } from '../../../src/modules/system/role/role.entity';
import { TENANT_DEFAULT_MENU_CODES } from '../../../src/modules/system/tenant/tenant-admin-menus';
import { Tenant } from '../../../src/modules/system/tenant/tenant.entity';
import { LEAVE_PROCESS_KEY } from '../../../src/modules/workflow/leave/leave-model';
import { UserDept } from '../../../src/modules/system/user/user-dept.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { runBaseSeed } from '../../../src/seeders/base/base.seed';
import { MENU_SEED } from '../../../src/seeders/base/menu.seed-data';
import { graphql, graphqlToken, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SUBMIT_TENANT = 'mutation ($input: TenantInput!) { submitTenant(input: $input) { id tenantId packageId } }';
const SUBMIT_PACKAGE = 'mutation ($input: TenantPackageInput!) { submitTenantPackage(input: $input) { id menuId } }';
const BIND = 'mutation ($tenantId: String!, $packageId: ID) { setTenantPackage(tenantId: $tenantId, packageId: $packageId) { packageId } }';
const PERMISSIONS = 'query { myPermissions }';
const MENUS = 'query { myMenus { code } }';
const USERS = 'query { users { total records { account } } }';
const ROLES = 'query { roles { id roleAlias } }';
const BANKS = 'query { questionBanks { total records { id name } } }';
const DEPTS = 'query { deptTree { id title } }';

/** Menu codes a tenant administrator must not get from the default: platform-only areas. */
const PLATFORM_ONLY = [
  'tenant',
  'tenant_package',
  'client',
  'param',
  'menu',
  'datasource',
  'dict_add',
  'region_add',
  'data_scope',
  'api_scope',
];

describe('tenant provisioning: a new tenant works out of the box', () => {
  let app: TestApp;
  let platformAdmin: string;

  beforeAll(async () => {
    app = await startTestApp();
    platformAdmin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const menuIdsOf = (codes: string[]) => MENU_SEED.filter((menu) => codes.includes(menu.code)).map((menu) => menu.id);
  const codesBelow = (code: string): string[] => {
    const root = MENU_SEED.find((menu) => menu.code === code);
    const result = new Set(root ? [root.id] : []);
    let grew = true;
    while (grew) {
      grew = false;
      for (const menu of MENU_SEED) {
        if (!result.has(menu.id) && result.has(menu.parentId)) {
          result.add(menu.id);
          grew = true;
        }
      }
    }
    return MENU_SEED.filter((menu) => result.has(menu.id)).map((menu) => menu.code);
  };

  async function permissions(token: string): Promise<string[]> {
    const result = await graphql<{ myPermissions: string[] }>(app.http, PERMISSIONS, {}, { token });
    expect(result.errors).toBeUndefined();
    return result.data?.myPermissions ?? [];
  }

  /** Signs in as the tenant's admin, checks the day-one pages and creates a teacher who signs in and uses the exam pages. */
  async function useTenantAsItsAdmin(tenantId: string): Promise<void> {
    const admin = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
    const codes = await permissions(admin);
    for (const area of ['home', 'desk', 'user', 'role', 'dept', 'post', 'dictbiz', 'topmenu', 'log', 'resource', 'exam']) {
      expect(codes).toEqual(expect.arrayContaining(codesBelow(area)));
    }
    expect(codes).toEqual(
      expect.arrayContaining([
        'user_add',
        'role_grant',
        'notice_publish',
        'oss_enable',
        'attach_upload',
        'log_error_view',
        'exam_bank_add',
        'exam_examination_publish',
        'exam_grade_release',
      ]),
    );
    for (const code of PLATFORM_ONLY) {
      expect(codes).not.toContain(code);
    }
    const menus = await graphql<{ myMenus: Array<{ code: string }> }>(app.http, MENUS, {}, { token: admin });
    expect(menus.data?.myMenus.map((menu) => menu.code)).toEqual(expect.arrayContaining(['user', 'role', 'dept', 'exam_bank']));
    const users = await graphql<{ users: { total: number; records: Array<{ account: string }> } }>(app.http, USERS, {}, { token: admin });
    expect(users.errors).toBeUndefined();
    expect(users.data?.users.records.map((user) => user.account)).toEqual(['admin']);
    const roles = await graphql<{ roles: Array<{ id: string; roleAlias: string }> }>(app.http, ROLES, {}, { token: admin });
    expect(roles.errors).toBeUndefined();
    expect(roles.data?.roles.map((role) => role.roleAlias)).toEqual(['admin']);
    const banks = await graphql<{ questionBanks: { total: number } }>(app.http, BANKS, {}, { token: admin });
    expect(banks.errors).toBeUndefined();
    expect(banks.data?.questionBanks.total).toBe(0);
    // The built-in leave process is deployed for the tenant: its people can apply for leave on day one.
    const startable = await graphql<{ startableProcesses: { records: Array<{ key: string; category: string }> } }>(
      app.http,
      '{ startableProcesses { records { key category } } }',
      {},
      { token: admin },
    );
    expect(startable.errors).toBeUndefined();
    expect(startable.data?.startableProcesses.records).toEqual([{ key: LEAVE_PROCESS_KEY, category: 'flow_1' }]);
    const depts = await graphql<{ deptTree: Array<{ id: string; title: string }> }>(app.http, DEPTS, {}, { token: admin });
    expect(depts.errors).toBeUndefined();
    const rootDept = depts.data?.deptTree[0]?.id ?? '';
    expect(rootDept).toMatch(/^\d+$/);

    // A teacher: the tenant has no teacher role yet, so the admin creates one with the exam staff menus.
    const role = await graphql<{ submitRole: { id: string } }>(
      app.http,
      'mutation ($input: RoleInput!) { submitRole(input: $input) { id } }',
      { input: { roleName: '教师', roleAlias: 'teacher', sort: 2 } },
      { token: admin },
    );
    expect(role.errors).toBeUndefined();
    const teacherRoleId = role.data?.submitRole.id ?? '';
    const examStaff = codesBelow('exam').filter((code) => code !== 'exam_take');
    const granted = await graphql(
      app.http,
      'mutation ($input: RoleGrantInput!) { grantRoles(input: $input) }',
      { input: { roleIds: [teacherRoleId], menuIds: menuIdsOf(['home', ...examStaff]) } },
      { token: admin },
    );
    expect(granted.errors).toBeUndefined();
    const teacher = await graphql(
      app.http,
      'mutation ($input: UserInput!) { submitUser(input: $input) { id } }',
      {
        input: {
          account: 'teacher1',
          name: '王老师',
          realName: '王老师',
          password: 'Teach3r!',
          password2: 'Teach3r!',
          deptIds: [rootDept],
          roleIds: [teacherRoleId],
        },
      },
      { token: admin },
    );
    expect(teacher.errors).toBeUndefined();
    const teacherToken = (await graphqlToken(app.http, tenantId, 'teacher1', 'Teach3r!')).accessToken;
    const created = await graphql<{ submitQuestionBank: { id: string } }>(
      app.http,
      'mutation ($input: QuestionBankInput!) { submitQuestionBank(input: $input) { id } }',
      { input: { code: 'B1', name: '安全题库' } },
      { token: teacherToken },
    );
    expect(created.errors).toBeUndefined();
    const teacherBanks = await graphql<{ questionBanks: { records: Array<{ name: string }> } }>(
      app.http,
      BANKS,
      {},
      { token: teacherToken },
    );
    expect(teacherBanks.data?.questionBanks.records.map((bank) => bank.name)).toEqual(['安全题库']);
    // The teacher is not an administrator of the tenant.
    const teacherUsers = await graphql(app.http, USERS, {}, { token: teacherToken });
    expect(teacherUsers.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  }

  it('should give a tenant added over GraphQL an admin with the default menus, the full bootstrap, and a working teacher', async () => {
    const added = await graphql<{ submitTenant: { id: string; tenantId: string } }>(
      app.http,
      SUBMIT_TENANT,
      { input: { tenantName: '新培训学校', linkman: '张三' } },
      { token: platformAdmin },
    );
    expect(added.errors).toBeUndefined();
    const tenantId = added.data?.submitTenant.tenantId ?? '';
    const fork = em();
    const admin = await fork.findOneOrFail(User, { tenantId, account: 'admin' }, { filters: false });
    expect(await fork.count(UserDept, { tenantId, userId: admin.id, deptId: admin.deptId }, { filters: false })).toBe(1);
    await useTenantAsItsAdmin(tenantId);
  });

  it('should give a tenant added over the legacy REST submit the same admin, usable with a legacy token', async () => {
    const token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
    const submit = await app.http
      .post('/api/blade-system/tenant/submit')
      .set({ 'Blade-Auth': `bearer ${token}` })
      .send({ tenantName: '旧接口学校', linkman: '李四', domain: 'http://rest-school.example.com' });
    expect(submit.body).toMatchObject({ code: 200, success: true });
    const tenant = await em().findOneOrFail(Tenant, { tenantName: '旧接口学校' });
    const legacy = await legacyToken(app.http, tenant.tenantId, 'admin', 'admin');
    const auth = { 'Blade-Auth': `bearer ${legacy.access_token}` };
    const users = await app.http.get('/api/blade-user/page').query({ current: 1, size: 10 }).set(auth);
    expect(users.body).toMatchObject({ code: 200, success: true });
    expect(users.body.data.records.map((row: { account: string }) => row.account)).toEqual(['admin']);
    const roles = await app.http.get('/api/blade-system/role/list').set(auth);
    expect(roles.body.code).toBe(200);
    const banks = await app.http.get('/api/blade-exam/question-bank/examQuestionBank/list').query({ current: 1, size: 10 }).set(auth);
    expect(banks.body).toMatchObject({ code: 200, success: true, data: { total: 0 } });
    await useTenantAsItsAdmin(tenant.tenantId);
  });

  it('should copy the platform tenant business dictionaries into a new tenant', async () => {
    const SUBMIT_DICT = 'mutation ($input: DictInput!) { submitDictBiz(input: $input) { id } }';
    const root = await graphql<{ submitDictBiz: { id: string } }>(
      app.http,
      SUBMIT_DICT,
      { input: { parentId: '0', code: 'course_level', dictKey: '-1', dictValue: '课程级别', sort: 1, isSealed: 0 } },
      { token: platformAdmin },
    );
    expect(root.errors).toBeUndefined();
    const item = await graphql(
      app.http,
      SUBMIT_DICT,
      { input: { parentId: root.data?.submitDictBiz.id, code: 'course_level', dictKey: '1', dictValue: '初级', sort: 1, isSealed: 0 } },
      { token: platformAdmin },
    );
    expect(item.errors).toBeUndefined();
    const added = await graphql<{ submitTenant: { tenantId: string } }>(
      app.http,
      SUBMIT_TENANT,
      { input: { tenantName: '字典学校', linkman: '赵六' } },
      { token: platformAdmin },
    );
    const tenantId = added.data?.submitTenant.tenantId ?? '';
    const admin = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
    const tree = await graphql<{ dictBizTree: Array<{ id: string; parentId: string; code: string; dictKey: string; dictValue: string }> }>(
      app.http,
      'query { dictBizTree { id parentId code dictKey dictValue } }',
      {},
      { token: admin },
    );
    expect(tree.errors).toBeUndefined();
    const rows = tree.data?.dictBizTree ?? [];
    expect(rows.map((row) => [row.code, row.dictKey, row.dictValue])).toEqual([
      ['course_level', '-1', '课程级别'],
      ['course_level', '1', '初级'],
    ]);
    // New ids, the tree kept.
    expect(rows[0]?.id).not.toBe(root.data?.submitDictBiz.id);
    expect(rows[1]?.parentId).toBe(rows[0]?.id);
  });

  it('should follow a change of tenant.default.menuCode at the next sign-in of a tenant without a package', async () => {
    const added = await graphql<{ submitTenant: { tenantId: string } }>(
      app.http,
      SUBMIT_TENANT,
      { input: { tenantName: '参数学校', linkman: '钱七' } },
      { token: platformAdmin },
    );
    const tenantId = added.data?.submitTenant.tenantId ?? '';
    const before = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
    expect(await permissions(before)).toContain('exam_bank');
    const param = await em().findOneOrFail(Param, { paramKey: 'tenant.default.menuCode' });
    const SUBMIT_PARAM = 'mutation ($input: ParamInput!) { submitParam(input: $input) { paramValue } }';
    const changed = await graphql(
      app.http,
      SUBMIT_PARAM,
      { input: { id: param.id, paramName: param.paramName, paramKey: param.paramKey, paramValue: 'home, user' } },
      { token: platformAdmin },
    );
    expect(changed.errors).toBeUndefined();
    try {
      const after = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
      expect((await permissions(after)).sort()).toEqual(['home', ...codesBelow('user')].sort());
      // A later sign-in with nothing changed keeps the grants as they are.
      const again = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
      expect((await permissions(again)).sort()).toEqual(['home', ...codesBelow('user')].sort());
      // A parameter naming no menu leaves the grants alone and does not lock the tenant out.
      await graphql(
        app.http,
        SUBMIT_PARAM,
        { input: { id: param.id, paramName: param.paramName, paramKey: param.paramKey, paramValue: 'nothing_here' } },
        { token: platformAdmin },
      );
      const broken = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
      expect(await permissions(broken)).toContain('user_add');
    } finally {
      await graphql(
        app.http,
        SUBMIT_PARAM,
        { input: { id: param.id, paramName: param.paramName, paramKey: param.paramKey, paramValue: TENANT_DEFAULT_MENU_CODES } },
        { token: platformAdmin },
      );
    }
    const restored = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
    expect(await permissions(restored)).toContain('exam_grade_release');
    // The seeded demo tenant's admin is configured by hand and does not follow the parameter.
    const demoGrants = await em().count(RoleMenu, { tenantId: '100000' }, { filters: false });
    await graphqlToken(app.http, '100000', 'admin', 'admin');
    expect(await em().count(RoleMenu, { tenantId: '100000' }, { filters: false })).toBe(demoGrants);
  });

  it('should give the admin the package menus, and follow a package change or re-binding at the next sign-in', async () => {
    const small = await graphql<{ submitTenantPackage: { id: string } }>(
      app.http,
      SUBMIT_PACKAGE,
      { input: { packageName: '考试版', menuId: menuIdsOf(['home', ...codesBelow('exam')]).join(',') } },
      { token: platformAdmin },
    );
    expect(small.errors).toBeUndefined();
    const packageId = small.data?.submitTenantPackage.id ?? '';
    const added = await graphql<{ submitTenant: { tenantId: string; packageId: string } }>(
      app.http,
      SUBMIT_TENANT,
      { input: { tenantName: '套餐学校', linkman: '孙八', packageId } },
      { token: platformAdmin },
    );
    expect(added.data?.submitTenant.packageId).toBe(packageId);
    const tenantId = added.data?.submitTenant.tenantId ?? '';
    const first = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
    expect((await permissions(first)).sort()).toEqual(['home', ...codesBelow('exam')].sort());
    // The package grows: the admin gets the new menus at the next sign-in.
    await graphql(
      app.http,
      SUBMIT_PACKAGE,
      {
        input: {
          id: packageId,
          packageName: '考试版',
          menuId: menuIdsOf(['home', ...codesBelow('exam'), ...codesBelow('user')]).join(','),
        },
      },
      { token: platformAdmin },
    );
    const second = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
    expect(await permissions(second)).toEqual(expect.arrayContaining(['user', 'user_add', 'exam_bank']));
    // Re-bound to another package.
    const other = await graphql<{ submitTenantPackage: { id: string } }>(
      app.http,
      SUBMIT_PACKAGE,
      { input: { packageName: '人事版', menuId: menuIdsOf(['home', ...codesBelow('dept')]).join(',') } },
      { token: platformAdmin },
    );
    await graphql(app.http, BIND, { tenantId, packageId: other.data?.submitTenantPackage.id }, { token: platformAdmin });
    const third = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
    expect((await permissions(third)).sort()).toEqual(['home', ...codesBelow('dept')].sort());
    const routes = await graphql<{ myMenus: Array<{ code: string }> }>(app.http, MENUS, {}, { token: third });
    expect(routes.data?.myMenus.map((menu) => menu.code)).not.toContain('exam');
    // Package cleared: back to tenant.default.menuCode.
    await graphql(app.http, BIND, { tenantId, packageId: null }, { token: platformAdmin });
    const fourth = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
    expect(await permissions(fourth)).toEqual(expect.arrayContaining(['exam_bank', 'user_add', 'dictbiz_add']));
  });

  it('should store a package holding every menu of the product and read it back whole', async () => {
    const all = await em().find(Menu, {}, { orderBy: { id: 'asc' } });
    const menuId = all.map((menu) => menu.id).join(',');
    expect(menuId.length).toBeGreaterThan(3000);
    const saved = await graphql<{ submitTenantPackage: { id: string; menuId: string } }>(
      app.http,
      SUBMIT_PACKAGE,
      { input: { packageName: '全部菜单', menuId } },
      { token: platformAdmin },
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data?.submitTenantPackage.id ?? '';
    const read = await graphql<{ tenantPackage: { menuId: string } }>(
      app.http,
      'query ($id: ID!) { tenantPackage(id: $id) { menuId } }',
      { id },
      { token: platformAdmin },
    );
    expect(read.data?.tenantPackage.menuId.split(',').sort()).toEqual(all.map((menu) => menu.id).sort());
    const token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
    const legacy = await app.http
      .post('/api/blade-system/tenant-package/submit')
      .set({ 'Blade-Auth': `bearer ${token}` })
      .send({ id, packageName: '全部菜单', menuId, remark: '' });
    expect(legacy.body).toMatchObject({ code: 200, success: true });
    const detail = await app.http
      .get('/api/blade-system/tenant-package/detail')
      .query({ id })
      .set({ 'Blade-Auth': `bearer ${token}` });
    expect(String(detail.body.data.menuId).split(',').sort()).toEqual(all.map((menu) => menu.id).sort());
  });

  it(
    'should upgrade the old seeded default on start, keep an operator value, and adopt tenants provisioned from the old ' + 'default',
    async () => {
      const orm = app.application.orm;
      const fork = em();
      const param = await fork.findOneOrFail(Param, { paramKey: 'tenant.default.menuCode' });
      expect(param.paramValue).toBe(TENANT_DEFAULT_MENU_CODES);
      // An installation of an earlier version: the old default value, and a tenant provisioned from it.
      await fork.nativeUpdate(Param, { id: param.id }, { paramValue: 'home' });
      const added = await graphql<{ submitTenant: { tenantId: string } }>(
        app.http,
        SUBMIT_TENANT,
        { input: { tenantName: '旧版学校', linkman: '周九' } },
        { token: platformAdmin },
      );
      const tenantId = added.data?.submitTenant.tenantId ?? '';
      await fork.nativeUpdate(Tenant, { tenantId }, { adminMenuDigest: null });
      const role = await fork.findOneOrFail(Role, { tenantId, roleAlias: 'admin' }, { filters: false });
      expect(await fork.count(RoleMenu, { roleId: role.id }, { filters: false })).toBe(1);
      await runBaseSeed(orm);
      expect((await em().findOneOrFail(Param, { id: param.id })).paramValue).toBe(TENANT_DEFAULT_MENU_CODES);
      const admin = (await graphqlToken(app.http, tenantId, 'admin', 'admin')).accessToken;
      expect(await permissions(admin)).toEqual(expect.arrayContaining(['user_add', 'exam_bank_add']));
      // A value an operator set is kept.
      await em().nativeUpdate(Param, { id: param.id }, { paramValue: 'home,exam' });
      await runBaseSeed(orm);
      expect((await em().findOneOrFail(Param, { id: param.id })).paramValue).toBe('home,exam');
      await em().nativeUpdate(Param, { id: param.id }, { paramValue: TENANT_DEFAULT_MENU_CODES });
    },
  );
});
