import type { MikroORM } from '@mikro-orm/core';
import type { Actor } from '../../../src/core/auth/actor';
import { AppError } from '../../../src/core/errors/app-error';
import { TENANT_FILTER } from '../../../src/core/db/filters';
import { bindWriteScope } from '../../../src/core/db/request-scope';
import type { SignedInContext } from '../../../src/core/http/request-context';
import { createLogger } from '../../../src/core/logging/logger';
import { LEAVE_MODEL_XML } from '../../../src/modules/workflow/leave/leave-model';
import type { WfProcessDefinition } from '../../../src/modules/workflow/repository/wf-process-definition.entity';
import type { WorkflowServices } from '../../../src/modules/workflow/workflow-services';
import { buildRole, buildTenant, buildUser, type BuiltTenant, type BuiltUser } from '../../factories/system.factory';

const logger = createLogger('silent');

/** A workflow caller of one tenant, with the role aliases its candidate groups match. */
export interface WorkflowUser extends BuiltUser {
  roleAliases: string[];
}

/**
 * A signed-in context as the request context builds it (tenant-bound fork, write scope) for calling the workflow
 * services directly: their GraphQL operations come with the next step.
 */
export function contextOf(orm: MikroORM, user: WorkflowUser): SignedInContext {
  const em = orm.em.fork({ useContext: false });
  em.setFilterParams(TENANT_FILTER, { tenantId: user.tenantId });
  bindWriteScope(em, { userId: user.id, deptId: null });
  const actor: Actor = {
    userId: user.id,
    tenantId: user.tenantId,
    account: user.account,
    realName: user.account,
    roleIds: [],
    roleAliases: user.roleAliases,
    deptIds: [],
    postIds: [],
    sessionId: 'test',
    clientId: 'saber',
    isAdministrator: false,
  };
  return { requestId: 'test', language: 'en', ip: '', userAgent: '', actor, em, platformEm: em, logger };
}

export interface LeaveScenario {
  tenant: BuiltTenant;
  applicant: WorkflowUser;
  approver: WorkflowUser;
  hr: WorkflowUser;
  boss: WorkflowUser;
  /** A user of the tenant in neither role. */
  bystander: WorkflowUser;
  definition: WfProcessDefinition;
}

/** A fresh tenant with users in the `hr` and `boss` roles and the leave model deployed. */
export async function buildLeaveScenario(orm: MikroORM, workflow: WorkflowServices): Promise<LeaveScenario> {
  const tenant = await buildTenant(orm);
  const user = async (alias: string | null): Promise<WorkflowUser> => {
    const role = alias ? await buildRole(orm, { tenantId: tenant.tenantId, alias }) : null;
    const built = await buildUser(orm, { tenantId: tenant.tenantId, deptId: tenant.deptId, roleIds: role ? [role.id] : [] });
    return { ...built, roleAliases: alias ? [alias] : [] };
  };
  const applicant = await user(null);
  const approver = await user(null);
  const hr = await user('hr');
  const boss = await user('boss');
  const bystander = await user(null);
  const em = contextOf(orm, applicant).em;
  const { definition } = await workflow.repository.deploy(em, tenant.tenantId, { xml: LEAVE_MODEL_XML, category: 'leave' });
  return { tenant, applicant, approver, hr, boss, bystander, definition };
}

/** The AppError code a promise rejects with ('OK' when it resolves; other errors are thrown on). */
export async function rejectionCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) {
      return error.code;
    }
    throw error;
  }
  return 'OK';
}
