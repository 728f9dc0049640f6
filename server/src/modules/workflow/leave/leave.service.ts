import { AppError, type FieldProblem } from '../../../core/errors/app-error';
import { containsPattern } from '../../../core/db/list-query';
import { failValidation } from '../../../core/errors/fail-validation';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId, nextId } from '../../../core/ids/snowflake';
import { inTransaction } from '../../../core/db/transaction';
import { auditOf } from '../../../core/graphql/audit-view.types';
import { User } from '../../system/user/user.entity';
import type { InstanceViewAccess } from '../history/instance-view-access';
import type { WorkflowRepositoryService } from '../repository/workflow-repository.service';
import type { WorkflowRuntimeService } from '../runtime/workflow-runtime.service';
import type { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { workflowActorOf } from '../workflow-actor';
import { workflowErrors } from '../workflow-errors';
import { userNamesOf } from '../../system/user/user-display-names';
import { mayStart } from '../worklist/worklist.service';
import type { LeaveRequestInput } from './leave.inputs';
import { LEAVE_BUSINESS_TABLE } from './leave-model';
import { ProcessLeave } from './process-leave.entity';
import { LeaveRequest, WorkflowPerson } from './leave.types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest leave one request may ask for. */
export const MAX_LEAVE_DAYS = 365;
/** How many people the approver picker offers for one search. */
const MAX_APPROVER_OPTIONS = 50;

/** Whole days of a leave: started days count as days (09:00-18:00 is one day, Jan 1 00:00 - Jan 3 00:00 two). */
export function leaveDays(start: Date, end: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
}

interface CheckedLeave {
  approverId: string;
  startTime: Date;
  endTime: Date;
  reason: string;
  days: number;
}

/**
 * The leave process's business side (reference §5.4): apply = the leave row and the approval's start in one
 * transaction (days computed here, the definition latest/active/startable, business key
 * `blade_process_leave:<id>`, variables createUser/applyUser/taskUser/days); detail under the instance view rule.
 */
export class LeaveService {
  constructor(
    private readonly repository: WorkflowRepositoryService,
    private readonly runtime: WorkflowRuntimeService,
    private readonly access: InstanceViewAccess,
  ) {}

  /** Applies for leave and starts its approval; with an id (legacy), changes an unstarted request instead. */
  async start(context: SignedInContext, input: LeaveRequestInput): Promise<LeaveRequest> {
    const checked = await this.check(context, input);
    if (input.id) {
      return this.update(context, input.id, input.processDefinitionId, checked);
    }
    const actor = workflowActorOf(context.actor);
    const definition = await this.repository.definition(context.em, input.processDefinitionId);
    if (definition.suspended) {
      throw workflowErrors.definitionSuspended();
    }
    if (!definition.isLatest) {
      throw workflowErrors.definitionNotLatest();
    }
    if (!mayStart(definition, actor)) {
      throw workflowErrors.definitionNotStartable();
    }
    const leaveId = nextId();
    const now = new Date();
    await this.runtime.start(context, {
      definitionId: definition.id,
      businessTable: LEAVE_BUSINESS_TABLE,
      businessId: leaveId,
      variables: { createUser: actor.userId, applyUser: actor.userId, taskUser: checked.approverId, days: checked.days },
      attach: (em, instance) => {
        em.create(ProcessLeave, {
          id: leaveId,
          tenantId: instance.tenantId,
          processDefinitionId: definition.id,
          processInstanceId: instance.id,
          startTime: checked.startTime,
          endTime: checked.endTime,
          days: checked.days,
          reason: checked.reason,
          taskUser: checked.approverId,
          applyTime: now,
          createUser: actor.userId,
        });
      },
    });
    return this.detail(context, leaveId);
  }

  /** A leave request for the viewers of its approval (an unstarted one: its applicant). */
  async detail(context: SignedInContext, businessId: string): Promise<LeaveRequest> {
    const leave = isId(businessId) ? await context.em.findOne(ProcessLeave, { id: businessId }, { refresh: true }) : null;
    if (!leave) {
      throw workflowErrors.leaveNotFound();
    }
    let instance: WfProcessInstance | null = null;
    if (leave.processInstanceId) {
      instance = await this.access.viewable(context, leave.processInstanceId);
    } else if (leave.createUser !== context.actor.userId) {
      throw workflowErrors.notViewer();
    }
    const names = await userNamesOf(context.em, [leave.taskUser, leave.createUser]);
    const row = new LeaveRequest();
    Object.assign(row, {
      ...auditOf(leave),
      processDefinitionId: leave.processDefinitionId,
      processInstanceId: leave.processInstanceId ?? null,
      startTime: leave.startTime,
      endTime: leave.endTime,
      days: leave.days,
      reason: leave.reason,
      approverId: leave.taskUser,
      approverName: names.get(leave.taskUser) ?? null,
      applyTime: leave.applyTime,
      createUserName: leave.createUser ? (names.get(leave.createUser) ?? null) : null,
      instanceStatus: instance?.instanceStatus ?? null,
    });
    return row;
  }

  /**
   * The people a leave form may name as its approver: signed-up users of the caller's tenant (not the caller),
   * matching the text in the real name, nickname or account, at most 50; only ids and display names (the user
   * administration's userOptions with accounts and departments stays for staff).
   */
  async approverOptions(context: SignedInContext, search: string | null): Promise<WorkflowPerson[]> {
    const text = search?.trim() ?? '';
    if (text.length > 45) {
      throw new AppError('VALIDATION', 'errors.paramTooLong', { name: 'search' });
    }
    const pattern = containsPattern(text);
    const users = await context.em.find(
      User,
      {
        pendingApproval: false,
        id: { $ne: context.actor.userId },
        ...(text ? { $or: [{ realName: { $like: pattern } }, { name: { $like: pattern } }, { account: { $like: pattern } }] } : {}),
      },
      { fields: ['id', 'account', 'name', 'realName'], orderBy: { realName: 'asc', id: 'asc' }, limit: MAX_APPROVER_OPTIONS },
    );
    return users.map((user) => Object.assign(new WorkflowPerson(), { id: user.id, name: user.realName || user.name || user.account }));
  }

  private async update(context: SignedInContext, id: string, processDefinitionId: string, checked: CheckedLeave): Promise<LeaveRequest> {
    await inTransaction(context.em, async () => {
      const leave = isId(id) ? await context.em.findOne(ProcessLeave, { id }) : null;
      if (!leave || leave.createUser !== context.actor.userId) {
        throw workflowErrors.leaveNotFound();
      }
      if (leave.processInstanceId) {
        throw workflowErrors.leaveAlreadyStarted();
      }
      await this.repository.definition(context.em, processDefinitionId);
      Object.assign(leave, {
        processDefinitionId,
        startTime: checked.startTime,
        endTime: checked.endTime,
        days: checked.days,
        reason: checked.reason,
        taskUser: checked.approverId,
      });
    });
    return this.detail(context, id);
  }

  /** Every problem of the form at once; the approver must be a user of the caller's tenant. */
  private async check(context: SignedInContext, input: LeaveRequestInput): Promise<CheckedLeave> {
    const problems: FieldProblem[] = [];
    const approverId = input.approverId?.trim() ?? '';
    const reason = input.reason?.trim() ?? '';
    const { startTime, endTime } = input;
    if (!approverId) {
      problems.push({ field: 'approverId', messageKey: 'workflow.leaveApproverRequired', params: {} });
    }
    if (!startTime) {
      problems.push({ field: 'startTime', messageKey: 'workflow.leaveStartRequired', params: {} });
    }
    if (!endTime) {
      problems.push({ field: 'endTime', messageKey: 'workflow.leaveEndRequired', params: {} });
    }
    if (!reason) {
      problems.push({ field: 'reason', messageKey: 'workflow.leaveReasonRequired', params: {} });
    }
    if (startTime && endTime && endTime.getTime() < startTime.getTime()) {
      problems.push({ field: 'endTime', messageKey: 'workflow.leaveEndBeforeStart', params: {} });
    }
    const days = startTime && endTime ? leaveDays(startTime, endTime) : 0;
    if (days > MAX_LEAVE_DAYS) {
      problems.push({ field: 'endTime', messageKey: 'workflow.leaveTooLong', params: { max: MAX_LEAVE_DAYS } });
    }
    if (approverId && approverId === context.actor.userId) {
      problems.push({ field: 'approverId', messageKey: 'workflow.leaveApproverSelf', params: {} });
    } else if (approverId && (!isId(approverId) || (await context.em.count(User, { id: approverId })) === 0)) {
      problems.push({ field: 'approverId', messageKey: 'workflow.leaveApproverUnknown', params: {} });
    }
    if (problems.length > 0 || !startTime || !endTime) {
      failValidation(problems);
    }
    return { approverId, startTime, endTime, reason, days };
  }
}
