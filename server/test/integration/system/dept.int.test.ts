import { Dept } from '../../../src/modules/system/dept/dept.entity';
import { DEMO_DEPT_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const FIELDS = 'id tenantId parentId ancestors deptName fullName deptCategory deptCategoryName parentName hasChildren';
const SUBMIT = `mutation ($input: DeptInput!) { submitDept(input: $input) { ${FIELDS} } }`;
const LAZY = `query ($parentId: ID, $filter: DeptFilter) { deptLazyList(parentId: $parentId, filter: $filter) { ${FIELDS} } }`;
const LIST = `query { depts { ${FIELDS} } }`;
const REMOVE = 'mutation ($ids: [ID!]!) { removeDepts(ids: $ids) }';

describe('departments', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const dept = (input: Record<string, unknown>, token = admin, language?: string) =>
    graphql<{ submitDept: Record<string, string | number | boolean> }>(
      app.http,
      SUBMIT,
      { input: { deptCategory: 2, sort: 1, ...input } },
      { token, language },
    );

  it('should add departments under a parent with the ancestors path and move children along', async () => {
    const top = await dept({ deptName: '分校', fullName: '示范培训学校分校', parentId: DEMO_DEPT_IDS.school });
    expect(top.errors).toBeUndefined();
    const topId = String(top.data?.submitDept.id);
    expect(top.data?.submitDept).toMatchObject({
      tenantId: DEMO_TENANT_ID,
      parentId: DEMO_DEPT_IDS.school,
      ancestors: `0,${DEMO_DEPT_IDS.school}`,
      deptCategoryName: '部门',
      parentName: '示范培训学校',
    });
    const child = await dept({ deptName: '分校教务', fullName: '分校教务组', parentId: topId, deptCategory: 3 });
    const childId = String(child.data?.submitDept.id);
    expect(child.data?.submitDept.ancestors).toBe(`0,${DEMO_DEPT_IDS.school},${topId}`);

    const moved = await dept({ id: topId, deptName: '分校', fullName: '示范培训学校分校', parentId: DEMO_DEPT_IDS.academic });
    expect(moved.data?.submitDept.ancestors).toBe(`0,${DEMO_DEPT_IDS.school},${DEMO_DEPT_IDS.academic}`);
    const childRow = await app.application.orm.em.fork().findOneOrFail(Dept, { id: childId }, { filters: false });
    expect(childRow.ancestors).toBe(`0,${DEMO_DEPT_IDS.school},${DEMO_DEPT_IDS.academic},${topId}`);

    const self = await dept({ id: topId, deptName: '分校', fullName: 'x', parentId: topId }, admin, 'en');
    expect(self.errors?.[0]).toMatchObject({ message: 'A node cannot be its own parent', extensions: { code: 'VALIDATION' } });
    const below = await dept({ id: topId, deptName: '分校', fullName: 'x', parentId: childId });
    expect(below.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(below.errors?.[0]?.message).toBe('父节点不可选择自身的下级节点!');

    const blocked = await graphql(app.http, REMOVE, { ids: [topId] }, { token: admin });
    expect(blocked.errors?.[0]?.message).toBe('请先删除子节点!');
    const removed = await graphql<{ removeDepts: number }>(app.http, REMOVE, { ids: [topId, childId] }, { token: admin });
    expect(removed.data?.removeDepts).toBe(2);
  });

  it('should list lazily, search flat and build the tree', async () => {
    const top = await graphql<{ deptLazyList: Array<{ id: string; hasChildren: boolean }> }>(app.http, LAZY, {}, { token: admin });
    expect(top.data?.deptLazyList).toEqual([expect.objectContaining({ id: DEMO_DEPT_IDS.school, hasChildren: true, parentName: '顶级' })]);
    const level = await graphql<{ deptLazyList: Array<{ id: string }> }>(
      app.http,
      LAZY,
      { parentId: DEMO_DEPT_IDS.school },
      { token: admin },
    );
    expect(level.data?.deptLazyList.map((row) => row.id)).toEqual([DEMO_DEPT_IDS.academic]);
    const search = await graphql<{ deptLazyList: Array<{ id: string }> }>(
      app.http,
      LAZY,
      { filter: { deptName: '教务' } },
      { token: admin },
    );
    expect(search.data?.deptLazyList.map((row) => row.id)).toEqual([DEMO_DEPT_IDS.academic]);
    const tree = await graphql<{ deptTree: Array<{ id: string; parentId: string; title: string; hasChildren: boolean }> }>(
      app.http,
      '{ deptTree { id parentId title hasChildren } }',
      {},
      { token: admin },
    );
    expect(tree.data?.deptTree).toEqual([
      { id: DEMO_DEPT_IDS.school, parentId: '0', title: '示范培训学校', hasChildren: true },
      { id: DEMO_DEPT_IDS.academic, parentId: DEMO_DEPT_IDS.school, title: '教务处', hasChildren: false },
    ]);
    const select = await graphql<{ deptSelect: Array<{ id: string }> }>(
      app.http,
      'query ($userId: ID) { deptSelect(userId: $userId) { id } }',
      { userId: '1910000000000000402' },
      { token: admin },
    );
    expect(select.data?.deptSelect.map((row) => row.id)).toEqual([DEMO_DEPT_IDS.academic]);
  });

  it('should refuse bad input with translated messages and write nothing', async () => {
    const before = await app.application.orm.em.fork().count(Dept, { tenantId: DEMO_TENANT_ID }, { filters: false });
    const empty = await graphql(
      app.http,
      SUBMIT,
      { input: { deptName: '', fullName: '', deptCategory: 1, sort: 1 } },
      { token: admin, language: 'en' },
    );
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'deptName', message: 'Please enter the department name' },
      { field: 'fullName', message: 'Please enter the full department name' },
    ]);
    const category = await dept({ deptName: 'x', fullName: 'x', deptCategory: 9 });
    expect(category.errors?.[0]?.extensions.fields).toEqual([{ field: 'deptCategory', message: 'deptCategory不是有效的选项' }]);
    const parent = await dept({ deptName: 'x', fullName: 'x', parentId: '1123598813738675201' });
    expect(parent.errors?.[0]).toMatchObject({ message: '父节点不存在', extensions: { code: 'VALIDATION' } });
    const none = await graphql(app.http, REMOVE, { ids: [] }, { token: admin });
    expect(none.errors?.[0]?.message).toBe('请至少选择一条数据');
    expect(await app.application.orm.em.fork().count(Dept, { tenantId: DEMO_TENANT_ID }, { filters: false })).toBe(before);
  });

  it('should refuse anonymous callers and users without the permission', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const orm = app.application.orm;
    const viewer = await buildRole(orm, { tenantId: DEMO_TENANT_ID, alias: 'dept-viewer', permissions: ['dept'] });
    const user = await buildUser(orm, { tenantId: DEMO_TENANT_ID, roleIds: [viewer.id], deptId: DEMO_DEPT_IDS.academic });
    const token = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
    const list = await graphql<{ depts: unknown[] }>(app.http, LIST, {}, { token });
    expect(list.data?.depts).toHaveLength(2);
    expect((await dept({ deptName: 'x', fullName: 'x' }, token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, REMOVE, { ids: [DEMO_DEPT_IDS.academic] }, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const teacher = (await graphqlToken(app.http, DEMO_TENANT_ID, 'teacher', '123456')).accessToken;
    expect((await graphql(app.http, LIST, {}, { token: teacher })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    // The department tree (names only) is also open to examination staff, who pick departments for rosters.
    expect((await graphql(app.http, '{ deptTree { id } }', {}, { token: teacher })).errors).toBeUndefined();
    const student = (await graphqlToken(app.http, DEMO_TENANT_ID, 'student', '123456')).accessToken;
    expect((await graphql(app.http, '{ deptTree { id } }', {}, { token: student })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('should keep each tenant to its own departments', async () => {
    const orm = app.application.orm;
    const other = await buildTenant(orm, { permissions: ['dept', 'dept_add', 'dept_edit', 'dept_delete'] });
    const token = (await graphqlToken(app.http, other.tenantId, 'admin', other.admin.password)).accessToken;
    const list = await graphql<{ depts: Array<{ id: string }> }>(app.http, LIST, {}, { token });
    expect(list.data?.depts.map((row) => row.id)).toEqual([other.deptId]);
    const read = await graphql(
      app.http,
      `
        query ($id: ID!) {
          dept(id: $id) {
            id
          }
        }
      `,
      { id: DEMO_DEPT_IDS.school },
      { token },
    );
    expect(read.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const change = await dept({ id: DEMO_DEPT_IDS.academic, deptName: 'hijack', fullName: 'x' }, token);
    expect(change.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const under = await dept({ deptName: 'under', fullName: 'x', parentId: DEMO_DEPT_IDS.school }, token);
    expect(under.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const remove = await graphql<{ removeDepts: number }>(app.http, REMOVE, { ids: [DEMO_DEPT_IDS.academic] }, { token });
    expect(remove.data?.removeDepts).toBe(0);
    const select = await graphql<{ deptSelect: unknown[] }>(
      app.http,
      'query ($ids: [ID!]) { deptSelect(deptIds: $ids) { id } }',
      { ids: [DEMO_DEPT_IDS.school] },
      { token },
    );
    expect(select.data?.deptSelect).toEqual([]);
    const academic = await orm.em.fork().findOneOrFail(Dept, { id: DEMO_DEPT_IDS.academic }, { filters: false });
    expect(academic.deptName).toBe('教务处');
  });

  /** The legacy dept paths; the first `it`s work in order on the department the first one adds. */
  describe('legacy paths', () => {
    let auth: Record<string, string>;
    let id: string;

    beforeAll(async () => {
      auth = await legacyAuth(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    });

    it('should add a department over submit, answering it with its category name', async () => {
      const submit = await app.http
        .post('/api/blade-system/dept/submit')
        .set(auth)
        .send({ parentId: DEMO_DEPT_IDS.school, deptName: '后勤', fullName: '后勤处', deptCategory: '2', sort: 3 });
      expect(submit.body).toMatchObject({ code: 200, success: true, data: { tenantId: DEMO_TENANT_ID, deptCategoryName: '部门' } });
      id = submit.body.data.id as string;
    });

    it('should serve lazy-list and lazy-tree', async () => {
      const lazy = await app.http.get('/api/blade-system/dept/lazy-list').query({ parentId: DEMO_DEPT_IDS.school }).set(auth);
      expect(lazy.body.data.map((row: { id: string }) => row.id)).toEqual([DEMO_DEPT_IDS.academic, id]);
      const tree = await app.http.get('/api/blade-system/dept/lazy-tree').query({ parentId: '0' }).set(auth);
      expect(tree.body.data).toEqual([
        {
          id: DEMO_DEPT_IDS.school,
          parentId: '0',
          title: '示范培训学校',
          key: DEMO_DEPT_IDS.school,
          value: DEMO_DEPT_IDS.school,
          hasChildren: true,
        },
      ]);
    });

    it('should refuse a department without a name', async () => {
      const invalid = await app.http
        .post('/api/blade-system/dept/submit')
        .set(auth)
        .send({ deptName: '', fullName: 'x', deptCategory: 1, sort: 1 });
      expect(invalid.status).toBe(400);
    });

    it('should remove the department over remove', async () => {
      const remove = await app.http.post(`/api/blade-system/dept/remove?ids=${id}`).set(auth);
      expect(remove.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    });

    it('should refuse anonymous callers and an administrator without the dept code', async () => {
      const anonymous = await app.http.get('/api/blade-system/dept/list');
      expect(anonymous.status).toBe(401);
      const other = await buildTenant(app.application.orm, { permissions: [] });
      const otherToken = (await legacyToken(app.http, other.tenantId, 'admin', other.admin.password)).access_token;
      const forbidden = await app.http.get('/api/blade-system/dept/list').set('Blade-Auth', `bearer ${otherToken}`);
      expect(forbidden.status).toBe(403);
    });

    it('should answer another tenant’s department as not found', async () => {
      const otherDetail = await buildTenant(app.application.orm, { permissions: ['dept'] });
      const detailToken = (await legacyToken(app.http, otherDetail.tenantId, 'admin', otherDetail.admin.password)).access_token;
      const crossTenant = await app.http
        .get('/api/blade-system/dept/detail')
        .query({ id: DEMO_DEPT_IDS.school })
        .set('Blade-Auth', `bearer ${detailToken}`);
      expect(crossTenant.status).toBe(404);
    });
  });
});
