import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { QuestionOption } from '../../../src/modules/exam/question/question-option.entity';
import { Question } from '../../../src/modules/exam/question/question.entity';
import { buildBank } from '../../factories/exam.factory';
import { staffTenant, type StaffTenant } from '../../factories/exam-staff.factory';
import { buildRole, buildUser } from '../../factories/system.factory';
import { legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const HEADERS = [
  '题库编号',
  '题型',
  '题干',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '选项E',
  '选项F',
  '答案',
  '难度',
  '分值',
  '标签',
  '解析',
  '多选计分',
  '区分大小写',
  '文件个数',
  '文件大小KB',
  '文件类型',
  '状态',
];
const BASE = '/api/blade-exam/subject/examSubject';

async function workbook(rows: Array<Record<string, string | undefined>>, headers: string[] = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('试题');
  sheet.addRow(headers);
  rows.forEach((row) => sheet.addRow(headers.map((header) => row[header] ?? '')));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetOf(response: Response, index = 0): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.body as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[index]?.eachRow((row) =>
    rows.push(Array.from((row.values as unknown[]).slice(1), (value) => (value === null || value === undefined ? '' : String(value)))),
  );
  return rows;
}

const binary = (response: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

const GOOD_ROWS: Array<Record<string, string>> = [
  {
    题库编号: 'cs',
    题型: '单选题',
    题干: '<p>1 字节等于几位？<script>x()</script></p>',
    选项A: '4',
    选项B: '8',
    选项C: '16',
    答案: 'B',
    难度: '1',
    分值: '2',
    标签: '存储,基础',
    解析: '1 Byte = 8 bit',
  },
  {
    题库编号: 'cs',
    题型: '多选题',
    题干: '属于操作系统的有？',
    选项A: 'Linux',
    选项B: 'Windows',
    选项C: 'Excel',
    答案: 'AB',
    多选计分: 'HALF_IF_SUBSET',
    状态: '启用',
  },
  { 题库编号: 'cs', 题型: '判断题', 题干: '内存断电后数据会丢失。', 答案: '正确', 状态: '启用' },
  { 题库编号: 'cs', 题型: '填空题', 题干: 'HTTP 默认端口是 ___ ，HTTPS 是 ___ 。', 答案: '80|443', 区分大小写: '否' },
  { 题库编号: 'cs', 题型: '简答题', 题干: '简述进程与线程的区别。', 答案: '进程是资源分配单位，线程是调度单位。', 分值: '10' },
  { 题库编号: 'cs', 题型: 'File upload', 题干: '上传实验报告。', 文件个数: '2', 文件大小KB: '4096', 文件类型: 'pdf,docx' },
];

describe('questions (Excel template, import and export)', () => {
  let app: TestApp;
  let staff: StaffTenant;
  let other: StaffTenant;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    staff = await staffTenant(app);
    other = await staffTenant(app);
    const em = app.application.orm.em.fork();
    await buildBank(app.application.orm, { tenantId: staff.tenant.tenantId, name: '计算机基础' }).then((bank) =>
      em.nativeUpdate('QuestionBank', { id: bank.id }, { code: 'cs' }, { filters: false }),
    );
    token = (await legacyToken(app.http, staff.tenant.tenantId, 'admin', 'admin-pass')).access_token;
  });

  afterAll(async () => {
    await app.close();
  });

  const upload = (file: Buffer, name = 'questions.xlsx', bearer = token, language = 'zh-CN') =>
    app.http
      .post(`${BASE}/import-subject`)
      .set('Blade-Auth', `bearer ${bearer}`)
      .set('Accept-Language', language)
      .attach('file', file, name);
  const count = () => app.application.orm.em.fork().count(Question, { tenantId: staff.tenant.tenantId }, { filters: false });

  it('should hand out the template with the headers and a sheet explaining the answers', async () => {
    const zh = await app.http.get(`${BASE}/export-template`).query({ 'Blade-Auth': token }).buffer(true).parse(binary);
    expect(zh.status).toBe(200);
    expect(zh.headers['content-disposition']).toContain(encodeURIComponent('试题导入模板'));
    expect((await sheetOf(zh))[0]).toEqual(HEADERS);
    expect((await sheetOf(zh, 1))[0]?.[0]).toMatch(/^答案写法/);
    const en = await app.http
      .get(`${BASE}/export-template`)
      .set('Blade-Auth', `bearer ${token}`)
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse(binary);
    expect((await sheetOf(en))[0]?.slice(0, 3)).toEqual(['Bank code', 'Type', 'Stem']);
  });

  it('should write nothing and report every bad row when one row is bad', async () => {
    const before = await count();
    const response = await upload(
      await workbook([
        ...GOOD_ROWS,
        { 题库编号: 'nope', 题型: '单选题', 题干: '题', 选项A: 'a', 选项B: 'b', 答案: 'C' },
        { 题库编号: 'cs', 题型: '填空题', 题干: '两个空 ___ ___', 答案: 'a' },
        { 题库编号: 'cs', 题型: '问答题', 题干: '题' },
        { 题库编号: 'cs', 题型: '判断题', 题干: '对吗', 答案: '也许', 难度: '9' },
      ]),
    );
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('导入失败，共 6 处错误');
    expect(response.body.data.errors).toEqual([
      { row: 8, column: '题库编号', message: '题库不存在' },
      { row: 8, column: '答案', message: '答案不正确: C' },
      { row: 9, column: '答案', message: '题干中有 2 个填空标记（___），但设置了 1 个空的答案' },
      { row: 10, column: '题型', message: '题型不正确: 问答题' },
      { row: 11, column: '难度', message: '难度须为 1~5' },
      { row: 11, column: '答案', message: '答案不正确: 也许' },
    ]);
    expect(await count()).toBe(before);
  });

  it('should import every row in one go, and export exactly the filtered questions in the same layout', async () => {
    const response = await upload(await workbook(GOOD_ROWS));
    expect(response.body).toEqual({ code: 200, success: true, data: { inserted: 6 }, msg: '操作成功' });
    const em = app.application.orm.em.fork();
    const questions = await em.find(Question, { tenantId: staff.tenant.tenantId }, { filters: false, orderBy: { id: 'asc' } });
    expect(questions.map((question) => question.questionType)).toEqual([
      'SINGLE_CHOICE',
      'MULTIPLE_CHOICE',
      'TRUE_FALSE',
      'FILL_BLANK',
      'SHORT_ANSWER',
      'FILE_UPLOAD',
    ]);
    expect(questions[0]).toMatchObject({
      stem: '<p>1 字节等于几位？</p>',
      defaultScore: 200,
      difficulty: 1,
      tags: ['存储', '基础'],
      questionStatus: 'DRAFT',
    });
    expect(questions[3]?.blanks).toEqual([['80'], ['443']]);
    expect(questions[5]?.fileRule).toEqual({ maxFiles: 2, maxSizeKb: 4096, allowedExtensions: ['pdf', 'docx'] });
    const options = await em.find(QuestionOption, { questionId: questions[1]?.id }, { filters: false, orderBy: { sort: 'asc' } });
    expect(options.map((option) => [option.content, option.isCorrect])).toEqual([
      ['Linux', true],
      ['Windows', true],
      ['Excel', false],
    ]);

    const enabled = await app.http.get(`${BASE}/export-subject`).query({ 'Blade-Auth': token, status: '1' }).buffer(true).parse(binary);
    const rows = await sheetOf(enabled);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(0, 10)).toEqual(['cs', '多选题', '属于操作系统的有？', 'Linux', 'Windows', 'Excel', '', '', '', 'AB']);
    expect(rows[2]?.[9]).toBe('正确');
    const all = await app.http.get(`${BASE}/export-subject`).query({ 'Blade-Auth': token, type: '3' }).buffer(true).parse(binary);
    expect((await sheetOf(all)).slice(1).map((row) => row[9])).toEqual(['80|443', '进程是资源分配单位，线程是调度单位。']);
    const theirs = await app.http
      .get(`${BASE}/export-subject`)
      .query({ 'Blade-Auth': (await legacyToken(app.http, other.tenant.tenantId, 'admin', 'admin-pass')).access_token })
      .buffer(true)
      .parse(binary);
    expect(await sheetOf(theirs)).toHaveLength(1);
  });

  it('should refuse files that are not small xlsx workbooks, bad headers and empty sheets', async () => {
    expect((await upload(Buffer.from('a,b\n1,2'), 'questions.csv')).body.msg).toBe('只能导入 xlsx 格式的文件');
    expect((await upload(Buffer.from('PK\u0003\u0004 not really a zip'))).body.msg).toBe('无法读取该 Excel 文件');
    expect((await upload(Buffer.alloc(6 * 1024 * 1024, 1))).body.msg).toBe('文件不能超过 5 MB');
    expect((await upload(await workbook([{ 题干: 'x' }], ['题干', '备注']))).body.msg).toBe('表头不正确，请使用导入模板');
    expect((await upload(await workbook([]))).body.msg).toBe('文件中没有数据');
    const missing = await app.http.post(`${BASE}/import-subject`).set('Blade-Auth', `bearer ${token}`);
    expect(missing.body).toMatchObject({ code: 400, msg: '请上传 Excel 文件' });
  });

  it('should refuse anonymous callers and users without the import or export code', async () => {
    const file = await workbook(GOOD_ROWS);
    expect((await app.http.post(`${BASE}/import-subject`).attach('file', file, 'q.xlsx')).status).toBe(401);
    expect((await app.http.get(`${BASE}/export-subject`)).status).toBe(401);
    expect((await app.http.get(`${BASE}/export-template`)).status).toBe(401);
    const orm = app.application.orm;
    const role = await buildRole(orm, { tenantId: staff.tenant.tenantId, alias: 'question-reader', permissions: ['exam_question'] });
    const user = await buildUser(orm, { tenantId: staff.tenant.tenantId, roleIds: [role.id], deptId: staff.tenant.deptId });
    const reader = (await legacyToken(app.http, staff.tenant.tenantId, user.account, user.password)).access_token;
    const before = await count();
    const refused = await upload(file, 'q.xlsx', reader);
    expect(refused.status).toBe(403);
    expect((await app.http.get(`${BASE}/export-subject`).set('Blade-Auth', `bearer ${reader}`)).status).toBe(403);
    expect((await app.http.get(`${BASE}/export-template`).set('Blade-Auth', `bearer ${reader}`)).status).toBe(403);
    // Another tenant's import cannot reach this tenant's bank codes.
    const theirs = await upload(file, 'q.xlsx', (await legacyToken(app.http, other.tenant.tenantId, 'admin', 'admin-pass')).access_token);
    expect(theirs.body.data.errors[0]).toEqual({ row: 2, column: '题库编号', message: '题库不存在' });
    expect(await count()).toBe(before);
  });
});
