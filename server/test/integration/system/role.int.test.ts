import { Menu } from '../../../src/modules/system/menu/menu.entity';
import { RoleMenu } from '../../../src/modules/system/role/role-menu.entity';
import { Role } from '../../../src/modules/system/role/role.entity';
import { ROLE_IDS } from '../../../src/seeders/base/base-ids';
import { DEMO_DEPT_IDS, DEMO_ROLE_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SUBMIT = 'mutation ($input: RoleInput!) { submitRole(input: $input) { id tenantId parentId roleName roleAlias parentName } }';
const LIST = 'query ($filter: RoleFilter) { roles(filter: $filter) { id parentId roleAlias parentName } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeRoles(ids: $ids) }';
const GRANT = 'mutation ($input: RoleGrantInput!) { grantRoles(input: $input) }';
const KEYS = 'query ($roleIds: [ID!]!) { roleGrantKeys(roleIds: $roleIds) { menu dataScope apiScope } }';
const TREE = '{ grantTree { menu { id parentId title } dataScope { id } apiScope { id } } }';

describe('roles and grants', () => {
  let app: TestApp;
  let admin: string;
  const menuIds = new Map<string, string>();

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    for (const menu of await app.application.orm.em.fork().find(Menu, {})) {
      menuIds.set(menu.code, menu.id);
    }
  });

  afterAll(async () => {
    await app.close();
  });

  const ids = (...codes: string[]) => codes.map((code) => menuIds.get(code) ?? `missing ${code}`);
  const role = (input: Record<string, unknown>, token = admin) =>
    graphql<{ submitRole: { id: string; parentName: string; tenantId: string } }>(app.http, SUBMIT, { input }, { token });

  it('should add, nest, change and delete roles of the tenant', async () => {
    const parent = await role({ roleName: '教研组', roleAlias: 'research', sort: 4 });
    expect(parent.data?.submitRole).toMatchObject({ tenantId: DEMO_TENANT_ID, parentName: '顶级' });
    const parentId = parent.data?.submitRole.id ?? '';
    const child = await role({ roleName: '组员', roleAlias: 'member', parentId });
    expect(child.data?.submitRole.parentName).toBe('教研组');
    const childId = child.data?.submitRole.id ?? '';
    const list = await graphql<{ roles: Array<{ id: string; parentName: string }> }>(
      app.http,
      LIST,
      { filter: { roleAlias: 'mem' } },
      { token: admin },
    );
    expect(list.data?.roles).toEqual([{ id: childId, parentId, roleAlias: 'member', parentName: '教研组' }]);

    const self = await role({ id: parentId, roleName: '教研组', roleAlias: 'research', parentId });
    expect(self.errors?.[0]?.message).toBe('父节点不可选择自身!');
    const cycle = await role({ id: parentId, roleName: '教研组', roleAlias: 'research', parentId: childId });
    expect(cycle.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const foreignParent = await role({ roleName: 'x', roleAlias: 'x', parentId: ROLE_IDS.user });
    expect(foreignParent.errors?.[0]).toMatchObject({ message: '父节点不存在', extensions: { code: 'VALIDATION' } });
    const superRole = await role({ roleName: '超管', roleAlias: 'administrator' });
    expect(superRole.errors?.[0]).toMatchObject({ message: '无权限创建超管角色！', extensions: { code: 'FORBIDDEN' } });

    expect((await graphql(app.http, REMOVE, { ids: [parentId] }, { token: admin })).errors?.[0]?.message).toBe('请先删除子节点!');
    expect(
      (await graphql<{ removeRoles: number }>(app.http, REMOVE, { ids: [childId, parentId] }, { token: admin })).data?.removeRoles,
    ).toBe(2);
  });

  it('should refuse bad input and write nothing', async () => {
    const count = () => app.application.orm.em.fork().count(Role, { tenantId: DEMO_TENANT_ID }, { filters: false });
    const before = await count();
    const empty = await graphql(app.http, SUBMIT, { input: { roleName: '', roleAlias: '' } }, { token: admin, language: 'en' });
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'roleName', message: 'Please enter the role name' },
      { field: 'roleAlias', message: 'Please enter the role alias' },
    ]);
    const badAlias = await graphql(app.http, SUBMIT, { input: { roleName: 'x', roleAlias: "x' or 1=1" } }, { token: admin });
    expect(badAlias.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(await count()).toBe(before);
  });

  it('should show admin roles in the tree only to administrators', async () => {
    const adminTree = await graphql<{ roleTree: Array<{ id: string }> }>(app.http, '{ roleTree { id } }', {}, { token: admin });
    expect(adminTree.data?.roleTree.map((node) => node.id)).toContain(DEMO_ROLE_IDS.admin);
    const orm = app.application.orm;
    const viewer = await buildRole(orm, { tenantId: DEMO_TENANT_ID, alias: 'role-viewer', permissions: ['role'] });
    const user = await buildUser(orm, { tenantId: DEMO_TENANT_ID, roleIds: [viewer.id], deptId: DEMO_DEPT_IDS.academic });
    const token = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
    const tree = await graphql<{ roleTree: Array<{ id: string }> }>(app.http, '{ roleTree { id } }', {}, { token });
    expect(tree.data?.roleTree.map((node) => node.id)).toEqual(expect.arrayContaining([DEMO_ROLE_IDS.teacher, viewer.id]));
    expect(tree.data?.roleTree.map((node) => node.id)).not.toContain(DEMO_ROLE_IDS.admin);
    expect((await role({ roleName: 'x', roleAlias: 'x' }, token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, TREE, {}, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const byId = await graphql<{ roleTreeById: unknown[] }>(
      app.http,
      'query ($id: ID!) { roleTreeById(roleId: $id) { id } }',
      { id: ROLE_IDS.user },
      { token },
    );
    expect(byId.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const select = await graphql<{ roleSelect: Array<{ id: string }> }>(
      app.http,
      'query ($userId: ID) { roleSelect(userId: $userId) { id } }',
      { userId: user.id },
      { token },
    );
    expect(select.data?.roleSelect.map((row) => row.id)).toEqual([viewer.id]);
  });

  it('should let a tenant administrator grant only what it holds, to roles other than admin roles', async () => {
    const tree = await graphql<{ grantTree: { menu: Array<{ id: string; title: string }> } }>(app.http, TREE, {}, { token: admin });
    const offered = tree.data?.grantTree.menu.map((node) => node.id) ?? [];
    expect(offered).toEqual(expect.arrayContaining(ids('system', 'dept', 'dept_add', 'authority', 'role', 'role_grant')));
    expect(offered).not.toContain(menuIds.get('menu'));
    expect(offered).not.toContain(menuIds.get('data_scope'));

    const notHeld = await graphql(
      app.http,
      GRANT,
      { input: { roleIds: [DEMO_ROLE_IDS.teacher], menuIds: ids('dept', 'menu') } },
      { token: admin },
    );
    expect(notHeld.errors?.[0]).toMatchObject({ message: '不能授予自己没有的权限', extensions: { code: 'FORBIDDEN' } });
    const adminRole = await graphql(app.http, GRANT, { input: { roleIds: [DEMO_ROLE_IDS.admin], menuIds: ids('dept') } }, { token: admin });
    expect(adminRole.errors?.[0]).toMatchObject({ message: '无权配置管理员角色!', extensions: { code: 'FORBIDDEN' } });
    const superRole = await graphql(app.http, GRANT, { input: { roleIds: [ROLE_IDS.administrator], menuIds: [] } }, { token: admin });
    expect(superRole.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const none = await graphql(app.http, GRANT, { input: { roleIds: [], menuIds: [] } }, { token: admin });
    expect(none.errors?.[0]?.extensions.code).toBe('VALIDATION');

    const teacher = (await graphqlToken(app.http, DEMO_TENANT_ID, 'teacher', '123456')).accessToken;
    expect((await graphql(app.http, '{ depts { id } }', {}, { token: teacher })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const granted = await graphql<{ grantRoles: number }>(
      app.http,
      GRANT,
      { input: { roleIds: [DEMO_ROLE_IDS.teacher], menuIds: ids('home', 'system', 'dept', 'dept_add') } },
      { token: admin },
    );
    expect(granted.data?.grantRoles).toBe(1);
    // The permission cache was cleared: the teacher may list departments at once.
    expect((await graphql<{ depts: unknown[] }>(app.http, '{ depts { id } }', {}, { token: teacher })).data?.depts).toHaveLength(2);
    const keys = await graphql<{ roleGrantKeys: { menu: string[] } }>(
      app.http,
      KEYS,
      { roleIds: [DEMO_ROLE_IDS.teacher] },
      { token: admin },
    );
    expect(keys.data?.roleGrantKeys.menu.sort()).toEqual(ids('home', 'system', 'dept', 'dept_add').sort());
  });

  it('should withdraw dropped menus from the roles below', async () => {
    const orm = app.application.orm;
    const parent = await buildRole(orm, { tenantId: DEMO_TENANT_ID, alias: 'lead', permissions: ['dept', 'dept_add', 'post'] });
    const child = await buildRole(orm, { tenantId: DEMO_TENANT_ID, alias: 'assistant', permissions: ['dept', 'dept_add', 'post'] });
    const grandchild = await buildRole(orm, { tenantId: DEMO_TENANT_ID, alias: 'intern', permissions: ['dept_add', 'post'] });
    const em = orm.em.fork();
    await em.nativeUpdate(Role, { id: child.id }, { parentId: parent.id }, { filters: false });
    await em.nativeUpdate(Role, { id: grandchild.id }, { parentId: child.id }, { filters: false });
    const granted = await graphql(app.http, GRANT, { input: { roleIds: [parent.id], menuIds: ids('dept', 'post') } }, { token: admin });
    expect(granted.errors).toBeUndefined();
    const held = async (roleId: string) =>
      (await orm.em.fork().find(RoleMenu, { roleId }, { filters: false })).map((grant) => grant.menuId).sort();
    expect(await held(parent.id)).toEqual(ids('dept', 'post').sort());
    expect(await held(child.id)).toEqual(ids('dept', 'post').sort());
    expect(await held(grandchild.id)).toEqual(ids('post'));
  });

  it('should let the platform administrator grant anything and keep tenants apart', async () => {
    const platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const tree = await graphql<{ grantTree: { menu: Array<{ id: string }> } }>(app.http, TREE, {}, { token: platform });
    expect(tree.data?.grantTree.menu.map((node) => node.id)).toEqual(
      expect.arrayContaining(ids('menu', 'data_scope', 'api_scope_setting')),
    );
    const granted = await graphql(
      app.http,
      GRANT,
      { input: { roleIds: [ROLE_IDS.hr], menuIds: ids('home', 'menu') } },
      { token: platform },
    );
    expect(granted.errors).toBeUndefined();

    const other = await buildTenant(app.application.orm, {
      permissions: ['role', 'role_add', 'role_edit', 'role_delete', 'role_grant', 'dept'],
    });
    const token = (await graphqlToken(app.http, other.tenantId, 'admin', other.admin.password)).accessToken;
    const list = await graphql<{ roles: Array<{ id: string }> }>(app.http, LIST, {}, { token });
    expect(list.data?.roles.map((row) => row.id)).toEqual([other.adminRoleId]);
    const grantOther = await graphql(app.http, GRANT, { input: { roleIds: [DEMO_ROLE_IDS.student], menuIds: ids('dept') } }, { token });
    expect(grantOther.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const keys = await graphql<{ roleGrantKeys: { menu: string[] } }>(app.http, KEYS, { roleIds: [DEMO_ROLE_IDS.teacher] }, { token });
    expect(keys.data?.roleGrantKeys.menu).toEqual([]);
    const change = await role({ id: DEMO_ROLE_IDS.student, roleName: 'hijack', roleAlias: 'student' }, token);
    expect(change.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql<{ removeRoles: number }>(app.http, REMOVE, { ids: [DEMO_ROLE_IDS.student] }, { token })).data?.removeRoles).toBe(
      0,
    );
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  /** The legacy role paths and the grant dialog; the `it`s work in order on the role the first one adds. */
  describe('legacy paths', () => {
    let auth: Record<string, string>;
    let id: string;

    beforeAll(async () => {
      const token = (await legacyToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).access_token;
      auth = { 'Blade-Auth': `bearer ${token}` };
    });

    it('should add a role over submit and list it in the contract shape', async () => {
      const submit = await app.http
        .post('/api/blade-system/role/submit')
        .set(auth)
        .send({ roleName: '班主任', roleAlias: 'headteacher', parentId: Number(0), sort: '3' });
      expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      const list = await app.http.get('/api/blade-system/role/list').query({ roleName: '班主任' }).set(auth);
      expect(list.body.data).toEqual([
        expect.objectContaining({ roleAlias: 'headteacher', tenantId: DEMO_TENANT_ID, parentName: '顶级', hasChildren: false }),
      ]);
      id = list.body.data[0].id as string;
    });

    it('should grant menus over grant and show them in role-tree-keys and the grant tree', async () => {
      const grant = await app.http
        .post('/api/blade-system/role/grant')
        .set(auth)
        .send({ roleIds: [id], menuIds: [menuIds.get('post'), menuIds.get('home')], dataScopeIds: [], apiScopeIds: '' });
      expect(grant.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      const keys = await app.http.get('/api/blade-system/menu/role-tree-keys').query({ roleIds: id }).set(auth);
      expect(keys.body.data).toEqual({ menu: expect.arrayContaining(ids('post', 'home')), dataScope: [], apiScope: [] });
      const tree = await app.http.get('/api/blade-system/menu/grant-tree').set(auth);
      const system = (tree.body.data.menu as Array<{ id: string; children?: Array<{ id: string }> }>).find(
        (node) => node.id === menuIds.get('system'),
      );
      expect(system?.children?.map((node) => node.id)).toEqual(expect.arrayContaining(ids('dept', 'post')));
    });

    it('should refuse a grant of a menu the tenant administrator does not hold, and bad role ids', async () => {
      const refused = await app.http
        .post('/api/blade-system/role/grant')
        .set(auth)
        .send({ roleIds: [id], menuIds: ids('menu') });
      expect(refused.status).toBe(403);
      const badIds = await app.http
        .post('/api/blade-system/role/grant')
        .set(auth)
        .send({ roleIds: ['x'], menuIds: [] });
      expect(badIds.status).toBe(400);
    });

    it('should serve select and tree-by-id for the role', async () => {
      const select = await app.http.get('/api/blade-system/role/select').query({ roleId: id }).set(auth);
      expect(select.body.data).toEqual([
        { id, tenantId: DEMO_TENANT_ID, parentId: '0', roleName: '班主任', sort: 3, roleAlias: 'headteacher', isDeleted: 0 },
      ]);
      const byId = await app.http.get('/api/blade-system/role/tree-by-id').query({ roleId: id }).set(auth);
      expect(byId.body.data.map((node: { id: string }) => node.id)).toContain(id);
    });

    it('should remove the role over remove', async () => {
      expect((await app.http.post(`/api/blade-system/role/remove?ids=${id}`).set(auth)).body.code).toBe(200);
    });

    it('should refuse anonymous callers and a student', async () => {
      expect((await app.http.get('/api/blade-system/role/list')).status).toBe(401);
      const student = (await legacyToken(app.http, DEMO_TENANT_ID, 'student', '123456')).access_token;
      expect((await app.http.get('/api/blade-system/role/list').set('Blade-Auth', `bearer ${student}`)).status).toBe(403);
    });
  });
});
