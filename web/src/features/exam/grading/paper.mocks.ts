import { graphql, HttpResponse } from 'msw';
import type {
  BulkGradeQuestionMutation,
  GradingPaperQuery,
  GradingPaperQueryVariables,
  GradingResultsExportQuery,
} from '../../../generated/graphql';
import { gradingExam } from './grading.mocks';
import type { GradingPaperItem, GradingPaperView } from './paper-types';

export const paperAttempts = ['1960000000000000001', '1960000000000000002'] as const;

function paperItem(slot: number, overrides: Partial<GradingPaperItem>): GradingPaperItem {
  return {
    id: `19700000000000000${slot}${overrides.manual ? '1' : '0'}`,
    slot,
    questionId: `193100000000000000${slot}`,
    questionType: 'SHORT_ANSWER',
    stem: `<p>Question text ${slot}</p>`,
    maxScore: 5,
    manual: true,
    answerText: `Answer ${slot}`,
    files: [],
    gradingState: 'NEEDS_MANUAL',
    score: null,
    feedback: null,
    graderId: null,
    gradedAt: null,
    lockedBy: null,
    lockExpiresAt: null,
    ...overrides,
  };
}

/** A paper: one single choice graded automatically, two short answers waiting. */
export function paperOf(attemptId: string): GradingPaperView {
  const index = paperAttempts.indexOf(attemptId as (typeof paperAttempts)[number]);
  const other = paperAttempts[index === 0 ? 1 : 0];
  return {
    attemptId,
    examinationId: gradingExam.id,
    userId: `191000000000000050${index + 1}`,
    candidateName: `Student ${index + 1}`,
    account: `student${index + 1}`,
    attemptNo: 1,
    submittedAt: '2026-03-01T09:30:00.000Z',
    gradingState: 'NEEDS_MANUAL_GRADING',
    totalScore: 5,
    maxScore: 15,
    pendingItems: 2,
    pendingPapers: 2,
    previousAttemptId: other,
    nextAttemptId: other,
    items: [
      paperItem(1, {
        questionType: 'SINGLE_CHOICE',
        manual: false,
        answerText: 'A. Keyboard',
        gradingState: 'AUTO_GRADED',
        score: 5,
        maxScore: 5,
      }),
      paperItem(2, { manual: true, answerText: `Memory answer of student ${index + 1}` }),
      paperItem(3, { manual: true, answerText: `Disk answer of student ${index + 1}`, maxScore: 10 }),
    ],
  };
}

export const paperMocks = {
  GradingPaper: graphql.query<GradingPaperQuery, GradingPaperQueryVariables>('GradingPaper', ({ variables }) =>
    HttpResponse.json({ data: { gradingPaper: paperOf(variables.attemptId ?? paperAttempts[0]) } }),
  ),
  BulkGradeQuestion: graphql.mutation<BulkGradeQuestionMutation>('BulkGradeQuestion', () =>
    HttpResponse.json({ data: { bulkGradeQuestion: { graded: 1, attempts: 1 } } }),
  ),
  GradingResultsExport: graphql.query<GradingResultsExportQuery>('GradingResultsExport', () =>
    HttpResponse.json({
      data: {
        gradingResultsExport: {
          filename: 'results.xlsx',
          mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          contentBase64: 'UEsDBA==',
          rows: 2,
        },
      },
    }),
  ),
};
