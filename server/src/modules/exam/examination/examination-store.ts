import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import { isId } from '../../../core/ids/snowflake';
import { Dept } from '../../system/dept/dept.entity';
import { ExamAudienceDept } from './exam-audience-dept.entity';
import { Examination } from './examination.entity';

/** Loads an examination of the caller's tenant (the tenant filter applies) or throws NOT_FOUND. */
export async function loadExamination(em: EntityManager, id: string): Promise<Examination> {
  const exam = isId(id) ? await em.findOne(Examination, { id }) : null;
  if (!exam) {
    throw new AppError('NOT_FOUND', 'exam.examinationNotFound');
  }
  return exam;
}

/** Throws VALIDATION unless every id is a department of the caller's tenant. */
export async function requireDepartments(em: EntityManager, deptIds: string[], field: string): Promise<void> {
  if (deptIds.length === 0) {
    return;
  }
  const found = new Set((await em.find(Dept, { id: { $in: deptIds } }, { fields: ['id'] })).map((dept) => dept.id));
  const missing = deptIds.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw new AppError('VALIDATION', 'exam.audienceDeptInvalid', { name: missing }, [
      { field, messageKey: 'exam.audienceDeptInvalid', params: { name: missing } },
    ]);
  }
}

/** Rewrites the audience department rows of an examination from its audienceDeptIds. */
export async function writeAudienceDepartments(em: EntityManager, exam: Examination): Promise<void> {
  await em.nativeDelete(ExamAudienceDept, { examinationId: exam.id });
  for (const deptId of exam.audienceDeptIds ?? []) {
    em.create(ExamAudienceDept, { tenantId: exam.tenantId, examinationId: exam.id, deptId });
  }
}
