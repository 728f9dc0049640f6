import { PaperQuestion } from '../../../src/modules/exam/paper/paper-question.entity';
import { Paper } from '../../../src/modules/exam/paper/paper.entity';
import { PaperStatus, QuestionStatus, QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { buildBank, buildQuestions, serviceContext } from '../../factories/exam.factory';
import { staffTenant, userWith, type StaffTenant } from '../../factories/exam-staff.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const PAPER_FIELDS =
  'id name mode passScore suggestedDurationMin paperStatus totalScore questionCount ruleCount warnings sections { id title sort ' +
  'questions { id questionId score sort question { id stem options { content isCorrect } } } drawRules { id bankName questionType ' +
  'difficulty count scoreEach available fillable } }';
const LIST =
  'query ($filter: PaperFilter) { papers(filter: $filter) { records { id name paperStatus totalScore questionCount ruleCount } total } }';
const DETAIL = `query ($id: ID!) { paper(id: $id) { ${PAPER_FIELDS} } }`;
const PUBLISHABLE = 'query { publishablePapers { id paperStatus } }';
const SUBMIT = `mutation ($input: PaperInput!) { submitPaper(input: $input) { ${PAPER_FIELDS} } }`;
const READY = 'mutation ($id: ID!) { markPaperReady(id: $id) { id paperStatus } }';
const COPY = `mutation ($id: ID!) { copyPaper(id: $id) { ${PAPER_FIELDS} } }`;
const REMOVE = 'mutation ($ids: [ID!]!) { removePapers(ids: $ids) }';
const ADD = `
    mutation ($paperId: ID!, $items: [PaperItemInput!]!, $sectionId: ID) {
      addPaperQuestions(paperId: $paperId, items: $items, sectionId: $sectionId) {
        id
        totalScore
        questionCount
      }
    }
  `;
const LINKS = 'query ($paperId: ID!) { paperQuestions(paperId: $paperId) { records { id questionId score } total } }';
const LINK =
  'query ($id: ID!, $questionId: ID) { paperQuestion(id: $id, questionId: $questionId) { id questionId score question { stem } } }';
const LINK_SUBMIT = 'mutation ($input: PaperQuestionInput!) { submitPaperQuestion(input: $input) { id score sort } }';
const LINK_REMOVE = 'mutation ($ids: [ID!]!) { removePaperQuestions(ids: $ids) }';

interface PaperData {
  id: string;
  name: string;
  paperStatus: string;
  totalScore: number;
  questionCount: number;
  warnings: string[];
  sections: Array<{
    id: string;
    questions: Array<{ id: string; questionId: string; score: number; question: { options: unknown[] } | null }>;
    drawRules: Array<{ available: number; fillable: boolean }>;
  }>;
}

describe('papers over GraphQL', () => {
  let app: TestApp;
  let staff: StaffTenant;
  let other: StaffTenant;
  let bankId: string;
  let enabled: string[];
  let draft: string;

  beforeAll(async () => {
    app = await startTestApp();
    staff = await staffTenant(app);
    other = await staffTenant(app);
    const orm = app.application.orm;
    bankId = (await buildBank(orm, { tenantId: staff.tenant.tenantId, name: '安全生产知识' })).id;
    enabled = (await buildQuestions(orm, { tenantId: staff.tenant.tenantId, bankId, count: 6 })).map((question) => question.id);
    draft = (await buildQuestions(orm, { tenantId: staff.tenant.tenantId, bankId, count: 1, status: QuestionStatus.DRAFT }))[0]?.id ?? '';
    await buildQuestions(orm, { tenantId: staff.tenant.tenantId, bankId, count: 3, type: QuestionType.TRUE_FALSE, difficulty: 2 });
  });

  afterAll(async () => {
    await app.close();
  });

  const submit = (input: Record<string, unknown>, token = staff.token) =>
    graphql<{ submitPaper: PaperData }>(app.http, SUBMIT, { input }, { token, language: 'en' });
  const fixedInput = () => ({
    name: '安全生产期末考试',
    mode: 'FIXED',
    passScore: 3,
    suggestedDurationMin: 60,
    sections: [{ title: '一、单选题', questions: [{ questionId: enabled[0], score: 2.5 }, { questionId: enabled[1] }] }],
  });

  it('should build a fixed paper with sections and scores, derive the total, mark it ready and list it', async () => {
    const created = await submit(fixedInput());
    expect(created.errors).toBeUndefined();
    const paper = created.data?.submitPaper as PaperData;
    expect(paper).toMatchObject({ paperStatus: 'DRAFT', totalScore: 3.5, questionCount: 2, warnings: [] });
    expect(paper.sections[0]?.questions.map((item) => item.score)).toEqual([2.5, 1]);
    expect(paper.sections[0]?.questions[0]?.question?.options).toHaveLength(2);

    const ready = await graphql<{ markPaperReady: { paperStatus: string } }>(app.http, READY, { id: paper.id }, { token: staff.token });
    expect(ready.data?.markPaperReady.paperStatus).toBe('READY');
    const publishable = await graphql<{ publishablePapers: Array<{ id: string }> }>(app.http, PUBLISHABLE, {}, { token: staff.token });
    expect(publishable.data?.publishablePapers.map((row) => row.id)).toContain(paper.id);
    const list = await graphql<{ papers: { records: Array<{ id: string; questionCount: number }> } }>(
      app.http,
      LIST,
      { filter: { name: '期末', statuses: ['READY'] } },
      { token: staff.token },
    );
    expect(list.data?.papers.records).toEqual([expect.objectContaining({ id: paper.id, questionCount: 2 })]);

    // Raising the pass score above the total sends a READY paper back to DRAFT.
    const raised = await submit({ id: paper.id, name: paper.name, mode: 'FIXED', passScore: 10 });
    expect(raised.data?.submitPaper).toMatchObject({ paperStatus: 'DRAFT', totalScore: 3.5, questionCount: 2 });
    const notReady = await graphql(app.http, READY, { id: paper.id }, { token: staff.token, language: 'en' });
    expect(notReady.errors?.[0]).toMatchObject({
      extensions: { code: 'VALIDATION' },
      message: 'The pass score 10 cannot be higher than the total score 3.5',
    });
  });

  it('should build rule-drawn papers, warn about rules the enabled pool cannot fill, and refuse empty papers', async () => {
    const created = await submit({
      name: '随机卷',
      mode: 'RANDOM_RULES',
      sections: [
        {
          title: '判断题',
          drawRules: [
            { bankId, questionType: 'TRUE_FALSE', difficulty: 2, count: 3, scoreEach: 2 },
            { bankId, questionType: 'SHORT_ANSWER', count: 1, scoreEach: 10 },
          ],
        },
      ],
    });
    const paper = created.data?.submitPaper as PaperData;
    expect(paper.totalScore).toBe(16);
    expect(paper.sections[0]?.drawRules.map((rule) => [rule.available, rule.fillable])).toEqual([
      [3, true],
      [0, false],
    ]);
    expect(paper.warnings).toEqual([
      'The draw rule of section "判断题" (bank "安全生产知识", type SHORT_ANSWER, difficulty *) needs 1 questions but only 0 enabled ' +
        'questions exist',
    ]);

    const empty = await submit({ name: '空卷', mode: 'MIXED', sections: [] });
    const notReady = await graphql(app.http, READY, { id: empty.data?.submitPaper.id }, { token: staff.token, language: 'en' });
    expect(notReady.errors?.[0]?.message).toBe('The paper "空卷" has no questions and no draw rules');
  });

  it('should refuse bad structures with field messages and write nothing', async () => {
    const before = await app.application.orm.em.fork().count(Paper, {}, { filters: false });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...fixedInput(), name: ' ' }, 'name', 'Please enter the paper name'],
      [
        { ...fixedInput(), sections: [{ title: 'a', questions: [{ questionId: draft }] }] },
        'sections.0.questions.0.questionId',
        `Only enabled questions can be added to a paper: ${draft}`,
      ],
      [
        { ...fixedInput(), sections: [{ title: 'a', questions: [{ questionId: enabled[0] }, { questionId: enabled[0] }] }] },
        'sections.0.questions.1.questionId',
        `The question is already in the paper: ${enabled[0]}`,
      ],
      [
        { ...fixedInput(), sections: [{ title: 'a', drawRules: [{ bankId, questionType: 'SINGLE_CHOICE', count: 1, scoreEach: 1 }] }] },
        'sections.0.drawRules',
        'A FIXED paper cannot have draw rules',
      ],
      [{ ...fixedInput(), mode: 'RANDOM_RULES' }, 'sections.0.questions', 'A RANDOM_RULES paper cannot have fixed questions'],
      [
        { ...fixedInput(), sections: [{ title: 'a', questions: [{ questionId: enabled[0], score: 0 }] }] },
        'sections.0.questions.0.score',
        'The score must be greater than 0',
      ],
      [{ ...fixedInput(), passScore: -1 }, 'passScore', 'The score must be a number from 0 to 10000 with at most two decimals'],
      [
        { ...fixedInput(), suggestedDurationMin: 1441 },
        'suggestedDurationMin',
        "The paper's suggested duration must be from 1 to 1440 minutes",
      ],
      [
        {
          ...fixedInput(),
          mode: 'MIXED',
          sections: [{ title: 'a', drawRules: [{ bankId: '42', questionType: 'SINGLE_CHOICE', count: 0, scoreEach: 1 }] }],
        },
        'sections.0.drawRules.0.count',
        'The draw count must be from 1 to 500',
      ],
      [
        {
          ...fixedInput(),
          mode: 'MIXED',
          sections: [{ title: 'a', drawRules: [{ bankId: '42', questionType: 'SINGLE_CHOICE', count: 1, scoreEach: 1 }] }],
        },
        'sections.0.drawRules.0.bankId',
        'The question bank does not exist',
      ],
    ];
    for (const [input, field, message] of cases) {
      const result = await submit(input);
      expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect(result.errors?.[0]?.extensions.fields).toContainEqual({ field, message });
    }
    expect(await app.application.orm.em.fork().count(Paper, {}, { filters: false })).toBe(before);
  });

  it('should manage single question links and the legacy add form', async () => {
    const paper = (await submit({ name: '链接卷', mode: 'MIXED' })).data?.submitPaper as PaperData;
    const added = await graphql<{ addPaperQuestions: { totalScore: number; questionCount: number } }>(
      app.http,
      ADD,
      { paperId: paper.id, items: [{ questionId: enabled[2], score: 5 }, { questionId: enabled[3] }] },
      { token: staff.token },
    );
    expect(added.data?.addPaperQuestions).toEqual({ id: paper.id, totalScore: 6, questionCount: 2 });
    const again = await graphql(app.http, ADD, { paperId: paper.id, items: [{ questionId: enabled[2] }] }, { token: staff.token });
    expect(again.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const links = await graphql<{ paperQuestions: { records: Array<{ id: string; questionId: string }>; total: number } }>(
      app.http,
      LINKS,
      { paperId: paper.id },
      { token: staff.token },
    );
    expect(links.data?.paperQuestions.total).toBe(2);
    const byQuestion = await graphql<{ paperQuestion: { score: number } }>(
      app.http,
      LINK,
      { id: paper.id, questionId: enabled[2] },
      { token: staff.token },
    );
    expect(byQuestion.data?.paperQuestion.score).toBe(5);
    const linkId = links.data?.paperQuestions.records[0]?.id ?? '';
    const changed = await graphql<{ submitPaperQuestion: { score: number } }>(
      app.http,
      LINK_SUBMIT,
      { input: { id: linkId, paperId: paper.id, questionId: enabled[2], score: 7.25 } },
      { token: staff.token },
    );
    expect(changed.data?.submitPaperQuestion.score).toBe(7.25);
    const one = await graphql<{ submitPaperQuestion: { sort: number } }>(
      app.http,
      LINK_SUBMIT,
      { input: { paperId: paper.id, questionId: enabled[4], score: 1 } },
      { token: staff.token },
    );
    expect(one.data?.submitPaperQuestion.sort).toBe(3);
    expect(
      (await graphql<{ removePaperQuestions: number }>(app.http, LINK_REMOVE, { ids: [linkId] }, { token: staff.token })).data
        ?.removePaperQuestions,
    ).toBe(1);
    const detail = await graphql<{ paper: PaperData }>(app.http, DETAIL, { id: paper.id }, { token: staff.token });
    expect(detail.data?.paper.totalScore).toBe(2);
  });

  it('should keep the total of every question when authors add questions to one paper at the same time', async () => {
    const paper = (await submit({ name: '并发卷', mode: 'MIXED' })).data?.submitPaper as PaperData;
    const added = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        graphql(app.http, ADD, { paperId: paper.id, items: [{ questionId: enabled[index], score: index + 1 }] }, { token: staff.token }),
      ),
    );
    expect(added.map((result) => result.errors)).toEqual([undefined, undefined, undefined, undefined]);
    const detail = await graphql<{ paper: PaperData }>(app.http, DETAIL, { id: paper.id }, { token: staff.token });
    expect(detail.data?.paper).toMatchObject({ totalScore: 10, questionCount: 4 });
  });

  it('should link a question to a paper once when it is added several times at the same time', async () => {
    const paper = (await submit({ name: '并发重复卷', mode: 'MIXED' })).data?.submitPaper as PaperData;
    const added = await Promise.all(
      [0, 1, 2, 3].map(() =>
        graphql(
          app.http,
          ADD,
          { paperId: paper.id, items: [{ questionId: enabled[0], score: 2 }] },
          { token: staff.token, language: 'en' },
        ),
      ),
    );
    expect(added.filter((result) => !result.errors)).toHaveLength(1);
    expect(added.flatMap((result) => result.errors ?? []).map((error) => error.message)).toEqual(
      Array.from({ length: 3 }, () => expect.stringContaining(`The question is already in the paper: ${enabled[0]}`)),
    );
    const detail = await graphql<{ paper: PaperData }>(app.http, DETAIL, { id: paper.id }, { token: staff.token });
    expect(detail.data?.paper).toMatchObject({ totalScore: 2, questionCount: 1 });
  });

  it('should refuse every change of a LOCKED paper but copy it into a new DRAFT', async () => {
    const paper = (await submit(fixedInput())).data?.submitPaper as PaperData;
    await graphql(app.http, READY, { id: paper.id }, { token: staff.token });
    await app.application.services.examAuthoring.paperFreezer.freeze(
      serviceContext(app.application.orm, { tenantId: staff.tenant.tenantId }),
      paper.id,
    );
    const conflicts = [
      await submit({ ...fixedInput(), id: paper.id }),
      await graphql(app.http, REMOVE, { ids: [paper.id] }, { token: staff.token, language: 'en' }),
      await graphql(app.http, READY, { id: paper.id }, { token: staff.token, language: 'en' }),
      await graphql(app.http, ADD, { paperId: paper.id, items: [{ questionId: enabled[5] }] }, { token: staff.token, language: 'en' }),
      await graphql(app.http, LINK_REMOVE, { ids: [paper.sections[0]?.questions[0]?.id] }, { token: staff.token, language: 'en' }),
    ];
    for (const result of conflicts) {
      expect(result.errors?.[0]).toMatchObject({
        extensions: { code: 'CONFLICT' },
        message:
          'The paper "安全生产期末考试" is used by a published examination and cannot be changed or deleted; copy it to make changes',
      });
    }
    expect(await app.application.orm.em.fork().count(PaperQuestion, { paperId: paper.id, isDeleted: 0 }, { filters: false })).toBe(2);
    const copy = await graphql<{ copyPaper: PaperData }>(app.http, COPY, { id: paper.id }, { token: staff.token });
    expect(copy.data?.copyPaper).toMatchObject({
      name: '安全生产期末考试（副本）',
      paperStatus: 'DRAFT',
      totalScore: 3.5,
      questionCount: 2,
    });
    expect(copy.data?.copyPaper.id).not.toBe(paper.id);
    const removed = await graphql<{ removePapers: number }>(app.http, REMOVE, { ids: [copy.data?.copyPaper.id] }, { token: staff.token });
    expect(removed.data?.removePapers).toBe(1);
  });

  it('should refuse anonymous callers, users without the codes, and other tenants', async () => {
    const paper = (await submit(fixedInput())).data?.submitPaper as PaperData;
    const linkId = paper.sections[0]?.questions[0]?.id;
    const calls: Array<[string, Record<string, unknown>]> = [
      [LIST, {}],
      [DETAIL, { id: paper.id }],
      [PUBLISHABLE, {}],
      [LINKS, { paperId: paper.id }],
      [LINK, { id: linkId }],
      [SUBMIT, { input: fixedInput() }],
      [READY, { id: paper.id }],
      [COPY, { id: paper.id }],
      [REMOVE, { ids: [paper.id] }],
      [ADD, { paperId: paper.id, items: [{ questionId: enabled[5] }] }],
      [LINK_SUBMIT, { input: { paperId: paper.id, questionId: enabled[5] } }],
      [LINK_REMOVE, { ids: [linkId] }],
    ];
    for (const [query, variables] of calls) {
      expect((await graphql(app.http, query, variables)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    const student = await userWith(app, { tenant: staff.tenant, codes: ['exam', 'exam_take'] });
    const reader = await userWith(app, { tenant: staff.tenant, codes: ['exam_paper'] });
    for (const [query, variables] of calls) {
      expect((await graphql(app.http, query, variables, { token: student.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      if (query.startsWith('mutation')) {
        expect((await graphql(app.http, query, variables, { token: reader.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    const examiner = await userWith(app, { tenant: staff.tenant, codes: ['exam_examination'] });
    expect((await graphql(app.http, PUBLISHABLE, {}, { token: examiner.token })).errors).toBeUndefined();

    for (const [query, variables] of calls.filter(([query]) => query !== LIST && query !== PUBLISHABLE && query !== SUBMIT)) {
      const result = await graphql<Record<string, unknown>>(app.http, query, variables, { token: other.token });
      const outcome = result.errors?.[0]?.extensions.code ?? Object.values(result.data ?? {})[0];
      expect([0, 'NOT_FOUND']).toContain(outcome);
    }
    expect((await submit({ ...fixedInput(), id: paper.id }, other.token)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const theirs = await graphql<{ papers: { total: number } }>(app.http, LIST, {}, { token: other.token });
    expect(theirs.data?.papers.total).toBe(0);
    // Their own paper cannot take our questions either.
    const foreignQuestions = await submit({ ...fixedInput() }, other.token);
    expect(foreignQuestions.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(
      await app.application.orm.em.fork().count(Paper, { id: paper.id, isDeleted: 0, paperStatus: PaperStatus.DRAFT }, { filters: false }),
    ).toBe(1);
  });
});
