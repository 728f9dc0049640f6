import { graphql, HttpResponse } from 'msw';
import type {
  DeleteProcessInstanceMutation,
  DeleteProcessInstanceMutationVariables,
  InstanceDiagramQuery,
  InstanceDiagramQueryVariables,
  RunningInstancesQuery,
  RunningInstancesQueryVariables,
} from '../../../../generated/graphql';
import { flowSessionMocks } from '../flow-session.mocks';
import type { FlowInstanceRow } from './follow-crud';

function instance(index: number, overrides: Partial<FlowInstanceRow> = {}): FlowInstanceRow {
  return {
    id: `inst-${index}`,
    name: `Leave request ${index}`,
    definitionId: 'leave:2:def',
    definitionKey: 'leave',
    definitionName: 'Leave',
    definitionVersion: 2,
    category: 'flow_1',
    categoryName: 'Office',
    startUserId: '1123598821738675201',
    startUserName: 'Admin',
    startedAt: new Date(Date.UTC(2026, 10, 27, 8, index)).toISOString(),
    currentTaskNames: ['Manager approval'],
    suspended: false,
    ...overrides,
  };
}

/** Twelve running instances: two pages of 10; the third is suspended and waits on two tasks. */
export const followFixtures: readonly FlowInstanceRow[] = Array.from({ length: 12 }, (_, offset) =>
  instance(offset + 1, offset === 2 ? { suspended: true, currentTaskNames: ['HR approval', 'Finance approval'] } : {}),
);

export function followPage(variables: RunningInstancesQueryVariables): RunningInstancesQuery['runningInstances'] {
  const filter = variables.filter ?? {};
  const rows = followFixtures.filter(
    (row) =>
      (!filter.processInstanceId || row.id === filter.processInstanceId) &&
      (!filter.processDefinitionKey || row.definitionKey === filter.processDefinitionKey),
  );
  const current = variables.page?.current ?? 1;
  const size = variables.page?.size ?? 10;
  return {
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
    records: rows.slice((current - 1) * size, current * size),
  };
}

export const followDiagram: InstanceDiagramQuery['processDiagram'] = {
  xml: '<definitions id="leave" />',
  currentActivityIds: ['managerApprove'],
  history: [
    {
      activityId: 'start',
      activityName: null,
      activityType: 'startEvent',
      assigneeId: null,
      assigneeName: null,
      createdAt: null,
      endedAt: null,
      durationMs: null,
      comment: null,
      pass: null,
    },
  ],
};

/** The follow page's answers, keyed by operation name (register with server.use in the page's tests). */
export const followMocks = {
  RunningInstances: graphql.query<RunningInstancesQuery, RunningInstancesQueryVariables>('RunningInstances', ({ variables }) =>
    HttpResponse.json({ data: { runningInstances: followPage(variables) } }),
  ),
  InstanceDiagram: graphql.query<InstanceDiagramQuery, InstanceDiagramQueryVariables>('InstanceDiagram', () =>
    HttpResponse.json({ data: { processDiagram: followDiagram } }),
  ),
  DeleteProcessInstance: graphql.mutation<DeleteProcessInstanceMutation, DeleteProcessInstanceMutationVariables>(
    'DeleteProcessInstance',
    () => HttpResponse.json({ data: { deleteProcessInstance: true } }),
  ),
};

/** Session answers of an administrator who sees the follow page, with or without the delete button. */
export function followSessionMocks(permissions: readonly string[] = ['flow_follow_delete']) {
  return flowSessionMocks('flow_follow', permissions);
}
