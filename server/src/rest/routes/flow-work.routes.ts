import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { MAX_PAGE_SIZE } from '../../core/graphql/page.types';
import { workflowErrors } from '../../modules/workflow/workflow-errors';
import {
  LegacyFlowClaimListDocument,
  LegacyFlowClaimTaskDocument,
  LegacyFlowCompleteTaskDocument,
  LegacyFlowDoneListDocument,
  LegacyFlowHistoryListDocument,
  LegacyFlowModelViewDocument,
  LegacyFlowSendListDocument,
  LegacyFlowStartListDocument,
  LegacyFlowTodoListDocument,
  type LegacyFlowHistoryListQuery,
  type LegacyProcessDefinitionFieldsFragment,
  type LegacyFlowTodoListQuery,
} from '../generated/operations';
import { parseLegacyDateTime } from '../legacy-dates';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyDateTime, legacyPage, type PageData } from '../legacy-format';
import { readBody, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';

type TaskRow = LegacyFlowTodoListQuery['todoTasks']['records'][number];
type HistoryRow = LegacyFlowHistoryListQuery['historyFlow'][number];

/** Legacy Flowable user ids are `taskUser_<id>`. */
export const TASK_USER_PREFIX = 'taskUser_';
/** BladeX's default comments and its pass rule: flag "ok", or the comment 同意. */
const PASS_COMMENT = '同意';
const REJECT_COMMENT = '驳回';

/** historyActivityDurationTime: "<d>天<h>小时<m>分<s>秒", or without days under one day; "" when 0 or unknown. */
export function legacyDuration(durationMs: number | null | undefined): string {
  if (!durationMs || durationMs <= 0) {
    return '';
  }
  const seconds = Math.floor(durationMs / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${days > 0 ? `${days}天` : ''}${hours}小时${minutes}分${rest}秒`;
}

/** Every BladeFlow field, empty: null strings and dates are "" in the legacy answers. */
function emptyFlow(): Record<string, unknown> {
  return {
    taskId: '',
    taskName: '',
    taskDefinitionKey: '',
    assignee: '',
    assigneeName: '',
    category: '',
    categoryName: '',
    createTime: '',
    endTime: '',
    claimTime: '',
    historyTaskEndTime: '',
    executionId: '',
    processInstanceId: '',
    processDefinitionId: '',
    processDefinitionKey: '',
    processDefinitionName: '',
    processDefinitionVersion: 0,
    processDefinitionDesc: '',
    processDefinitionDiagramResName: '',
    processDefinitionResName: '',
    historyProcessInstanceId: '',
    processIsFinished: '',
    historyActivityId: '',
    historyActivityName: '',
    historyActivityType: '',
    historyActivityDurationTime: '',
    businessTable: '',
    businessId: '',
    status: '',
    comment: '',
    pass: false,
    flag: '',
    beginDate: '',
    endDate: '',
    variables: {},
  };
}

/** A process definition as a legacy FlowProcess (start-list, manager/list); `isLatest` and `description` are ours. */
export function legacyFlowProcess(row: LegacyProcessDefinitionFieldsFragment, timeZone: string): Record<string, unknown> {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    key: row.key,
    category: row.category ?? '',
    categoryName: row.categoryName ?? '',
    version: row.version,
    deploymentId: row.deploymentId,
    resourceName: row.resourceName ?? '',
    diagramResourceName: row.resourceName ?? '',
    suspensionState: row.suspended ? 2 : 1,
    deploymentTime: legacyDateTime(row.deployedAt, timeZone),
    isLatest: row.isLatest,
    description: row.description ?? '',
  };
}

/** A work-list row as a legacy BladeFlow. */
export function legacyFlowTask(row: TaskRow, timeZone: string): Record<string, unknown> {
  return {
    ...emptyFlow(),
    taskId: row.taskId ?? '',
    taskName: row.taskName ?? '',
    taskDefinitionKey: row.taskDefinitionKey ?? '',
    assignee: row.assigneeId ? `${TASK_USER_PREFIX}${row.assigneeId}` : '',
    assigneeName: row.assigneeName ?? '',
    category: row.category ?? '',
    categoryName: row.categoryName ?? '',
    createTime: legacyDateTime(row.createdAt, timeZone),
    endTime: legacyDateTime(row.endedAt, timeZone),
    claimTime: legacyDateTime(row.claimedAt, timeZone),
    historyTaskEndTime: legacyDateTime(row.endedAt, timeZone),
    processInstanceId: row.processInstanceId,
    historyProcessInstanceId: row.processInstanceId,
    processDefinitionId: row.processDefinitionId,
    processDefinitionKey: row.processDefinitionKey,
    processDefinitionName: row.processDefinitionName ?? '',
    processDefinitionVersion: row.processDefinitionVersion ?? 0,
    processIsFinished: row.processIsFinished ? 'finished' : 'unfinished',
    businessTable: row.businessTable ?? '',
    businessId: row.businessId ?? '',
    status: row.status,
    comment: row.comment ?? '',
    pass: row.outcome === 'PASS',
  };
}

/** A history row as a legacy BladeFlow (history-flow-list, model-view). */
export function legacyFlowHistory(row: HistoryRow, timeZone: string): Record<string, unknown> {
  return {
    ...emptyFlow(),
    taskId: row.taskId ?? '',
    processInstanceId: row.processInstanceId,
    historyProcessInstanceId: row.processInstanceId,
    assignee: row.assigneeId ? `${TASK_USER_PREFIX}${row.assigneeId}` : '',
    assigneeName: row.assigneeName ?? '',
    createTime: legacyDateTime(row.createdAt, timeZone),
    endTime: legacyDateTime(row.endedAt, timeZone),
    historyActivityId: row.activityId,
    historyActivityName: row.activityName ?? '',
    historyActivityType: row.activityType,
    historyActivityDurationTime: legacyDuration(row.durationMs),
    comment: row.comment ?? '',
    pass: row.pass === true,
  };
}

/**
 * blade-flow/work/* and blade-flow/process/* (contract §3.16): the caller's work lists, claim and complete, and an
 * instance's history and diagram XML. delete-task is refused (see the row).
 */
export function flowWorkRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const { timeZone } = options;
  const date = (request: Request, name: string) => parseLegacyDateTime(readParam(request, name, 32), timeZone, name)?.toISOString();
  const filter = (request: Request) => ({
    category: readParam(request, 'category', 1000) || undefined,
    processDefinitionName: readParam(request, 'processDefinitionName') || undefined,
    beginDate: date(request, 'beginDate'),
    endDate: date(request, 'endDate'),
  });
  const flowPage = (page: PageData<TaskRow>) => legacyPage(page, (row) => legacyFlowTask(row, timeZone));
  /** claim-list and todo-list are not paginated in the legacy server: every row, size = total. */
  const unpaged = (page: PageData<TaskRow>) => ({ ...flowPage(page), size: page.total, current: 1, pages: page.total > 0 ? 1 : 0 });
  const allRows = { current: 1, size: MAX_PAGE_SIZE };

  return [
    operationRoute({
      method: 'GET',
      path: '/blade-flow/work/start-list',
      operation: LegacyFlowStartListDocument,
      variables: (request) => {
        const mode = readParam(request, 'mode', 2);
        if (mode !== undefined && mode !== '' && !/^[12]$/.test(mode)) {
          throw new AppError('VALIDATION', 'errors.paramType', { name: 'mode' });
        }
        return { category: readParam(request, 'category', 1000) || null, mode: mode ? Number(mode) : 1, page: readPage(request) };
      },
      reshape: (data) =>
        envelope(
          200,
          legacyPage(data.startableProcesses, (row) => legacyFlowProcess(row, timeZone)),
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-flow/work/claim-list',
      operation: LegacyFlowClaimListDocument,
      variables: (request) => ({ filter: filter(request), page: allRows }),
      reshape: (data) => envelope(200, unpaged(data.claimTasks), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-flow/work/todo-list',
      operation: LegacyFlowTodoListDocument,
      variables: (request) => ({ filter: filter(request), page: allRows }),
      reshape: (data) => envelope(200, unpaged(data.todoTasks), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-flow/work/send-list',
      operation: LegacyFlowSendListDocument,
      variables: (request) => ({ filter: filter(request), page: readPage(request) }),
      reshape: (data) => envelope(200, flowPage(data.sentProcesses), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-flow/work/done-list',
      operation: LegacyFlowDoneListDocument,
      variables: (request) => ({ filter: filter(request), page: readPage(request) }),
      reshape: (data) => envelope(200, flowPage(data.doneTasks), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-flow/work/claim-task',
      operation: LegacyFlowClaimTaskDocument,
      variables: (request) => ({ taskId: requireParam(request, 'taskId', 19) }),
      reshape: () => envelope(200, {}, '签收事务成功'),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-flow/work/complete-task',
      operation: LegacyFlowCompleteTaskDocument,
      partial: { exempt: 'completes a task; it updates no stored row from the body' },
      variables: (request) => {
        const body = readBody(request, ['taskId', 'flag', 'comment', 'variables']);
        const taskId = body['taskId'];
        if (typeof taskId !== 'string' || taskId === '') {
          throw new AppError('VALIDATION', 'errors.paramMissing', { name: 'taskId' });
        }
        const flag = body['flag'];
        const comment = typeof body['comment'] === 'string' ? body['comment'].trim() : '';
        const pass = flag === 'ok' || comment === PASS_COMMENT;
        const variables = body['variables'];
        if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
          throw new AppError('VALIDATION', 'errors.paramType', { name: 'variables' });
        }
        return {
          taskId,
          pass,
          comment: comment || (pass ? PASS_COMMENT : REJECT_COMMENT),
          variables: variables ? JSON.stringify(variables) : null,
        };
      },
      reshape: statusOk,
    }),
    {
      kind: 'raw',
      method: 'POST',
      path: '/blade-flow/work/delete-task',
      // Decision: a single task of a running instance is never deleted (the engine would be left waiting on it);
      // an instance is deleted under process follow-up (flow_follow_delete). Refused with that explanation.
      handle: (_request, _response, context) => {
        if (!context.actor) {
          throw new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
        }
        throw workflowErrors.taskDeleteRefused();
      },
    },
    operationRoute({
      method: 'GET',
      path: '/blade-flow/process/history-flow-list',
      operation: LegacyFlowHistoryListDocument,
      variables: (request) => ({
        processInstanceId: requireParam(request, 'processInstanceId', 19),
        startActivityId: readParam(request, 'startActivityId') || null,
        endActivityId: readParam(request, 'endActivityId') || null,
      }),
      reshape: (data) =>
        envelope(
          200,
          data.historyFlow.map((row) => legacyFlowHistory(row, timeZone)),
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-flow/process/model-view',
      operation: LegacyFlowModelViewDocument,
      variables: (request) => {
        const processInstanceId = readParam(request, 'processInstanceId', 19) || null;
        const processDefinitionId = readParam(request, 'processDefinitionId', 19) || null;
        if (!processInstanceId && !processDefinitionId) {
          throw new AppError('VALIDATION', 'errors.paramMissing', { name: 'processInstanceId' });
        }
        return { processInstanceId, processDefinitionId };
      },
      reshape: (data) =>
        envelope(
          200,
          {
            flow: data.processDiagram.history.map((row) => legacyFlowHistory(row, timeZone)),
            xml: data.processDiagram.xml,
          },
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
  ];
}
