import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from '../helpers/test-app';
import { graphqlToken } from '../helpers/auth-client';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from './system.factory';

/** Every staff code of exam authoring (banks, questions, papers). */
export const AUTHORING_CODES = [
  'exam',
  'exam_bank',
  'exam_bank_add',
  'exam_bank_edit',
  'exam_bank_delete',
  'exam_bank_view',
  'exam_question',
  'exam_question_add',
  'exam_question_edit',
  'exam_question_delete',
  'exam_question_view',
  'exam_question_status',
  'exam_question_import',
  'exam_question_export',
  'exam_paper',
  'exam_paper_add',
  'exam_paper_edit',
  'exam_paper_delete',
  'exam_paper_view',
];

export interface StaffTenant {
  tenant: BuiltTenant;
  /** GraphQL access token of the tenant admin (granted every authoring code). */
  token: string;
}

/** A new tenant whose admin holds every authoring code, signed in over GraphQL. */
export async function staffTenant(app: TestApp): Promise<StaffTenant> {
  const tenant = await buildTenant(app.application.orm, { permissions: AUTHORING_CODES });
  return { tenant, token: (await graphqlToken(app.http, tenant.tenantId, 'admin', 'admin-pass')).accessToken };
}

/** A user of the tenant holding only `codes`, signed in over GraphQL. */
export async function userWith(
  app: TestApp,
  { tenant, codes }: { tenant: BuiltTenant; codes: string[] },
): Promise<{ token: string; account: string; password: string }> {
  const orm = app.application.orm;
  const role = await buildRole(orm, { tenantId: tenant.tenantId, alias: `r${codes.join('-').slice(0, 40)}`, permissions: codes });
  const user = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [role.id], deptId: tenant.deptId });
  return {
    token: (await graphqlToken(app.http as TestAgent, tenant.tenantId, user.account, user.password)).accessToken,
    account: user.account,
    password: user.password,
  };
}
