import type { Actor } from '../../core/auth/actor';

/** Who runs a workflow command: the signed-in caller's user id and the role aliases its candidate groups match. */
export interface WorkflowActor {
  userId: string;
  tenantId: string;
  roleAliases: readonly string[];
}

export function workflowActorOf(actor: Actor): WorkflowActor {
  return { userId: actor.userId, tenantId: actor.tenantId, roleAliases: actor.roleAliases };
}
