import { QuestionBank } from '../../../src/modules/exam/bank/question-bank.entity';
import { PaperQuestion } from '../../../src/modules/exam/paper/paper-question.entity';
import { Paper } from '../../../src/modules/exam/paper/paper.entity';
import { QuestionOption } from '../../../src/modules/exam/question/question-option.entity';
import { Question } from '../../../src/modules/exam/question/question.entity';
import { QuestionStatus } from '../../../src/modules/exam/shared/exam-enums';
import { buildBank, buildQuestions, serviceContext } from '../../factories/exam.factory';
import { AUTHORING_CODES } from '../../factories/exam-staff.factory';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const BANK = '/api/blade-exam/question-bank/examQuestionBank';
const SUBJECT = '/api/blade-exam/subject/examSubject';
const OPTION = '/api/blade-exam/subject/examSubjectOption';
const PAPER = '/api/blade-exam/testPaper/examTestPaper';
const LINK = '/api/blade-exam/testPaper/examSubjectTest';
const OK = { code: 200, success: true, data: {}, msg: '操作成功' };

describe('exam authoring over the legacy REST paths', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let auth: Record<string, string>;
  let otherAuth: Record<string, string>;
  let studentAuth: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    tenant = await buildTenant(orm, { permissions: AUTHORING_CODES });
    const other = await buildTenant(orm, { permissions: AUTHORING_CODES });
    auth = await legacyAuth(app.http, tenant.tenantId, 'admin', 'admin-pass');
    otherAuth = await legacyAuth(app.http, other.tenantId, 'admin', 'admin-pass');
    const studentRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'student', permissions: ['exam', 'exam_take'] });
    const student = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [studentRole.id], deptId: tenant.deptId });
    studentAuth = await legacyAuth(app.http, tenant.tenantId, student.account, student.password);
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();

  /** Question banks; the `it`s work in order on the bank the first one adds. */
  describe('question banks', () => {
    let bank: QuestionBank;

    it('should add a bank over submit, ignoring unknown fields, and list it in the legacy page shape', async () => {
      expect(
        await app.http
          .post(`${BANK}/submit`)
          .set(auth)
          .send({ bankName: '计算机基础', code: 'cs', description: '', extra: 'ignored' })
          .then((response) => response.body),
      ).toEqual(OK);
      bank = await em().findOneOrFail(QuestionBank, { tenantId: tenant.tenantId, code: 'cs' }, { filters: false });
      const list = await app.http.get(`${BANK}/list`).query({ current: 1, size: 10, name: '计算机' }).set(auth);
      expect(list.body.data).toMatchObject({ total: 1, size: 10, current: 1, pages: 1, orders: [], countId: '', maxLimit: -1 });
      expect(list.body.data.records[0]).toMatchObject({
        id: bank.id,
        name: '计算机基础',
        bankName: '计算机基础',
        code: 'cs',
        description: '',
        questionCount: 0,
        isDeleted: 0,
      });
      expect(list.body.data.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('should read a bank over detail', async () => {
      const detail = await app.http.get(`${BANK}/detail`).query({ id: bank.id }).set(auth);
      expect(detail.body.data).toMatchObject({ id: bank.id, code: 'cs' });
    });

    it('should refuse a duplicate code and an empty bank', async () => {
      const duplicate = await app.http.post(`${BANK}/submit`).set(auth).send({ name: '重复', code: 'cs' });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body).toMatchObject({ code: 400, success: false, msg: '题库编号已存在: cs' });
      const invalid = await app.http.post(`${BANK}/submit`).set(auth).send({ name: '', code: '' });
      expect(invalid.status).toBe(400);
    });

    it('should refuse to remove a bank that still holds questions', async () => {
      await buildQuestions(app.application.orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 1 });
      const refused = await app.http.post(`${BANK}/remove?ids=${bank.id}`).set(auth);
      expect(refused.body.msg).toBe('题库「计算机基础」中还有 1 道题目，请先删除或移走题目再删除题库');
      expect(await em().count(QuestionBank, { tenantId: tenant.tenantId }, { filters: false })).toBe(1);
    });

    it('should remove an empty bank', async () => {
      const empty = await buildBank(app.application.orm, { tenantId: tenant.tenantId, name: '空题库' });
      expect((await app.http.post(`${BANK}/remove?ids=${empty.id}`).set(auth)).body).toEqual(OK);
    });
  });

  /** Subjects (questions) and their options; the `it`s work in order on the subject the first one adds. */
  describe('subjects and options', () => {
    let bank: QuestionBank;
    let question: Question;

    beforeAll(async () => {
      bank = await buildBank(app.application.orm, { tenantId: tenant.tenantId, name: '安全生产知识' });
    });

    it('should add a legacy type 1 subject with two correct options as a multiple choice, sanitizing the stem', async () => {
      const submit = await app.http
        .post(`${SUBJECT}/submit`)
        .set(auth)
        .send({
          bankId: bank.id,
          type: 1,
          stem: '<p>灭火的基本方法有？<img src=x onerror=alert(1)></p>',
          score: '2.5',
          difficulty: '2',
          tags: '消防,基础',
          options: [
            { content: '冷却法', isCorrect: 1 },
            { content: '窒息法', isCorrect: true },
            { content: '加热法', isCorrect: 0 },
          ],
        });
      expect(submit.body).toEqual(OK);
      question = await em().findOneOrFail(Question, { bankId: bank.id }, { filters: false });
      expect(question).toMatchObject({
        questionType: 'MULTIPLE_CHOICE',
        stem: '<p>灭火的基本方法有？</p>',
        defaultScore: 250,
        tags: ['消防', '基础'],
      });
    });

    it('should list subjects by bank, type and stem in the legacy shape with their options', async () => {
      const list = await app.http.get(`${SUBJECT}/list`).query({ current: 1, size: 10, bankId: bank.id, type: 1, stem: '灭火' }).set(auth);
      expect(list.body.data.total).toBe(1);
      expect(list.body.data.records[0]).toMatchObject({
        id: question.id,
        type: 1,
        questionType: 'MULTIPLE_CHOICE',
        status: 0,
        questionStatus: 'DRAFT',
        score: 2.5,
        bankName: '安全生产知识',
        explanation: '',
        referenceAnswer: '',
        fileRule: {},
        version: 1,
      });
      expect(list.body.data.records[0].options[0]).toMatchObject({ subjectId: question.id, content: '冷却法', isCorrect: true });
      expect((await app.http.get(`${SUBJECT}/list`).query({ type: 2 }).set(auth)).body.data.total).toBe(0);
    });

    it('should enable a subject over updateStatus', async () => {
      expect((await app.http.post(`${SUBJECT}/updateStatus?ids=${question.id}`).set(auth)).body).toEqual(OK);
      const detail = await app.http.get(`${SUBJECT}/detail`).query({ id: question.id }).set(auth);
      expect(detail.body.data).toMatchObject({ status: 1, questionStatus: 'ENABLED' });
    });

    it('should add a legacy type 2 subject as a file upload with its file rule', async () => {
      const file = await app.http
        .post(`${SUBJECT}/submit`)
        .set(auth)
        .send({ bankId: bank.id, type: 2, stem: '上传应急预案', fileRule: { maxFiles: 1, maxSizeKb: 1024, allowedExtensions: ['pdf'] } });
      expect(file.body).toEqual(OK);
      expect((await app.http.get(`${SUBJECT}/list`).query({ type: 2 }).set(auth)).body.data.records[0]).toMatchObject({
        type: 2,
        questionType: 'FILE_UPLOAD',
        fileRule: { maxFiles: 1 },
      });
    });

    it('should refuse a single choice with two correct options and an unknown type, writing nothing', async () => {
      const before = await em().count(Question, { tenantId: tenant.tenantId }, { filters: false });
      const bad = await app.http
        .post(`${SUBJECT}/submit`)
        .set(auth)
        .send({
          bankId: bank.id,
          questionType: 'SINGLE_CHOICE',
          stem: '题',
          options: [
            { content: 'a', isCorrect: true },
            { content: 'b', isCorrect: true },
          ],
        });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('单选题和判断题必须有且只有一个正确选项');
      expect((await app.http.get(`${SUBJECT}/list`).query({ type: 9 }).set(auth)).status).toBe(400);
      expect(await em().count(Question, { tenantId: tenant.tenantId }, { filters: false })).toBe(before);
    });

    it('should read, add and remove options, keeping at least two and refusing one without its subject', async () => {
      const options = await em().find(QuestionOption, { questionId: question.id }, { filters: false, orderBy: { sort: 'asc' } });
      const optionDetail = await app.http.get(`${OPTION}/detail`).query({ id: options[0]?.id }).set(auth);
      expect(optionDetail.body.data).toEqual({
        id: options[0]?.id,
        subjectId: question.id,
        questionId: question.id,
        content: '冷却法',
        isCorrect: true,
        weightPct: 0,
        sort: 1,
      });
      expect(
        (await app.http.post(`${OPTION}/submit`).set(auth).send({ subjectId: question.id, content: '隔离法', isCorrect: '1' })).body,
      ).toEqual(OK);
      expect((await app.http.post(`${OPTION}/remove?ids=${options[2]?.id}`).set(auth)).body).toEqual(OK);
      const onlyWrong = await app.http.post(`${OPTION}/remove?ids=${[options[0]?.id, options[1]?.id].join(',')}`).set(auth);
      expect(onlyWrong.body.msg).toBe('该题型至少需要 2 个选项');
      expect(await em().count(QuestionOption, { questionId: question.id }, { filters: false })).toBe(3);
      expect((await app.http.post(`${OPTION}/submit`).set(auth).send({ content: 'x' })).status).toBe(400);
    });

    it('should remove a subject over remove', async () => {
      const removable = await buildQuestions(app.application.orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 1 });
      expect((await app.http.post(`${SUBJECT}/remove?ids=${removable[0]?.id}`).set(auth)).body).toEqual(OK);
      expect((await app.http.get(`${SUBJECT}/detail`).query({ id: removable[0]?.id }).set(auth)).status).toBe(404);
    });
  });

  /** Papers and their examSubjectTest links; the `it`s work in order on the paper the first one adds. */
  describe('papers and their question links', () => {
    let bank: QuestionBank;
    let questions: Question[];
    let paper: Paper;
    let linkId: string;

    beforeAll(async () => {
      bank = await buildBank(app.application.orm, { tenantId: tenant.tenantId, name: '职业素养' });
      questions = await buildQuestions(app.application.orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 4 });
    });

    it('should add a paper with a fixed item and a draw rule over submit and list it in the legacy shape', async () => {
      const sections = [
        {
          title: '一、单选题',
          questions: [{ questionId: questions[0]?.id, score: 2 }],
          drawRules: [{ bankId: bank.id, questionType: 'SINGLE_CHOICE', count: 2, scoreEach: 1 }],
        },
      ];
      const submit = await app.http
        .post(`${PAPER}/submit`)
        .set(auth)
        .send({ paperName: '职业素养测验', mode: 'MIXED', passScore: '3', suggestedDurationMin: 30, sections });
      expect(submit.body).toEqual(OK);
      paper = await em().findOneOrFail(Paper, { tenantId: tenant.tenantId, name: '职业素养测验' }, { filters: false });
      const list = await app.http.get(`${PAPER}/list`).query({ current: 1, size: 10, paperName: '素养' }).set(auth);
      expect(list.body.data.records[0]).toMatchObject({
        id: paper.id,
        name: '职业素养测验',
        paperName: '职业素养测验',
        mode: 'MIXED',
        paperStatus: 'DRAFT',
        totalScore: 4,
        passScore: 3,
        questionCount: 1,
        ruleCount: 1,
        description: '',
      });
    });

    it('should show the sections over detail and the questions with their options over detailView', async () => {
      const detail = await app.http.get(`${PAPER}/detail`).query({ id: paper.id }).set(auth);
      expect(detail.body.data.sections[0]).toMatchObject({
        title: '一、单选题',
        instructions: '',
        subjects: [{ subjectId: questions[0]?.id, testPaperId: paper.id, score: 2 }],
        drawRules: [{ bankName: '职业素养', count: 2, available: 3, fillable: true }],
      });
      const view = await app.http.get(`${PAPER}/detailView`).query({ id: paper.id }).set(auth);
      expect(view.body.data.sections[0].subjects[0].subject).toMatchObject({
        id: questions[0]?.id,
        type: 1,
        options: [
          { content: '对的', isCorrect: true },
          { content: '错的', isCorrect: false },
        ],
      });
    });

    it('should add questions over submitSubjectTestAdd and list and read the links with their scores', async () => {
      expect(
        (
          await app.http
            .post(`${PAPER}/submitSubjectTestAdd`)
            .set(auth)
            .send({ testPaperId: paper.id, subjectIds: `${questions[1]?.id},${questions[2]?.id}`, score: 1.5 })
        ).body,
      ).toEqual(OK);
      const links = await app.http.get(`${LINK}/list`).query({ testPaperId: paper.id, current: 1, size: 10 }).set(auth);
      expect(links.body.data.total).toBe(3);
      expect(links.body.data.records.map((link: { score: number }) => link.score)).toEqual([2, 1.5, 1.5]);
      expect(links.body.data.records[1].subject).toMatchObject({ id: questions[1]?.id, type: 1, questionType: 'SINGLE_CHOICE' });
      const linkDetail = await app.http.get(`${LINK}/detail`).query({ id: paper.id, subjectId: questions[1]?.id }).set(auth);
      expect(linkDetail.body.data).toMatchObject({ subjectId: questions[1]?.id, score: 1.5 });
      linkId = linkDetail.body.data.id as string;
      expect((await app.http.get(`${LINK}/detail`).query({ id: linkId }).set(auth)).body.data.id).toBe(linkId);
    });

    it('should change, add and remove links, refusing a question already in the paper', async () => {
      expect(
        (await app.http.post(`${LINK}/submit`).set(auth).send({ id: linkId, testPaperId: paper.id, subjectId: questions[1]?.id, score: 3 }))
          .body,
      ).toEqual(OK);
      expect(
        (await app.http.post(`${LINK}/submit`).set(auth).send({ testPaperId: paper.id, subjectId: questions[3]?.id, score: 1 })).body,
      ).toEqual(OK);
      expect((await app.http.post(`${LINK}/remove?ids=${linkId}`).set(auth)).body).toEqual(OK);
      const duplicate = await app.http
        .post(`${LINK}/submit`)
        .set(auth)
        .send({ testPaperId: paper.id, subjectId: questions[0]?.id, score: 1 });
      expect(duplicate.body.msg).toBe(`题目已在试卷中: ${questions[0]?.id}`);
      expect(await em().count(PaperQuestion, { paperId: paper.id }, { filters: false })).toBe(3);
    });

    it('should list only READY papers over get-test-list', async () => {
      expect((await app.http.post(`${PAPER}/get-test-list`).set(auth)).body.data).toEqual([]);
      // The tenant's own author marks it ready (a fake administrator flag outside the platform tenant is no actor).
      const author = serviceContext(app.application.orm, { tenantId: tenant.tenantId });
      author.actor.roleIds = [tenant.adminRoleId];
      await app.application.services.examAuthoring.paperWrites.markReady(author, paper.id);
      const testList = await app.http.post(`${PAPER}/get-test-list`).set(auth);
      expect(testList.body.data.map((row: { id: string; paperStatus: string }) => [row.id, row.paperStatus])).toEqual([
        [paper.id, 'READY'],
      ]);
    });

    it('should refuse a paper without a name and a submitSubjectTestAdd without questions', async () => {
      const invalid = await app.http.post(`${PAPER}/submit`).set(auth).send({ name: '', mode: 'FIXED' });
      expect(invalid.status).toBe(400);
      expect((await app.http.post(`${PAPER}/submitSubjectTestAdd`).set(auth).send({ paperId: paper.id })).body.msg).toBe(
        '请至少选择一条数据',
      );
    });

    it('should remove a paper over remove', async () => {
      expect((await app.http.post(`${PAPER}/remove?ids=${paper.id}`).set(auth)).body).toEqual(OK);
      expect((await app.http.get(`${PAPER}/detail`).query({ id: paper.id }).set(auth)).status).toBe(404);
    });
  });

  it('should refuse anonymous callers, users without the codes and other tenants on every row', async () => {
    const bank = await buildBank(app.application.orm, { tenantId: tenant.tenantId, name: '隔离题库' });
    const [question] = await buildQuestions(app.application.orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 1 });
    const option = await em().findOneOrFail(QuestionOption, { questionId: question?.id }, { filters: false });
    await app.http
      .post(`${PAPER}/submit`)
      .set(auth)
      .send({ name: '隔离试卷', mode: 'FIXED', sections: [{ title: 'A', questions: [{ questionId: question?.id, score: 1 }] }] });
    const paper = await em().findOneOrFail(Paper, { tenantId: tenant.tenantId, name: '隔离试卷' }, { filters: false });
    const link = await em().findOneOrFail(PaperQuestion, { paperId: paper.id }, { filters: false });
    const rows: Array<['GET' | 'POST', string, Record<string, string>, Record<string, unknown>?]> = [
      ['GET', `${BANK}/list`, {}],
      ['GET', `${BANK}/detail`, { id: bank.id }],
      ['POST', `${BANK}/submit`, {}, { id: bank.id, name: '改名', code: 'x' }],
      ['POST', `${BANK}/remove`, { ids: bank.id }],
      ['GET', `${SUBJECT}/list`, {}],
      ['GET', `${SUBJECT}/detail`, { id: question?.id ?? '' }],
      ['POST', `${SUBJECT}/submit`, {}, { id: question?.id, bankId: bank.id, questionType: 'SHORT_ANSWER', stem: '改' }],
      ['POST', `${SUBJECT}/remove`, { ids: question?.id ?? '' }],
      ['POST', `${SUBJECT}/updateStatus`, { ids: question?.id ?? '' }],
      ['GET', `${OPTION}/detail`, { id: option.id }],
      ['POST', `${OPTION}/submit`, {}, { id: option.id, subjectId: question?.id, content: '改', isCorrect: true }],
      ['POST', `${OPTION}/remove`, { ids: option.id }],
      ['GET', `${PAPER}/list`, {}],
      ['GET', `${PAPER}/detail`, { id: paper.id }],
      ['GET', `${PAPER}/detailView`, { id: paper.id }],
      ['POST', `${PAPER}/submit`, {}, { id: paper.id, name: '改名', mode: 'FIXED' }],
      ['POST', `${PAPER}/remove`, { ids: paper.id }],
      ['POST', `${PAPER}/get-test-list`, {}],
      ['POST', `${PAPER}/submitSubjectTestAdd`, {}, { paperId: paper.id, subjectIds: question?.id }],
      ['GET', `${LINK}/list`, { testPaperId: paper.id }],
      ['GET', `${LINK}/detail`, { id: link.id }],
      ['POST', `${LINK}/submit`, {}, { id: link.id, paperId: paper.id, subjectId: question?.id, score: 9 }],
      ['POST', `${LINK}/remove`, { ids: link.id }],
    ];
    const call = (
      method: 'GET' | 'POST',
      path: string,
      query: Record<string, string>,
      body: Record<string, unknown> | undefined,
      headers: Record<string, string>,
    ) => (method === 'GET' ? app.http.get(path) : app.http.post(path).send(body ?? {})).query(query).set(headers);
    for (const [method, path, query, body] of rows) {
      expect([path, (await call(method, path, query, body, {})).status]).toEqual([path, 401]);
      expect([path, (await call(method, path, query, body, studentAuth)).status]).toEqual([path, 403]);
      const foreign = await call(method, path, query, body, otherAuth);
      const outcome =
        foreign.status === 404
          ? 'not found'
          : foreign.body.data?.total === 0 ||
              (Array.isArray(foreign.body.data) && foreign.body.data.length === 0) ||
              (foreign.body.code === 200 && path.endsWith('remove')) ||
              (foreign.body.code === 200 && path.endsWith('updateStatus'))
            ? 'nothing'
            : foreign.body.msg;
      expect([path, outcome]).toEqual([path, expect.stringMatching(/^(not found|nothing)$/)]);
    }
    expect(await em().count(QuestionBank, { id: bank.id, name: '隔离题库', isDeleted: 0 }, { filters: false })).toBe(1);
    expect(
      await em().count(
        Question,
        { id: question?.id ?? '', questionStatus: QuestionStatus.ENABLED, version: 1, isDeleted: 0 },
        { filters: false },
      ),
    ).toBe(1);
    expect(await em().count(QuestionOption, { id: option.id, content: '对的' }, { filters: false })).toBe(1);
    expect(await em().count(Paper, { id: paper.id, name: '隔离试卷', isDeleted: 0 }, { filters: false })).toBe(1);
    expect(await em().count(PaperQuestion, { paperId: paper.id, score: 100 }, { filters: false })).toBe(1);
  });
});
