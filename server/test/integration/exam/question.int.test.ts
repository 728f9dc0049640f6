import { QuestionOption } from '../../../src/modules/exam/question/question-option.entity';
import { Question } from '../../../src/modules/exam/question/question.entity';
import { QuestionStatus } from '../../../src/modules/exam/shared/exam-enums';
import { buildBank, buildPaper } from '../../factories/exam.factory';
import { staffTenant, userWith, type StaffTenant } from '../../factories/exam-staff.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const FIELDS =
  'id bankId bankName questionType stem difficulty tags explanation defaultScore questionStatus multiSelectScoring options { id ' +
  'content isCorrect weightPct sort } blanks caseSensitive referenceAnswer fileRule { maxFiles maxSizeKb allowedExtensions } ' +
  'version';
const LIST =
  `query ($filter: QuestionFilter, $page: PageInput) { questions(filter: $filter, page: $page) { records { ${FIELDS} ` + `} total } }`;
const DETAIL = `query ($id: ID!) { question(id: $id) { ${FIELDS} } }`;
const SUBMIT = `mutation ($input: QuestionInput!) { submitQuestion(input: $input) { ${FIELDS} } }`;
const STATUS = 'mutation ($ids: [ID!]!, $status: QuestionStatus!) { updateQuestionStatus(ids: $ids, status: $status) }';
const TOGGLE = 'mutation ($ids: [ID!]!) { toggleQuestionStatus(ids: $ids) }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeQuestions(ids: $ids) }';
const OPTION = 'query ($id: ID!) { questionOption(id: $id) { id questionId content isCorrect } }';
const OPTION_SUBMIT = 'mutation ($input: QuestionOptionSubmitInput!) { submitQuestionOption(input: $input) { id content isCorrect sort } }';
const OPTION_REMOVE = 'mutation ($ids: [ID!]!) { removeQuestionOptions(ids: $ids) }';

interface QuestionData {
  id: string;
  stem: string;
  version: number;
  defaultScore: number;
  questionStatus: QuestionStatus;
  options: Array<{ id: string; content: string; isCorrect: boolean }>;
  blanks: string[][];
  fileRule: { allowedExtensions: string[] } | null;
  bankName: string;
}

describe('questions over GraphQL', () => {
  let app: TestApp;
  let staff: StaffTenant;
  let other: StaffTenant;
  let bankId: string;

  beforeAll(async () => {
    app = await startTestApp();
    staff = await staffTenant(app);
    other = await staffTenant(app);
    bankId = (await buildBank(app.application.orm, { tenantId: staff.tenant.tenantId, name: '计算机基础' })).id;
  });

  afterAll(async () => {
    await app.close();
  });

  const count = (where: Record<string, unknown> = {}) => app.application.orm.em.fork().count(Question, where, { filters: false });
  const submit = async (input: Record<string, unknown>, token = staff.token) =>
    graphql<{ submitQuestion: QuestionData }>(app.http, SUBMIT, { input: { bankId, ...input } }, { token });
  const single = {
    questionType: 'SINGLE_CHOICE',
    stem: '<p>HTTP 默认端口是？</p>',
    defaultScore: 2.5,
    difficulty: 2,
    tags: ['网络', ' 协议 ', '网络'],
    options: [
      { content: '21', isCorrect: false },
      { content: '80', isCorrect: true },
      { content: '443', isCorrect: false },
    ],
  };

  it('should add a question of every type with its type’s fields, and list them with filters', async () => {
    const created = await submit(single);
    expect(created.errors).toBeUndefined();
    // Saved ENABLED: the staff may enable questions, so a new one is usable in papers at once (issue 12 item 3).
    expect(created.data?.submitQuestion).toMatchObject({
      defaultScore: 2.5,
      questionStatus: 'ENABLED',
      version: 1,
      bankName: '计算机基础',
      tags: ['网络', '协议'],
      blanks: [],
      fileRule: null,
    });
    expect(created.data?.submitQuestion.options.map((option) => [option.content, option.isCorrect])).toEqual([
      ['21', false],
      ['80', true],
      ['443', false],
    ]);

    const multiple = await submit({
      questionType: 'MULTIPLE_CHOICE',
      stem: '属于输入设备的有？',
      multiSelectScoring: 'WEIGHTED',
      options: [
        { content: '键盘', isCorrect: true, weightPct: 50 },
        { content: '鼠标', isCorrect: true, weightPct: 50 },
        { content: '显示器', isCorrect: false, weightPct: -50 },
      ],
    });
    expect(multiple.errors).toBeUndefined();
    const trueFalse = await submit({
      questionType: 'TRUE_FALSE',
      stem: 'CPU 是中央处理器。',
      difficulty: 1,
      options: [
        { content: '正确', isCorrect: true },
        { content: '错误', isCorrect: false },
      ],
    });
    expect(trueFalse.errors).toBeUndefined();
    const fill = await submit({
      questionType: 'FILL_BLANK',
      stem: '1 KB 等于 ___ 字节，1 字节等于 ___ 位。',
      blanks: [['1024'], ['8', '八']],
      caseSensitive: true,
    });
    expect(fill.data?.submitQuestion.blanks).toEqual([['1024'], ['8', '八']]);
    const short = await submit({
      questionType: 'SHORT_ANSWER',
      stem: '简述操作系统的作用。',
      referenceAnswer: '管理硬件资源，为应用提供服务。',
      tags: ['操作系统'],
    });
    expect(short.errors).toBeUndefined();
    const file = await submit({
      questionType: 'FILE_UPLOAD',
      stem: '上传你的实验报告。',
      fileRule: { maxFiles: 2, maxSizeKb: 2048, allowedExtensions: ['.PDF', 'docx'] },
    });
    expect(file.data?.submitQuestion.fileRule?.allowedExtensions).toEqual(['pdf', 'docx']);

    const byType = await graphql<{ questions: { total: number } }>(
      app.http,
      LIST,
      { filter: { bankId, questionType: 'FILL_BLANK' } },
      { token: staff.token },
    );
    expect(byType.data?.questions.total).toBe(1);
    const byKeyword = await graphql<{ questions: { records: QuestionData[] } }>(
      app.http,
      LIST,
      { filter: { keyword: '输入设备' } },
      { token: staff.token },
    );
    expect(byKeyword.data?.questions.records).toHaveLength(1);
    const byTag = await graphql<{ questions: { total: number } }>(app.http, LIST, { filter: { tag: '操作系统' } }, { token: staff.token });
    expect(byTag.data?.questions.total).toBe(1);
    const byDifficulty = await graphql<{ questions: { total: number } }>(
      app.http,
      LIST,
      { filter: { difficulty: 1, questionStatus: 'ENABLED' } },
      { token: staff.token },
    );
    expect(byDifficulty.data?.questions.total).toBe(1);
  });

  it('should sanitize the stem and explanation and count every edit in the version', async () => {
    const created = await submit({
      ...single,
      stem: '<p onclick="x()">端口<script>alert(1)</script><img src="https://a.example.com/p.png" onerror="alert(1)"></p>',
      explanation: '<b>HTTP</b> 使用 80<iframe src="https://evil"></iframe>',
    });
    const question = created.data?.submitQuestion as QuestionData;
    expect(question.stem).toBe('<p>端口<img src="https://a.example.com/p.png" /></p>');
    const stored = await app.application.orm.em.fork().findOneOrFail(Question, { id: question.id }, { filters: false });
    expect(stored.stem).not.toMatch(/script|onerror|onclick/);
    expect(stored.explanation).toBe('HTTP 使用 80');

    const [first, second, third] = question.options;
    const edited = await submit({
      ...single,
      id: question.id,
      stem: '<p>HTTPS 默认端口是？</p>',
      options: [
        { id: first?.id, content: '21', isCorrect: false },
        { id: third?.id, content: '443', isCorrect: true },
      ],
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.submitQuestion.version).toBe(2);
    expect(edited.data?.submitQuestion.options.map((option) => option.id)).toEqual([first?.id, third?.id]);
    expect(await app.application.orm.em.fork().count(QuestionOption, { id: second?.id }, { filters: false })).toBe(0);
  });

  it('should refuse questions breaking their type’s rules with translated messages and write nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          ...single,
          options: [
            { content: 'a', isCorrect: true },
            { content: 'b', isCorrect: true },
          ],
        },
        'Single-choice and true/false questions need exactly one correct option',
      ],
      [
        {
          ...single,
          questionType: 'MULTIPLE_CHOICE',
          options: [
            { content: 'a', isCorrect: false },
            { content: 'b', isCorrect: false },
          ],
        },
        'A multiple-choice question needs at least one correct option',
      ],
      [{ ...single, options: [{ content: 'a', isCorrect: true }] }, 'This question type needs at least 2 options'],
      [
        {
          ...single,
          questionType: 'TRUE_FALSE',
          options: [
            { content: '对', isCorrect: true },
            { content: '错', isCorrect: false },
          ],
        },
        'A true/false question has exactly the options "正确" and "错误"',
      ],
      [
        { questionType: 'FILL_BLANK', stem: '只有一个空 ___ 。', blanks: [['a'], ['b']] },
        'The stem has 1 blank markers (___) but answers are given for 2 blanks',
      ],
      [{ questionType: 'FILL_BLANK', stem: '空 ___', blanks: [[' ']] }, 'Please give at least one accepted answer for every blank'],
      [{ questionType: 'FILE_UPLOAD', stem: '上传' }, 'Please set the file rule of the upload question'],
      [{ questionType: 'SHORT_ANSWER', stem: '简答', options: [{ content: 'a', isCorrect: true }] }, 'This question type has no options'],
      [{ ...single, stem: '<script>alert(1)</script>' }, 'Please enter the question stem'],
      [{ ...single, difficulty: 6 }, 'The difficulty must be from 1 to 5'],
      [{ ...single, defaultScore: 1.234 }, 'The score must be a number from 0 to 10000 with at most two decimals'],
      [{ ...single, bankId: '123' }, 'The question bank does not exist'],
    ];
    for (const [input, message] of cases) {
      const result = await graphql(app.http, SUBMIT, { input: { bankId, ...input } }, { token: staff.token, language: 'en' });
      expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect(result.errors?.[0]?.extensions.fields?.map((field: { message: string }) => field.message)).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('should change statuses (set and legacy toggle) and refuse deleting a question a paper uses', async () => {
    const id = (await submit({ ...single, questionStatus: 'DRAFT' })).data?.submitQuestion.id ?? '';
    expect(
      (await graphql<{ updateQuestionStatus: number }>(app.http, STATUS, { ids: [id], status: 'ENABLED' }, { token: staff.token })).data
        ?.updateQuestionStatus,
    ).toBe(1);
    expect(
      (await graphql<{ toggleQuestionStatus: number }>(app.http, TOGGLE, { ids: [id] }, { token: staff.token })).data?.toggleQuestionStatus,
    ).toBe(1);
    expect((await app.application.orm.em.fork().findOneOrFail(Question, { id }, { filters: false })).questionStatus).toBe(
      QuestionStatus.DISABLED,
    );
    await graphql(app.http, TOGGLE, { ids: [id] }, { token: staff.token });
    expect((await app.application.orm.em.fork().findOneOrFail(Question, { id }, { filters: false })).questionStatus).toBe(
      QuestionStatus.ENABLED,
    );

    const { paper } = await buildPaper(app.application.orm, { tenantId: staff.tenant.tenantId, items: [{ questionId: id, score: 100 }] });
    const refused = await graphql(app.http, REMOVE, { ids: [id] }, { token: staff.token });
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: `题目已被试卷「${paper.name}」使用，请先从试卷中移除再删除`,
    });
    const free = (await submit(single)).data?.submitQuestion.id ?? '';
    expect(
      (await graphql<{ removeQuestions: number }>(app.http, REMOVE, { ids: [free] }, { token: staff.token })).data?.removeQuestions,
    ).toBe(1);
    expect((await graphql(app.http, DETAIL, { id: free }, { token: staff.token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('should add, change and delete single options, checking the question as a whole', async () => {
    const question = (await submit(single)).data?.submitQuestion as QuestionData;
    const [wrong, right] = question.options;
    const added = await graphql<{ submitQuestionOption: { id: string; sort: number } }>(
      app.http,
      OPTION_SUBMIT,
      { input: { questionId: question.id, content: '8080', isCorrect: false } },
      { token: staff.token },
    );
    expect(added.data?.submitQuestionOption.sort).toBe(4);
    expect(
      (
        await graphql<{ questionOption: { content: string } }>(
          app.http,
          OPTION,
          { id: added.data?.submitQuestionOption.id },
          { token: staff.token },
        )
      ).data?.questionOption.content,
    ).toBe('8080');
    const twoCorrect = await graphql(
      app.http,
      OPTION_SUBMIT,
      { input: { id: wrong?.id, questionId: question.id, content: '21', isCorrect: true } },
      { token: staff.token },
    );
    expect(twoCorrect.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const noCorrect = await graphql(app.http, OPTION_REMOVE, { ids: [right?.id] }, { token: staff.token });
    expect(noCorrect.errors?.[0]?.message).toBe('单选题和判断题必须有且只有一个正确选项');
    expect(
      (await graphql<{ removeQuestionOptions: number }>(app.http, OPTION_REMOVE, { ids: [wrong?.id] }, { token: staff.token })).data
        ?.removeQuestionOptions,
    ).toBe(1);
    const detail = await graphql<{ question: QuestionData }>(app.http, DETAIL, { id: question.id }, { token: staff.token });
    expect(detail.data?.question.options.map((option) => option.content)).toEqual(['80', '443', '8080']);
    expect(detail.data?.question.version).toBe(3);
  });

  it('should refuse anonymous callers, users without the codes, and other tenants', async () => {
    const question = (await submit({ ...single, questionStatus: 'DRAFT' })).data?.submitQuestion as QuestionData;
    for (const [query, variables] of [
      [LIST, {}],
      [DETAIL, { id: question.id }],
      [SUBMIT, { input: { bankId, ...single } }],
      [STATUS, { ids: [question.id], status: 'ENABLED' }],
      [TOGGLE, { ids: [question.id] }],
      [REMOVE, { ids: [question.id] }],
      [OPTION, { id: question.options[0]?.id }],
      [OPTION_REMOVE, { ids: [question.options[0]?.id] }],
    ] as const) {
      expect((await graphql(app.http, query, variables)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    const student = await userWith(app, { tenant: staff.tenant, codes: ['exam', 'exam_take'] });
    expect((await graphql(app.http, DETAIL, { id: question.id }, { token: student.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, OPTION, { id: question.options[0]?.id }, { token: student.token })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    const editor = await userWith(app, { tenant: staff.tenant, codes: ['exam_question', 'exam_question_add', 'exam_question_edit'] });
    expect(
      (await graphql(app.http, STATUS, { ids: [question.id], status: 'ENABLED' }, { token: editor.token })).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
    const sneaky = await submit({ ...single, id: question.id, questionStatus: 'ENABLED' }, editor.token);
    expect(sneaky.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, REMOVE, { ids: [question.id] }, { token: editor.token })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    const before = await count();
    const reader = await userWith(app, { tenant: staff.tenant, codes: ['exam_question'] });
    expect((await submit(single, reader.token)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await count()).toBe(before);

    expect((await graphql(app.http, DETAIL, { id: question.id }, { token: other.token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql(app.http, OPTION, { id: question.options[0]?.id }, { token: other.token })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    const theirs = await graphql<{ questions: { total: number } }>(app.http, LIST, {}, { token: other.token });
    expect(theirs.data?.questions.total).toBe(0);
    expect((await submit({ ...single, id: question.id }, other.token)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(
      (await graphql<{ updateQuestionStatus: number }>(app.http, STATUS, { ids: [question.id], status: 'ENABLED' }, { token: other.token }))
        .data?.updateQuestionStatus,
    ).toBe(0);
    expect(
      (await graphql<{ removeQuestions: number }>(app.http, REMOVE, { ids: [question.id] }, { token: other.token })).data?.removeQuestions,
    ).toBe(0);
    expect(
      (
        await graphql<{ removeQuestionOptions: number }>(
          app.http,
          OPTION_REMOVE,
          { ids: [question.options[0]?.id] },
          { token: other.token },
        )
      ).data?.removeQuestionOptions,
    ).toBe(0);
    expect(await count({ id: question.id, isDeleted: 0, questionStatus: 'DRAFT', version: 1 })).toBe(1);
  });
});
