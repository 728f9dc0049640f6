import { PaperStatus, QuestionType } from '../../src/modules/exam/shared/exam-enums';
import { ADMIN_USER_ID, CLIENT_IDS, DEPT_IDS, PLATFORM_TENANT_ROW_ID, POST_CEO_ID, ROLE_IDS } from '../../src/seeders/base/base-ids';
import { buildCandidate, buildExamination } from '../factories/exam-delivery.factory';
import { buildBank, buildPaper, buildQuestions } from '../factories/exam.factory';
import { legacyRoutes } from '../../src/rest/legacy-routes';
import { SABER_BASIC, legacyAuth } from '../helpers/auth-client';
import { buildTenant } from '../factories/system.factory';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { BUILT_IN_DATASOURCE_ID } from '../../src/modules/develop/datasource/built-in-datasource';
import { LEAVE_MODEL_XML } from '../../src/modules/workflow/leave/leave-model';

jest.setTimeout(120_000);

type Row = Record<string, unknown>;

/** One legacy resource: how to get a stored row's key, and one field a partial submit changes. */
interface PartialCase {
  submit: string;
  detail: string;
  key?: string;
  /** The key of a stored row (seeded, or created here through the insert path). */
  stored: (post: (path: string, body: Row) => Promise<Row>) => Promise<string>;
  change: Row;
  /** Fields the server derives on every write (audit columns). */
  derived?: string[];
}

const AUDIT = ['updateTime', 'updateUser'];

describe('legacy submit with an id updates only the fields sent (contract: "update only the non-null fields")', () => {
  let app: TestApp;
  let auth: Record<string, string>;

  let built: { questions: string[]; paperId: string; examinationId: string; candidateId: string } | null = null;
  const exam = () => {
    if (!built) {
      throw new Error('exam rows not built');
    }
    return built;
  };

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    const bank = await buildBank(orm, { tenantId: '000000' });
    const questions = await buildQuestions(orm, { tenantId: '000000', bankId: bank.id, count: 2, type: QuestionType.SINGLE_CHOICE });
    const { paper } = await buildPaper(orm, {
      tenantId: '000000',
      status: PaperStatus.DRAFT,
      items: questions.map((question) => ({ questionId: question.id, score: 100 })),
    });
    const ready = await buildPaper(orm, {
      tenantId: '000000',
      items: questions.map((question) => ({ questionId: question.id, score: 100 })),
    });
    const examination = await buildExamination(orm, { tenantId: '000000', paperId: ready.paper.id });
    const candidate = await buildCandidate(orm, { tenantId: '000000', examinationId: examination.id, userId: ADMIN_USER_ID });
    built = {
      questions: questions.map((question) => question.id),
      paperId: paper.id,
      examinationId: examination.id,
      candidateId: candidate.id,
    };
    auth = { Authorization: SABER_BASIC, ...(await legacyAuth(app.http, '000000', 'admin', 'admin')) };
  });

  afterAll(async () => {
    await app.close();
  });

  const post = async (path: string, body: Row): Promise<Row> => (await app.http.post(`/api${path}`).set(auth).send(body)).body as Row;
  const get = async (path: string, query: Row): Promise<Row> => (await app.http.get(`/api${path}`).set(auth).query(query)).body as Row;
  /** The first record of a legacy list answer (page or array) matching. */
  const find = async (path: string, query: Row, match: (row: Row) => boolean): Promise<Row> => {
    const data = (await get(path, query))['data'] as Row | Row[];
    const rows = Array.isArray(data) ? data : ((data['records'] as Row[]) ?? []);
    const flat = (list: Row[]): Row[] => list.flatMap((row) => [row, ...flat((row['children'] as Row[] | undefined) ?? [])]);
    const row = flat(rows).find(match);
    if (!row) {
      throw new Error(`no row in ${path}`);
    }
    return row;
  };
  const insert = async (path: string, body: Row, list: string, match: (row: Row) => boolean, query: Row = {}): Promise<string> => {
    expect(await post(path, body)).toMatchObject({ code: 200, success: true });
    return String((await find(list, { size: 100, ...query }, match))['id']);
  };

  /** A data model of the product's own param table, by its code; answers its id. */
  const developModel = async (modelCode: string): Promise<string> => {
    const body = { datasourceId: BUILT_IN_DATASOURCE_ID, modelName: modelCode, modelCode, modelTable: 'blade_param', modelClass: 'Param' };
    const answer = await post('/blade-develop/model/submit', body);
    expect(answer).toMatchObject({ code: 200, success: true });
    return String((answer['data'] as Row)['id']);
  };

  const CASES: Record<string, PartialCase> = {
    param: {
      submit: '/blade-system/param/submit',
      detail: '/blade-system/param/detail',
      stored: async () => '1123598819738675203',
      change: { paramValue: '7' },
    },
    client: {
      submit: '/blade-system/client/submit',
      detail: '/blade-system/client/detail',
      stored: async () => CLIENT_IDS.sword,
      change: { accessTokenValidity: 7201 },
    },
    dept: {
      submit: '/blade-system/dept/submit',
      detail: '/blade-system/dept/detail',
      stored: async () => DEPT_IDS.suzhou,
      change: { remark: '部分更新' },
    },
    post: {
      submit: '/blade-system/post/submit',
      detail: '/blade-system/post/detail',
      stored: async () => POST_CEO_ID,
      change: { remark: '部分更新' },
    },
    role: {
      submit: '/blade-system/role/submit',
      detail: '/blade-system/role/detail',
      stored: async () => ROLE_IDS.hr,
      change: { sort: 9 },
    },
    menu: {
      submit: '/blade-system/menu/submit',
      detail: '/blade-system/menu/detail',
      stored: async () => '1123598815738675209',
      change: { remark: '部分更新' },
    },
    dict: {
      submit: '/blade-system/dict/submit',
      detail: '/blade-system/dict/detail',
      stored: async () => '1123598814738675204',
      change: { remark: '部分更新' },
    },
    user: {
      submit: '/blade-user/submit',
      detail: '/blade-user/detail',
      stored: async () => ADMIN_USER_ID,
      change: { phone: '13800000000' },
    },
    userUpdate: {
      submit: '/blade-user/update',
      detail: '/blade-user/detail',
      stored: async () => ADMIN_USER_ID,
      change: { email: 'partial@example.com' },
    },
    region: {
      submit: '/blade-system/region/submit',
      detail: '/blade-system/region/detail',
      key: 'code',
      stored: async () => '31',
      change: { remark: '部分更新' },
    },
    notice: {
      submit: '/blade-desk/notice/submit',
      detail: '/blade-desk/notice/detail',
      stored: () =>
        insert(
          '/blade-desk/notice/submit',
          { title: '部分更新通知', category: 1, content: '<p>正文</p>' },
          '/blade-desk/notice/list',
          (row) => row['title'] === '部分更新通知',
        ),
      change: { title: '改过的标题' },
    },
    topmenu: {
      submit: '/blade-system/topmenu/submit',
      detail: '/blade-system/topmenu/detail',
      stored: () =>
        insert(
          '/blade-system/topmenu/submit',
          { code: 'partial', name: '部分', sort: '2' },
          '/blade-system/topmenu/list',
          (row) => row['code'] === 'partial',
        ),
      change: { sort: 5 },
    },
    tenantPackage: {
      submit: '/blade-system/tenant-package/submit',
      detail: '/blade-system/tenant-package/detail',
      stored: () =>
        insert(
          '/blade-system/tenant-package/submit',
          { packageName: '部分套餐', menuId: '1123598815738675209', remark: '原备注' },
          '/blade-system/tenant-package/list',
          (row) => row['packageName'] === '部分套餐',
        ),
      change: { remark: '新备注' },
    },
    dataScope: {
      submit: '/blade-system/data-scope/submit',
      detail: '/blade-system/data-scope/detail',
      stored: () =>
        insert(
          '/blade-system/data-scope/submit',
          {
            menuId: '1123598815738675209',
            resourceCode: 'param',
            scopeName: '部分可见',
            scopeColumn: '-',
            scopeField: '*',
            scopeType: '1',
          },
          '/blade-system/data-scope/list',
          (row) => row['scopeName'] === '部分可见',
          { menuId: '1123598815738675209' },
        ),
      change: { remark: '部分更新' },
    },
    apiScope: {
      submit: '/blade-system/api-scope/submit',
      detail: '/blade-system/api-scope/detail',
      stored: () =>
        insert(
          '/blade-system/api-scope/submit',
          {
            menuId: '1123598815738675209',
            resourceCode: 'param',
            scopeName: '部分接口',
            scopePath: '/blade-system/param/list',
            scopeType: 1,
          },
          '/blade-system/api-scope/list',
          (row) => row['scopeName'] === '部分接口',
          { menuId: '1123598815738675209' },
        ),
      change: { remark: '部分更新' },
    },
    oss: {
      submit: '/blade-resource/oss/submit',
      detail: '/blade-resource/oss/detail',
      stored: () =>
        insert(
          '/blade-resource/oss/submit',
          { category: '1', ossCode: 'partial' },
          '/blade-resource/oss/list',
          (row) => row['ossCode'] === 'partial',
        ),
      change: { remark: '部分更新' },
    },
    sms: {
      submit: '/blade-resource/sms/submit',
      detail: '/blade-resource/sms/detail',
      stored: () =>
        insert(
          '/blade-resource/sms/submit',
          { category: '3', smsCode: 'partial', templateId: 'SMS_1', accessKey: 'ak', secretKey: 'sk', signName: '签名' },
          '/blade-resource/sms/list',
          (row) => row['smsCode'] === 'partial',
        ),
      change: { remark: '部分更新' },
    },
    tenant: {
      submit: '/blade-system/tenant/submit',
      detail: '/blade-system/tenant/detail',
      stored: async () => PLATFORM_TENANT_ROW_ID,
      change: { linkman: '部分联系人' },
    },
    dictBiz: {
      submit: '/blade-system/dict-biz/submit',
      detail: '/blade-system/dict-biz/detail',
      stored: () =>
        insert(
          '/blade-system/dict-biz/submit',
          { code: 'partial_biz', dictValue: '部分业务字典', sort: 1, isSealed: 0, remark: '原备注' },
          '/blade-system/dict-biz/parent-list',
          (row) => row['code'] === 'partial_biz',
        ),
      change: { remark: '新备注' },
    },
    flowModel: {
      submit: '/blade-flow/model/submit',
      detail: '/blade-flow/model/detail',
      stored: () =>
        insert(
          '/blade-flow/model/submit',
          { name: '部分更新模型', modelKey: 'partial_model', description: '原说明', modelEditorXml: LEAVE_MODEL_XML },
          '/blade-flow/model/list',
          (row) => row['modelKey'] === 'partial_model',
        ),
      change: { description: '新说明' },
      // Every save is a new version of the model (legacy model/submit: version + 1, lastUpdated now).
      derived: ['version', 'lastUpdated', 'lastUpdatedBy'],
    },
    datasource: {
      submit: '/blade-develop/datasource/submit',
      detail: '/blade-develop/datasource/detail',
      stored: () => {
        const server = process.env['DB_URL'] ? new URL(process.env['DB_URL']) : null;
        const target = server
          ? {
              driverClass: 'com.mysql.cj.jdbc.Driver',
              url: `jdbc:mysql://${server.hostname}:${server.port || '3306'}/partial_${process.pid}`,
              username: 'partial',
            }
          : { driverClass: 'org.sqlite.JDBC', url: `jdbc:sqlite:partial_${process.pid}.db`, username: '' };
        return insert(
          '/blade-develop/datasource/submit',
          { name: '部分库', remark: '原备注', password: 'unused-secret', ...target },
          '/blade-develop/datasource/list',
          (row) => row['name'] === '部分库',
        );
      },
      change: { remark: '部分更新' },
    },
    subject: {
      submit: '/blade-exam/subject/examSubject/submit',
      detail: '/blade-exam/subject/examSubject/detail',
      stored: async () => exam().questions[0] as string,
      change: { explanation: '部分解析' },
      derived: ['version'],
    },
    subjectOption: {
      submit: '/blade-exam/subject/examSubjectOption/submit',
      detail: '/blade-exam/subject/examSubjectOption/detail',
      stored: async () =>
        String(
          ((await get('/blade-exam/subject/examSubject/detail', { id: exam().questions[0] }))['data'] as { options: Row[] }).options[1]?.[
            'id'
          ],
        ),
      change: { content: '部分选项' },
    },
    paper: {
      submit: '/blade-exam/testPaper/examTestPaper/submit',
      detail: '/blade-exam/testPaper/examTestPaper/detail',
      stored: async () => exam().paperId,
      change: { passScore: 1 },
    },
    paperLink: {
      submit: '/blade-exam/testPaper/examSubjectTest/submit',
      detail: '/blade-exam/testPaper/examSubjectTest/detail',
      stored: async () => String((await find('/blade-exam/testPaper/examSubjectTest/list', { paperId: exam().paperId }, () => true))['id']),
      change: { score: 3 },
    },
    examination: {
      submit: '/blade-exam/examination/examExamination/submit',
      detail: '/blade-exam/examination/examExamination/detail',
      stored: async () => exam().examinationId,
      change: { name: '部分考试' },
    },
    candidate: {
      submit: '/blade-exam/ExamExaminationUser/examExaminationUser/submit',
      detail: '/blade-exam/ExamExaminationUser/examExaminationUser/detail',
      stored: async () => exam().candidateId,
      change: { status: 'EXCUSED' },
    },
    attach: {
      submit: '/blade-resource/attach/submit',
      detail: '/blade-resource/attach/detail',
      stored: async () => {
        const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
        const uploaded = await app.http
          .post('/api/blade-resource/oss/endpoint/put-file-attach')
          .set(auth)
          .attach('file', png, 'partial.png');
        expect(uploaded.body).toMatchObject({ code: 200 });
        return String((await find('/blade-resource/attach/list', { size: 100 }, (row) => row['originalName'] === 'partial.png'))['id']);
      },
      change: { originalName: '改名.png' },
    },
    questionBank: {
      submit: '/blade-exam/question-bank/examQuestionBank/submit',
      detail: '/blade-exam/question-bank/examQuestionBank/detail',
      stored: () =>
        insert(
          '/blade-exam/question-bank/examQuestionBank/submit',
          { name: '部分题库', code: 'partial', description: '原说明' },
          '/blade-exam/question-bank/examQuestionBank/list',
          (row) => row['name'] === '部分题库' || row['bankName'] === '部分题库',
        ),
      change: { description: '新说明' },
    },
    ...Object.fromEntries(
      ['submit', 'save', 'update'].map((path) => [
        `dataModel ${path}`,
        {
          submit: `/blade-develop/model/${path}`,
          detail: '/blade-develop/model/detail',
          stored: async () => developModel(`partial_${path}`),
          change: { modelRemark: '新说明' },
        },
      ]),
    ),
    ...Object.fromEntries(
      ['submit', 'save', 'update'].map((path) => [
        `modelPrototype ${path}`,
        {
          submit: `/blade-develop/model-prototype/${path}`,
          detail: '/blade-develop/model-prototype/detail',
          stored: async () => {
            const modelId = await developModel(`prototype_${path}`);
            return insert(
              '/blade-develop/model-prototype/submit',
              { modelId, jdbcName: 'param_key', jdbcType: 'text', propertyName: 'paramKey', propertyType: 'String', isList: 1, isForm: 1 },
              '/blade-develop/model-prototype/list',
              (row) => row['modelId'] === modelId,
              { modelId },
            );
          },
          change: { dictCode: 'yes_no' },
        },
      ]),
    ),
    codeRecord: {
      submit: '/blade-develop/code/submit',
      detail: '/blade-develop/code/detail',
      stored: async () =>
        insert(
          '/blade-develop/code/submit',
          {
            modelId: await developModel('partial_code'),
            codeName: '部分代码',
            serviceName: 'desk',
            packageName: 'desk',
            apiPath: 'server',
          },
          '/blade-develop/code/list',
          (row) => row['codeName'] === '部分代码',
        ),
      change: { webPath: 'web/src' },
    },
  };

  it('covers every submit/update path of the table that merges over a stored row', () => {
    const merging = legacyRoutes({} as never, { timeZone: 'Asia/Shanghai' }).filter(
      (route) => route.kind === 'operation' && route.partial && 'detail' in route.partial,
    );
    const covered = new Set(Object.values(CASES).map((entry) => entry.submit));
    expect(merging.map((route) => route.path).filter((path) => !covered.has(path))).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s: a submit with the key and one field keeps every other field', async (_name, entry) => {
    const key = entry.key ?? 'id';
    const id = await entry.stored(post);
    const before = (await get(entry.detail, { [key]: id }))['data'] as Row;
    expect(before).toMatchObject({ [key]: id });
    const answer = await post(entry.submit, {
      [key]: id,
      ...entry.change,
      ...Object.fromEntries(
        Object.keys(before)
          .filter((field) => !(field in entry.change) && field !== key)
          .slice(0, 2)
          .map((field) => [field, null]),
      ),
    });
    expect({ msg: answer['msg'], code: answer['code'] }).toEqual({ msg: '操作成功', code: 200 });
    const after = (await get(entry.detail, { [key]: id }))['data'] as Row;
    const ignored = new Set([...AUDIT, ...(entry.derived ?? []), ...Object.keys(entry.change)]);
    const kept = (row: Row) => Object.fromEntries(Object.entries(row).filter(([field]) => !ignored.has(field)));
    expect(kept(after)).toEqual(kept(before));
    expect(after).toMatchObject(entry.change);
  });

  it(
    'lets a field sent under another accepted name win over the stored value (domain, paperName, bankName, score, ' + 'subjectId)',
    async () => {
      const expectChanged = async (submit: string, detail: string, body: Row, expected: Row) => {
        const answer = await post(submit, body);
        expect({ path: submit, msg: answer['msg'] }).toEqual({ path: submit, msg: '操作成功' });
        expect((await get(detail, { id: body['id'] }))['data']).toMatchObject(expected);
      };
      await expectChanged(
        '/blade-system/tenant/submit',
        '/blade-system/tenant/detail',
        { id: PLATFORM_TENANT_ROW_ID, domain: 'http://alias.example.com' },
        { domainUrl: 'http://alias.example.com' },
      );
      await expectChanged(
        '/blade-exam/testPaper/examTestPaper/submit',
        '/blade-exam/testPaper/examTestPaper/detail',
        { id: exam().paperId, paperName: '别名试卷' },
        { name: '别名试卷' },
      );
      const bank = await buildBank(app.application.orm, { tenantId: '000000' });
      await expectChanged(
        '/blade-exam/question-bank/examQuestionBank/submit',
        '/blade-exam/question-bank/examQuestionBank/detail',
        { id: bank.id, bankName: '别名题库' },
        { name: '别名题库' },
      );
      await expectChanged(
        '/blade-exam/subject/examSubject/submit',
        '/blade-exam/subject/examSubject/detail',
        { id: exam().questions[1], score: 4 },
        { defaultScore: 4 },
      );
    },
  );

  it("reads the stored row in the caller's tenant: another tenant's id is not found and nothing changes", async () => {
    const other = await buildTenant(app.application.orm, { permissions: ['post', 'post_add', 'post_edit'] });
    const otherAuth = {
      Authorization: SABER_BASIC,
      ...(await legacyAuth(app.http, other.tenantId, other.admin.account, other.admin.password)),
    };
    const before = (await get('/blade-system/post/detail', { id: POST_CEO_ID }))['data'] as Row;
    const answer = await app.http.post('/api/blade-system/post/submit').set(otherAuth).send({ id: POST_CEO_ID, remark: '越权' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 404, success: false });
    expect((await get('/blade-system/post/detail', { id: POST_CEO_ID }))['data']).toEqual(before);
  });

  it('refuses an unauthenticated or unauthorised partial submit, and a malformed key, without changing the row', async () => {
    const before = (await get('/blade-system/param/detail', { id: '1123598819738675203' }))['data'] as Row;
    const anonymous = await app.http
      .post('/api/blade-system/param/submit')
      .set('Authorization', SABER_BASIC)
      .send({ id: '1123598819738675203', paramValue: '1' });
    expect(anonymous.status).toBe(401);
    const reader = await buildTenant(app.application.orm, { permissions: ['post'] });
    const readerAuth = {
      Authorization: SABER_BASIC,
      ...(await legacyAuth(app.http, reader.tenantId, reader.admin.account, reader.admin.password)),
    };
    const forbidden = await app.http.post('/api/blade-system/post/submit').set(readerAuth).send({ id: POST_CEO_ID, remark: '无权' });
    expect([403, 404]).toContain(forbidden.status);
    const ownPost = await app.http
      .post('/api/blade-system/param/submit')
      .set(readerAuth)
      .send({ id: '1123598819738675203', paramValue: '1' });
    expect(ownPost.body).toMatchObject({ success: false });
    for (const id of ['abc', { nested: 1 }, ['1']]) {
      const bad = await app.http.post('/api/blade-system/param/submit').set(auth).send({ id, paramValue: '1' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 400, success: false });
    }
    expect((await get('/blade-system/param/detail', { id: '1123598819738675203' }))['data']).toEqual(before);
  });
});
