import { graphql, HttpResponse } from 'msw';
import type {
  CopyPaperMutation,
  CopyPaperMutationVariables,
  MarkPaperReadyMutation,
  MarkPaperReadyMutationVariables,
  MyMenusQuery,
  MyPermissionsQuery,
  PaperDetailQuery,
  PaperDetailQueryVariables,
  PaperPickerQuestionsQuery,
  PaperPickerQuestionsQueryVariables,
  PapersQuery,
  PapersQueryVariables,
  RemovePapersMutation,
  RemovePapersMutationVariables,
  SubmitPaperMutation,
  SubmitPaperMutationVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { bankFixtures, examMenu, examPageMenu } from '../bank/bank.mocks';
import { questionDetails, questionPage } from '../question/question.mocks';
import type { PaperRow } from './paper-crud';

type PaperDetail = PaperDetailQuery['paper'];

function question(index: number) {
  const found = questionDetails[index];
  if (!found) {
    throw new Error(`no question ${index}`);
  }
  return found;
}

const computer = bankFixtures[0] ?? { id: '1', name: 'bank' };

/** A FIXED draft paper with one section of two questions, a rule-drawn READY paper and a LOCKED one. */
export const paperDetails: readonly PaperDetail[] = [
  {
    id: '1932000000000000001',
    name: 'Fixed paper',
    description: 'Picked questions',
    mode: 'FIXED',
    paperStatus: 'DRAFT',
    passScore: 3,
    passScorePct: 60,
    suggestedDurationMin: 60,
    totalScore: 5,
    questionCount: 2,
    ruleCount: 0,
    updateTime: new Date(Date.UTC(2026, 10, 4)).toISOString(),
    warnings: [],
    sections: [
      {
        id: '1932000000000000011',
        title: 'Part one',
        instructions: null,
        shuffleQuestions: false,
        sort: 1,
        questions: [0, 2].map((index, position) => {
          const detail = question(index);
          return {
            id: `19320000000000001${position}`,
            questionId: detail.id,
            score: 2.5,
            sort: position + 1,
            question: {
              id: detail.id,
              bankName: detail.bankName,
              questionType: detail.questionType,
              questionStatus: detail.questionStatus,
              stem: detail.stem,
              difficulty: detail.difficulty,
              explanation: detail.explanation,
              blanks: detail.blanks,
              caseSensitive: detail.caseSensitive,
              referenceAnswer: detail.referenceAnswer,
              fileRule: detail.fileRule,
              options: detail.options.map(({ id, content, isCorrect, sort }) => ({ id, content, isCorrect, sort })),
            },
          };
        }),
        drawRules: [],
      },
    ],
  },
  {
    id: '1932000000000000002',
    name: 'Random paper',
    description: null,
    mode: 'RANDOM_RULES',
    paperStatus: 'READY',
    passScore: 6,
    passScorePct: null,
    suggestedDurationMin: null,
    totalScore: 10,
    questionCount: 0,
    ruleCount: 1,
    updateTime: new Date(Date.UTC(2026, 10, 5)).toISOString(),
    warnings: [],
    sections: [
      {
        id: '1932000000000000021',
        title: 'Drawn',
        instructions: 'Answer all',
        shuffleQuestions: true,
        sort: 1,
        questions: [],
        drawRules: [
          {
            id: '1932000000000000031',
            bankId: computer.id,
            bankName: computer.name,
            questionType: 'SINGLE_CHOICE',
            difficulty: null,
            count: 5,
            scoreEach: 2,
            available: 40,
            fillable: true,
            sort: 1,
          },
        ],
      },
    ],
  },
  {
    id: '1932000000000000003',
    name: 'Locked paper',
    description: null,
    mode: 'FIXED',
    paperStatus: 'LOCKED',
    passScore: 1,
    passScorePct: null,
    suggestedDurationMin: 30,
    totalScore: 2.5,
    questionCount: 1,
    ruleCount: 0,
    updateTime: new Date(Date.UTC(2026, 10, 6)).toISOString(),
    warnings: [],
    sections: [],
  },
];

export function paperRowOf(paper: PaperDetail): PaperRow {
  const {
    id,
    name,
    description,
    mode,
    paperStatus,
    passScore,
    passScorePct,
    suggestedDurationMin,
    totalScore,
    questionCount,
    ruleCount,
    updateTime,
  } = paper;
  return {
    id,
    name,
    description,
    mode,
    paperStatus,
    passScore,
    passScorePct,
    suggestedDurationMin,
    totalScore,
    questionCount,
    ruleCount,
    updateTime,
  };
}

export const paperMenu = examPageMenu('1920000000000000300', 'exam_paper', 'Test papers', '/exam/paper', 3);
export const paperPermissions: readonly string[] = ['exam_paper_add', 'exam_paper_edit', 'exam_paper_delete', 'exam_paper_view'];

/** The picker's page (enabled questions and drafts) as the server filters it. */
export function pickerAnswer(variables: PaperPickerQuestionsQueryVariables): PaperPickerQuestionsQuery {
  const page = questionPage({ filter: variables.filter, page: variables.page });
  return {
    questions: {
      total: page.total,
      records: page.records.map(({ id, bankName, questionType, stem, difficulty, defaultScore, questionStatus }) => ({
        id,
        bankName,
        questionType,
        stem,
        difficulty,
        defaultScore,
        questionStatus,
      })),
    },
  };
}

export function submitPaperAnswer(variables: SubmitPaperMutationVariables): SubmitPaperMutation {
  const existing = paperDetails.find((candidate) => candidate.id === variables.input.id);
  const base = existing
    ? paperRowOf(existing)
    : paperRowOf({ ...(paperDetails[0] as PaperDetail), id: '1932999999999999999', paperStatus: 'DRAFT' });
  return { submitPaper: { ...base, name: variables.input.name } };
}

export const paperMocks = {
  Papers: graphql.query<PapersQuery, PapersQueryVariables>('Papers', ({ variables }) => {
    const statuses = variables.filter?.statuses;
    const rows = paperDetails.filter(
      (paper) =>
        (!variables.filter?.name || paper.name.includes(variables.filter.name)) &&
        (!variables.filter?.mode || paper.mode === variables.filter.mode) &&
        (!statuses || (Array.isArray(statuses) ? statuses : [statuses]).includes(paper.paperStatus)),
    );
    return HttpResponse.json({ data: { papers: { total: rows.length, size: 10, current: 1, pages: 1, records: rows.map(paperRowOf) } } });
  }),
  PaperDetail: graphql.query<PaperDetailQuery, PaperDetailQueryVariables>('PaperDetail', ({ variables }) => {
    const paper = paperDetails.find((candidate) => candidate.id === variables.id);
    return paper
      ? HttpResponse.json({ data: { paper } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  PaperPickerQuestions: graphql.query<PaperPickerQuestionsQuery, PaperPickerQuestionsQueryVariables>(
    'PaperPickerQuestions',
    ({ variables }) => HttpResponse.json({ data: pickerAnswer(variables) }),
  ),
  SubmitPaper: graphql.mutation<SubmitPaperMutation, SubmitPaperMutationVariables>('SubmitPaper', ({ variables }) =>
    HttpResponse.json({ data: submitPaperAnswer(variables) }),
  ),
  RemovePapers: graphql.mutation<RemovePapersMutation, RemovePapersMutationVariables>('RemovePapers', ({ variables }) =>
    HttpResponse.json({ data: { removePapers: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
  MarkPaperReady: graphql.mutation<MarkPaperReadyMutation, MarkPaperReadyMutationVariables>('MarkPaperReady', ({ variables }) =>
    HttpResponse.json({ data: { markPaperReady: { id: variables.id, paperStatus: 'READY' } } }),
  ),
  CopyPaper: graphql.mutation<CopyPaperMutation, CopyPaperMutationVariables>('CopyPaper', () =>
    HttpResponse.json({ data: { copyPaper: { id: '1932000000000000001', name: 'Fixed paper', paperStatus: 'DRAFT' } } }),
  ),
};

export const paperSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () =>
    HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, examMenu, paperMenu] } }),
  ),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...paperPermissions] } }),
  ),
};
