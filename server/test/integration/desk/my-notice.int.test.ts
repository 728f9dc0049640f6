import { NoticeRead } from '../../../src/modules/desk/notice/notice-read.entity';
import { DEMO_NOTICE_IDS } from '../../../src/seeders/demo/demo-notice.seed';
import { DEMO_PASSWORDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildTenant } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const MINE = `
    query ($page: PageInput, $unreadOnly: Boolean) {
      myNotices(page: $page, unreadOnly: $unreadOnly) {
        records {
          id
          title
          categoryName
          read
        }
        total
        pages
      }
      myUnreadNoticeCount
    }
  `;
const MARK = 'mutation ($ids: [ID!]!) { markNoticesRead(ids: $ids) }';
const MARK_ALL = 'mutation { markAllNoticesRead }';

type Mine = {
  myNotices: { records: Array<{ id: string; title: string; categoryName: string; read: boolean }>; total: number; pages: number };
  myUnreadNoticeCount: number;
};

describe('the caller’s notices', () => {
  let app: TestApp;
  let student: string;

  beforeAll(async () => {
    app = await startTestApp();
    student = (await graphqlToken(app.http, DEMO_TENANT_ID, 'student', DEMO_PASSWORDS.student)).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should show every user the published notices of the own tenant, newest first, with a read flag', async () => {
    const mine = await graphql<Mine>(app.http, MINE, { page: { current: 1, size: 2 } }, { token: student });
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myNotices).toMatchObject({ total: 3, pages: 2 });
    expect(mine.data?.myNotices.records).toEqual([
      { id: DEMO_NOTICE_IDS.drill, title: '关于开展冬季消防安全疏散演练的通知', categoryName: '事务通知', read: false },
      { id: DEMO_NOTICE_IDS.exam, title: '关于组织第四季度职业技能模拟考试的通知', categoryName: '事务通知', read: false },
    ]);
    expect(mine.data?.myUnreadNoticeCount).toBe(3);
  });

  it('should mark notices read for the caller only, once, and never drafts or other tenants’ notices', async () => {
    expect((await graphql(app.http, MARK, { ids: [DEMO_NOTICE_IDS.exam, DEMO_NOTICE_IDS.draft] }, { token: student })).data).toEqual({
      markNoticesRead: 1,
    });
    expect((await graphql(app.http, MARK, { ids: [DEMO_NOTICE_IDS.exam] }, { token: student })).data).toEqual({ markNoticesRead: 0 });
    const after = await graphql<Mine>(app.http, MINE, {}, { token: student });
    expect(after.data?.myUnreadNoticeCount).toBe(2);
    expect(after.data?.myNotices.records.find((row) => row.id === DEMO_NOTICE_IDS.exam)?.read).toBe(true);
    const unread = await graphql<Mine>(app.http, MINE, { unreadOnly: true }, { token: student });
    expect(unread.data?.myNotices.records.map((row) => row.id)).toEqual([DEMO_NOTICE_IDS.drill, DEMO_NOTICE_IDS.opening]);

    const teacher = (await graphqlToken(app.http, DEMO_TENANT_ID, 'teacher', DEMO_PASSWORDS.teacher)).accessToken;
    expect((await graphql<Mine>(app.http, MINE, {}, { token: teacher })).data?.myUnreadNoticeCount).toBe(3);

    expect((await graphql(app.http, MARK_ALL, {}, { token: student })).data).toEqual({ markAllNoticesRead: 2 });
    expect((await graphql<Mine>(app.http, MINE, {}, { token: student })).data?.myUnreadNoticeCount).toBe(0);
    expect(await app.application.orm.em.fork().count(NoticeRead, { noticeId: DEMO_NOTICE_IDS.draft }, { filters: false })).toBe(0);

    const other = await buildTenant(app.application.orm);
    const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', 'admin-pass')).accessToken;
    const foreign = await graphql<Mine>(app.http, MINE, {}, { token: otherToken });
    expect(foreign.data?.myNotices.total).toBe(0);
    expect(foreign.data?.myUnreadNoticeCount).toBe(0);
    expect((await graphql(app.http, MARK, { ids: Object.values(DEMO_NOTICE_IDS) }, { token: otherToken })).data).toEqual({
      markNoticesRead: 0,
    });
    expect(await app.application.orm.em.fork().count(NoticeRead, { tenantId: other.tenantId }, { filters: false })).toBe(0);
  });

  it('should filter by category: list, unread count and mark-all-read of one tab', async () => {
    const admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', DEMO_PASSWORDS.admin)).accessToken;
    const BY_CATEGORY = `
        query ($categories: [Int!]) {
          myNotices(categories: $categories) {
            total
            records {
              id
            }
          }
          myUnreadNoticeCount(categories: $categories)
        }
      `;
    type ByCategory = { myNotices: { total: number; records: Array<{ id: string }> }; myUnreadNoticeCount: number };
    const affairs = await graphql<ByCategory>(app.http, BY_CATEGORY, { categories: [6] }, { token: admin });
    expect(affairs.data?.myNotices.records.map((row) => row.id)).toEqual([DEMO_NOTICE_IDS.drill, DEMO_NOTICE_IDS.exam]);
    expect(affairs.data?.myUnreadNoticeCount).toBe(2);
    const releases = await graphql<ByCategory>(app.http, BY_CATEGORY, { categories: [1, 5] }, { token: admin });
    expect(releases.data).toEqual({ myNotices: { total: 1, records: [{ id: DEMO_NOTICE_IDS.opening }] }, myUnreadNoticeCount: 1 });
    expect((await graphql<ByCategory>(app.http, BY_CATEGORY, { categories: [2, 3] }, { token: admin })).data?.myNotices.total).toBe(0);

    expect(
      (
        await graphql(
          app.http,
          'mutation ($categories: [Int!]) { markAllNoticesRead(categories: $categories) }',
          { categories: [6] },
          { token: admin },
        )
      ).data,
    ).toEqual({ markAllNoticesRead: 2 });
    expect((await graphql<ByCategory>(app.http, BY_CATEGORY, {}, { token: admin })).data?.myUnreadNoticeCount).toBe(1);
    for (const categories of [[], Array.from({ length: 21 }, (_, index) => index)]) {
      expect((await graphql(app.http, BY_CATEGORY, { categories }, { token: admin })).errors?.[0]?.extensions.code).toBe('VALIDATION');
    }
  });

  it('should refuse anonymous callers and bad ids', async () => {
    expect((await graphql(app.http, MINE)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, MARK, { ids: [DEMO_NOTICE_IDS.exam] })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, MARK, { ids: [] }, { token: student })).errors?.[0]?.message).toBe('请至少选择一条数据');
    expect((await graphql(app.http, MARK, { ids: ['abc'] }, { token: student })).errors?.[0]?.extensions.code).toBe('VALIDATION');
  });
});
