import type { EntityManager, FindOneOptions } from '@mikro-orm/core';
import { writeLock } from '../../../core/db/dialect';
import { AppError } from '../../../core/errors/app-error';
import { isId } from '../../../core/ids/snowflake';
import { Dept } from '../../system/dept/dept.entity';
import { ExamAudienceDept } from './exam-audience-dept.entity';
import { Examination } from './examination.entity';

/**
 * Loads an examination of the caller's tenant (the tenant filter applies) or throws NOT_FOUND; `options` e.g. lock it
 * and read it fresh inside a transaction (`{ refresh: true, ...writeLock(em) }`).
 */
export async function loadExamination(em: EntityManager, id: string, options: FindOneOptions<Examination> = {}): Promise<Examination> {
  const exam = isId(id) ? await em.findOne(Examination, { id }, options) : null;
  if (!exam) {
    throw new AppError('NOT_FOUND', 'exam.examinationNotFound');
  }
  return exam;
}

/**
 * Inside the transaction of a change decided from `exam` as read before it, before the first write: locks the row and
 * refuses (CONFLICT exam.statusChanged) when another change committed since that read - an update then never undoes a
 * publication or another update, and a publication never freezes a paper the examination no longer names.
 */
export async function lockUnchanged(em: EntityManager, exam: Examination): Promise<void> {
  const current = await em.findOne(
    Examination,
    { id: exam.id },
    { fields: ['id', 'updateTime'], disableIdentityMap: true, ...writeLock(em) },
  );
  if (!current || current.updateTime.getTime() !== exam.updateTime.getTime()) {
    throw new AppError('CONFLICT', 'exam.statusChanged');
  }
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
