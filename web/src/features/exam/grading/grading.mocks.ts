import { graphql, HttpResponse } from 'msw';
import type {
  GradeChangesQuery,
  GradeItemMutation,
  GradeItemMutationVariables,
  GradingExamCountsQuery,
  GradingExaminationsQuery,
  GradingQueueQuery,
  GradingQuestionsQuery,
  GradingUsersQuery,
  MyMenusQuery,
  MyPermissionsQuery,
  ReleaseResultsMutation,
  TakeGradingLockMutation,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { examMenu, examPageMenu } from '../bank/bank.mocks';
import type { GradingItem } from './grading-types';

export const gradingMenu = examPageMenu('1920000000000000500', 'exam_grade', 'Grading', '/exam/grading', 5);
export const gradingPermissions: readonly string[] = [
  'exam_grade',
  'exam_grade_release',
  'exam_grade_regrade',
  'exam_score',
  'exam_question',
  'exam_examination',
];
export const otherGraderId = '1910000000000000401';

export const gradingExam = {
  id: '1940000000000000001',
  name: 'Computer basics midterm',
  status: 'GRADING' as const,
  closeAt: '2026-03-01T10:00:00.000Z',
};

function item(index: number, overrides: Partial<GradingItem> = {}): GradingItem {
  return {
    id: `195000000000000000${index}`,
    attemptId: `196000000000000000${index}`,
    userId: `191000000000000050${index}`,
    candidateName: `Student ${index}`,
    account: `student${index}`,
    attemptNo: 1,
    slot: 5,
    questionId: '1931000000000000005',
    questionType: 'SHORT_ANSWER',
    stem: '<p>How do memory and disk differ?</p>',
    explanation: '<p>Memory loses its data without power.</p>',
    maxScore: 5,
    answerText: `Answer of student ${index}`,
    files: [],
    gradingState: 'NEEDS_MANUAL',
    score: null,
    feedback: null,
    graderId: null,
    gradedAt: null,
    submittedAt: '2026-03-01T09:30:00.000Z',
    lockedBy: null,
    lockExpiresAt: null,
    ...overrides,
  };
}

export const gradingItems: readonly GradingItem[] = [
  item(1),
  item(2, { lockedBy: otherGraderId, lockExpiresAt: '2099-01-01T00:00:00.000Z' }),
];

export function countsAnswer(
  status: GradingExamCountsQuery['examination']['status'],
  pending: readonly GradingItem[],
): GradingExamCountsQuery {
  return {
    examination: { id: gradingExam.id, name: gradingExam.name, status, resultsReleasedAt: null },
    pending: {
      total: pending.length,
      records: pending.map(({ id, lockedBy, lockExpiresAt, questionId, slot, stem }) => ({
        id,
        lockedBy,
        lockExpiresAt,
        questionId,
        slot,
        stem,
      })),
    },
    graded: { total: 1 },
  };
}

/** The server's answer to gradeItem: the first answer, graded by the signed-in user. */
export function gradedAnswer(variables: GradeItemMutationVariables): GradeItemMutation {
  return {
    gradeItem: {
      ...item(1),
      score: variables.input.score,
      feedback: variables.input.comment ?? null,
      gradingState: 'MANUALLY_GRADED',
      graderId: sessionFixtures.user.id,
      gradedAt: '2026-03-01T11:00:00.000Z',
    },
  };
}

export const gradingMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () =>
    HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, examMenu, gradingMenu] } }),
  ),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...gradingPermissions] } }),
  ),
  GradingExaminations: graphql.query<GradingExaminationsQuery>('GradingExaminations', () =>
    HttpResponse.json({ data: { examinations: { records: [gradingExam] } } }),
  ),
  GradingExamCounts: graphql.query<GradingExamCountsQuery>('GradingExamCounts', () =>
    HttpResponse.json({ data: countsAnswer('GRADING', gradingItems) }),
  ),
  GradingQueue: graphql.query<GradingQueueQuery>('GradingQueue', () =>
    HttpResponse.json({ data: { gradingQueue: { total: gradingItems.length, current: 1, size: 10, records: [...gradingItems] } } }),
  ),
  GradingUsers: graphql.query<GradingUsersQuery>('GradingUsers', () =>
    HttpResponse.json({ data: { userOptions: [{ id: otherGraderId, account: 'admin', realName: 'Principal Wang' }] } }),
  ),
  GradingQuestions: graphql.query<GradingQuestionsQuery>('GradingQuestions', () =>
    HttpResponse.json({
      data: {
        frozenQuestions: [
          { questionId: '1931000000000000004', position: 1, questionType: 'SINGLE_CHOICE', stem: '<p>Which one is an input device?</p>' },
          { questionId: '1931000000000000005', position: 2, questionType: 'SHORT_ANSWER', stem: '<p>How do memory and disk differ?</p>' },
        ],
      },
    }),
  ),
  GradingReferenceAnswer: graphql.query('GradingReferenceAnswer', () =>
    HttpResponse.json({ data: { question: { id: '1931000000000000005', referenceAnswer: '<p>Memory is volatile, disks persist.</p>' } } }),
  ),
  GradeChanges: graphql.query<GradeChangesQuery>('GradeChanges', () => HttpResponse.json({ data: { gradeChanges: [] } })),
  TakeGradingLock: graphql.mutation<TakeGradingLockMutation>('TakeGradingLock', () =>
    HttpResponse.json({
      data: { takeGradingLock: { ...item(1), lockedBy: sessionFixtures.user.id, lockExpiresAt: '2099-01-01T00:30:00.000Z' } },
    }),
  ),
  ReleaseGradingLock: graphql.mutation('ReleaseGradingLock', () => HttpResponse.json({ data: { releaseGradingLock: true } })),
  GradeItem: graphql.mutation<GradeItemMutation, GradeItemMutationVariables>('GradeItem', ({ variables }) =>
    HttpResponse.json({ data: gradedAnswer(variables) }),
  ),
  ReleaseResults: graphql.mutation<ReleaseResultsMutation>('ReleaseResults', () =>
    HttpResponse.json({
      data: {
        releaseResults: { examinationId: gradingExam.id, examStatus: 'RESULTS_RELEASED', resultsReleasedAt: '2026-03-02T08:00:00.000Z' },
      },
    }),
  ),
};
