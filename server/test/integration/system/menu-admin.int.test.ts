import { Menu } from '../../../src/modules/system/menu/menu.entity';
import { TopMenuSetting } from '../../../src/modules/system/top-menu/top-menu-setting.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildTenant, buildTopMenu } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const SYSTEM_ID = '1123598815738675203';
const PARAM_ADD_ID = '190000000000000111';
const SUBMIT = 'mutation ($input: MenuInput!) { submitMenu(input: $input) { id parentId code name category hasChildren } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeMenus(ids: $ids) }';
const TOP_SUBMIT = 'mutation ($input: TopMenuInput!) { submitTopMenu(input: $input) { id tenantId code name } }';
const TOP_GRANT = 'mutation ($input: TopMenuGrantInput!) { grantTopMenus(input: $input) }';

describe('menu and top menu administration', () => {
  let app: TestApp;
  let platform: string;

  beforeAll(async () => {
    app = await startTestApp();
    platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const menuCount = () => app.application.orm.em.fork().count(Menu, {});

  it('should add, change and delete menus with unique codes under menus only', async () => {
    const added = await graphql<{ submitMenu: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { parentId: SYSTEM_ID, code: 'exam_room', name: '考场管理', path: '/system/room', category: 1, sort: 20 } },
      { token: platform },
    );
    expect(added.data?.submitMenu).toMatchObject({ parentId: SYSTEM_ID, code: 'exam_room', hasChildren: false });
    const id = added.data?.submitMenu.id ?? '';
    const button = await graphql<{ submitMenu: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { parentId: id, code: 'exam_room_add', name: '新增', alias: 'add', category: 2, action: 1 } },
      { token: platform },
    );
    expect(button.errors).toBeUndefined();
    const sameCode = await graphql(app.http, SUBMIT, { input: { code: 'param', name: 'another', category: 1 } }, { token: platform });
    expect(sameCode.errors?.[0]).toMatchObject({ message: '菜单名或编号已存在!', extensions: { code: 'CONFLICT' } });
    const sameName = await graphql(
      app.http,
      SUBMIT,
      { input: { code: 'other_param', name: '参数管理', category: 1 } },
      { token: platform },
    );
    expect(sameName.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const underButton = await graphql(
      app.http,
      SUBMIT,
      { input: { parentId: PARAM_ADD_ID, code: 'x_y', name: 'x', category: 2 } },
      { token: platform },
    );
    expect(underButton.errors?.[0]?.message).toBe('父节点只可选择菜单类型!');
    const cycle = await graphql(
      app.http,
      SUBMIT,
      { input: { id: SYSTEM_ID, parentId: id, code: 'system', name: '系统管理', category: 1 } },
      { token: platform },
    );
    expect(cycle.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const detail = await graphql<{ menuDetail: Record<string, unknown> }>(
      app.http,
      'query ($id: ID!) { menuDetail(id: $id) { parentName categoryName actionName isOpenName hasChildren } }',
      { id: button.data?.submitMenu.id },
      { token: platform },
    );
    expect(detail.data?.menuDetail).toEqual({
      parentName: '考场管理',
      categoryName: '按钮',
      actionName: '工具栏',
      isOpenName: '否',
      hasChildren: false,
    });
    const lazy = await graphql<{ menuLazyMenuList: Array<{ id: string; hasChildren: boolean }> }>(
      app.http,
      'query ($p: ID) { menuLazyMenuList(parentId: $p) { id hasChildren } }',
      { p: SYSTEM_ID },
      { token: platform },
    );
    expect(lazy.data?.menuLazyMenuList.find((row) => row.id === id)?.hasChildren).toBe(false);
    const lazyAll = await graphql<{ menuLazyList: Array<{ id: string; hasChildren: boolean }> }>(
      app.http,
      'query ($p: ID) { menuLazyList(parentId: $p) { id hasChildren } }',
      { p: SYSTEM_ID },
      { token: platform },
    );
    expect(lazyAll.data?.menuLazyList.find((row) => row.id === id)?.hasChildren).toBe(true);
    expect((await graphql(app.http, REMOVE, { ids: [id] }, { token: platform })).errors?.[0]?.message).toBe('请先删除子节点!');
    expect(
      (await graphql<{ removeMenus: number }>(app.http, REMOVE, { ids: [id, button.data?.submitMenu.id] }, { token: platform })).data
        ?.removeMenus,
    ).toBe(2);
  });

  it('should refuse bad input and write nothing', async () => {
    const before = await menuCount();
    const empty = await graphql(app.http, SUBMIT, { input: { code: '', name: '', category: 3 } }, { token: platform, language: 'en' });
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'code', message: 'Please enter the menu code' },
      { field: 'name', message: 'Please enter the menu name' },
      { field: 'category', message: 'Please select the menu type' },
    ]);
    const missingParent = await graphql(
      app.http,
      SUBMIT,
      { input: { parentId: '42', code: 'orphan', name: 'orphan', category: 1 } },
      { token: platform },
    );
    expect(missingParent.errors?.[0]?.message).toBe('父节点不存在');
    expect(await menuCount()).toBe(before);
  });

  it('should keep menu writes to the platform administrator', async () => {
    const tenant = await buildTenant(app.application.orm, { permissions: ['menu', 'menu_add', 'menu_delete'] });
    const token = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    const list = await graphql<{ menuList: unknown[] }>(app.http, '{ menuList { id } }', {}, { token });
    expect(list.data?.menuList.length).toBeGreaterThan(0);
    const write = await graphql(app.http, SUBMIT, { input: { code: 'tenant_menu', name: 'tenant menu', category: 1 } }, { token });
    expect(write.errors?.[0]).toMatchObject({ message: '菜单只能由平台管理员维护', extensions: { code: 'FORBIDDEN' } });
    expect((await graphql(app.http, REMOVE, { ids: [PARAM_ADD_ID] }, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const demoAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    expect((await graphql(app.http, '{ menuList { id } }', {}, { token: demoAdmin })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, '{ menuList { id } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await app.application.orm.em.fork().count(Menu, { code: 'tenant_menu' })).toBe(0);
  });

  /** A tenant's top menus over GraphQL; the `it`s work in order on the top menu the first one adds. */
  describe('top menus', () => {
    const REMOVE_TOP = 'mutation ($ids: [ID!]!) { removeTopMenus(ids: $ids) }';
    let admin: string;
    let id: string;

    beforeAll(async () => {
      admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    });

    it('should add a top menu of the caller’s tenant and refuse one without code and name', async () => {
      const added = await graphql<{ submitTopMenu: { id: string; tenantId: string } }>(
        app.http,
        TOP_SUBMIT,
        { input: { code: 'teaching', name: '教学', sort: 1 } },
        { token: admin },
      );
      expect(added.data?.submitTopMenu.tenantId).toBe(DEMO_TENANT_ID);
      id = added.data?.submitTopMenu.id ?? '';
      const empty = await graphql(app.http, TOP_SUBMIT, { input: { code: '', name: '' } }, { token: admin });
      expect(empty.errors?.[0]?.extensions.code).toBe('VALIDATION');
    });

    it('should offer and grant only the menus the tenant administrator holds', async () => {
      const tree = await graphql<{ topMenuGrantTree: Array<{ id: string }> }>(
        app.http,
        '{ topMenuGrantTree { id } }',
        {},
        { token: admin },
      );
      const offered = tree.data?.topMenuGrantTree.map((node) => node.id) ?? [];
      expect(offered).toEqual(expect.arrayContaining([SYSTEM_ID, '1123598815738675205']));
      expect(offered).not.toContain('1123598815738675207');
      const refused = await graphql(
        app.http,
        TOP_GRANT,
        { input: { topMenuIds: [id], menuIds: ['1123598815738675207'] } },
        { token: admin },
      );
      expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      const granted = await graphql(
        app.http,
        TOP_GRANT,
        { input: { topMenuIds: [id], menuIds: [SYSTEM_ID, '1123598815738675205'] } },
        { token: admin },
      );
      expect(granted.errors).toBeUndefined();
    });

    it('should answer the granted keys and limit the caller’s routes to the top menu’s menus', async () => {
      const keys = await graphql<{ topMenuKeys: string[] }>(
        app.http,
        'query ($ids: [ID!]!) { topMenuKeys(topMenuIds: $ids) }',
        { ids: [id] },
        { token: admin },
      );
      expect(keys.data?.topMenuKeys.sort()).toEqual([SYSTEM_ID, '1123598815738675205'].sort());
      const routes = await graphql<{ myMenus: Array<{ code: string }> }>(
        app.http,
        'query ($id: ID) { myMenus(topMenuId: $id) { code } }',
        { id },
        { token: admin },
      );
      expect(routes.data?.myMenus.map((menu) => menu.code).sort()).toEqual(['dept', 'system']);
    });

    it('should keep the top menu from another tenant, which sees only its own', async () => {
      const other = await buildTenant(app.application.orm, {
        permissions: ['topmenu', 'topmenu_edit', 'topmenu_delete', 'topmenu_setting'],
      });
      const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', other.admin.password)).accessToken;
      await buildTopMenu(app.application.orm, { tenantId: other.tenantId, name: 'own' });
      const list = await graphql<{ topMenus: { records: Array<{ name: string }> } }>(
        app.http,
        '{ topMenus { records { name } } }',
        {},
        { token: otherToken },
      );
      expect(list.data?.topMenus.records.map((row) => row.name)).toEqual(['own']);
      expect(
        (await graphql(app.http, 'query ($id: ID!) { topMenu(id: $id) { id } }', { id }, { token: otherToken })).errors?.[0]?.extensions
          .code,
      ).toBe('NOT_FOUND');
      expect(
        (await graphql(app.http, TOP_GRANT, { input: { topMenuIds: [id], menuIds: [] } }, { token: otherToken })).errors?.[0]?.extensions
          .code,
      ).toBe('NOT_FOUND');
      expect(
        (await graphql<{ removeTopMenus: number }>(app.http, REMOVE_TOP, { ids: [id] }, { token: otherToken })).data?.removeTopMenus,
      ).toBe(0);
    });

    it('should refuse a teacher without the top menu codes', async () => {
      const teacher = (await graphqlToken(app.http, DEMO_TENANT_ID, 'teacher', '123456')).accessToken;
      expect((await graphql(app.http, '{ topMenus { total } }', {}, { token: teacher })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    });

    it('should remove the top menu with its menu settings', async () => {
      expect((await graphql<{ removeTopMenus: number }>(app.http, REMOVE_TOP, { ids: [id] }, { token: admin })).data?.removeTopMenus).toBe(
        1,
      );
      expect(await app.application.orm.em.fork().count(TopMenuSetting, { topMenuId: id }, { filters: false })).toBe(0);
    });
  });

  describe('legacy paths', () => {
    let auth: Record<string, string>;
    let demoAuth: Record<string, string>;

    beforeAll(async () => {
      auth = await legacyAuth(app.http, '000000', 'admin', 'admin');
      demoAuth = await legacyAuth(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    });

    it('should add, lazy-list and remove a menu, refusing a parent that is a button', async () => {
      const submit = await app.http.post('/api/blade-system/menu/submit').set(auth).send({
        parentId: SYSTEM_ID,
        code: 'legacy_menu',
        name: '旧菜单',
        path: '/system/legacy',
        category: '1',
        action: '0',
        isOpen: '1',
        sort: '30',
      });
      expect(submit.body).toMatchObject({ code: 200, success: true, data: { id: expect.stringMatching(/^\d+$/) } });
      const id = submit.body.data.id as string;
      const lazy = await app.http.get('/api/blade-system/menu/lazy-list').query({ parentId: SYSTEM_ID, name: '旧' }).set(auth);
      expect(lazy.body.data).toEqual([expect.objectContaining({ id, code: 'legacy_menu', hasChildren: false })]);
      const refused = await app.http
        .post('/api/blade-system/menu/submit')
        .set(auth)
        .send({ parentId: PARAM_ADD_ID, code: 'legacy_b', name: 'b', category: 2 });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('父节点只可选择菜单类型!');
      expect((await app.http.post(`/api/blade-system/menu/remove?ids=${id}`).set(auth)).body.code).toBe(200);
    });

    it('should add, list, grant, read and remove a top menu', async () => {
      expect(
        (await app.http.post('/api/blade-system/topmenu/submit').set(demoAuth).send({ code: 'rest', name: '接口', sort: '2' })).body.code,
      ).toBe(200);
      const list = await app.http.get('/api/blade-system/topmenu/list').query({ current: 1, size: 10 }).set(demoAuth);
      expect(list.body.data).toMatchObject({ total: 1, records: [{ code: 'rest', name: '接口', tenantId: DEMO_TENANT_ID, sort: 2 }] });
      const topId = list.body.data.records[0].id as string;
      const grant = await app.http
        .post('/api/blade-system/topmenu/grant')
        .set(demoAuth)
        .send({ topMenuIds: [topId], menuIds: [SYSTEM_ID] });
      expect(grant.body.code).toBe(200);
      const keys = await app.http.get('/api/blade-system/menu/top-tree-keys').query({ topMenuIds: topId }).set(demoAuth);
      expect(keys.body.data).toEqual({ menu: [SYSTEM_ID] });
      const detail = await app.http.get('/api/blade-system/topmenu/detail').query({ id: topId }).set(demoAuth);
      expect(detail.body.data).toMatchObject({ id: topId, code: 'rest' });
      expect((await app.http.post(`/api/blade-system/topmenu/remove?ids=${topId}`).set(demoAuth)).body.code).toBe(200);
    });

    it('should refuse menu administration to a tenant administrator and top menus to anonymous callers', async () => {
      expect((await app.http.get('/api/blade-system/menu/list').set(demoAuth)).status).toBe(403);
      expect((await app.http.get('/api/blade-system/topmenu/list')).status).toBe(401);
    });

    it('should serve the whole menu tree to the menu pages’ users only (issue 11 item 6), not any signed-in user', async () => {
      expect((await app.http.get('/api/blade-system/menu/tree').set(demoAuth)).status).toBe(403);
      const menuTree = await app.http.get('/api/blade-system/menu/tree').set(auth);
      expect(menuTree.body.data.find((node: { id: string }) => node.id === SYSTEM_ID)).toMatchObject({ title: '系统管理', key: SYSTEM_ID });
    });
  });
});
