import { Notice } from '../../../src/modules/desk/notice/notice.entity';
import { DEMO_NOTICE_IDS } from '../../../src/seeders/demo/demo-notice.seed';
import { DEMO_PASSWORDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { graphql, graphqlToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

describe('legacy notice paths', () => {
  let app: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    auth = await legacyAuth(app.http, DEMO_TENANT_ID, 'admin', 'admin');
  });

  afterAll(async () => {
    await app.close();
  });

  it('should list with the legacy filters and answer NoticeVO rows', async () => {
    const list = await app.http
      .get('/api/blade-desk/notice/list')
      .query({ current: 1, size: 10, category: '6', releaseTime_datege: '2026-11-10 10:30:00', releaseTime_datelt: '2026-12-01 00:00:00' })
      .set(auth);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    const exam = list.body.data.records.find((row: { id: string }) => row.id === DEMO_NOTICE_IDS.exam);
    expect(exam).toMatchObject({
      title: '关于组织第四季度职业技能模拟考试的通知',
      category: 6,
      categoryName: '事务通知',
      releaseTime: '2026-11-10 10:30:00',
      status: 1,
      isDeleted: 0,
    });
    expect(Object.keys(exam).sort()).toEqual([
      'category',
      'categoryName',
      'content',
      'createDept',
      'createTime',
      'createUser',
      'id',
      'isDeleted',
      'releaseTime',
      'status',
      'title',
      'updateTime',
      'updateUser',
    ]);
    const byTitle = await app.http.get('/api/blade-desk/notice/list').query({ title: '开课' }).set(auth);
    expect(byTitle.body.data.records.map((row: { id: string }) => row.id)).toEqual([DEMO_NOTICE_IDS.opening]);
    const none = await app.http.get('/api/blade-desk/notice/list').query({ createTime_datelt: '2000-01-01' }).set(auth);
    expect(none.body.data.total).toBe(0);
    const bad = await app.http.get('/api/blade-desk/notice/list').query({ releaseTime_datege: 'soon' }).set(auth);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请求参数格式错误: releaseTime_datege');
    const draft = await app.http.get('/api/blade-desk/notice/detail').query({ id: DEMO_NOTICE_IDS.draft }).set(auth);
    expect(draft.body.data).toMatchObject({ id: DEMO_NOTICE_IDS.draft, releaseTime: '', categoryName: '批转通知' });
  });

  it('should publish what the legacy desk submits, sanitized, and remove it', async () => {
    const submit = await app.http.post('/api/blade-desk/notice/submit').set(auth).send({
      title: '旧客户端通知',
      category: '3',
      releaseTime: '2026-11-20 09:00:00',
      content: '<p>内容<img src=x onerror=alert(1)></p>',
    });
    expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const stored = await app.application.orm.em.fork().findOneOrFail(Notice, { title: '旧客户端通知' }, { filters: false });
    expect(stored).toMatchObject({ category: 3, publishState: 1, content: '<p>内容<img src="x" /></p>', tenantId: DEMO_TENANT_ID });
    expect(stored.releaseTime?.toISOString()).toBe('2026-11-20T01:00:00.000Z');
    const student = (await graphqlToken(app.http, DEMO_TENANT_ID, 'student', DEMO_PASSWORDS.student)).accessToken;
    const mine = await graphql<{ myNotices: { records: Array<{ id: string }> } }>(
      app.http,
      'query { myNotices { records { id } } }',
      {},
      { token: student },
    );
    expect(mine.data?.myNotices.records.map((row) => row.id)).toContain(stored.id);
    const update = await app.http
      .post('/api/blade-desk/notice/submit')
      .set(auth)
      .send({ id: stored.id, title: '旧客户端通知（改）', category: 3, content: '<p>改</p>' });
    expect(update.body.code).toBe(200);
    const invalid = await app.http.post('/api/blade-desk/notice/submit').set(auth).send({ title: '', category: 1, content: '<p>x</p>' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toContain('请输入通知标题');
    const removed = await app.http.post(`/api/blade-desk/notice/remove?ids=${stored.id}`).set(auth);
    expect(removed.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    expect((await app.http.get('/api/blade-desk/notice/detail').query({ id: stored.id }).set(auth)).status).toBe(404);
  });

  it('should refuse anonymous callers, other tenants and users without the permission', async () => {
    expect((await app.http.get('/api/blade-desk/notice/list')).status).toBe(401);
    expect((await app.http.post('/api/blade-desk/notice/submit').send({ title: 't' })).status).toBe(401);
    const platform = await legacyAuth(app.http, '000000', 'admin', 'admin');
    expect((await app.http.get('/api/blade-desk/notice/detail').query({ id: DEMO_NOTICE_IDS.exam }).set(platform)).status).toBe(404);
    expect((await app.http.get('/api/blade-desk/notice/list').set(platform)).body.data.total).toBe(0);
    const student = await legacyAuth(app.http, DEMO_TENANT_ID, 'student', DEMO_PASSWORDS.student);
    expect((await app.http.get('/api/blade-desk/notice/list').set(student)).status).toBe(403);
    expect((await app.http.post(`/api/blade-desk/notice/remove?ids=${DEMO_NOTICE_IDS.exam}`).set(student)).status).toBe(403);
    expect(await app.application.orm.em.fork().count(Notice, { id: DEMO_NOTICE_IDS.exam }, { filters: { tenant: false } })).toBe(1);
  });
});
