import { graphql, HttpResponse } from 'msw';
import type {
  FlagForReviewMutation,
  FlagForReviewMutationVariables,
  MyAttemptQuery,
  MyAttemptQueryVariables,
  MyAttemptReviewQuery,
  MyAttemptReviewQueryVariables,
  MyExaminationsQuery,
  MyExaminationsQueryVariables,
  ReportIntegrityEventMutation,
  ReportIntegrityEventMutationVariables,
  SaveAnswerMutation,
  SaveAnswerMutationVariables,
  StartAttemptMutation,
  StartAttemptMutationVariables,
  SubmitAttemptMutation,
  SubmitAttemptMutationVariables,
} from '../../generated/graphql';
import type { MyExam } from './my/exam-display';
import type { CandidateAttempt, CandidateItem } from './take/attempt-types';

export const examId = '1950000000000000001';
export const attemptId = '1960000000000000001';

const base = Date.UTC(2026, 4, 10, 1, 0, 0);
const iso = (offsetMinutes: number) => new Date(base + offsetMinutes * 60_000).toISOString();

export function myExam(overrides: Partial<MyExam> = {}): MyExam {
  return {
    id: examId,
    name: 'Computer basics quiz',
    description: null,
    instructions: '<p>Answer every question.</p>',
    kind: 'FORMAL',
    status: 'OPEN',
    openAt: iso(-60),
    closeAt: iso(120),
    durationMin: 60,
    timingMode: 'PER_ATTEMPT',
    maxAttempts: 1,
    passScore: 60,
    navigation: 'FREE',
    requireFullscreen: false,
    resultsReleasedAt: null,
    openNow: true,
    attemptsUsed: 0,
    canStart: true,
    phase: 'NOT_STARTED',
    group: 'OPEN',
    requiresPassword: false,
    accommodated: false,
    extraTimeMin: 0,
    latestAttempt: null,
    ...overrides,
  };
}

function item(slot: number, questionType: CandidateItem['questionType'], extra: Partial<CandidateItem> = {}): CandidateItem {
  const choice = questionType === 'SINGLE_CHOICE' || questionType === 'MULTIPLE_CHOICE' || questionType === 'TRUE_FALSE';
  const labels = questionType === 'TRUE_FALSE' ? ['True', 'False'] : ['Alpha', 'Beta', 'Gamma', 'Delta'];
  return {
    id: String(1970000000000000000n + BigInt(slot)),
    slot,
    questionId: String(1980000000000000000n + BigInt(slot)),
    questionType,
    sectionId: '1',
    sectionTitle: 'Section',
    stem: `<p>Stem of question ${slot}</p>`,
    maxScore: 5,
    blankCount: questionType === 'FILL_BLANK' ? 2 : 0,
    flagged: false,
    savedAt: null,
    fileRule: questionType === 'FILE_UPLOAD' ? { allowedExtensions: ['pdf', 'txt'], maxFiles: 1, maxSizeKb: 1 } : null,
    options: choice ? labels.map((content, index) => ({ id: `${slot}${index}`, label: String.fromCharCode(65 + index), content })) : [],
    response: null,
    ...extra,
  };
}

/** An attempt in progress with one question of every type; the server's clock is `serverNow`. */
export function attemptFixture(overrides: Partial<CandidateAttempt> = {}): CandidateAttempt {
  return {
    id: attemptId,
    attemptNo: 1,
    examinationId: examId,
    examinationName: 'Computer basics quiz',
    state: 'IN_PROGRESS',
    gradingState: 'UNGRADED',
    startedAt: iso(0),
    deadlineAt: iso(60),
    serverNow: iso(0),
    submittedAt: null,
    submitSource: null,
    navigation: 'FREE',
    questionsPerPage: 0,
    requireFullscreen: false,
    disableCopyPaste: false,
    paperTotal: 30,
    items: [
      item(1, 'SINGLE_CHOICE'),
      item(2, 'MULTIPLE_CHOICE'),
      item(3, 'TRUE_FALSE'),
      item(4, 'FILL_BLANK'),
      item(5, 'SHORT_ANSWER'),
      item(6, 'FILE_UPLOAD'),
    ],
    ...overrides,
  };
}

export function reviewFixture(): MyAttemptReviewQuery['myAttemptReview'] {
  return {
    attemptId,
    attemptNo: 1,
    examinationId: examId,
    examinationName: 'Computer basics quiz',
    state: 'SUBMITTED',
    gradingState: 'GRADED',
    submittedAt: iso(30),
    allowed: ['SCORE', 'MARKS_PER_QUESTION'],
    moments: ['IMMEDIATELY_AFTER'],
    paperTotal: 30,
    totalScore: 25,
    passed: true,
    questions: [
      {
        id: '1',
        slot: 1,
        questionId: '2',
        questionType: 'SINGLE_CHOICE',
        stem: '<p>Stem of question 1</p>',
        maxScore: 5,
        score: 5,
        isCorrect: null,
        explanation: null,
        feedback: null,
        acceptedBlanks: null,
        options: [
          { id: 'a', label: 'A', content: 'Alpha', isCorrect: null },
          { id: 'b', label: 'B', content: 'Beta', isCorrect: null },
        ],
        response: { optionIds: ['a'], blanks: [], text: null, files: [] },
      },
    ],
  };
}

/** Default handlers: one open examination without attempts; the attempt answers saves in order. */
export const examTakeMocks = {
  MyExaminations: graphql.query<MyExaminationsQuery, MyExaminationsQueryVariables>('MyExaminations', () =>
    HttpResponse.json({ data: { myExaminations: { current: 1, size: 200, total: 1, pages: 1, records: [myExam()] } } }),
  ),
  MyAttempt: graphql.query<MyAttemptQuery, MyAttemptQueryVariables>('MyAttempt', () => HttpResponse.json({ data: { myAttempt: null } })),
  StartAttempt: graphql.mutation<StartAttemptMutation, StartAttemptMutationVariables>('StartAttempt', () =>
    HttpResponse.json({ data: { startAttempt: attemptFixture() } }),
  ),
  SaveAnswer: graphql.mutation<SaveAnswerMutation, SaveAnswerMutationVariables>('SaveAnswer', ({ variables }) =>
    HttpResponse.json({
      data: {
        saveAnswer: {
          slot: variables.input.slot,
          accepted: true,
          ignored: false,
          clientSeq: variables.input.clientSeq ?? 0,
          serverNow: new Date().toISOString(),
        },
      },
    }),
  ),
  FlagForReview: graphql.mutation<FlagForReviewMutation, FlagForReviewMutationVariables>('FlagForReview', () =>
    HttpResponse.json({ data: { flagForReview: true } }),
  ),
  SubmitAttempt: graphql.mutation<SubmitAttemptMutation, SubmitAttemptMutationVariables>('SubmitAttempt', ({ variables }) =>
    HttpResponse.json({
      data: {
        submitAttempt: {
          attemptId: variables.attemptId,
          state: 'SUBMITTED',
          submittedAt: new Date().toISOString(),
          submitSource: 'CANDIDATE',
        },
      },
    }),
  ),
  ReportIntegrityEvent: graphql.mutation<ReportIntegrityEventMutation, ReportIntegrityEventMutationVariables>('ReportIntegrityEvent', () =>
    HttpResponse.json({ data: { reportIntegrityEvent: { action: 'WARN', count: 1, counted: true, limit: 3, state: 'IN_PROGRESS' } } }),
  ),
  MyAttemptReview: graphql.query<MyAttemptReviewQuery, MyAttemptReviewQueryVariables>('MyAttemptReview', () =>
    HttpResponse.json({ data: { myAttemptReview: reviewFixture() } }),
  ),
};
