import type { EntityManager } from '@mikro-orm/core';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { Dept } from '../../system/dept/dept.entity';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { ExamAudienceDept } from '../examination/exam-audience-dept.entity';
import type { StartWindow } from '../accommodation/accommodation-rules';
import type { Examination } from '../examination/examination.entity';
import { effectiveStatus } from '../examination/examination-status';
import { AudienceMode, CandidateStatus, ExamStatus } from '../shared/examination-enums';

/**
 * Throws unless the examination is OPEN at `now` for the caller (reference/exam-domain.md §c.5 start rules), in
 * `window`: the caller's accommodated window (accommodation-rules.ts), by default the examination's. Not yet open,
 * over, or in a state nobody may answer in each get their own message. Drafts do not exist for candidates.
 */
export function requireOpen(exam: Examination, now: Date, window: StartWindow = exam): void {
  const status = effectiveStatus({ examStatus: exam.examStatus, openAt: window.openAt, closeAt: window.closeAt }, now);
  if (status === ExamStatus.OPEN) {
    return;
  }
  if (status === ExamStatus.DRAFT) {
    throw new AppError('NOT_FOUND', 'exam.examinationNotFound');
  }
  if (status === ExamStatus.SCHEDULED) {
    throw new AppError('CONFLICT', 'exam.notOpenYet');
  }
  if (status === ExamStatus.CANCELLED) {
    throw new AppError('CONFLICT', 'exam.notAvailable', { status });
  }
  throw new AppError('CONFLICT', 'exam.alreadyClosed');
}

/** True when one of `deptIds` is one of `audience` or below one of them (blade_dept.ancestors). */
async function inDepartments(em: EntityManager, deptIds: string[], audience: string[]): Promise<boolean> {
  if (deptIds.length === 0 || audience.length === 0) {
    return false;
  }
  const wanted = new Set(audience);
  if (deptIds.some((id) => wanted.has(id))) {
    return true;
  }
  const depts = await em.find(Dept, { id: { $in: deptIds } }, { fields: ['id', 'ancestors'] });
  return depts.some((dept) => dept.ancestors.split(',').some((ancestor) => wanted.has(ancestor.trim())));
}

/**
 * The caller may take the examination: ROSTER needs an ACTIVE roster entry; ORG_UNITS an ACTIVE entry or
 * membership of an audience department (or a sub-department); OPEN_TO_TENANT any user of the tenant. A
 * REMOVED or EXCUSED roster entry always refuses.
 */
export async function requireCandidate(context: SignedInContext, exam: Examination): Promise<void> {
  const em = context.em;
  const entry = await em.findOne(
    ExamCandidate,
    { examinationId: exam.id, userId: context.actor.userId },
    { fields: ['id', 'candidateStatus'] },
  );
  if (entry && entry.candidateStatus !== CandidateStatus.ACTIVE) {
    throw new AppError('FORBIDDEN', 'exam.notCandidate');
  }
  if (entry || exam.audienceMode === AudienceMode.OPEN_TO_TENANT) {
    return;
  }
  if (exam.audienceMode === AudienceMode.ORG_UNITS) {
    const audience = (await em.find(ExamAudienceDept, { examinationId: exam.id }, { fields: ['deptId'] })).map((row) => row.deptId);
    if (await inDepartments(em, context.actor.deptIds, audience)) {
      return;
    }
  }
  throw new AppError('FORBIDDEN', 'exam.notCandidate');
}
