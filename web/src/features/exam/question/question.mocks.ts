import { graphql, HttpResponse } from 'msw';
import type {
  MyMenusQuery,
  MyPermissionsQuery,
  QuestionDetailQuery,
  QuestionDetailQueryVariables,
  QuestionsQuery,
  QuestionsQueryVariables,
  QuestionType,
  RemoveQuestionsMutation,
  RemoveQuestionsMutationVariables,
  SubmitQuestionMutation,
  SubmitQuestionMutationVariables,
  UpdateQuestionStatusMutation,
  UpdateQuestionStatusMutationVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { bankFixtures, examMenu, examPageMenu } from '../bank/bank.mocks';
import type { QuestionRow } from './question-crud';
import { TRUE_FALSE_LABELS } from './question-form';
import { questionTypes } from './question-labels';

type QuestionDetail = QuestionDetailQuery['question'];

function bankOf(index: number) {
  const bank = bankFixtures[index % 3];
  if (!bank) {
    throw new Error('no bank');
  }
  return bank;
}

/** A full question of `type` (options, blanks, rule by type). */
export function questionDetail(index: number, type: QuestionType): QuestionDetail {
  const bank = bankOf(index);
  const id = String(1931000000000000000n + BigInt(index));
  const choice = (content: string, isCorrect: boolean, sort: number) => ({ id: `${id}${sort}`, content, isCorrect, weightPct: 0, sort });
  const options =
    type === 'SINGLE_CHOICE'
      ? [choice('<p>HTTP</p>', false, 1), choice('<p>FTP</p>', false, 2), choice('<p>TCP</p>', true, 3), choice('<p>SMTP</p>', false, 4)]
      : type === 'MULTIPLE_CHOICE'
        ? [choice('RAM', true, 1), choice('ROM', true, 2), choice('USB', false, 3)]
        : type === 'TRUE_FALSE'
          ? TRUE_FALSE_LABELS.map((label, position) => choice(label, position === 0, position + 1))
          : [];
  return {
    id,
    bankId: bank.id,
    bankName: bank.name,
    questionType: type,
    questionStatus: index % 4 === 0 ? 'DRAFT' : index % 4 === 3 ? 'DISABLED' : 'ENABLED',
    stem: type === 'FILL_BLANK' ? `<p>Question ${index}: the capital of France is ___.</p>` : `<p>Question ${index} (${type})</p>`,
    difficulty: (index % 5) + 1,
    tags: index % 2 === 0 ? ['network'] : [],
    defaultScore: 2.5,
    explanation: index % 2 === 0 ? `<p>Why question ${index}</p>` : null,
    multiSelectScoring: 'ALL_OR_NOTHING',
    blanks: type === 'FILL_BLANK' ? [['Paris', 'paris']] : [],
    caseSensitive: false,
    referenceAnswer: type === 'SHORT_ANSWER' ? '<p>Reference</p>' : null,
    fileRule: type === 'FILE_UPLOAD' ? { maxFiles: 2, maxSizeKb: 2048, allowedExtensions: ['pdf'] } : null,
    options,
    version: 1,
    updateTime: new Date(Date.UTC(2026, 10, 3, 8, 0, index)).toISOString(),
  };
}

/** 14 questions of all six types. */
export const questionDetails: readonly QuestionDetail[] = Array.from({ length: 14 }, (_, index) =>
  questionDetail(index + 1, questionTypes[index % 6] ?? 'SINGLE_CHOICE'),
);

export function rowOf(question: QuestionDetail): QuestionRow {
  const { id, bankId, bankName, questionType, questionStatus, stem, difficulty, tags, defaultScore, version, updateTime } = question;
  return { id, bankId, bankName, questionType, questionStatus, stem, difficulty, tags, defaultScore, version, updateTime };
}

export const questionMenu = examPageMenu('1920000000000000200', 'exam_question', 'Questions', '/exam/question', 2);
export const questionPermissions: readonly string[] = [
  'exam_question_add',
  'exam_question_edit',
  'exam_question_delete',
  'exam_question_view',
  'exam_question_status',
  'exam_question_import',
  'exam_question_export',
];

/** The list as the server filters it. */
export function questionPage(
  variables: QuestionsQueryVariables,
  rows: readonly QuestionDetail[] = questionDetails,
): QuestionsQuery['questions'] {
  const filter = variables.filter ?? {};
  const filtered = rows.filter(
    (row) =>
      (!filter.bankId || row.bankId === filter.bankId) &&
      (!filter.questionType || row.questionType === filter.questionType) &&
      (!filter.questionStatus || row.questionStatus === filter.questionStatus) &&
      (!filter.questionStatuses ||
        (Array.isArray(filter.questionStatuses) ? filter.questionStatuses : [filter.questionStatuses]).includes(row.questionStatus)) &&
      (!filter.difficulty || row.difficulty === filter.difficulty) &&
      (!filter.keyword || row.stem.includes(filter.keyword)) &&
      (!filter.tag || row.tags.includes(filter.tag)),
  );
  const current = variables.page?.current ?? 1;
  const size = variables.page?.size ?? 10;
  return {
    total: filtered.length,
    size,
    current,
    pages: Math.ceil(filtered.length / size),
    records: filtered.slice((current - 1) * size, current * size).map(rowOf),
  };
}

export const questionMocks = {
  Questions: graphql.query<QuestionsQuery, QuestionsQueryVariables>('Questions', ({ variables }) =>
    HttpResponse.json({ data: { questions: questionPage(variables) } }),
  ),
  QuestionDetail: graphql.query<QuestionDetailQuery, QuestionDetailQueryVariables>('QuestionDetail', ({ variables }) => {
    const question = questionDetails.find((candidate) => candidate.id === variables.id);
    return question
      ? HttpResponse.json({ data: { question } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The record does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  SubmitQuestion: graphql.mutation<SubmitQuestionMutation, SubmitQuestionMutationVariables>('SubmitQuestion', ({ variables }) =>
    HttpResponse.json({
      data: {
        submitQuestion: {
          id: variables.input.id ?? '1931999999999999999',
          questionType: variables.input.questionType,
          questionStatus: variables.input.questionStatus ?? 'DRAFT',
          version: 1,
        },
      },
    }),
  ),
  RemoveQuestions: graphql.mutation<RemoveQuestionsMutation, RemoveQuestionsMutationVariables>('RemoveQuestions', ({ variables }) =>
    HttpResponse.json({ data: { removeQuestions: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
  UpdateQuestionStatus: graphql.mutation<UpdateQuestionStatusMutation, UpdateQuestionStatusMutationVariables>(
    'UpdateQuestionStatus',
    ({ variables }) => HttpResponse.json({ data: { updateQuestionStatus: Array.isArray(variables.ids) ? variables.ids.length : 1 } }),
  ),
};

/** Session answers of a teacher who sees the question page with all its buttons. */
export const questionSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () =>
    HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, examMenu, questionMenu] } }),
  ),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...questionPermissions] } }),
  ),
};
