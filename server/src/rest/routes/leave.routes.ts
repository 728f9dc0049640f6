import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { LegacyLeaveDetailDocument, LegacyLeaveStartProcessDocument } from '../generated/operations';
import { parseLegacyDateTime } from '../legacy-dates';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyDateTime } from '../legacy-format';
import { readBody, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { TASK_USER_PREFIX } from './flow-work.routes';

/** blade-desk/process/leave/* (contract §3.15): apply for leave (starts its approval) and read one request. */
export function leaveRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const { timeZone } = options;
  const dateOf = (value: unknown, name: string): string | undefined => {
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new AppError('VALIDATION', 'errors.paramType', { name });
    }
    return parseLegacyDateTime(value ?? undefined, timeZone, name)?.toISOString();
  };
  const startInput = (request: Request) => {
    const body = readBody(request, ['id', 'processDefinitionId', 'taskUser', 'startTime', 'endTime', 'reason']);
    const taskUser = body['taskUser'];
    const approver = typeof taskUser === 'number' ? String(taskUser) : typeof taskUser === 'string' ? taskUser : undefined;
    return {
      id: body['id'] ?? null,
      processDefinitionId: body['processDefinitionId'] ?? '',
      // Saber sends the approver's user id; a Flowable-style `taskUser_<id>` is taken too.
      approverId: approver?.startsWith(TASK_USER_PREFIX) ? approver.slice(TASK_USER_PREFIX.length) : (approver ?? null),
      startTime: dateOf(body['startTime'], 'startTime'),
      endTime: dateOf(body['endTime'], 'endTime'),
      reason: typeof body['reason'] === 'string' ? body['reason'] : null,
    };
  };

  return [
    operationRoute({
      method: 'POST',
      path: '/blade-desk/process/leave/start-process',
      partial: { exempt: 'applies for leave; with an id it changes an unstarted request from the whole form' },
      operation: LegacyLeaveStartProcessDocument,
      variables: (request) => ({ input: startInput(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-desk/process/leave/detail',
      operation: LegacyLeaveDetailDocument,
      variables: (request) => ({ businessId: requireParam(request, 'businessId', 19) }),
      reshape: (data) => {
        const leave = data.leaveRequest;
        return envelope(
          200,
          {
            id: leave.id,
            createUser: leave.createUser ?? '',
            createDept: leave.createDept ?? '',
            createTime: legacyDateTime(leave.createTime, timeZone),
            updateUser: leave.updateUser ?? '',
            updateTime: legacyDateTime(leave.updateTime, timeZone),
            status: leave.status,
            isDeleted: 0,
            processDefinitionId: leave.processDefinitionId,
            processInstanceId: leave.processInstanceId ?? '',
            startTime: legacyDateTime(leave.startTime, timeZone),
            endTime: legacyDateTime(leave.endTime, timeZone),
            reason: leave.reason,
            taskUser: leave.approverId,
            applyTime: legacyDateTime(leave.applyTime, timeZone),
            flow: { assigneeName: leave.createUserName ?? '' },
          },
          DEFAULT_SUCCESS_MESSAGE,
        );
      },
    }),
  ];
}
