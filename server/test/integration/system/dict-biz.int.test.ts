import { DictBiz } from '../../../src/modules/system/dict/dict-biz.entity';
import { DEMO_DEPT_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const PARENTS = 'query ($filter: DictFilter) { dictBizParents(filter: $filter) { records { id code dictValue } total } }';
const CHILDREN = 'query ($parentId: ID!) { dictBizChildren(parentId: $parentId) { id code dictKey dictValue parentName } }';
const DETAIL = 'query ($id: ID!) { dictBizEntry(id: $id) { id code } }';
const DICTIONARY = 'query ($code: String!) { bizDictionary(code: $code) { dictKey dictValue } }';
const SUBMIT = 'mutation ($input: DictInput!) { submitDictBiz(input: $input) { id code dictKey } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeDictBiz(ids: $ids) }';

describe('business dictionaries', () => {
  let app: TestApp;
  let demo: string;
  let rootId: string;
  let itemIds: string[];

  beforeAll(async () => {
    app = await startTestApp();
    demo = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const root = await graphql<{ submitDictBiz: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { code: 'course_type', dictValue: '课程类型', sort: 1, isSealed: 0 } },
      { token: demo },
    );
    rootId = root.data?.submitDictBiz.id ?? '';
    itemIds = [];
    for (const [key, value] of [
      ['1', '理论课'],
      ['2', '实操课'],
    ]) {
      const item = await graphql<{ submitDictBiz: { id: string } }>(
        app.http,
        SUBMIT,
        { input: { parentId: rootId, code: 'course_type', dictKey: key, dictValue: value, sort: Number(key), isSealed: 0 } },
        { token: demo },
      );
      itemIds.push(item.data?.submitDictBiz.id ?? '');
    }
  });

  afterAll(async () => {
    await app.close();
  });

  it('should keep a tenant’s dictionaries to that tenant', async () => {
    expect(rootId).toMatch(/^\d+$/);
    const own = await graphql<{ dictBizParents: { total: number } }>(app.http, PARENTS, {}, { token: demo });
    expect(own.data?.dictBizParents.total).toBe(1);
    const children = await graphql<{ dictBizChildren: Array<{ dictValue: string; parentName: string }> }>(
      app.http,
      CHILDREN,
      { parentId: rootId },
      { token: demo },
    );
    expect(children.data?.dictBizChildren.map((row) => `${row.dictValue}/${row.parentName}`)).toEqual([
      '理论课/课程类型',
      '实操课/课程类型',
    ]);
    const items = await graphql<{ bizDictionary: Array<{ dictKey: string }> }>(
      app.http,
      DICTIONARY,
      { code: 'course_type' },
      { token: demo },
    );
    expect(items.data?.bizDictionary.map((item) => item.dictKey)).toEqual(['1', '2']);
    const row = await app.application.orm.em.fork().findOneOrFail(DictBiz, { id: rootId }, { filters: false });
    expect(row.tenantId).toBe(DEMO_TENANT_ID);
  });

  it('should hide them from other tenants, the platform administrator included, and refuse their changes', async () => {
    const other = await buildTenant(app.application.orm, { permissions: ['dictbiz', 'dictbiz_add', 'dictbiz_edit', 'dictbiz_delete'] });
    const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', 'admin-pass')).accessToken;
    const platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    for (const token of [otherToken, platform]) {
      expect((await graphql<{ dictBizParents: { total: number } }>(app.http, PARENTS, {}, { token })).data?.dictBizParents.total).toBe(0);
      expect((await graphql(app.http, CHILDREN, { parentId: rootId }, { token })).data).toEqual({ dictBizChildren: [] });
      expect((await graphql(app.http, DICTIONARY, { code: 'course_type' }, { token })).data).toEqual({ bizDictionary: [] });
      expect((await graphql(app.http, DETAIL, { id: rootId }, { token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const edit = await graphql(
        app.http,
        SUBMIT,
        { input: { id: rootId, code: 'stolen', dictValue: '改', sort: 1, isSealed: 0 } },
        { token },
      );
      expect(edit.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const child = await graphql(
        app.http,
        SUBMIT,
        { input: { parentId: rootId, code: 'course_type', dictKey: '9', dictValue: '混入', sort: 9, isSealed: 0 } },
        { token },
      );
      expect(child.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect((await graphql(app.http, REMOVE, { ids: itemIds }, { token })).data).toEqual({ removeDictBiz: 0 });
    }
    // The same code is free in another tenant, and its items do not leak back.
    const own = await graphql<{ submitDictBiz: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { code: 'course_type', dictValue: '课程类型', sort: 1, isSealed: 0 } },
      { token: otherToken },
    );
    expect(own.errors).toBeUndefined();
    await graphql(
      app.http,
      SUBMIT,
      { input: { parentId: own.data?.submitDictBiz.id, code: 'course_type', dictKey: '1', dictValue: '其他租户', sort: 1, isSealed: 0 } },
      { token: otherToken },
    );
    expect((await graphql(app.http, DICTIONARY, { code: 'course_type' }, { token: otherToken })).data).toEqual({
      bizDictionary: [{ dictKey: '1', dictValue: '其他租户' }],
    });
    const demoItems = await graphql<{ bizDictionary: Array<{ dictValue: string }> }>(
      app.http,
      DICTIONARY,
      { code: 'course_type' },
      { token: demo },
    );
    expect(demoItems.data?.bizDictionary.map((item) => item.dictValue)).toEqual(['理论课', '实操课']);
    const demoRows = await app.application.orm.em.fork().find(DictBiz, { tenantId: DEMO_TENANT_ID }, { filters: false });
    expect(demoRows.map((row) => row.dictValue).sort()).toEqual(['实操课', '理论课', '课程类型']);
  });

  it('should refuse anonymous callers, users without the permissions and bad input', async () => {
    expect((await graphql(app.http, PARENTS)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, DICTIONARY, { code: 'course_type' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const viewer = await buildRole(app.application.orm, { tenantId: DEMO_TENANT_ID, alias: 'dict-viewer', permissions: ['dictbiz'] });
    const user = await buildUser(app.application.orm, { tenantId: DEMO_TENANT_ID, roleIds: [viewer.id], deptId: DEMO_DEPT_IDS.school });
    const token = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
    expect((await graphql<{ dictBizParents: { total: number } }>(app.http, PARENTS, {}, { token })).data?.dictBizParents.total).toBe(1);
    expect(
      (await graphql(app.http, SUBMIT, { input: { code: 'x', dictValue: 'x', sort: 1, isSealed: 0 } }, { token })).errors?.[0]?.extensions
        .code,
    ).toBe('FORBIDDEN');
    expect((await graphql(app.http, REMOVE, { ids: itemIds }, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const duplicate = await graphql(
      app.http,
      SUBMIT,
      { input: { parentId: rootId, code: 'course_type', dictKey: '1', dictValue: '重复', sort: 3, isSealed: 0 } },
      { token: demo },
    );
    expect(duplicate.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const empty = await graphql(app.http, SUBMIT, { input: { code: 'x', dictValue: '', sort: -1, isSealed: 0 } }, { token: demo });
    expect(empty.errors?.[0]?.extensions.fields?.map((field) => field.field)).toEqual(['dictValue', 'sort']);
    expect(await app.application.orm.em.fork().count(DictBiz, { tenantId: DEMO_TENANT_ID }, { filters: false })).toBe(3);
  });

  it('should serve the legacy dict-biz paths for the caller’s tenant only', async () => {
    const auth = await legacyAuth(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    const parents = await app.http
      .get('/api/blade-system/dict-biz/parent-list')
      .query({ current: 1, size: 10, dictValue: '课程' })
      .set(auth);
    expect(parents.body.data).toMatchObject({
      total: 1,
      records: [{ id: rootId, code: 'course_type', dictKey: '-1', parentName: '顶级', isSealed: 0, isDeleted: 0 }],
    });
    const children = await app.http.get('/api/blade-system/dict-biz/child-list').query({ parentId: rootId }).set(auth);
    expect(children.body.data).toEqual([
      {
        id: itemIds[0],
        parentId: rootId,
        code: 'course_type',
        dictKey: '1',
        dictValue: '理论课',
        sort: 1,
        remark: '',
        isSealed: 0,
        isDeleted: 0,
        parentName: '课程类型',
        hasChildren: false,
      },
      {
        id: itemIds[1],
        parentId: rootId,
        code: 'course_type',
        dictKey: '2',
        dictValue: '实操课',
        sort: 2,
        remark: '',
        isSealed: 0,
        isDeleted: 0,
        parentName: '课程类型',
        hasChildren: false,
      },
    ]);
    const dictionary = await app.http.get('/api/blade-system/dict-biz/dictionary').query({ code: 'course_type' }).set(auth);
    expect(dictionary.body.data.map((item: { dictValue: string }) => item.dictValue)).toEqual(['理论课', '实操课']);
    const tree = await app.http.get('/api/blade-system/dict-biz/tree').query({ code: 'DICT' }).set(auth);
    expect(tree.body.data).toEqual([
      { id: rootId, parentId: '0', title: '课程类型', key: rootId, value: rootId, hasChildren: true, children: expect.any(Array) },
    ]);
    const submit = await app.http
      .post('/api/blade-system/dict-biz/submit')
      .set(auth)
      .send({ parentId: rootId, code: 'course_type', dictKey: 3, dictValue: '讨论课', sort: '3', isSealed: '0' });
    expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const refused = await app.http.post(`/api/blade-system/dict-biz/remove?ids=${rootId}`).set(auth);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, success: false, msg: '请先删除子节点!' });
  });
});
