import { graphql, HttpResponse } from 'msw';
import type {
  AttemptIntegrityEventsQuery,
  ForgiveIntegrityEventMutation,
  MyMenusQuery,
  MyPermissionsQuery,
  ProctorActionsQuery,
  ProctorAttemptsQuery,
  ProctorExaminationsQuery,
  UnlockAttemptMutation,
  UnlockAttemptMutationVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { examMenu, examPageMenu } from '../bank/bank.mocks';
import type { ProctorRow } from './proctor-types';

export const proctorMenu = examPageMenu('1920000000000000800', 'exam_proctor', 'Proctoring', '/exam/proctor', 5);
export const proctorPermissions: readonly string[] = ['exam_proctor', 'exam_examination', 'exam_examination_proctor'];

export const proctorExam = {
  id: '1940000000000000011',
  name: 'Networking final',
  status: 'OPEN' as const,
  closeAt: '2026-05-10T03:00:00.000Z',
};
const serverNow = '2026-05-10T01:30:00.000Z';

/** Rows carry their __typename: the operations read them through the ProctorRowFields fragment. */
export function proctorRow(index: number, overrides: Partial<ProctorRow> = {}): ProctorRow & { __typename: 'ProctorAttemptRow' } {
  return {
    __typename: 'ProctorAttemptRow',
    id: `196000000000000010${index}`,
    examinationId: proctorExam.id,
    userId: `191000000000000060${index}`,
    account: `student${index}`,
    realName: `Student ${index}`,
    deptName: 'Class 1',
    attemptNo: 1,
    state: 'IN_PROGRESS',
    startedAt: '2026-05-10T01:00:00.000Z',
    deadlineAt: '2026-05-10T02:00:00.000Z',
    pausedAt: null,
    serverNow,
    secondsLeft: 1800,
    answeredCount: 3,
    itemCount: 6,
    lastSavedAt: '2026-05-10T01:29:00.000Z',
    integrityCount: 0,
    submittedAt: null,
    submitSource: null,
    ...overrides,
  };
}

/** Student 1 runs, Student 2 is locked by the integrity rule after two counted events. */
export const proctorRows: readonly ProctorRow[] = [proctorRow(1), proctorRow(2, { state: 'LOCKED', integrityCount: 2 })];

export const lockedEvents: AttemptIntegrityEventsQuery['attemptIntegrityEvents'] = [
  {
    id: '1970000000000000001',
    attemptId: proctorRow(2).id,
    eventType: 'FOCUS_LOST',
    counted: true,
    occurredAt: '2026-05-10T01:10:00.000Z',
    receivedAt: '2026-05-10T01:10:01.000Z',
    countAfter: 1,
    actionTaken: null,
    forgiven: false,
    forgivenByName: null,
    note: null,
  },
  {
    id: '1970000000000000002',
    attemptId: proctorRow(2).id,
    eventType: 'FULLSCREEN_EXIT',
    counted: true,
    occurredAt: '2026-05-10T01:20:00.000Z',
    receivedAt: '2026-05-10T01:20:01.000Z',
    countAfter: 2,
    actionTaken: 'LOCK_UNTIL_PROCTOR',
    forgiven: false,
    forgivenByName: null,
    note: null,
  },
];

export const proctorMocks = {
  MyMenus: graphql.query<MyMenusQuery>('MyMenus', () =>
    HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, examMenu, proctorMenu] } }),
  ),
  MyPermissions: graphql.query<MyPermissionsQuery>('MyPermissions', () =>
    HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...proctorPermissions] } }),
  ),
  ProctorExaminations: graphql.query<ProctorExaminationsQuery>('ProctorExaminations', () =>
    HttpResponse.json({ data: { open: { records: [proctorExam] }, closing: { records: [] } } }),
  ),
  ProctorAttempts: graphql.query<ProctorAttemptsQuery>('ProctorAttempts', () =>
    HttpResponse.json({ data: { proctorAttempts: { total: proctorRows.length, current: 1, size: 30, records: [...proctorRows] } } }),
  ),
  AttemptIntegrityEvents: graphql.query<AttemptIntegrityEventsQuery>('AttemptIntegrityEvents', () =>
    HttpResponse.json({ data: { attemptIntegrityEvents: lockedEvents } }),
  ),
  ProctorActions: graphql.query<ProctorActionsQuery>('ProctorActions', () => HttpResponse.json({ data: { proctorActions: [] } })),
  UnlockAttempt: graphql.mutation<UnlockAttemptMutation, UnlockAttemptMutationVariables>('UnlockAttempt', ({ variables }) =>
    HttpResponse.json({
      data: { unlockAttempt: proctorRow(2, { state: 'IN_PROGRESS', integrityCount: variables.resetIntegrityCount ? 0 : 2 }) },
    }),
  ),
  ForgiveIntegrityEvent: graphql.mutation<ForgiveIntegrityEventMutation>('ForgiveIntegrityEvent', () =>
    HttpResponse.json({
      data: { forgiveIntegrityEvent: { id: '1970000000000000001', forgiven: true, forgivenByName: 'Teacher Li', note: 'Network glitch' } },
    }),
  ),
};
