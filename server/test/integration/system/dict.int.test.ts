import { Dict } from '../../../src/modules/system/dict/dict.entity';
import { DEMO_DEPT_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const PARENTS = `
    query ($filter: DictFilter, $page: PageInput) {
      dictParents(filter: $filter, page: $page) {
        records {
          id
          code
          dictKey
          dictValue
          sort
          parentName
        }
        total
        pages
      }
    }
  `;
const CHILDREN = 'query ($parentId: ID!) { dictChildren(parentId: $parentId) { id parentId code dictKey dictValue parentName isSealed } }';
const DETAIL = 'query ($id: ID!) { dictEntry(id: $id) { id code dictKey dictValue parentName } }';
const DICTIONARY = 'query ($code: String!) { dictionary(code: $code) { id parentId code dictKey dictValue sort remark } }';
const SUBMIT = 'mutation ($input: DictInput!) { submitDict(input: $input) { id parentId code dictKey dictValue isSealed } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeDicts(ids: $ids) }';
const NOTICE_ROOT = '1123598814738675204';

type Entry = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  parentName: string | null;
  isSealed: number;
};

describe('system dictionaries over GraphQL', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const count = () => app.application.orm.em.fork().count(Dict, {});

  describe('reading a dictionary', () => {
    let token: string;

    beforeAll(async () => {
      const role = await buildRole(app.application.orm, { tenantId: DEMO_TENANT_ID, alias: 'nothing' });
      const user = await buildUser(app.application.orm, { tenantId: DEMO_TENANT_ID, roleIds: [role.id], deptId: DEMO_DEPT_IDS.school });
      token = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
    });

    it('should give every signed-in user the items of a code, by sort, and none of an unknown code', async () => {
      const items = await graphql<{ dictionary: Array<{ dictKey: string; dictValue: string; parentId: string }> }>(
        app.http,
        DICTIONARY,
        { code: 'notice' },
        { token },
      );
      expect(items.data?.dictionary.map((item) => `${item.dictKey}=${item.dictValue}`)).toEqual([
        '1=发布通知',
        '2=批转通知',
        '3=转发通知',
        '4=指示通知',
        '5=任免通知',
        '6=事务通知',
      ]);
      expect(items.data?.dictionary[0]?.parentId).toBe(NOTICE_ROOT);
      expect((await graphql(app.http, DICTIONARY, { code: 'unknown' }, { token })).data).toEqual({ dictionary: [] });
    });

    it('should refuse anonymous callers', async () => {
      expect((await graphql(app.http, DICTIONARY, { code: 'notice' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    });

    it('should refuse the management queries to a user without the dict permission', async () => {
      expect((await graphql(app.http, PARENTS, {}, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await graphql(app.http, CHILDREN, { parentId: NOTICE_ROOT }, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    });
  });

  it('should list roots one page at a time with filters, and the items of a root with parent names', async () => {
    const all = await graphql<{ dictParents: { total: number; pages: number; records: Entry[] } }>(
      app.http,
      PARENTS,
      { page: { current: 1, size: 5 } },
      { token: admin },
    );
    expect(all.data?.dictParents.total).toBe(15);
    expect(all.data?.dictParents.pages).toBe(3);
    expect(all.data?.dictParents.records.map((row) => row.code)).toEqual(['sex', 'notice', 'menu_category', 'button_func', 'yes_no']);
    expect(all.data?.dictParents.records.every((row) => row.dictKey === '-1' && row.parentName === null)).toBe(true);
    const byName = await graphql<{ dictParents: { records: Entry[] } }>(
      app.http,
      PARENTS,
      { filter: { dictValue: '权限' } },
      { token: admin },
    );
    expect(byName.data?.dictParents.records.map((row) => row.code)).toEqual(['data_scope_type', 'api_scope_type', 'scope_category']);
    const byCode = await graphql<{ dictParents: { total: number } }>(app.http, PARENTS, { filter: { code: 'type' } }, { token: admin });
    expect(byCode.data?.dictParents.total).toBe(3);
    const children = await graphql<{ dictChildren: Entry[] }>(app.http, CHILDREN, { parentId: NOTICE_ROOT }, { token: admin });
    expect(children.data?.dictChildren).toHaveLength(6);
    expect(children.data?.dictChildren.every((row) => row.code === 'notice' && row.parentName === '通知类型')).toBe(true);
    expect((await graphql(app.http, CHILDREN, { parentId: '-1' }, { token: admin })).data).toEqual({ dictChildren: [] });
    const detail = await graphql<{ dictEntry: Entry }>(app.http, DETAIL, { id: '1123598814738675205' }, { token: admin });
    expect(detail.data?.dictEntry).toMatchObject({ code: 'notice', dictKey: '1', dictValue: '发布通知', parentName: '通知类型' });
    expect((await graphql(app.http, DETAIL, { id: '1' }, { token: admin })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  /** A dictionary through its life; the `it`s work in order on the root the first one adds. */
  describe('a new dictionary', () => {
    let rootId: string;
    let sealedId: string | undefined;

    it('should add a root with its code and the key -1', async () => {
      const root = await graphql<{ submitDict: Entry }>(
        app.http,
        SUBMIT,
        { input: { code: 'exam_level', dictValue: '考试级别', sort: 20, isSealed: 0 } },
        { token: admin },
      );
      expect(root.errors).toBeUndefined();
      expect(root.data?.submitDict).toMatchObject({ parentId: '0', dictKey: '-1', code: 'exam_level' });
      rootId = root.data?.submitDict.id ?? '';
    });

    it('should give items their root’s code and leave sealed items out of the dictionary', async () => {
      const itemInput = { parentId: rootId, code: 'ignored', dictKey: '1', dictValue: '初级', sort: 1, isSealed: 0 };
      const first = await graphql<{ submitDict: Entry }>(app.http, SUBMIT, { input: itemInput }, { token: admin });
      expect(first.data?.submitDict).toMatchObject({ parentId: rootId, code: 'exam_level', dictKey: '1' });
      await graphql(
        app.http,
        SUBMIT,
        { input: { parentId: rootId, code: 'exam_level', dictKey: '2', dictValue: '中级', sort: 2, isSealed: 0 } },
        { token: admin },
      );
      const sealed = await graphql<{ submitDict: Entry }>(
        app.http,
        SUBMIT,
        { input: { parentId: rootId, code: 'exam_level', dictKey: '3', dictValue: '高级', sort: 3, isSealed: 1 } },
        { token: admin },
      );
      sealedId = sealed.data?.submitDict.id;
      const before = await graphql<{ dictionary: Entry[] }>(app.http, DICTIONARY, { code: 'exam_level' }, { token: admin });
      expect(before.data?.dictionary.map((item) => item.dictValue)).toEqual(['初级', '中级']);
    });

    it('should refuse a key already under the root and a root code already used, in the caller’s language', async () => {
      const duplicateKey = await graphql(
        app.http,
        SUBMIT,
        { input: { parentId: rootId, code: 'exam_level', dictKey: '2', dictValue: 'x', sort: 9, isSealed: 0 } },
        { token: admin },
      );
      expect(duplicateKey.errors?.[0]).toMatchObject({ message: '当前字典键值已存在!', extensions: { code: 'CONFLICT' } });
      const duplicateCode = await graphql(
        app.http,
        SUBMIT,
        { input: { code: 'sex', dictValue: '性别2', sort: 1, isSealed: 0 } },
        { token: admin, language: 'en' },
      );
      expect(duplicateCode.errors?.[0]).toMatchObject({
        message: 'The dictionary code already exists: sex',
        extensions: { code: 'CONFLICT' },
      });
    });

    it('should rename the items with their root', async () => {
      const renamed = await graphql(
        app.http,
        SUBMIT,
        { input: { id: rootId, code: 'exam_grade', dictValue: '考试等级', sort: 20, isSealed: 0 } },
        { token: admin },
      );
      expect(renamed.errors).toBeUndefined();
      const after = await graphql<{ dictionary: Entry[] }>(app.http, DICTIONARY, { code: 'exam_grade' }, { token: admin });
      expect(after.data?.dictionary.map((item) => `${item.code}:${item.dictValue}`)).toEqual(['exam_grade:初级', 'exam_grade:中级']);
      expect(
        (await graphql<{ dictionary: Entry[] }>(app.http, DICTIONARY, { code: 'exam_level' }, { token: admin })).data?.dictionary,
      ).toEqual([]);
    });

    it('should refuse moving an item under another root', async () => {
      const moved = await graphql(
        app.http,
        SUBMIT,
        { input: { id: sealedId, parentId: NOTICE_ROOT, code: 'x', dictKey: '3', dictValue: '高级', sort: 3, isSealed: 1 } },
        { token: admin },
      );
      expect(moved.errors?.[0]?.extensions.fields).toEqual([{ field: 'parentId', message: '上级字典不可修改' }]);
    });

    it('should refuse removing a root that has items, and remove it together with them', async () => {
      const refused = await graphql(app.http, REMOVE, { ids: [rootId] }, { token: admin });
      expect(refused.errors?.[0]).toMatchObject({ message: '请先删除子节点!', extensions: { code: 'CONFLICT' } });
      const children = await graphql<{ dictChildren: Entry[] }>(app.http, CHILDREN, { parentId: rootId }, { token: admin });
      const removed = await graphql<{ removeDicts: number }>(
        app.http,
        REMOVE,
        { ids: [rootId, ...(children.data?.dictChildren.map((row) => row.id) ?? [])] },
        { token: admin },
      );
      expect(removed.data?.removeDicts).toBe(4);
      expect((await graphql(app.http, DETAIL, { id: rootId }, { token: admin })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    });
  });

  it('should refuse bad input with translated field messages and write nothing', async () => {
    const before = await count();
    const empty = await graphql(
      app.http,
      SUBMIT,
      { input: { code: '', dictValue: ' ', sort: 1, isSealed: 2 } },
      { token: admin, language: 'en' },
    );
    expect(empty.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'code', message: 'Please enter the dictionary code' },
      { field: 'dictValue', message: 'Please enter the dictionary name' },
      { field: 'isSealed', message: 'Please choose whether the dictionary is sealed' },
    ]);
    const noKey = await graphql(
      app.http,
      SUBMIT,
      { input: { parentId: NOTICE_ROOT, code: 'notice', dictValue: '新', sort: 1, isSealed: 0 } },
      { token: admin },
    );
    expect(noKey.errors?.[0]?.extensions.fields).toEqual([{ field: 'dictKey', message: '请输入字典键值' }]);
    const noParent = await graphql(
      app.http,
      SUBMIT,
      { input: { parentId: '42', code: 'x', dictKey: '1', dictValue: '新', sort: 1, isSealed: 0 } },
      { token: admin },
    );
    expect(noParent.errors?.[0]?.extensions.fields).toEqual([{ field: 'parentId', message: '请选择上级字典' }]);
    expect((await graphql(app.http, REMOVE, { ids: [] }, { token: admin })).errors?.[0]?.message).toBe('请至少选择一条数据');
    const badSort = await graphql(
      app.http,
      'query { dictParents(sort: [{ field: "remark", direction: "ASC" }]) { total } }',
      {},
      { token: admin },
    );
    expect(badSort.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(await count()).toBe(before);
  });

  it('should let other tenants read but never change the global system dictionaries', async () => {
    const before = await count();
    const demoAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const read = await graphql<{ dictParents: { total: number } }>(app.http, PARENTS, {}, { token: demoAdmin });
    expect(read.data?.dictParents.total).toBe(15);
    const write = await graphql(
      app.http,
      SUBMIT,
      { input: { code: 'demo_code', dictValue: '演示', sort: 1, isSealed: 0 } },
      { token: demoAdmin },
    );
    expect(write.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const other = await buildTenant(app.application.orm, { permissions: ['dict', 'dict_add', 'dict_edit', 'dict_delete'] });
    const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', 'admin-pass')).accessToken;
    const add = await graphql(
      app.http,
      SUBMIT,
      { input: { code: 'other_code', dictValue: '其他', sort: 1, isSealed: 0 } },
      { token: otherToken },
    );
    expect(add.errors?.[0]).toMatchObject({ message: '系统字典只能由平台管理员维护', extensions: { code: 'FORBIDDEN' } });
    const edit = await graphql(
      app.http,
      SUBMIT,
      { input: { id: NOTICE_ROOT, code: 'notice', dictValue: '改名', sort: 2, isSealed: 0 } },
      { token: otherToken },
    );
    expect(edit.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const remove = await graphql(app.http, REMOVE, { ids: ['1123598814738675205'] }, { token: otherToken });
    expect(remove.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
    const notice = await app.application.orm.em.fork().findOneOrFail(Dict, { id: NOTICE_ROOT });
    expect(notice.dictValue).toBe('通知类型');
  });
});
