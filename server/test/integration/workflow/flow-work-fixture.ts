import { DEMO_PASSWORDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { DEMO_WORKFLOW_PASSWORDS } from '../../../src/seeders/demo/demo-workflow.seed';
import { graphql, graphqlToken, type GraphqlResult } from '../../helpers/auth-client';
import type { TestApp } from '../../helpers/test-app';

/** The demo tenant's people of the leave walk-through, signed in through GraphQL. */
export interface WorkTokens {
  teacher: string;
  admin: string;
  hr: string;
  boss: string;
  student: string;
  platform: string;
}

export async function workTokens(app: TestApp): Promise<WorkTokens> {
  const token = async (tenantId: string, account: string, password: string) =>
    (await graphqlToken(app.http, tenantId, account, password)).accessToken;
  return {
    teacher: await token(DEMO_TENANT_ID, 'teacher', DEMO_PASSWORDS.teacher),
    admin: await token(DEMO_TENANT_ID, 'admin', DEMO_PASSWORDS.admin),
    hr: await token(DEMO_TENANT_ID, 'hr', DEMO_WORKFLOW_PASSWORDS.hr),
    boss: await token(DEMO_TENANT_ID, 'boss', DEMO_WORKFLOW_PASSWORDS.boss),
    student: await token(DEMO_TENANT_ID, 'student', DEMO_PASSWORDS.student),
    platform: await token('000000', 'admin', 'admin'),
  };
}

export const TASK_FIELDS = `taskId taskName taskDefinitionKey assigneeId assigneeName category categoryName createdAt claimedAt endedAt
  processInstanceId processDefinitionId processDefinitionKey processDefinitionName processDefinitionVersion businessTable businessId
  status processIsFinished outcome comment startUserName`;

export interface TaskRow {
  taskId: string | null;
  taskName: string | null;
  taskDefinitionKey: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  categoryName: string | null;
  processInstanceId: string;
  businessTable: string | null;
  businessId: string | null;
  status: string;
  processIsFinished: boolean;
  outcome: string | null;
  comment: string | null;
  startUserName: string | null;
  endedAt: string | null;
}

export type ListName = 'claimTasks' | 'todoTasks' | 'sentProcesses' | 'doneTasks';

/** One work list of the caller (first page of 50). */
export async function workList(app: TestApp, token: string, list: ListName, filter: Record<string, unknown> = {}): Promise<TaskRow[]> {
  const result = await graphql<Record<ListName, { records: TaskRow[] }>>(
    app.http,
    `query ($filter: WorkListFilter, $page: PageInput) { ${list}(filter: $filter, page: $page) { records { ${TASK_FIELDS} } total } }`,
    { filter, page: { current: 1, size: 50 } },
    { token },
  );
  if (result.errors) {
    throw new Error(JSON.stringify(result.errors));
  }
  return result.data?.[list].records ?? [];
}

/** The error code of a GraphQL answer (undefined when it succeeded). */
export function codeOf(result: GraphqlResult<unknown>): string | undefined {
  return result.errors?.[0]?.extensions.code;
}
