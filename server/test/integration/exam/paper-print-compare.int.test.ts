import JSZip from 'jszip';
import { Dept } from '../../../src/modules/system/dept/dept.entity';
import { ExamPaperSnapshot } from '../../../src/modules/exam/examination/exam-paper-snapshot.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { DEFAULT_REVIEW_POLICY } from '../../../src/modules/exam/examination/examination-write.service';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { ExamStatus, GradeMethod } from '../../../src/modules/exam/shared/examination-enums';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { buildAttempt, buildGradingExam, MINUTE_MS, type GradingExam } from '../../factories/exam-grading.factory';
import { buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const DEPTS = 'query ($id: ID!) { examDeptResults(examinationId: $id) { deptId deptName started graded mean passRate max min } }';
const SAME_PAPER = `
    query ($id: ID!) {
      paperExamComparison(examinationId: $id) {
        paperId
        examinations {
          examinationId
          name
          graded
          mean
          passRate
        }
        questions {
          questionId
          stem
          facilities
        }
      }
    }
  `;
const EXPORT = '/api/blade-exam/testPaper/examTestPaper/export';

/** GET the export as raw bytes. */
function download(app: TestApp, token: string, query: Record<string, string>) {
  return app.http
    .get(EXPORT)
    .query(query)
    .set('Blade-Auth', `bearer ${token}`)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

/** A second examination of the same paper (same snapshot content), opened a day later. */
async function secondExamination(app: TestApp, tenantId: string, first: GradingExam): Promise<GradingExam> {
  const em = app.application.orm.em.fork();
  const snapshot = await em.findOneOrFail(ExamPaperSnapshot, { id: first.exam.snapshotId ?? '' }, { filters: false });
  const exam = em.create(Examination, {
    tenantId,
    name: '第二场',
    paperId: first.exam.paperId,
    openAt: new Date(first.exam.openAt.getTime() + 24 * 60 * MINUTE_MS),
    closeAt: new Date(first.exam.closeAt.getTime() + 24 * 60 * MINUTE_MS),
    durationMin: 60,
    examStatus: ExamStatus.GRADED,
    passScore: first.exam.passScore,
    gradeMethod: GradeMethod.HIGHEST,
    reviewPolicy: DEFAULT_REVIEW_POLICY,
  });
  const copy = em.create(ExamPaperSnapshot, { tenantId, examinationId: exam.id, data: snapshot.data, totalScore: snapshot.totalScore });
  exam.snapshotId = copy.id;
  await em.flush();
  return { ...first, exam };
}

describe('paper print/export and statistics compared by department and across examinations', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let first: GradingExam;
  let second: GradingExam;
  let otherDeptId: string;

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    tenant = await buildTenant(orm);
    const em = orm.em.fork();
    const other = em.create(Dept, { tenantId: tenant.tenantId, deptName: '二班', parentId: '0', ancestors: '0', deptCategory: 1, sort: 2 });
    await em.flush();
    otherDeptId = other.id;
    // Three one-point single-choice questions, pass mark 2.
    first = await buildGradingExam(orm, {
      tenantId: tenant.tenantId,
      types: [QuestionType.SINGLE_CHOICE, QuestionType.SINGLE_CHOICE, QuestionType.SINGLE_CHOICE],
      score: 100,
      passScore: 200,
      status: ExamStatus.GRADED,
      name: '第一场',
    });
    second = await secondExamination(app, tenant.tenantId, first);
    const item = (index: number, right: boolean) => ({
      score: right ? 100 : 0,
      response: { optionIds: [first.frozen.get(first.questions[index]?.id ?? '')?.options[right ? 0 : 1]?.id ?? ''] },
    });
    const answers = (pattern: boolean[]) => pattern.map((right, index) => item(index, right));
    // First examination: tenant dept 3 and 2 points; the other dept 1 and 0 points.
    const plan: Array<{ dept: string; first: boolean[]; second: boolean[] }> = [
      { dept: tenant.deptId, first: [true, true, true], second: [true, true, false] },
      { dept: tenant.deptId, first: [true, true, false], second: [true, false, false] },
      { dept: 'other', first: [true, false, false], second: [false, false, false] },
      { dept: 'other', first: [false, false, false], second: [true, true, true] },
    ];
    for (const [index, row] of plan.entries()) {
      const user = await buildUser(orm, {
        tenantId: tenant.tenantId,
        account: `cmp${index}`,
        roleIds: [tenant.adminRoleId],
        deptId: row.dept === 'other' ? otherDeptId : tenant.deptId,
      });
      await buildAttempt(orm, { tenantId: tenant.tenantId, exam: first, userId: user.id, items: answers(row.first) });
      await buildAttempt(orm, { tenantId: tenant.tenantId, exam: second, userId: user.id, items: answers(row.second) });
    }
  }, 60_000);

  afterAll(async () => {
    await app.close();
  }, 60_000);

  it('should compare the results of one examination by department', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_score'],
    });
    const result = await graphql<{ examDeptResults: Array<Record<string, unknown>> }>(
      app.http,
      DEPTS,
      { id: first.exam.id },
      { token: staff.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.examDeptResults).toEqual([
      { deptId: tenant.deptId, deptName: `Dept ${tenant.tenantId}`, started: 2, graded: 2, mean: 2.5, passRate: 1, max: 3, min: 2 },
      { deptId: otherDeptId, deptName: '二班', started: 2, graded: 2, mean: 0.5, passRate: 0, max: 1, min: 0 },
    ]);
  });

  it('should compare the examinations of the same paper side by side', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_score'],
    });
    const result = await graphql<{
      paperExamComparison: {
        paperId: string;
        examinations: Array<Record<string, unknown>>;
        questions: Array<{ questionId: string; facilities: Array<number | null> }>;
      };
    }>(app.http, SAME_PAPER, { id: second.exam.id }, { token: staff.token });
    expect(result.errors).toBeUndefined();
    const comparison = result.data?.paperExamComparison;
    expect(comparison?.paperId).toBe(first.exam.paperId);
    expect(comparison?.examinations).toEqual([
      { examinationId: first.exam.id, name: '第一场', graded: 4, mean: 1.5, passRate: 0.5 },
      { examinationId: second.exam.id, name: '第二场', graded: 4, mean: 1.5, passRate: 0.5 },
    ]);
    expect(comparison?.questions.map((row) => [row.questionId, row.facilities])).toEqual([
      [first.questions[0]?.id, [0.75, 0.75]],
      [first.questions[1]?.id, [0.5, 0.5]],
      [first.questions[2]?.id, [0.25, 0.25]],
    ]);
  });

  it('should refuse the comparisons without the statistics code and to other tenants', async () => {
    const orm = app.application.orm;
    const student = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_take'],
    });
    const other = await buildTenant(orm);
    const outsider = await signedInUser(orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_score'],
    });
    for (const query of [DEPTS, SAME_PAPER]) {
      expect((await graphql(app.http, query, { id: first.exam.id }, { token: student.token })).errors?.[0]?.extensions.code).toBe(
        'FORBIDDEN',
      );
      expect((await graphql(app.http, query, { id: first.exam.id }, { token: outsider.token })).errors?.[0]?.extensions.code).toBe(
        'NOT_FOUND',
      );
    }
  });

  it('should export the paper as Word with the stems, the East Asian font and answers only when asked', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_paper'],
    });
    const token = (await legacyToken(app.http, tenant.tenantId, staff.account, staff.password)).access_token;
    const documentXml = async (answers: boolean): Promise<string> => {
      const response = await download(app, token, { id: first.exam.paperId, format: 'docx', answers: String(answers) });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('wordprocessingml');
      expect(response.headers['content-disposition']).toContain('.docx');
      const zip = await JSZip.loadAsync(response.body as Buffer);
      return (await zip.file('word/document.xml')?.async('string')) ?? '';
    };
    const plain = await documentXml(false);
    expect(plain).toContain('题目 1');
    expect(plain).toContain('w:eastAsia="Microsoft YaHei"');
    expect(plain).not.toContain('答案');
    const withAnswers = await documentXml(true);
    expect(withAnswers).toContain('答案');
  });

  it('should export the paper as a PDF with the CJK font embedded as a subset', async () => {
    const staff = await signedInUser(app.application.orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_paper'],
    });
    const token = (await legacyToken(app.http, tenant.tenantId, staff.account, staff.password)).access_token;
    const response = await download(app, token, { id: first.exam.paperId, format: 'pdf', answers: 'true' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(text).toContain('/FontFile3');
    expect(text).toContain('/ToUnicode');
    // A subset: far below the 8 MB of the whole font.
    expect(pdf.length).toBeLessThan(300_000);
  }, 30_000);

  it('should refuse the export without a paper code, to other tenants, and for a bad format', async () => {
    const orm = app.application.orm;
    const student = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_take'],
    });
    const studentToken = (await legacyToken(app.http, tenant.tenantId, student.account, student.password)).access_token;
    expect((await app.http.get(EXPORT).query({ id: first.exam.paperId, format: 'pdf' })).status).toBe(401);
    expect(
      (await app.http.get(EXPORT).query({ id: first.exam.paperId, format: 'pdf' }).set('Blade-Auth', `bearer ${studentToken}`)).status,
    ).toBe(403);
    const other = await buildTenant(orm);
    const outsider = await signedInUser(orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: ['exam', 'exam_paper'],
    });
    const outsiderToken = (await legacyToken(app.http, other.tenantId, outsider.account, outsider.password)).access_token;
    expect(
      (await app.http.get(EXPORT).query({ id: first.exam.paperId, format: 'docx' }).set('Blade-Auth', `bearer ${outsiderToken}`)).status,
    ).toBe(404);
    const staff = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_paper'],
    });
    const staffToken = (await legacyToken(app.http, tenant.tenantId, staff.account, staff.password)).access_token;
    expect(
      (await app.http.get(EXPORT).query({ id: first.exam.paperId, format: 'exe' }).set('Blade-Auth', `bearer ${staffToken}`)).status,
    ).toBe(400);
  });
});
