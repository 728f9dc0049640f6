import { graphql, HttpResponse } from 'msw';
import type {
  AddExamCandidatesMutation,
  AddExamCandidatesMutationVariables,
  CancelExaminationMutation,
  ChangeExaminationCloseMutation,
  ChangeExaminationCloseMutationVariables,
  EndExaminationNowMutation,
  EndExaminationNowMutationVariables,
  CancelExaminationMutationVariables,
  CreateExaminationMutation,
  CreateExaminationMutationVariables,
  ExamCandidatesQuery,
  ExamCandidatesQueryVariables,
  ExaminationFieldsFragment,
  ExaminationPapersQuery,
  ExaminationQuery,
  ExaminationQueryVariables,
  ExaminationsQuery,
  ExaminationsQueryVariables,
  MyMenusQuery,
  MyPermissionsQuery,
  PublishExaminationMutation,
  PublishExaminationMutationVariables,
  RosterUserOptionsQuery,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { examMenu, examPageMenu } from '../bank/bank.mocks';

const examinationMenu = examPageMenu('1920000000000000400', 'exam_examination', 'Examinations', '/exam/examination', 4);
export const examinationPermissions: readonly string[] = [
  'exam_examination_add',
  'exam_examination_edit',
  'exam_examination_delete',
  'exam_examination_view',
  'exam_examination_publish',
  'exam_examination_roster',
  'exam_examination_cancel',
  'exam_examination_end',
  'exam_grade_release',
  'exam_examination_accommodation',
  'exam_score',
];

const hour = 3_600_000;
const base: ExaminationFieldsFragment & { __typename: 'Examination' } = {
  __typename: 'Examination',
  id: '1940000000000000001',
  name: 'Monthly test',
  description: null,
  instructions: '<p>Bring a pen</p>',
  paperId: '1932000000000000002',
  paperName: 'Safety paper',
  kind: 'FORMAL',
  openAt: new Date(Date.now() + 24 * hour).toISOString(),
  closeAt: new Date(Date.now() + 26 * hour).toISOString(),
  durationMin: 60,
  timingMode: 'PER_ATTEMPT',
  graceSec: 0,
  overdueHandling: 'AUTO_SUBMIT',
  maxAttempts: 1,
  gradeMethod: 'HIGHEST',
  passScore: 60,
  questionsPerPage: 1,
  navigation: 'FREE',
  shuffleQuestions: false,
  shuffleOptions: false,
  requireFullscreen: false,
  integrityPolicy: { action: 'LOG_ONLY', maxFocusLoss: 0, disableCopyPaste: false },
  reviewPolicy: { during: [], immediatelyAfter: [], laterWhileOpen: [], afterClose: [], afterRelease: ['SCORE'] },
  resultsReleaseAt: null,
  resultsReleasedAt: null,
  audienceMode: 'ROSTER',
  audienceDeptIds: [],
  requiresPassword: false,
  accessPassword: null,
  ipAllowList: [],
  smsReminder: false,
  smsReminderMinutes: 60,
  smsReminderSentAt: null,
  status: 'DRAFT',
  storedStatus: 'DRAFT',
  candidateCount: 0,
  totalScore: null,
  snapshotId: null,
  publishedAt: null,
  cancelReason: null,
  cancelledAt: null,
  runningAttemptCount: 0,
  awaitingGradingCount: 0,
  createTime: new Date(Date.UTC(2026, 0, 5)).toISOString(),
  updateTime: new Date(Date.UTC(2026, 0, 5)).toISOString(),
};

/** A draft, an open examination (published, frozen total 100) and a cancelled one. */
export const examinationFixtures: readonly ExaminationFieldsFragment[] = [
  base,
  {
    ...base,
    id: '1940000000000000002',
    name: 'Safety exam',
    openAt: new Date(Date.now() - hour).toISOString(),
    closeAt: new Date(Date.now() + 2 * hour).toISOString(),
    status: 'OPEN',
    storedStatus: 'SCHEDULED',
    timingMode: 'FIXED_WINDOW',
    durationMin: 180,
    runningAttemptCount: 3,
    candidateCount: 2,
    totalScore: 100,
    snapshotId: '1950000000000000001',
    publishedAt: new Date(Date.now() - 2 * hour).toISOString(),
  },
  {
    ...base,
    id: '1940000000000000003',
    name: 'Old exam',
    paperId: '1932000000000000009',
    paperName: 'Archived paper',
    status: 'CANCELLED',
    storedStatus: 'CANCELLED',
    cancelReason: 'Moved',
    cancelledAt: base.createTime,
  },
];

export const paperOptions: ExaminationPapersQuery['publishablePapers'] = [
  { id: '1932000000000000002', name: 'Safety paper', paperStatus: 'READY', totalScore: 100, passScore: 60, suggestedDurationMin: 90 },
  { id: '1932000000000000003', name: 'Small paper', paperStatus: 'LOCKED', totalScore: 10, passScore: 6, suggestedDurationMin: 30 },
];

export const candidateFixtures: ExamCandidatesQuery['examCandidates']['records'] = [
  {
    id: '1960000000000000001',
    userId: '1123598821738675203',
    account: 'student',
    realName: 'Wang Fang',
    deptId: '1',
    deptName: 'Class 1',
    status: 'ACTIVE',
    addedAt: base.createTime,
    attemptsUsed: 1,
    latestAttemptState: 'SUBMITTED',
    latestGradingState: 'GRADED',
    latestScore: 87.5,
    latestPassed: true,
  },
  {
    id: '1960000000000000002',
    userId: '1123598821738675204',
    account: 'student2',
    realName: 'Zhao Lei',
    deptId: '1',
    deptName: 'Class 1',
    status: 'INVITED',
    addedAt: base.createTime,
    attemptsUsed: 0,
    latestAttemptState: null,
    latestGradingState: null,
    latestScore: null,
    latestPassed: null,
  },
];

export const examinationMocks = {
  Examinations: graphql.query<ExaminationsQuery, ExaminationsQueryVariables>('Examinations', ({ variables }) => {
    const rows = examinationFixtures.filter(
      (exam) =>
        (!variables.filter?.keyword || exam.name.includes(variables.filter.keyword)) &&
        (!variables.filter?.status || exam.status === variables.filter.status),
    );
    return HttpResponse.json({ data: { examinations: { total: rows.length, size: 10, current: 1, pages: 1, records: rows } } });
  }),
  Examination: graphql.query<ExaminationQuery, ExaminationQueryVariables>('Examination', ({ variables }) => {
    const exam = examinationFixtures.find((candidate) => candidate.id === variables.id) ?? base;
    return HttpResponse.json({ data: { examination: exam } });
  }),
  ExaminationPapers: graphql.query<ExaminationPapersQuery>('ExaminationPapers', () =>
    HttpResponse.json({ data: { publishablePapers: paperOptions } }),
  ),
  CreateExamination: graphql.mutation<CreateExaminationMutation, CreateExaminationMutationVariables>('CreateExamination', ({ variables }) =>
    HttpResponse.json({ data: { createExamination: { id: '1940000000000000099', name: variables.input.name, status: 'DRAFT' } } }),
  ),
  PublishExamination: graphql.mutation<PublishExaminationMutation, PublishExaminationMutationVariables>(
    'PublishExamination',
    ({ variables }) =>
      HttpResponse.json({
        data: {
          publishExamination: {
            id: variables.id,
            status: 'SCHEDULED',
            storedStatus: 'SCHEDULED',
            snapshotId: '1',
            totalScore: 100,
            publishedAt: base.createTime,
          },
        },
      }),
  ),
  CancelExamination: graphql.mutation<CancelExaminationMutation, CancelExaminationMutationVariables>('CancelExamination', ({ variables }) =>
    HttpResponse.json({
      data: {
        cancelExamination: {
          id: variables.id,
          status: 'CANCELLED',
          storedStatus: 'CANCELLED',
          cancelReason: variables.reason ?? null,
          cancelledAt: base.createTime,
        },
      },
    }),
  ),
  EndExaminationNow: graphql.mutation<EndExaminationNowMutation, EndExaminationNowMutationVariables>('EndExaminationNow', ({ variables }) =>
    HttpResponse.json({
      data: {
        endExaminationNow: {
          id: variables.id,
          status: 'CLOSING',
          closeAt: new Date().toISOString(),
          runningAttemptCount: 0,
          awaitingGradingCount: 3,
        },
      },
    }),
  ),
  ChangeExaminationClose: graphql.mutation<ChangeExaminationCloseMutation, ChangeExaminationCloseMutationVariables>(
    'ChangeExaminationClose',
    ({ variables }) =>
      HttpResponse.json({
        data: {
          changeExaminationClose: {
            id: variables.id,
            status: 'OPEN',
            closeAt: String(variables.closeAt),
            durationMin: 60,
            runningAttemptCount: 3,
          },
        },
      }),
  ),
  ExamCandidates: graphql.query<ExamCandidatesQuery, ExamCandidatesQueryVariables>('ExamCandidates', ({ variables }) => {
    const rows = candidateFixtures.filter(
      (row) => !variables.keyword || row.account.includes(variables.keyword) || row.realName.includes(variables.keyword),
    );
    return HttpResponse.json({ data: { examCandidates: { total: rows.length, current: 1, size: 10, pages: 1, records: rows } } });
  }),
  RosterUserOptions: graphql.query<RosterUserOptionsQuery>('RosterUserOptions', () =>
    HttpResponse.json({ data: { userOptions: [{ id: '1123598821738675205', account: 'student3', realName: 'Sun Li', name: '' }] } }),
  ),
  AddExamCandidates: graphql.mutation<AddExamCandidatesMutation, AddExamCandidatesMutationVariables>('AddExamCandidates', ({ variables }) =>
    HttpResponse.json({ data: { addExamCandidates: Array.isArray(variables.userIds) ? variables.userIds.length : 0 } }),
  ),
};

export const examinationSessionMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () =>
    HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, examMenu, examinationMenu] } }),
  ),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, 'exam_examination', ...examinationPermissions] } }),
  ),
};
