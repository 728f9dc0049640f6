import { graphql, HttpResponse } from 'msw';
import type {
  FlowHistoryItemFieldsFragment,
  HistoryFlowQuery,
  HistoryFlowQueryVariables,
  LeaveApproverOptionsQuery,
  LeaveRequestFieldsFragment,
  LeaveRequestQuery,
  LeaveRequestQueryVariables,
  LeaveTaskQuery,
  LeaveTaskQueryVariables,
  StartableProcessesQuery,
  TodoTasksQuery,
  TodoTasksQueryVariables,
  WorkflowCategoriesQuery,
  WorkflowTaskFieldsFragment,
} from '../../generated/graphql';

function task(index: number, overrides: Partial<WorkflowTaskFieldsFragment> = {}): WorkflowTaskFieldsFragment {
  return {
    taskId: `19200000000000001${String(index).padStart(2, '0')}`,
    taskName: 'Approval by the approver',
    taskDefinitionKey: 'managerApproval',
    assigneeId: '1910000000000000402',
    assigneeName: 'Teacher',
    category: 'flow_1',
    categoryName: 'Leave',
    createdAt: new Date(Date.UTC(2026, 10, 20, 1, index)).toISOString(),
    claimedAt: null,
    endedAt: null,
    processInstanceId: `19300000000000001${String(index).padStart(2, '0')}`,
    processDefinitionId: 'leave:1:1940000000000000001',
    processDefinitionKey: 'leave',
    processDefinitionName: index % 2 === 0 ? 'Leave' : 'Leave process',
    processDefinitionVersion: 1,
    businessTable: 'blade_process_leave',
    businessId: `19500000000000001${String(index).padStart(2, '0')}`,
    status: 'todo',
    processIsFinished: false,
    outcome: null,
    comment: null,
    startUserName: `Applicant ${index}`,
    ...overrides,
  };
}

/** Twelve tasks to do (two pages of 10). */
export const todoFixtures: readonly WorkflowTaskFieldsFragment[] = Array.from({ length: 12 }, (_, index) => task(index + 1));

export const leaveFixture: LeaveRequestFieldsFragment = {
  id: '1950000000000000101',
  processDefinitionId: 'leave:1:1940000000000000001',
  processInstanceId: '1930000000000000101',
  startTime: '2026-11-30T01:00:00.000Z',
  endTime: '2026-12-01T10:00:00.000Z',
  days: 2,
  reason: 'Family matters',
  approverId: '1910000000000000501',
  approverName: 'Boss',
  applyTime: '2026-11-20T01:01:00.000Z',
  createUser: '1910000000000000402',
  createUserName: 'Applicant 1',
  status: 1,
  instanceStatus: 'RUNNING',
};

export const historyFixture: readonly FlowHistoryItemFieldsFragment[] = [
  {
    activityId: 'start',
    activityName: null,
    activityType: 'startEvent',
    assigneeId: null,
    assigneeName: 'Applicant 1',
    createdAt: '2026-11-20T01:01:00.000Z',
    endedAt: '2026-11-20T01:01:00.000Z',
    durationMs: 0,
    comment: null,
    pass: null,
  },
  {
    activityId: 'flow1',
    activityName: null,
    activityType: 'sequenceFlow',
    assigneeId: null,
    assigneeName: null,
    createdAt: '2026-11-20T01:01:00.000Z',
    endedAt: '2026-11-20T01:01:00.000Z',
    durationMs: 0,
    comment: null,
    pass: null,
  },
  {
    activityId: 'managerApproval',
    activityName: 'Manager approval',
    activityType: 'userTask',
    assigneeId: '1910000000000000501',
    assigneeName: 'Boss',
    createdAt: '2026-11-20T01:01:00.000Z',
    endedAt: null,
    durationMs: null,
    comment: null,
    pass: null,
  },
];

function page<Row>(rows: readonly Row[], current = 1, size = 10) {
  return {
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
    records: rows.slice((current - 1) * size, current * size),
  };
}

/** Default handlers of the workflow pages, keyed by operation name. */
export const workflowMocks = {
  WorkflowCategories: graphql.query<WorkflowCategoriesQuery>('WorkflowCategories', () =>
    HttpResponse.json({
      data: {
        dictionary: [
          { id: '1', dictKey: '1', dictValue: 'Leave', remark: 'leave', sort: 1 },
          { id: '2', dictKey: '2', dictValue: 'Expense claim', remark: 'expense', sort: 2 },
        ],
      },
    }),
  ),
  StartableProcesses: graphql.query<StartableProcessesQuery>('StartableProcesses', () =>
    HttpResponse.json({
      data: {
        startableProcesses: page([
          {
            id: 'leave:1:1940000000000000001',
            name: 'Leave',
            key: 'leave',
            category: 'flow_1',
            categoryName: 'Leave',
            version: 1,
            deployedAt: '2026-11-01T00:00:00.000Z',
            description: null,
            suspended: false,
          },
        ]),
      },
    }),
  ),
  TodoTasks: graphql.query<TodoTasksQuery, TodoTasksQueryVariables>('TodoTasks', ({ variables }) => {
    const name = variables.filter?.processDefinitionName?.toLowerCase();
    const rows = todoFixtures.filter((row) => !name || (row.processDefinitionName ?? '').toLowerCase().includes(name));
    return HttpResponse.json({ data: { todoTasks: page(rows, variables.page?.current ?? 1, variables.page?.size ?? 10) } });
  }),
  LeaveTask: graphql.query<LeaveTaskQuery, LeaveTaskQueryVariables>('LeaveTask', ({ variables }) => {
    const row = todoFixtures.find((candidate) => candidate.taskId === variables.taskId);
    return row
      ? HttpResponse.json({ data: { taskDetail: row } })
      : HttpResponse.json({ data: null, errors: [{ message: 'The task does not exist', extensions: { code: 'NOT_FOUND' } }] });
  }),
  LeaveRequest: graphql.query<LeaveRequestQuery, LeaveRequestQueryVariables>('LeaveRequest', () =>
    HttpResponse.json({ data: { leaveRequest: leaveFixture } }),
  ),
  HistoryFlow: graphql.query<HistoryFlowQuery, HistoryFlowQueryVariables>('HistoryFlow', () =>
    HttpResponse.json({ data: { historyFlow: [...historyFixture] } }),
  ),
  LeaveApproverOptions: graphql.query<LeaveApproverOptionsQuery>('LeaveApproverOptions', () =>
    HttpResponse.json({
      data: {
        leaveApproverOptions: [
          { id: '1910000000000000501', name: 'Boss' },
          { id: '1910000000000000502', name: 'HR' },
        ],
      },
    }),
  ),
};
