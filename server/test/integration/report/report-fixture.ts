import type { MikroORM } from '@mikro-orm/core';
import type TestAgent from 'supertest/lib/agent';
import { reportTenantSetup } from '../../../src/modules/report/definition/report-tenant-setup';
import { TENANT_FILTER } from '../../../src/core/db/filters';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { buildAttempt, buildGradingExam, MINUTE_MS, type GradingExam } from '../../factories/exam-grading.factory';
import { buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';

/** Codes of a report user who reads examination scores (the built-in datasets need exam_score). */
export const REPORT_READER = ['report', 'report_list', 'report_run', 'exam', 'exam_score'];

export interface ReportTenant {
  tenant: BuiltTenant;
  exam: GradingExam;
}

/**
 * A tenant with the built-in reports and one graded examination: three one-point questions, four candidates in a
 * Guttman pattern (3, 2, 1, 0 points), pass mark 2 (the exam statistics test's hand-checked fixture).
 */
export async function buildReportTenant(orm: MikroORM): Promise<ReportTenant> {
  const tenant = await buildTenant(orm);
  const em = orm.em.fork();
  em.setFilterParams(TENANT_FILTER, { tenantId: tenant.tenantId });
  await reportTenantSetup.run(em, tenant.tenantId);
  const exam = await buildGradingExam(orm, {
    tenantId: tenant.tenantId,
    types: [QuestionType.SINGLE_CHOICE, QuestionType.SINGLE_CHOICE, QuestionType.SINGLE_CHOICE],
    score: 100,
    passScore: 200,
    status: ExamStatus.GRADED,
  });
  const answer = (index: number, right: boolean) => ({
    score: right ? 100 : 0,
    response: { optionIds: [exam.frozen.get(exam.questions[index]?.id ?? '')?.options[right ? 0 : 1]?.id ?? ''] },
  });
  const patterns = [
    [answer(0, true), answer(1, true), answer(2, true)],
    [answer(0, true), answer(1, true), answer(2, false)],
    [answer(0, true), answer(1, false), answer(2, false)],
    [{ score: 0, response: null }, answer(1, false), answer(2, false)],
  ];
  for (const [index, items] of patterns.entries()) {
    const user = await buildUser(orm, { tenantId: tenant.tenantId, account: `cand${index}`, deptId: tenant.deptId });
    const startedAt = new Date(Date.now() - 120 * MINUTE_MS);
    await buildAttempt(orm, {
      tenantId: tenant.tenantId,
      exam,
      userId: user.id,
      items,
      startedAt,
      submittedAt: new Date(startedAt.getTime() + (index + 1) * 10 * MINUTE_MS),
    });
  }
  return { tenant, exam };
}

/** A signed-in user of the tenant holding these codes. */
export async function reportUser(orm: MikroORM, http: TestAgent, tenant: BuiltTenant, permissions: string[]): Promise<string> {
  return (await signedInUser(orm, http, { tenantId: tenant.tenantId, deptId: tenant.deptId, permissions })).token;
}
