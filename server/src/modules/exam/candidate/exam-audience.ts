import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { Dept } from '../../system/dept/dept.entity';
import { UserDept } from '../../system/user/user-dept.entity';
import { ExamAudienceDept } from '../examination/exam-audience-dept.entity';
import type { Examination } from '../examination/examination.entity';
import { AudienceMode, CandidateStatus, ExamStatus } from '../shared/examination-enums';
import { ExamCandidate } from './exam-candidate.entity';

/** Stored states in which candidates see an examination (published, not cancelled or archived). */
export const VISIBLE_TO_CANDIDATES: readonly ExamStatus[] = [
  ExamStatus.SCHEDULED,
  ExamStatus.OPEN,
  ExamStatus.CLOSING,
  ExamStatus.GRADING,
  ExamStatus.GRADED,
  ExamStatus.RESULTS_RELEASED,
];

/** The user's departments and all their ancestors (a department audience includes sub-departments). */
async function departmentsWithAncestors(em: EntityManager, userId: string): Promise<string[]> {
  const links = await em.find(UserDept, { userId }, { fields: ['deptId'] });
  if (links.length === 0) {
    return [];
  }
  const depts = await em.find(Dept, { id: { $in: links.map((link) => link.deptId) } }, { fields: ['id', 'ancestors'] });
  const ids = new Set<string>();
  for (const dept of depts) {
    ids.add(dept.id);
    for (const ancestor of dept.ancestors.split(',')) {
      if (ancestor.trim() !== '' && ancestor !== '0') {
        ids.add(ancestor.trim());
      }
    }
  }
  return [...ids];
}

/**
 * Who may take an examination: an ACTIVE roster entry always admits; ORG_UNITS admits users of the chosen
 * departments (with sub-departments) and OPEN_TO_TENANT every user of the tenant, unless their roster entry
 * says REMOVED or EXCUSED. Works on the caller's EntityManager (tenant filter set).
 */
export class ExamAudience {
  /** Condition on Examination rows the user belongs to the audience of (any state; combine with a state filter). */
  async condition(em: EntityManager, tenantId: string, userId: string): Promise<FilterQuery<Examination>> {
    const sql = em as SqlEntityManager;
    const entries = (statuses: CandidateStatus[]) =>
      sql
        .createQueryBuilder(ExamCandidate, 'c')
        .select('c.examinationId')
        .where({ tenantId, isDeleted: 0, userId, candidateStatus: { $in: statuses } })
        .getKnexQuery() as unknown as string[];
    const alternatives: Array<FilterQuery<Examination>> = [
      { id: { $in: entries([CandidateStatus.ACTIVE]) } },
      { audienceMode: AudienceMode.OPEN_TO_TENANT, id: { $nin: entries([CandidateStatus.REMOVED, CandidateStatus.EXCUSED]) } },
    ];
    const deptIds = await departmentsWithAncestors(em, userId);
    if (deptIds.length > 0) {
      const audience = sql
        .createQueryBuilder(ExamAudienceDept, 'a')
        .select('a.examinationId')
        .where({ tenantId, isDeleted: 0, deptId: { $in: deptIds } })
        .getKnexQuery() as unknown as string[];
      alternatives.push({
        audienceMode: AudienceMode.ORG_UNITS,
        $and: [{ id: { $in: audience } }, { id: { $nin: entries([CandidateStatus.REMOVED, CandidateStatus.EXCUSED]) } }],
      });
    }
    return { $or: alternatives };
  }

  /** True when the user belongs to the examination's audience (for starting an attempt). */
  async admits(em: EntityManager, exam: Examination, userId: string): Promise<boolean> {
    const entry = await em.findOne(ExamCandidate, { examinationId: exam.id, userId }, { fields: ['candidateStatus'] });
    if (entry?.candidateStatus === CandidateStatus.ACTIVE) {
      return true;
    }
    if (entry && (entry.candidateStatus === CandidateStatus.REMOVED || entry.candidateStatus === CandidateStatus.EXCUSED)) {
      return false;
    }
    if (exam.audienceMode === AudienceMode.OPEN_TO_TENANT) {
      return true;
    }
    if (exam.audienceMode === AudienceMode.ORG_UNITS) {
      const deptIds = await departmentsWithAncestors(em, userId);
      return deptIds.length > 0 && (await em.count(ExamAudienceDept, { examinationId: exam.id, deptId: { $in: deptIds } })) > 0;
    }
    return false;
  }
}
