import { Dict } from '../../../src/modules/system/dict/dict.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const NOTICE_ROOT = '1123598814738675204';

describe('legacy system dictionary paths', () => {
  let app: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    auth = await legacyAuth(app.http, '000000', 'admin', 'admin');
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer the read paths in the DictVO, TreeNode and page shapes', async () => {
    const parents = await app.http.get('/api/blade-system/dict/parent-list').query({ current: 2, size: 5 }).set(auth);
    expect(parents.body.data).toMatchObject({ total: 15, size: 5, current: 2, pages: 3, orders: [], countId: '', maxLimit: -1 });
    expect(Object.keys(parents.body.data.records[0]).sort()).toEqual([
      'code',
      'dictKey',
      'dictValue',
      'id',
      'isDeleted',
      'isSealed',
      'parentId',
      'parentName',
      'remark',
      'sort',
    ]);
    const children = await app.http.get('/api/blade-system/dict/child-list').query({ parentId: NOTICE_ROOT }).set(auth);
    expect(children.body.data).toHaveLength(6);
    expect(children.body.data[0]).toEqual({
      id: '1123598814738675205',
      parentId: NOTICE_ROOT,
      code: 'notice',
      dictKey: '1',
      dictValue: '发布通知',
      sort: 1,
      remark: '',
      isSealed: 0,
      isDeleted: 0,
      parentName: '通知类型',
      hasChildren: false,
    });
    expect((await app.http.get('/api/blade-system/dict/child-list').set(auth)).body).toEqual({
      code: 200,
      success: true,
      data: [],
      msg: '操作成功',
    });
    const detail = await app.http.get('/api/blade-system/dict/detail').query({ id: NOTICE_ROOT }).set(auth);
    expect(detail.body.data).toMatchObject({ id: NOTICE_ROOT, code: 'notice', dictKey: '-1', dictValue: '通知类型', parentName: '顶级' });
    const list = await app.http.get('/api/blade-system/dict/list').query({ code: 'sex' }).set(auth);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      code: 'sex',
      dictKey: '-1',
      hasChildren: true,
      children: [
        { dictKey: '1', dictValue: '男', hasChildren: false },
        { dictKey: '2', dictValue: '女' },
      ],
    });
    expect(list.body.data[0].children[0]).not.toHaveProperty('children');
    const tree = await app.http.get('/api/blade-system/dict/tree').query({ code: 'DICT' }).set(auth);
    expect(tree.body.data).toHaveLength(15);
    expect(tree.body.data[0]).toMatchObject({
      id: '1123598814738675201',
      parentId: '0',
      title: '性别',
      key: '1123598814738675201',
      value: '1123598814738675201',
      hasChildren: true,
    });
    expect(tree.body.data[0].children[0]).toEqual({
      id: '1123598814738675202',
      parentId: '1123598814738675201',
      title: '男',
      key: '1123598814738675202',
      value: '1123598814738675202',
      hasChildren: false,
    });
    const dictionary = await app.http.get('/api/blade-system/dict/dictionary').query({ code: 'yes_no' }).set(auth);
    expect(dictionary.body.data).toEqual([
      { id: '1123598814738675219', parentId: '1123598814738675218', code: 'yes_no', dictKey: '1', dictValue: '否', sort: 1, remark: '' },
      { id: '1123598814738675220', parentId: '1123598814738675218', code: 'yes_no', dictKey: '2', dictValue: '是', sort: 2, remark: '' },
    ]);
    const forest = await app.http.get('/api/blade-system/dict/dictionary-tree').query({ code: 'flow' }).set(auth);
    expect(forest.body.data.map((item: { remark: string; hasChildren: boolean }) => `${item.remark}:${item.hasChildren}`)).toEqual([
      'leave:false',
      'expense:false',
    ]);
    expect((await app.http.get('/api/blade-system/dict/detail').query({ id: '42' }).set(auth)).status).toBe(404);
  });

  it('should add, change and remove through submit and remove', async () => {
    const root = await app.http
      .post('/api/blade-system/dict/submit')
      .set(auth)
      .send({ code: 'legacy_code', dictValue: '旧字典', sort: 30, isSealed: 0, remark: '' });
    expect(root.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const row = await app.application.orm.em.fork().findOneOrFail(Dict, { code: 'legacy_code' });
    expect(row).toMatchObject({ parentId: '0', dictKey: '-1' });
    const item = await app.http
      .post('/api/blade-system/dict/submit')
      .set(auth)
      .send({ parentId: row.id, code: 'legacy_code', dictKey: 1, dictValue: '项', sort: '1', isSealed: '0' });
    expect(item.body.code).toBe(200);
    const duplicate = await app.http
      .post('/api/blade-system/dict/submit')
      .set(auth)
      .send({ parentId: row.id, code: 'legacy_code', dictKey: '1', dictValue: '项', sort: 2, isSealed: 0 });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: 400, success: false, msg: '当前字典键值已存在!' });
    const invalid = await app.http.post('/api/blade-system/dict/submit').set(auth).send({ code: 'x', dictValue: '', sort: 1, isSealed: 0 });
    expect(invalid.body).toMatchObject({ code: 400, success: false });
    expect(invalid.body.msg).toContain('请输入字典名称');
    const refused = await app.http.post(`/api/blade-system/dict/remove?ids=${row.id}`).set(auth);
    expect(refused.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });
    const items = await app.application.orm.em.fork().find(Dict, { code: 'legacy_code', parentId: row.id });
    const removed = await app.http
      .post('/api/blade-system/dict/remove')
      .query({ ids: [row.id, ...items.map((entry) => entry.id)].join(',') })
      .set(auth);
    expect(removed.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    expect(await app.application.orm.em.fork().count(Dict, { code: 'legacy_code' })).toBe(0);
  });

  it('should answer 401 without a token and refuse writes of other tenants', async () => {
    for (const path of ['parent-list', 'child-list', 'list', 'tree', 'detail', 'dictionary', 'dictionary-tree']) {
      const response = await app.http.get(`/api/blade-system/dict/${path}`).query({ id: NOTICE_ROOT, code: 'sex' });
      expect(response.status).toBe(401);
    }
    expect((await app.http.post('/api/blade-system/dict/remove?ids=1')).status).toBe(401);
    const tenant = await legacyAuth(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    expect((await app.http.get('/api/blade-system/dict/dictionary').query({ code: 'sex' }).set(tenant)).body.data).toHaveLength(2);
    const write = await app.http
      .post('/api/blade-system/dict/submit')
      .set(tenant)
      .send({ code: 'tenant_code', dictValue: '租户', sort: 1, isSealed: 0 });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ code: 403, success: false });
    expect((await app.http.post(`/api/blade-system/dict/remove?ids=${NOTICE_ROOT}`).set(tenant)).status).toBe(403);
    expect(await app.application.orm.em.fork().count(Dict, { code: 'tenant_code' })).toBe(0);
  });
});
