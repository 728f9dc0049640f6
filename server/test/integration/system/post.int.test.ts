import { Post } from '../../../src/modules/system/post/post.entity';
import { DEMO_DEPT_IDS, DEMO_POST_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const LIST = `
    query ($filter: PostFilter, $page: PageInput) {
      posts(filter: $filter, page: $page) {
        records {
          id
          postCode
          postName
          category
          categoryName
        }
        total
        pages
      }
    }
  `;
const SUBMIT = 'mutation ($input: PostInput!) { submitPost(input: $input) { id tenantId postCode postName category categoryName sort } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removePosts(ids: $ids) }';

describe('posts', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const count = () => app.application.orm.em.fork().count(Post, { tenantId: DEMO_TENANT_ID }, { filters: false });

  it('should page and filter the tenant’s posts', async () => {
    const all = await graphql<{ posts: { total: number; records: Array<{ postCode: string; categoryName: string }> } }>(
      app.http,
      LIST,
      {},
      { token: admin },
    );
    expect(all.data?.posts.total).toBe(3);
    expect(all.data?.posts.records[0]).toMatchObject({ postCode: 'principal', categoryName: '高层' });
    const byCategory = await graphql<{ posts: { records: Array<{ postCode: string }> } }>(
      app.http,
      LIST,
      { filter: { category: 4 } },
      { token: admin },
    );
    expect(byCategory.data?.posts.records.map((row) => row.postCode)).toEqual(['student']);
    const byName = await graphql<{ posts: { records: Array<{ postCode: string }> } }>(
      app.http,
      LIST,
      { filter: { postName: '讲' } },
      { token: admin },
    );
    expect(byName.data?.posts.records.map((row) => row.postCode)).toEqual(['teacher']);
    const paged = await graphql<{ posts: { records: unknown[]; pages: number } }>(
      app.http,
      LIST,
      { page: { current: 2, size: 2 } },
      { token: admin },
    );
    expect(paged.data?.posts).toMatchObject({ pages: 2, records: [expect.anything()] });
  });

  it('should add, change and delete a post with a code unique in the tenant', async () => {
    const added = await graphql<{ submitPost: { id: string; tenantId: string } }>(
      app.http,
      SUBMIT,
      { input: { category: 3, postCode: 'tutor', postName: '助教', sort: 4 } },
      { token: admin },
    );
    expect(added.data?.submitPost).toMatchObject({ tenantId: DEMO_TENANT_ID, categoryName: '基层' });
    const id = added.data?.submitPost.id;
    const duplicate = await graphql(app.http, SUBMIT, { input: { category: 3, postCode: 'tutor', postName: 'x' } }, { token: admin });
    expect(duplicate.errors?.[0]).toMatchObject({ message: '岗位编号已存在: tutor', extensions: { code: 'CONFLICT' } });
    const changed = await graphql<{ submitPost: { postName: string } }>(
      app.http,
      SUBMIT,
      { input: { id, category: 2, postCode: 'tutor', postName: '高级助教' } },
      { token: admin },
    );
    expect(changed.data?.submitPost.postName).toBe('高级助教');
    // Another tenant may use the same code.
    const other = await buildTenant(app.application.orm, { permissions: ['post', 'post_add'] });
    const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', other.admin.password)).accessToken;
    const elsewhere = await graphql(
      app.http,
      SUBMIT,
      { input: { category: 3, postCode: 'tutor', postName: '助教' } },
      { token: otherToken },
    );
    expect(elsewhere.errors).toBeUndefined();
    expect((await graphql<{ removePosts: number }>(app.http, REMOVE, { ids: [id] }, { token: admin })).data?.removePosts).toBe(1);
  });

  it('should refuse bad input and write nothing', async () => {
    const before = await count();
    const empty = await graphql(app.http, SUBMIT, { input: { category: 1, postCode: '', postName: '' } }, { token: admin, language: 'en' });
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'postCode', message: 'Please enter the post code' },
      { field: 'postName', message: 'Please enter the post name' },
    ]);
    const category = await graphql(app.http, SUBMIT, { input: { category: 7, postCode: 'x', postName: 'x' } }, { token: admin });
    expect(category.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const tooLong = await graphql(app.http, SUBMIT, { input: { category: 1, postCode: 'x'.repeat(13), postName: 'x' } }, { token: admin });
    expect(tooLong.errors?.[0]?.extensions.fields).toEqual([{ field: 'postCode', message: '参数过长: postCode' }]);
    const badSort = await graphql(app.http, 'query { posts(sort: [{ field: "tenantId" }]) { total } }', {}, { token: admin });
    expect(badSort.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(await count()).toBe(before);
  });

  it('should refuse anonymous callers, users without the permission and other tenants', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const orm = app.application.orm;
    const viewer = await buildRole(orm, { tenantId: DEMO_TENANT_ID, alias: 'post-viewer', permissions: ['post'] });
    const user = await buildUser(orm, { tenantId: DEMO_TENANT_ID, roleIds: [viewer.id], deptId: DEMO_DEPT_IDS.academic });
    const token = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
    expect((await graphql(app.http, LIST, {}, { token })).errors).toBeUndefined();
    expect(
      (await graphql(app.http, SUBMIT, { input: { category: 1, postCode: 'v', postName: 'v' } }, { token })).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
    expect((await graphql(app.http, REMOVE, { ids: [DEMO_POST_IDS.teacher] }, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const other = await buildTenant(orm, { permissions: ['post', 'post_edit', 'post_delete'] });
    const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', other.admin.password)).accessToken;
    const list = await graphql<{ posts: { total: number } }>(app.http, LIST, {}, { token: otherToken });
    expect(list.data?.posts.total).toBe(0);
    const select = await graphql<{ postSelect: unknown[] }>(app.http, '{ postSelect { id } }', {}, { token: otherToken });
    expect(select.data?.postSelect).toEqual([]);
    const read = await graphql(app.http, 'query ($id: ID!) { post(id: $id) { id } }', { id: DEMO_POST_IDS.teacher }, { token: otherToken });
    expect(read.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const change = await graphql(
      app.http,
      SUBMIT,
      { input: { id: DEMO_POST_IDS.teacher, category: 1, postCode: 'hijack', postName: 'x' } },
      { token: otherToken },
    );
    expect(change.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(
      (await graphql<{ removePosts: number }>(app.http, REMOVE, { ids: [DEMO_POST_IDS.teacher] }, { token: otherToken })).data?.removePosts,
    ).toBe(0);
    expect((await orm.em.fork().findOneOrFail(Post, { id: DEMO_POST_IDS.teacher }, { filters: false })).postCode).toBe('teacher');
  });

  /** The legacy post paths; the `it`s work in order on the post the first one adds. */
  describe('legacy paths', () => {
    let auth: Record<string, string>;
    let id: string;

    beforeAll(async () => {
      auth = await legacyAuth(app.http, DEMO_TENANT_ID, 'admin', 'admin');
    });

    it('should add a post over submit and list it with its category name', async () => {
      const submit = await app.http
        .post('/api/blade-system/post/submit')
        .set(auth)
        .send({ category: '2', postCode: 'dean', postName: '教导主任', sort: '5' });
      expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      const list = await app.http.get('/api/blade-system/post/list').query({ current: 1, size: 10, postCode: 'dean' }).set(auth);
      expect(list.body.data).toMatchObject({
        total: 1,
        records: [{ postCode: 'dean', categoryName: '中层', tenantId: DEMO_TENANT_ID, sort: 5 }],
      });
      id = list.body.data.records[0].id as string;
    });

    it('should serve detail and select', async () => {
      const detail = await app.http.get('/api/blade-system/post/detail').query({ id }).set(auth);
      expect(detail.body.data).toMatchObject({ id, postName: '教导主任', remark: '' });
      const select = await app.http.get('/api/blade-system/post/select').set(auth);
      expect(select.body.data).toHaveLength(4);
    });

    it('should refuse a bad category filter and a duplicate code', async () => {
      const badCategory = await app.http.get('/api/blade-system/post/list').query({ category: 'x' }).set(auth);
      expect(badCategory.status).toBe(400);
      const duplicate = await app.http
        .post('/api/blade-system/post/submit')
        .set(auth)
        .send({ category: 2, postCode: 'dean', postName: 'x' });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body.msg).toBe('岗位编号已存在: dean');
    });

    it('should remove the post over remove', async () => {
      expect((await app.http.post(`/api/blade-system/post/remove?ids=${id}`).set(auth)).body.code).toBe(200);
    });

    it('should refuse anonymous callers and a teacher without the post codes', async () => {
      expect((await app.http.get('/api/blade-system/post/list')).status).toBe(401);
      const teacher = (await legacyToken(app.http, DEMO_TENANT_ID, 'teacher', '123456')).access_token;
      expect((await app.http.get('/api/blade-system/post/list').set('Blade-Auth', `bearer ${teacher}`)).status).toBe(403);
    });
  });
});
