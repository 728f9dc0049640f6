import { Notice } from '../../../src/modules/desk/notice/notice.entity';
import { DEMO_NOTICE_IDS } from '../../../src/seeders/demo/demo-notice.seed';
import { DEMO_DEPT_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const LIST = `
    query ($filter: NoticeFilter, $page: PageInput) {
      notices(filter: $filter, page: $page) {
        records {
          id
          title
          category
          categoryName
          state
          releaseTime
        }
        total
      }
    }
  `;
const DETAIL = 'query ($id: ID!) { notice(id: $id) { id title content state categoryName } }';
const SUBMIT = 'mutation ($input: NoticeInput!) { submitNotice(input: $input) { id title content state releaseTime categoryName } }';
const PUBLISH = 'mutation ($ids: [ID!]!) { publishNotices(ids: $ids) }';
const WITHDRAW = 'mutation ($ids: [ID!]!) { withdrawNotices(ids: $ids) }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeNotices(ids: $ids) }';

type NoticeRow = {
  id: string;
  title: string;
  category: number;
  categoryName: string;
  state: string;
  releaseTime: string | null;
  content: string;
};

describe('notices', () => {
  let app: TestApp;
  let demo: string;

  beforeAll(async () => {
    app = await startTestApp();
    demo = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const count = () => app.application.orm.em.fork().count(Notice, {}, { filters: false });

  it('should list the tenant’s notices with dictionary labels and the legacy filters', async () => {
    const all = await graphql<{ notices: { total: number; records: NoticeRow[] } }>(app.http, LIST, {}, { token: demo });
    expect(all.data?.notices.total).toBe(4);
    expect(all.data?.notices.records.filter((row) => row.state === 'DRAFT').map((row) => row.id)).toEqual([DEMO_NOTICE_IDS.draft]);
    const exam = all.data?.notices.records.find((row) => row.id === DEMO_NOTICE_IDS.exam);
    expect(exam).toMatchObject({ category: 6, categoryName: '事务通知', state: 'PUBLISHED', releaseTime: '2026-11-10T02:30:00.000Z' });
    const filtered = async (filter: Record<string, unknown>) =>
      (await graphql<{ notices: { records: NoticeRow[] } }>(app.http, LIST, { filter }, { token: demo })).data?.notices.records
        .map((row) => row.id)
        .sort();
    expect(await filtered({ title: '演练' })).toEqual([DEMO_NOTICE_IDS.drill]);
    expect(await filtered({ category: 6 })).toEqual([DEMO_NOTICE_IDS.exam, DEMO_NOTICE_IDS.drill].sort());
    expect(await filtered({ state: 'DRAFT' })).toEqual([DEMO_NOTICE_IDS.draft]);
    expect(await filtered({ releaseTimeFrom: '2026-11-10T02:30:00.000Z', releaseTimeTo: '2026-11-18T08:00:00.000Z' })).toEqual([
      DEMO_NOTICE_IDS.exam,
    ]);
  });

  /** A notice from draft to removal; the `it`s work in order on the notice the first one adds. */
  describe('a notice’s life', () => {
    let id: string;
    let editorToken: string;

    beforeAll(async () => {
      const editor = await buildRole(app.application.orm, {
        tenantId: DEMO_TENANT_ID,
        alias: 'notice-editor',
        permissions: ['notice', 'notice_add', 'notice_edit'],
      });
      const user = await buildUser(app.application.orm, { tenantId: DEMO_TENANT_ID, roleIds: [editor.id], deptId: DEMO_DEPT_IDS.school });
      editorToken = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
    });

    it('should sanitize the content and keep a new notice as a draft of the caller’s tenant', async () => {
      const added = await graphql<{ submitNotice: NoticeRow }>(
        app.http,
        SUBMIT,
        {
          input: {
            title: '期末考试安排',
            category: 1,
            content:
              '<p onclick="steal()">请按时参加<script>alert(1)</script><a href="javascript:alert(2)">考试</a></p><iframe ' +
              'src="https://evil.example"></iframe>',
          },
        },
        { token: demo },
      );
      expect(added.errors).toBeUndefined();
      expect(added.data?.submitNotice).toMatchObject({
        state: 'DRAFT',
        releaseTime: null,
        categoryName: '发布通知',
        content: '<p>请按时参加<a>考试</a></p>',
      });
      id = added.data?.submitNotice.id ?? '';
      const stored = await app.application.orm.em.fork().findOneOrFail(Notice, { id }, { filters: false });
      expect(stored.content).toBe('<p>请按时参加<a>考试</a></p>');
      expect(stored.tenantId).toBe(DEMO_TENANT_ID);
    });

    it('should let an editor without notice_publish change the draft but not publish or remove it', async () => {
      const edit = await graphql<{ submitNotice: NoticeRow }>(
        app.http,
        SUBMIT,
        { input: { id, title: '期末考试安排（更新）', category: 1, content: '<p>更新</p>' } },
        { token: editorToken },
      );
      expect(edit.data?.submitNotice).toMatchObject({ title: '期末考试安排（更新）', state: 'DRAFT' });
      const sneak = await graphql(
        app.http,
        SUBMIT,
        { input: { id, title: 't', category: 1, content: '<p>x</p>', state: 'PUBLISHED' } },
        { token: editorToken },
      );
      expect(sneak.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await graphql(app.http, PUBLISH, { ids: [id] }, { token: editorToken })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await graphql(app.http, REMOVE, { ids: [id] }, { token: editorToken })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    });

    it('should publish only drafts, and withdraw a published notice', async () => {
      expect((await graphql(app.http, PUBLISH, { ids: [id, DEMO_NOTICE_IDS.exam] }, { token: demo })).data).toEqual({ publishNotices: 1 });
      const published = await graphql<{ notice: NoticeRow }>(app.http, DETAIL, { id }, { token: demo });
      expect(published.data?.notice.state).toBe('PUBLISHED');
      expect((await graphql(app.http, WITHDRAW, { ids: [id] }, { token: demo })).data).toEqual({ withdrawNotices: 1 });
    });

    it('should publish a new notice directly with its release time, and remove notices', async () => {
      const direct = await graphql<{ submitNotice: NoticeRow }>(
        app.http,
        SUBMIT,
        { input: { title: '直接发布', category: 2, content: '<p>现在发布</p>', state: 'PUBLISHED' } },
        { token: demo },
      );
      expect(direct.data?.submitNotice.state).toBe('PUBLISHED');
      expect(direct.data?.submitNotice.releaseTime).not.toBeNull();
      expect((await graphql(app.http, REMOVE, { ids: [id, direct.data?.submitNotice.id] }, { token: demo })).data).toEqual({
        removeNotices: 2,
      });
      expect((await graphql(app.http, DETAIL, { id }, { token: demo })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    });
  });

  it('should refuse bad input with translated messages and write nothing', async () => {
    const before = await count();
    const empty = await graphql(app.http, SUBMIT, { input: { title: ' ', category: 1, content: '' } }, { token: demo, language: 'en' });
    expect(empty.errors?.[0]?.extensions.fields).toEqual([
      { field: 'title', message: 'Please enter the notice title' },
      { field: 'content', message: 'Please enter the notice content' },
    ]);
    const onlyScript = await graphql(
      app.http,
      SUBMIT,
      { input: { title: 't', category: 1, content: '<script>alert(1)</script>' } },
      { token: demo },
    );
    expect(onlyScript.errors?.[0]?.extensions.fields).toEqual([{ field: 'content', message: '请输入通知内容' }]);
    const category = await graphql(app.http, SUBMIT, { input: { title: 't', category: 99, content: '<p>x</p>' } }, { token: demo });
    expect(category.errors?.[0]?.extensions.fields).toEqual([{ field: 'category', message: '请选择通知类型' }]);
    const huge = await graphql(app.http, SUBMIT, { input: { title: 't'.repeat(300), category: 1, content: '<p>x</p>' } }, { token: demo });
    expect(huge.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect((await graphql(app.http, REMOVE, { ids: [] }, { token: demo })).errors?.[0]?.message).toBe('请至少选择一条数据');
    expect(await count()).toBe(before);
  });

  it('should keep notices inside their tenant and refuse the unauthorized', async () => {
    const before = await count();
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const other = await buildTenant(app.application.orm, {
      permissions: ['notice', 'notice_add', 'notice_edit', 'notice_delete', 'notice_publish'],
    });
    const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', 'admin-pass')).accessToken;
    const platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    for (const token of [otherToken, platform]) {
      expect((await graphql<{ notices: { total: number } }>(app.http, LIST, {}, { token })).data?.notices.total).toBe(0);
      expect((await graphql(app.http, DETAIL, { id: DEMO_NOTICE_IDS.exam }, { token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect(
        (
          await graphql(
            app.http,
            SUBMIT,
            { input: { id: DEMO_NOTICE_IDS.exam, title: '篡改', category: 1, content: '<p>x</p>' } },
            { token },
          )
        ).errors?.[0]?.extensions.code,
      ).toBe('NOT_FOUND');
      expect((await graphql(app.http, REMOVE, { ids: Object.values(DEMO_NOTICE_IDS) }, { token })).data).toEqual({ removeNotices: 0 });
      expect((await graphql(app.http, WITHDRAW, { ids: [DEMO_NOTICE_IDS.exam] }, { token })).data).toEqual({ withdrawNotices: 0 });
    }
    const role = await buildRole(app.application.orm, { tenantId: DEMO_TENANT_ID, alias: 'reader' });
    const user = await buildUser(app.application.orm, { tenantId: DEMO_TENANT_ID, roleIds: [role.id], deptId: DEMO_DEPT_IDS.school });
    const token = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
    expect((await graphql(app.http, LIST, {}, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(
      (await graphql(app.http, SUBMIT, { input: { title: 't', category: 1, content: '<p>x</p>' } }, { token })).errors?.[0]?.extensions
        .code,
    ).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
    const exam = await app.application.orm.em.fork().findOneOrFail(Notice, { id: DEMO_NOTICE_IDS.exam }, { filters: false });
    expect(exam).toMatchObject({ title: '关于组织第四季度职业技能模拟考试的通知', isDeleted: 0, publishState: 1 });
  });
});
