import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { ResponseFile } from '../../../src/modules/exam/attempt/response-file.entity';
import { AttemptState, SubmitSource } from '../../../src/modules/exam/shared/attempt-enums';
import { OverdueHandling } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

jest.setTimeout(60_000);

const STUDENT = '/api/blade-examExaminationStudent/examExaminationStudent';
const ANSWER = '/api/blade-exam/ExamExaminationUserOption/examExaminationUserOption';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

interface Subject {
  id: string;
  sort: number;
  subjectId: string;
  type: number;
  questionType: string;
  options: Array<{ id: string }>;
  optionsId: string;
  files: Array<{ id: string }>;
}

describe('taking an examination over the legacy REST paths, and the deadline sweep', () => {
  let app: TestApp;
  let scenario: ExamScenario;

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildExamScenario(app.application.orm);
  });

  afterAll(async () => {
    await app.close();
  });

  const bearer = async (user: { account: string; password: string }, tenantId = scenario.tenant.tenantId) =>
    await legacyAuth(app.http, tenantId, user.account, user.password);

  /** One student's attempt over the legacy paths; the `it`s work in order on the attempt the first one starts. */
  describe('an attempt', () => {
    let auth: Record<string, string>;
    let subjects: Subject[];
    let choice: Subject;
    let correct: string;
    let stored: ResponseFile;

    beforeAll(async () => {
      auth = await bearer(scenario.student);
    });

    it('should start an attempt over getTestIndex and show no answer key', async () => {
      const index = await app.http.get(`${STUDENT}/getTestIndex`).query({ examId: scenario.exam.id }).set(auth);
      expect(index.status).toBe(200);
      expect(index.body).toMatchObject({
        code: 200,
        success: true,
        data: { examId: scenario.exam.id, state: 'IN_PROGRESS', submitTime: '' },
      });
      expect(index.body.data.remainingSeconds).toBeGreaterThan(1700);
      expect(JSON.stringify(index.body)).not.toMatch(/isRight|isCorrect|analysis|rightAnswer|userScore/);
      subjects = index.body.data.subjects as Subject[];
    });

    it('should save a choice over update and read it back over getExamSubjectEntity, refusing a wrong type', async () => {
      choice = subjects.find((subject) => subject.questionType === 'SINGLE_CHOICE') as Subject;
      expect(choice.type).toBe(1);
      correct = scenario.options.get(choice.subjectId)?.find((option) => option.isCorrect)?.id as string;
      const update = await app.http.post(`${ANSWER}/update`).set(auth).send({ id: choice.id, type: 1, optionsId: correct });
      expect(update.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      const entity = await app.http.get(`${STUDENT}/getExamSubjectEntity`).query({ id: choice.id }).set(auth);
      expect(entity.body.data).toMatchObject({ id: choice.id, optionsId: correct, type: 1 });
      const wrongType = await app.http.post(`${ANSWER}/update`).set(auth).send({ id: choice.id, type: 3, optionsId: correct });
      expect(wrongType.status).toBe(400);
    });

    it('should refuse a file answer of a type not allowed or too big, storing nothing', async () => {
      const file = subjects.find((subject) => subject.type === 2) as Subject;
      const refused = await app.http
        .post(`${ANSWER}/update-pc`)
        .set(auth)
        .field('id', file.id)
        .field('type', '2')
        .attach('file', Buffer.from('<html></html>'), 'answer.html');
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('本题只接受以下文件类型: pdf, png');
      const tooBig = await app.http
        .post(`${ANSWER}/update-pc`)
        .set(auth)
        .field('id', file.id)
        .field('type', '2')
        .attach('file', Buffer.concat([PDF, Buffer.alloc(70 * 1024)]), 'big.pdf');
      expect(tooBig.body.msg).toBe('文件不能超过 64 KB');
      expect(await app.application.orm.em.fork().count(ResponseFile, {}, { filters: false })).toBe(0);
    });

    it('should store a file answer over update-pc', async () => {
      const file = subjects.find((subject) => subject.type === 2) as Subject;
      const uploaded = await app.http
        .post(`${ANSWER}/update-pc`)
        .set(auth)
        .field('id', file.id)
        .field('type', '2')
        .attach('file', PDF, 'answer.pdf');
      expect(uploaded.body).toMatchObject({ code: 200, success: true });
      stored = await app.application.orm.em.fork().findOneOrFail(ResponseFile, { attemptItemId: file.id }, { filters: false });
      expect(stored).toMatchObject({ filename: 'answer.pdf', mime: 'application/pdf', size: PDF.length });
    });

    it('should serve the file answer to its owner and graders only', async () => {
      const own = await app.http.post(`${STUDENT}/getFile`).query({ urlStr: stored.id, name: '作业.pdf' }).set(auth).buffer(true);
      expect(own.status).toBe(200);
      expect(Buffer.from(own.body as Buffer).equals(PDF)).toBe(true);
      const grader = await app.http
        .post(`${STUDENT}/getFile`)
        .query({ urlStr: stored.id })
        .set(await bearer(scenario.grader));
      expect(grader.status).toBe(200);
      const classmate = await app.http
        .post(`${STUDENT}/getFile`)
        .query({ urlStr: stored.id })
        .set(await bearer(scenario.otherStudent));
      expect(classmate.status).toBe(404);
      const anonymous = await app.http.post(`${STUDENT}/getFile`).query({ urlStr: stored.id });
      expect(anonymous.status).toBe(401);
    });

    it('should refuse getTestIndex to a user without the exam codes', async () => {
      const outsider = await app.http
        .get(`${STUDENT}/getTestIndex`)
        .query({ examId: scenario.exam.id })
        .set(await bearer(scenario.outsider));
      expect(outsider.status).toBe(403);
    });

    it('should show no score and no key while the attempt runs, and the saved answers', async () => {
      const score = await app.http.get(`${STUDENT}/getUserScore`).query({ examId: scenario.exam.id }).set(auth);
      expect(score.body.data).toMatchObject({ state: 'IN_PROGRESS', score: -1, passed: false });
      const info = await app.http.get(`${STUDENT}/selectExamInfoOption`).query({ examId: scenario.exam.id }).set(auth);
      expect(JSON.stringify(info.body)).not.toMatch(/"isRight":(0|1)|"analysis":"解析/);
      const options = await app.http.get(`${STUDENT}/getUserOptions`).query({ examId: scenario.exam.id }).set(auth);
      expect((options.body.data as Array<{ id: string; optionsId: string }>).find((row) => row.id === choice.id)?.optionsId).toBe(correct);
    });
  });

  it('should submit timed-out attempts from their last saved answers, once, even when two sweeps run at once', async () => {
    const timed = await buildExamScenario(app.application.orm, { overdueHandling: OverdueHandling.AUTO_SUBMIT });
    const abandon = await buildExamScenario(app.application.orm, { overdueHandling: OverdueHandling.ABANDON });
    const auth = await bearer(timed.student, timed.tenant.tenantId);
    const index = await app.http.get(`${STUDENT}/getTestIndex`).query({ examId: timed.exam.id }).set(auth);
    const choice = (index.body.data.subjects as Subject[]).find((subject) => subject.type === 1) as Subject;
    const picked = choice.options[1]?.id as string;
    await app.http.post(`${ANSWER}/update`).set(auth).send({ id: choice.id, type: 1, optionsId: picked });
    await app.http
      .get(`${STUDENT}/getTestIndex`)
      .query({ examId: abandon.exam.id })
      .set(await bearer(abandon.student, abandon.tenant.tenantId));
    const orm = app.application.orm;
    // The deadlines pass (as if the students closed the browser).
    await orm.em
      .fork()
      .nativeUpdate(
        Attempt,
        { examinationId: { $in: [timed.exam.id, abandon.exam.id] } },
        { deadlineAt: new Date(Date.now() - 1000) },
        { filters: false },
      );
    const step = app.application.services.examAttempts.sweepSteps.find((candidate) => candidate.name === 'attemptTimeout');
    const now = new Date();
    const results = await Promise.all([step?.run(orm.em.fork(), now), step?.run(orm.em.fork(), now)]);
    expect((results[0] ?? 0) + (results[1] ?? 0)).toBe(2);
    expect(await step?.run(orm.em.fork(), now)).toBe(0);
    const submitted = await orm.em.fork().findOneOrFail(Attempt, { examinationId: timed.exam.id }, { filters: false });
    expect(submitted).toMatchObject({ state: AttemptState.SUBMITTED, submitSource: SubmitSource.TIMEOUT_SWEEP, rowVersion: 1 });
    const saved = await orm.em.fork().findOneOrFail(AttemptItem, { id: choice.id }, { filters: false });
    expect(saved.response).toEqual({ optionIds: [picked] });
    const abandoned = await orm.em.fork().findOneOrFail(Attempt, { examinationId: abandon.exam.id }, { filters: false });
    expect(abandoned.state).toBe(AttemptState.ABANDONED);
    const late = await app.http.post(`${ANSWER}/update`).set(auth).send({ id: choice.id, type: 1, optionsId: '' });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('答卷已提交或已结束，不能再作答');
  });

  it('should refuse saves after the deadline plus grace while the attempt is still open', async () => {
    const graced = await buildExamScenario(app.application.orm, { overdueHandling: OverdueHandling.GRACE_PERIOD, graceSec: 60 });
    const auth = await bearer(graced.student, graced.tenant.tenantId);
    const index = await app.http.get(`${STUDENT}/getTestIndex`).query({ examId: graced.exam.id }).set(auth);
    const choice = (index.body.data.subjects as Subject[]).find((subject) => subject.type === 1) as Subject;
    const orm = app.application.orm;
    await orm.em
      .fork()
      .nativeUpdate(Attempt, { examinationId: graced.exam.id }, { deadlineAt: new Date(Date.now() - 30_000) }, { filters: false });
    const inGrace = await app.http.post(`${ANSWER}/update`).set(auth).send({ id: choice.id, type: 1, optionsId: choice.options[0]?.id });
    expect(inGrace.body.code).toBe(200);
    await orm.em
      .fork()
      .nativeUpdate(Attempt, { examinationId: graced.exam.id }, { deadlineAt: new Date(Date.now() - 61_000) }, { filters: false });
    const tooLate = await app.http.post(`${ANSWER}/update`).set(auth).send({ id: choice.id, type: 1, optionsId: choice.options[1]?.id });
    expect(tooLate.body).toMatchObject({ code: 400, msg: '考试时间已到，不能再保存答案' });
    const row = await orm.em.fork().findOneOrFail(AttemptItem, { id: choice.id }, { filters: false });
    expect(row.response).toEqual({ optionIds: [choice.options[0]?.id] });
  });
});
