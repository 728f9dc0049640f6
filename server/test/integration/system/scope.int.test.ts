import { RoleScope } from '../../../src/modules/system/role/role-scope.entity';
import { ApiScope } from '../../../src/modules/system/scope/api-scope.entity';
import { DataScope } from '../../../src/modules/system/scope/data-scope.entity';
import { DEMO_DEPT_IDS, DEMO_ROLE_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { grantScope } from '../../factories/org.factory';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const DEPT_MENU_ID = '1123598815738675205';
const POST_MENU_ID = '1164733389668962251';
const ROLE_MENU_ID = '1123598815738675308';
const DATA_SUBMIT =
  'mutation ($input: DataScopeInput!) { submitDataScope(input: $input) { id scopeType scopeTypeName scopeColumn scopeValue } }';
const API_SUBMIT = 'mutation ($input: ApiScopeInput!) { submitApiScope(input: $input) { id scopePath scopeTypeName } }';
const GRANT = 'mutation ($input: RoleGrantInput!) { grantRoles(input: $input) }';

describe('data scopes and API scopes', () => {
  let app: TestApp;
  let platform: string;
  let admin: string;
  let clerkRoleId: string;
  let clerk: string;

  beforeAll(async () => {
    app = await startTestApp();
    platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const orm = app.application.orm;
    const role = await buildRole(orm, {
      tenantId: DEMO_TENANT_ID,
      alias: 'clerk',
      permissions: ['dept', 'dept_add', 'post', 'post_add', 'role', 'role_add'],
    });
    clerkRoleId = role.id;
    const user = await buildUser(orm, { tenantId: DEMO_TENANT_ID, roleIds: [role.id], deptId: DEMO_DEPT_IDS.academic });
    clerk = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const dataScope = async (input: Record<string, unknown>) => {
    const result = await graphql<{ submitDataScope: { id: string } }>(app.http, DATA_SUBMIT, { input }, { token: platform });
    expect(result.errors).toBeUndefined();
    return result.data?.submitDataScope.id ?? '';
  };
  const counts = async (token: string) => {
    const depts = await graphql<{ depts: unknown[] }>(app.http, '{ depts { id } }', {}, { token });
    const posts = await graphql<{ posts: { total: number } }>(app.http, '{ posts { total } }', {}, { token });
    const roles = await graphql<{ roles: unknown[] }>(app.http, '{ roles { id } }', {}, { token });
    return { depts: depts.data?.depts.length, posts: posts.data?.posts.total, roles: roles.data?.roles.length };
  };

  it('should keep the rules to the platform administrators and refuse raw SQL', async () => {
    const before = await app.application.orm.em.fork().count(DataScope, {});
    const tenantAdmin = await graphql(
      app.http,
      DATA_SUBMIT,
      { input: { menuId: DEPT_MENU_ID, resourceCode: 'dept', scopeName: 'x', scopeType: 1 } },
      { token: admin },
    );
    expect(tenantAdmin.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    // Even a tenant role holding the codes may not touch the global rules.
    const tenant = await buildTenant(app.application.orm, { permissions: ['data_scope', 'data_scope_add', 'api_scope'] });
    const tenantToken = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    const holder = await graphql(
      app.http,
      DATA_SUBMIT,
      { input: { menuId: DEPT_MENU_ID, resourceCode: 'dept', scopeName: 'x', scopeType: 1 } },
      { token: tenantToken },
    );
    expect(holder.errors?.[0]).toMatchObject({ message: '权限规则只能由平台管理员维护', extensions: { code: 'FORBIDDEN' } });
    expect((await graphql(app.http, '{ apiScopes { total } }', {}, { token: tenantToken })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, '{ dataScopes { total } }', {}, { token: admin })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, '{ apiScopes { total } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const sql = await graphql(
      app.http,
      DATA_SUBMIT,
      {
        input: {
          menuId: DEPT_MENU_ID,
          resourceCode: 'dept',
          scopeName: 'x',
          scopeType: 5,
          scopeValue: 'create_dept in (select id from blade_dept) or 1=1',
        },
      },
      { token: platform, language: 'en' },
    );
    expect(sql.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION',
      fields: [{ field: 'scopeValue', message: 'A custom rule reads: column operator ${placeholder}, e.g. create_dept in ${deptIds}' }],
    });
    const column = await graphql(
      app.http,
      DATA_SUBMIT,
      { input: { menuId: DEPT_MENU_ID, resourceCode: 'dept', scopeName: 'x', scopeType: 2, scopeColumn: 'tenant_id' } },
      { token: platform },
    );
    expect(column.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const empty = await graphql(
      app.http,
      DATA_SUBMIT,
      { input: { menuId: '', resourceCode: '', scopeName: '', scopeType: 0 } },
      { token: platform, language: 'en' },
    );
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'menuId', message: 'Please select a menu' },
      { field: 'resourceCode', message: 'Please enter the resource code' },
      { field: 'scopeName', message: 'Please enter the scope name' },
      { field: 'scopeType', message: 'Please select the scope type' },
    ]);
    const button = await graphql(
      app.http,
      DATA_SUBMIT,
      { input: { menuId: '190000000000040111', resourceCode: 'dept', scopeName: 'x', scopeType: 1 } },
      { token: platform },
    );
    expect(button.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(await app.application.orm.em.fork().count(DataScope, {})).toBe(before);
  });

  it('should add, list, change and delete rules, withdrawing their grants', async () => {
    const id = await dataScope({
      menuId: DEPT_MENU_ID,
      resourceCode: 'dept',
      scopeName: '机构管理 [本人可见]',
      scopeType: 2,
      scopeColumn: 'create_user',
    });
    const list = await graphql<{ dataScopes: { records: Array<{ id: string; scopeTypeName: string }> } }>(
      app.http,
      'query ($f: ScopeFilter) { dataScopes(filter: $f) { records { id scopeTypeName } } }',
      { f: { menuId: DEPT_MENU_ID } },
      { token: platform },
    );
    expect(list.data?.dataScopes.records).toEqual([{ id, scopeTypeName: '本人可见' }]);
    const changed = await graphql<{ submitDataScope: Record<string, unknown> }>(
      app.http,
      DATA_SUBMIT,
      {
        input: {
          id,
          menuId: DEPT_MENU_ID,
          resourceCode: 'dept',
          scopeName: 'custom',
          scopeType: 5,
          scopeValue: 'create_dept in ${deptIds}',
        },
      },
      { token: platform },
    );
    expect(changed.data?.submitDataScope).toMatchObject({ scopeType: 5, scopeTypeName: '自定义', scopeValue: 'create_dept in ${deptIds}' });
    await grantScope(app.application.orm, {
      tenantId: DEMO_TENANT_ID,
      roleId: DEMO_ROLE_IDS.teacher,
      scope: await app.application.orm.em.fork().findOneOrFail(DataScope, { id }),
    });
    expect(
      (
        await graphql<{ removeDataScopes: number }>(
          app.http,
          'mutation ($ids: [ID!]!) { removeDataScopes(ids: $ids) }',
          { ids: [id] },
          { token: platform },
        )
      ).data?.removeDataScopes,
    ).toBe(1);
    expect(await app.application.orm.em.fork().count(RoleScope, { scopeId: id }, { filters: false })).toBe(0);
  });

  it('should show a restricted role fewer rows of the dept, post and role lists', async () => {
    for (const [query, input] of [
      [
        'mutation ($input: DeptInput!) { submitDept(input: $input) { id } }',
        { parentId: DEMO_DEPT_IDS.academic, deptName: '文书组', fullName: '教务处文书组', deptCategory: 3, sort: 1 },
      ],
      ['mutation ($input: PostInput!) { submitPost(input: $input) { id } }', { category: 3, postCode: 'clerk', postName: '文书' }],
      ['mutation ($input: RoleInput!) { submitRole(input: $input) { id } }', { roleName: '文书助理', roleAlias: 'clerk_assistant' }],
    ] as const) {
      expect((await graphql(app.http, query, { input }, { token: clerk })).errors).toBeUndefined();
    }
    const unrestricted = await counts(clerk);
    expect(unrestricted).toEqual(await counts(admin));
    expect(unrestricted.depts).toBe(3);

    const own = await dataScope({
      menuId: DEPT_MENU_ID,
      resourceCode: 'dept',
      scopeName: '机构 [本人可见]',
      scopeType: 2,
      scopeColumn: 'create_user',
    });
    const ownDept = await dataScope({
      menuId: POST_MENU_ID,
      resourceCode: 'post',
      scopeName: '岗位 [所在机构可见]',
      scopeType: 3,
      scopeColumn: 'create_dept',
    });
    const custom = await dataScope({
      menuId: ROLE_MENU_ID,
      resourceCode: 'role',
      scopeName: '角色 [自定义]',
      scopeType: 5,
      scopeValue: 'create_user = ${userId}',
    });
    const tree = await graphql<{ grantTree: { dataScope: Array<{ id: string }> } }>(
      app.http,
      '{ grantTree { dataScope { id } } }',
      {},
      { token: admin },
    );
    expect(tree.data?.grantTree.dataScope.map((node) => node.id)).toEqual(expect.arrayContaining([DEPT_MENU_ID, own, ownDept, custom]));
    const granted = await graphql(
      app.http,
      GRANT,
      {
        input: {
          roleIds: [clerkRoleId],
          menuIds: (
            await graphql<{ roleGrantKeys: { menu: string[] } }>(
              app.http,
              'query ($r: [ID!]!) { roleGrantKeys(roleIds: $r) { menu } }',
              { r: [clerkRoleId] },
              { token: admin },
            )
          ).data?.roleGrantKeys.menu,
          dataScopeIds: [own, ownDept, custom],
        },
      },
      { token: admin },
    );
    expect(granted.errors).toBeUndefined();

    expect(await counts(clerk)).toEqual({ depts: 1, posts: 1, roles: 1 });
    expect(await counts(admin)).toEqual(unrestricted);
    const lazy = await graphql<{ deptLazyList: unknown[] }>(
      app.http,
      'query { deptLazyList(filter: { deptName: "组" }) { id } }',
      {},
      { token: clerk },
    );
    expect(lazy.data?.deptLazyList).toHaveLength(1);
    const rest = await app.http.get('/api/blade-system/post/list').set('Blade-Auth', `bearer ${clerk}`);
    expect(rest.body.data.total).toBe(1);

    // Department and children: a user of the school sees what the school and the academic office created.
    const headRole = await buildRole(app.application.orm, { tenantId: DEMO_TENANT_ID, alias: 'head', permissions: ['post'] });
    const children = await dataScope({
      menuId: POST_MENU_ID,
      resourceCode: 'post',
      scopeName: '岗位 [所在机构及子级可见]',
      scopeType: 4,
      scopeColumn: 'create_dept',
    });
    await grantScope(app.application.orm, {
      tenantId: DEMO_TENANT_ID,
      roleId: headRole.id,
      scope: await app.application.orm.em.fork().findOneOrFail(DataScope, { id: children }),
    });
    const head = await buildUser(app.application.orm, { tenantId: DEMO_TENANT_ID, roleIds: [headRole.id], deptId: DEMO_DEPT_IDS.school });
    const headToken = (await graphqlToken(app.http, DEMO_TENANT_ID, head.account, head.password)).accessToken;
    expect((await graphql<{ posts: { total: number } }>(app.http, '{ posts { total } }', {}, { token: headToken })).data?.posts.total).toBe(
      4,
    );
  });

  it('should close a resource guarded by API scopes to roles without a matching one', async () => {
    const api = async (scopePath: string) => {
      const result = await graphql<{ submitApiScope: { id: string; scopeTypeName: string } }>(
        app.http,
        API_SUBMIT,
        { input: { menuId: POST_MENU_ID, resourceCode: 'post', scopeName: `岗位 ${scopePath}`, scopePath, scopeType: 2 } },
        { token: platform },
      );
      expect(result.data?.submitApiScope.scopeTypeName).toBe('业务接口');
      return result.data?.submitApiScope.id ?? '';
    };
    const badApi = await graphql(
      app.http,
      API_SUBMIT,
      { input: { menuId: POST_MENU_ID, resourceCode: 'post', scopeName: 'x', scopePath: '', scopeType: 3 } },
      { token: platform },
    );
    expect(badApi.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const list = await api('posts');
    const detail = await api('/blade-system/post/detail');
    const everything = await api('*');
    const postId = (await graphql<{ postSelect: Array<{ id: string }> }>(app.http, '{ postSelect { id } }', {}, { token: clerk })).data
      ?.postSelect[0]?.id;

    // Nobody in the tenant holds a post API scope yet: the post operations are closed, others stay open.
    for (const token of [clerk, admin]) {
      expect((await graphql(app.http, '{ posts { total } }', {}, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    expect((await app.http.get('/api/blade-system/post/list').set('Blade-Auth', `bearer ${clerk}`)).status).toBe(403);
    expect((await graphql(app.http, '{ depts { id } }', {}, { token: clerk })).errors).toBeUndefined();
    expect((await graphql(app.http, '{ posts { total } }', {}, { token: platform })).errors).toBeUndefined();

    const orm = app.application.orm;
    for (const id of [list, detail]) {
      await grantScope(orm, {
        tenantId: DEMO_TENANT_ID,
        roleId: DEMO_ROLE_IDS.admin,
        scope: await orm.em.fork().findOneOrFail(ApiScope, { id }),
      });
    }
    // Granted behind the service's back (the grant API clears the cache itself).
    app.application.services.apiScopeGuard.clearCache();
    expect((await graphql(app.http, '{ posts { total } }', {}, { token: admin })).errors).toBeUndefined();
    expect((await graphql(app.http, 'query ($id: ID!) { post(id: $id) { id } }', { id: postId }, { token: admin })).errors).toBeUndefined();
    expect(
      (
        await graphql(
          app.http,
          'mutation { submitPost(input: { category: 1, postCode: "x", postName: "x" }) { id } }',
          {},
          { token: admin },
        )
      ).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');

    const notHeld = await graphql(
      app.http,
      GRANT,
      { input: { roleIds: [clerkRoleId], menuIds: [], apiScopeIds: [everything] } },
      { token: admin },
    );
    expect(notHeld.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const keys = await graphql<{ roleGrantKeys: { menu: string[]; dataScope: string[] } }>(
      app.http,
      'query ($r: [ID!]!) { roleGrantKeys(roleIds: $r) { menu dataScope } }',
      { r: [clerkRoleId] },
      { token: admin },
    );
    const granted = await graphql(
      app.http,
      GRANT,
      {
        input: {
          roleIds: [clerkRoleId],
          menuIds: keys.data?.roleGrantKeys.menu,
          dataScopeIds: keys.data?.roleGrantKeys.dataScope,
          apiScopeIds: [list],
        },
      },
      { token: admin },
    );
    expect(granted.errors).toBeUndefined();

    expect((await graphql(app.http, '{ posts { total } }', {}, { token: clerk })).errors).toBeUndefined();
    const legacy = (await legacyToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).access_token;
    expect((await app.http.get('/api/blade-system/post/list').set('Blade-Auth', `bearer ${clerk}`)).status).toBe(200);
    expect((await app.http.get('/api/blade-system/post/detail').query({ id: postId }).set('Blade-Auth', `bearer ${legacy}`)).status).toBe(
      200,
    );
    expect(
      (await graphql(app.http, 'query ($id: ID!) { post(id: $id) { id } }', { id: postId }, { token: clerk })).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
    expect((await app.http.get('/api/blade-system/post/detail').query({ id: postId }).set('Blade-Auth', `bearer ${clerk}`)).status).toBe(
      403,
    );
  });

  it('should serve the legacy data-scope and api-scope paths', async () => {
    const token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
    const auth = { 'Blade-Auth': `bearer ${token}` };
    const submit = await app.http.post('/api/blade-system/data-scope/submit').set(auth).send({
      menuId: DEPT_MENU_ID,
      resourceCode: 'dept',
      scopeName: '机构 [全部可见]',
      scopeColumn: '-',
      scopeField: '*',
      scopeType: '1',
    });
    expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const list = await app.http
      .get('/api/blade-system/data-scope/list')
      .query({ menuId: DEPT_MENU_ID, scopeName: '全部', current: 1, size: 10 })
      .set(auth);
    expect(list.body.data).toMatchObject({
      total: 1,
      records: [{ menuId: DEPT_MENU_ID, scopeTypeName: '全部可见', scopeValue: '', scopeField: '*', remark: '' }],
    });
    const id = list.body.data.records[0].id as string;
    expect((await app.http.get('/api/blade-system/data-scope/detail').query({ id }).set(auth)).body.data).toMatchObject({
      id,
      resourceCode: 'dept',
    });
    const bad = await app.http
      .post('/api/blade-system/data-scope/submit')
      .set(auth)
      .send({ menuId: DEPT_MENU_ID, resourceCode: 'dept', scopeName: 'x', scopeType: 5, scopeValue: '1=1' });
    expect(bad.status).toBe(400);
    expect((await app.http.post(`/api/blade-system/data-scope/remove?ids=${id}`).set(auth)).body.code).toBe(200);

    const apiSubmit = await app.http
      .post('/api/blade-system/api-scope/submit')
      .set(auth)
      .send({ menuId: DEPT_MENU_ID, resourceCode: 'dept', scopeName: '机构 列表', scopePath: '/blade-system/dept/list', scopeType: 1 });
    expect(apiSubmit.body.code).toBe(200);
    const apiList = await app.http.get('/api/blade-system/api-scope/list').query({ menuId: DEPT_MENU_ID }).set(auth);
    expect(apiList.body.data.records).toEqual([
      expect.objectContaining({ scopePath: '/blade-system/dept/list', scopeTypeName: '系统接口' }),
    ]);
    const apiId = apiList.body.data.records[0].id as string;
    expect((await app.http.get('/api/blade-system/api-scope/detail').query({ id: apiId }).set(auth)).body.data.id).toBe(apiId);
    expect((await app.http.post(`/api/blade-system/api-scope/remove?ids=${apiId}`).set(auth)).body.code).toBe(200);
    const tenant = (await legacyToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).access_token;
    expect((await app.http.get('/api/blade-system/data-scope/list').set('Blade-Auth', `bearer ${tenant}`)).status).toBe(403);
    expect((await app.http.get('/api/blade-system/api-scope/list')).status).toBe(401);
  });
});
