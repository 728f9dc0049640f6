import { ExamCandidate } from '../../../src/modules/exam/candidate/exam-candidate.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { AudienceMode, CandidateStatus, ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { buildCandidate, buildExamination, buildReadyPaper, EXAMINATION_STAFF_CODES, HOUR_MS } from '../../factories/exam-delivery.factory';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const EXAMINATION = '/api/blade-exam/examination/examExamination';
const CANDIDATE = '/api/blade-exam/ExamExaminationUser/examExaminationUser';
const STUDENT = '/api/blade-examExaminationStudent/examExaminationStudent';

describe('legacy exam delivery paths', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let other: BuiltTenant;
  let paperId: string;
  let staff: Record<string, string>;
  let viewer: Record<string, string>;
  let otherStaff: Record<string, string>;

  const em = () => app.application.orm.em.fork();
  const headers = async (tenantId: string, deptId: string, permissions: string[]) => {
    const orm = app.application.orm;
    const role = await buildRole(orm, { tenantId, alias: `rest${Math.random().toString(36).slice(2, 8)}`, permissions });
    const user = await buildUser(orm, { tenantId, roleIds: [role.id], deptId });
    return {
      ...(await legacyAuth(app.http, tenantId, user.account, user.password)),
      'Tenant-Id': tenantId,
      userId: user.id,
    };
  };
  const auth = (header: Record<string, string>) => ({ 'Blade-Auth': header['Blade-Auth'] as string });

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    tenant = await buildTenant(orm);
    other = await buildTenant(orm);
    paperId = (await buildReadyPaper(orm, { tenantId: tenant.tenantId })).paper.id;
    staff = await headers(tenant.tenantId, tenant.deptId, EXAMINATION_STAFF_CODES);
    viewer = await headers(tenant.tenantId, tenant.deptId, ['exam_examination']);
    otherStaff = await headers(other.tenantId, other.deptId, EXAMINATION_STAFF_CODES);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should add, change, list, read and delete examinations in the legacy shapes', async () => {
    const body = {
      name: '期末考试',
      paperId,
      openAt: '2030-06-01 09:00:00',
      closeAt: '2030-06-01 11:00:00',
      durationMin: '90',
      passScore: 6,
      shuffleQuestions: 1,
      extra: 'ignored',
    };
    const created = await app.http.post(`${EXAMINATION}/submit`).set(auth(staff)).send(body);
    expect(created.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const row = await em().findOneOrFail(Examination, { name: '期末考试', tenantId: tenant.tenantId }, { filters: false });
    // Wall time in Asia/Shanghai.
    expect(row.openAt.toISOString()).toBe('2030-06-01T01:00:00.000Z');
    expect(row).toMatchObject({ durationMin: 90, passScore: 600, shuffleQuestions: true, examStatus: ExamStatus.DRAFT });

    const list = await app.http.get(`${EXAMINATION}/list`).query({ current: 1, size: 10, name: '期末' }).set(auth(staff));
    expect(list.body.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1, orders: [], countId: '', maxLimit: -1 });
    const record = list.body.data.records[0];
    expect(record).toMatchObject({
      id: row.id,
      name: '期末考试',
      status: 'DRAFT',
      openAt: '2030-06-01 09:00:00',
      closeAt: '2030-06-01 11:00:00',
      passScore: 6,
      snapshotId: '',
      totalScore: -1,
      resultsReleaseAt: '',
      isDeleted: 0,
    });
    expect(record.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const changed = await app.http
      .post(`${EXAMINATION}/submit`)
      .set(auth(staff))
      .send({ ...body, id: row.id, name: '期末考试（补考）' });
    expect(changed.body.code).toBe(200);
    const detail = await app.http.get(`${EXAMINATION}/detail`).query({ id: row.id }).set(auth(staff));
    expect(detail.body.data).toMatchObject({
      id: row.id,
      name: '期末考试（补考）',
      integrityPolicy: { maxFocusLoss: 0, action: 'LOG_ONLY', disableCopyPaste: false },
    });

    const invalid = await app.http
      .post(`${EXAMINATION}/submit`)
      .set(auth(staff))
      .send({ ...body, closeAt: '2030-06-01 08:00:00', name: '坏考试' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 400, success: false, msg: '结束时间必须晚于开始时间' });
    const badDate = await app.http
      .post(`${EXAMINATION}/submit`)
      .set(auth(staff))
      .send({ ...body, openAt: '2030-13-01', name: '坏考试' });
    expect(badDate.status).toBe(400);
    expect(await em().count(Examination, { name: '坏考试' }, { filters: false })).toBe(0);

    const removed = await app.http.post(`${EXAMINATION}/remove?ids=${row.id}`).set(auth(staff));
    expect(removed.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    expect((await app.http.get(`${EXAMINATION}/detail`).query({ id: row.id }).set(auth(staff))).status).toBe(404);
  });

  it(
    'should manage exam students: saveStudnet with comma-joined ids, page, selectTest, getStudentList, detail, submit, ' +
      'delectStudent, remove',
    async () => {
      const orm = app.application.orm;
      const exam = await buildExamination(orm, { tenantId: tenant.tenantId, paperId });
      const first = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: tenant.deptId });
      const second = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: tenant.deptId });
      const saved = await app.http
        .post(`${CANDIDATE}/saveStudnet`)
        .query({ examId: exam.id, userId: `${first.id},${second.id}` })
        .set(auth(staff));
      expect(saved.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });

      const page = await app.http.get(`${CANDIDATE}/page`).query({ examId: exam.id, current: 1, size: 10 }).set(auth(staff));
      expect(page.body.data).toMatchObject({ total: 2, pages: 1 });
      expect(Object.keys(page.body.data.records[0]).sort()).toEqual([
        'account',
        'addedAt',
        'addedBy',
        'deptId',
        'deptName',
        'examId',
        'examinationId',
        'id',
        'realName',
        'status',
        'userId',
      ]);
      const select = await app.http.get(`${CANDIDATE}/selectTest`).query({ examId: exam.id }).set(auth(staff));
      expect(select.body.data).toHaveLength(2);
      const students = await app.http.get(`${EXAMINATION}/getStudentList`).query({ examId: exam.id }).set(auth(staff));
      expect(students.body.data.map((row: { userId: string }) => row.userId).sort()).toEqual([first.id, second.id].sort());

      const entry = await em().findOneOrFail(ExamCandidate, { examinationId: exam.id, userId: first.id }, { filters: false });
      const detail = await app.http.get(`${CANDIDATE}/detail`).query({ id: entry.id }).set(auth(staff));
      expect(detail.body.data).toMatchObject({ id: entry.id, examId: exam.id, userId: first.id, status: 'ACTIVE', deptId: tenant.deptId });
      const excused = await app.http.post(`${CANDIDATE}/submit`).set(auth(staff)).send({ id: entry.id, status: 'EXCUSED' });
      expect(excused.body.code).toBe(200);
      const third = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: tenant.deptId });
      const added = await app.http.post(`${CANDIDATE}/submit`).set(auth(staff)).send({ examId: exam.id, userId: third.id });
      expect(added.body.code).toBe(200);
      const missing = await app.http.post(`${CANDIDATE}/saveStudnet`).query({ examId: exam.id, userId: 'x1' }).set(auth(staff));
      expect(missing.status).toBe(400);

      const deleted = await app.http.post(`${CANDIDATE}/delectStudent`).query({ examId: exam.id, userId: second.id }).set(auth(staff));
      expect(deleted.body.code).toBe(200);
      const removed = await app.http.post(`${CANDIDATE}/remove?ids=${entry.id}`).set(auth(staff));
      expect(removed.body.code).toBe(200);
      const rows = await em().find(ExamCandidate, { examinationId: exam.id }, { filters: false });
      expect(Object.fromEntries(rows.map((row) => [row.userId, row.candidateStatus]))).toEqual({
        [first.id]: CandidateStatus.REMOVED,
        [second.id]: CandidateStatus.REMOVED,
        [third.id]: CandidateStatus.ACTIVE,
      });
    },
  );

  it('should list a student their own examinations on list and selectTrainList', async () => {
    const orm = app.application.orm;
    const student = await headers(tenant.tenantId, tenant.deptId, ['exam', 'exam_take']);
    const exam = await buildExamination(orm, {
      tenantId: tenant.tenantId,
      paperId,
      status: ExamStatus.SCHEDULED,
      openAt: new Date(Date.now() - HOUR_MS),
      closeAt: new Date(Date.now() + HOUR_MS),
      name: '我的考试',
    });
    await buildCandidate(orm, { tenantId: tenant.tenantId, examinationId: exam.id, userId: student['userId'] as string });
    await buildExamination(orm, { tenantId: tenant.tenantId, paperId, status: ExamStatus.SCHEDULED, name: '别人的考试' });
    await buildExamination(orm, {
      tenantId: other.tenantId,
      paperId,
      status: ExamStatus.SCHEDULED,
      audienceMode: AudienceMode.OPEN_TO_TENANT,
      name: '他校考试',
    });
    for (const path of ['list', 'selectTrainList']) {
      const response = await app.http.get(`${STUDENT}/${path}`).query({ current: 1, size: 10 }).set(auth(student));
      expect(response.status).toBe(200);
      expect(
        response.body.data.records.map((row: { name: string; status: string; openNow: boolean }) => [row.name, row.status, row.openNow]),
      ).toEqual([['我的考试', 'OPEN', true]]);
      expect(response.body.data.records[0]).not.toHaveProperty('snapshotId');
      expect(response.body.data.records[0]).not.toHaveProperty('paperId');
    }
    expect((await app.http.get(`${STUDENT}/list`).set(auth(staff))).status).toBe(403);
  });

  it('should refuse anonymous callers, users without the codes, and other tenants on every row', async () => {
    const orm = app.application.orm;
    const exam = await buildExamination(orm, { tenantId: tenant.tenantId, paperId, name: '受保护的考试' });
    const entry = await buildCandidate(orm, { tenantId: tenant.tenantId, examinationId: exam.id, userId: tenant.admin.id });
    const calls: Array<[string, string, Record<string, string>, Record<string, unknown>?]> = [
      ['GET', `${EXAMINATION}/detail`, { id: exam.id }],
      ['POST', `${EXAMINATION}/remove`, { ids: exam.id }],
      [
        'POST',
        `${EXAMINATION}/submit`,
        {},
        { id: exam.id, name: 'x', paperId, openAt: '2030-01-01 08:00:00', closeAt: '2030-01-01 10:00:00', durationMin: 60 },
      ],
      ['GET', `${EXAMINATION}/getStudentList`, { examId: exam.id }],
      ['GET', `${CANDIDATE}/page`, { examId: exam.id }],
      ['GET', `${CANDIDATE}/selectTest`, { examId: exam.id }],
      ['GET', `${CANDIDATE}/detail`, { id: entry.id }],
      ['POST', `${CANDIDATE}/remove`, { ids: entry.id }],
      ['POST', `${CANDIDATE}/submit`, {}, { id: entry.id, status: 'EXCUSED' }],
      ['POST', `${CANDIDATE}/saveStudnet`, { examId: exam.id, userId: tenant.admin.id }],
      ['POST', `${CANDIDATE}/delectStudent`, { examId: exam.id, userId: tenant.admin.id }],
    ];
    const send = (method: string, path: string, query: Record<string, string>, body?: Record<string, unknown>) => {
      const request = method === 'GET' ? app.http.get(path) : app.http.post(path);
      return body ? request.query(query).send(body) : request.query(query);
    };
    for (const [method, path, query, body] of calls) {
      expect((await send(method, path, query, body)).status).toBe(401);
      const otherTenant = await send(method, path, query, body).set(auth(otherStaff));
      if (path.endsWith('/remove')) {
        expect(otherTenant.body.code).toBe(200);
      } else {
        expect([otherTenant.status, path]).toEqual([404, path]);
      }
    }
    for (const [method, path, query, body] of calls.filter(
      ([, path]) => !['detail', 'getStudentList', 'page', 'selectTest'].some((read) => path.endsWith(read)),
    )) {
      expect([(await send(method, path, query, body).set(auth(viewer))).status, path]).toEqual([403, path]);
    }
    expect(await em().findOneOrFail(Examination, { id: exam.id }, { filters: false })).toMatchObject({
      name: '受保护的考试',
      isDeleted: 0,
    });
    expect((await em().findOneOrFail(ExamCandidate, { id: entry.id }, { filters: false })).candidateStatus).toBe(CandidateStatus.ACTIVE);
    for (const path of [`${EXAMINATION}/list`, `${STUDENT}/list`, `${STUDENT}/selectTrainList`]) {
      expect((await app.http.get(path)).status).toBe(401);
    }
    const foreignList = await app.http.get(`${EXAMINATION}/list`).query({ size: 100 }).set(auth(otherStaff));
    expect(foreignList.body.data.records.some((row: { id: string }) => row.id === exam.id)).toBe(false);
  });
});
