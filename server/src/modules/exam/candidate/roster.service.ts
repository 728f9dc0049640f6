import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { containsPattern, findPage } from '../../../core/db/list-query';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { User } from '../../system/user/user.entity';
import type { MenuService } from '../../system/menu/menu.service';
import type { Examination } from '../examination/examination.entity';
import { effectiveStatus, hasOpened } from '../examination/examination-status';
import { loadExamination } from '../examination/examination-store';
import { CandidateStatus, ExamStatus } from '../shared/examination-enums';
import type { CandidateAttemptCheck } from './candidate-attempt-check';
import { candidateViews } from './candidate-view';
import type { ExamCandidatePage, ExamCandidateView } from './candidate.types';
import { ExamCandidate } from './exam-candidate.entity';
import { resolveRosterMembers } from './roster-members';

/** States in which candidates may be added (adding stays allowed after opening, §c.4). */
const ROSTER_OPEN: ReadonlySet<ExamStatus> = new Set([ExamStatus.DRAFT, ExamStatus.SCHEDULED, ExamStatus.OPEN]);

function checkIds(ids: string[], field: string): void {
  if (ids.length > 10_000 || !ids.every(isId)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: field });
  }
}

/** The roster of an examination (exam students): read, add by user or department, remove, excuse. */
export class RosterService {
  constructor(
    private readonly menus: MenuService,
    /** The attempts module's answer; null until it exists (then removal is refused once the examination opened). */
    private readonly attempts: CandidateAttemptCheck | null,
  ) {}

  /** Scores on the roster only for callers who may read scores. */
  private seesScores(context: SignedInContext): Promise<boolean> {
    return this.menus.hasPermission(context, ['exam_score']);
  }

  /** One page of the roster; REMOVED entries only when asked for by status. */
  async page(
    context: SignedInContext,
    examinationId: string,
    page: PageInput,
    keyword?: string | null,
    status?: CandidateStatus | null,
  ): Promise<ExamCandidatePage> {
    await this.menus.require(context, 'exam_examination', 'exam_examination_roster');
    const exam = await loadExamination(context.em, examinationId);
    const where: FilterQuery<ExamCandidate> & Record<string, unknown> = {
      examinationId: exam.id,
      candidateStatus: status ?? { $ne: CandidateStatus.REMOVED },
    };
    if (keyword?.trim()) {
      const pattern = containsPattern(keyword.trim());
      const em = context.em as SqlEntityManager;
      const users = em
        .createQueryBuilder(User, 'u')
        .select('u.id')
        .where({
          tenantId: context.actor.tenantId,
          isDeleted: 0,
          $or: [{ account: { $like: pattern } }, { realName: { $like: pattern } }],
        });
      where['userId'] = { $in: users.getKnexQuery() as unknown as string[] };
    }
    const result = await findPage(context.em, ExamCandidate, where, page, { addedAt: 'desc', id: 'desc' });
    return { ...result, records: await candidateViews(context.em, result.records, await this.seesScores(context)) };
  }

  async detail(context: SignedInContext, id: string): Promise<ExamCandidateView> {
    await this.menus.require(context, 'exam_examination', 'exam_examination_roster');
    const row = isId(id) ? await context.em.findOne(ExamCandidate, { id }) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const [view] = await candidateViews(context.em, [row], await this.seesScores(context));
    return view as ExamCandidateView;
  }

  /**
   * Adds users (by id, or every approved user of the departments and their sub-departments) as ACTIVE
   * candidates. Idempotent: present candidates stay as they are, REMOVED ones are reactivated. Returns how
   * many were added or reactivated.
   */
  async add(context: SignedInContext, examinationId: string, userIds: string[], deptIds: string[]): Promise<number> {
    await this.menus.require(context, 'exam_examination_roster');
    checkIds(userIds, 'userIds');
    checkIds(deptIds, 'deptIds');
    const em = context.em;
    const exam = await loadExamination(em, examinationId);
    this.requireRosterOpen(exam);
    if (userIds.length === 0 && deptIds.length === 0) {
      throw new AppError('VALIDATION', 'exam.candidatesRequired', {}, [{ field: 'userIds', messageKey: 'exam.candidatesRequired' }]);
    }
    const members = await resolveRosterMembers(context, [...new Set(userIds)], [...new Set(deptIds)]);
    const now = new Date();
    return inTransaction(em, async () => {
      let changed = 0;
      for (let start = 0; start < members.length; start += 1000) {
        const chunk = members.slice(start, start + 1000);
        const existing = await em.find(ExamCandidate, { examinationId: exam.id, userId: { $in: chunk.map((member) => member.userId) } });
        const byUser = new Map(existing.map((row) => [row.userId, row]));
        for (const member of chunk) {
          const row = byUser.get(member.userId);
          if (!row) {
            em.create(ExamCandidate, {
              tenantId: exam.tenantId,
              examinationId: exam.id,
              userId: member.userId,
              deptId: member.deptId,
              candidateStatus: CandidateStatus.ACTIVE,
              addedBy: context.actor.userId,
              addedAt: now,
            });
            changed += 1;
          } else if (row.candidateStatus === CandidateStatus.REMOVED) {
            Object.assign(row, { candidateStatus: CandidateStatus.ACTIVE, addedBy: context.actor.userId, addedAt: now });
            changed += 1;
          }
        }
        await em.flush();
      }
      return changed;
    });
  }

  /** Marks candidates REMOVED; refused for candidates who started (or, before the attempts module answers, once opened). */
  async remove(context: SignedInContext, examinationId: string, userIds: string[]): Promise<number> {
    await this.menus.require(context, 'exam_examination_roster');
    if (userIds.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    checkIds(userIds, 'userIds');
    const exam = await loadExamination(context.em, examinationId);
    return this.removeUsers(context, exam, [...new Set(userIds)]);
  }

  /** Removes roster entries by their ids (the legacy remove), examination by examination. */
  async removeEntries(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'exam_examination_roster');
    if (ids.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    checkIds(ids, 'ids');
    const rows = await context.em.find(ExamCandidate, { id: { $in: ids } });
    const byExam = new Map<string, string[]>();
    for (const row of rows) {
      byExam.set(row.examinationId, [...(byExam.get(row.examinationId) ?? []), row.userId]);
    }
    return inTransaction(context.em, async () => {
      let removed = 0;
      for (const [examinationId, users] of byExam) {
        removed += await this.removeUsers(context, await loadExamination(context.em, examinationId), users);
      }
      return removed;
    });
  }

  /** Sets a candidate's roster state (ACTIVE, INVITED, EXCUSED); REMOVED goes through removal's checks. */
  async setStatus(context: SignedInContext, id: string, status: CandidateStatus): Promise<ExamCandidateView> {
    await this.menus.require(context, 'exam_examination_roster');
    const em = context.em;
    const row = isId(id) ? await em.findOne(ExamCandidate, { id }) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const exam = await loadExamination(em, row.examinationId);
    if (status === CandidateStatus.REMOVED) {
      await this.removeUsers(context, exam, [row.userId]);
    } else {
      this.requireRosterOpen(exam);
      row.candidateStatus = status;
      await em.flush();
    }
    await em.refresh(row);
    const [view] = await candidateViews(em, [row], await this.seesScores(context));
    return view as ExamCandidateView;
  }

  private requireRosterOpen(exam: Examination): void {
    const status = effectiveStatus(exam, new Date());
    if (!ROSTER_OPEN.has(status)) {
      throw new AppError('CONFLICT', 'exam.rosterClosed', { status });
    }
  }

  private async removeUsers(context: SignedInContext, exam: Examination, userIds: string[]): Promise<number> {
    this.requireRosterOpen(exam);
    if (hasOpened(effectiveStatus(exam, new Date()))) {
      if (!this.attempts) {
        throw new AppError('CONFLICT', 'exam.candidateRemoveAfterOpen');
      }
      const started = await this.attempts.startedUserIds(context, exam.id, userIds);
      const first = userIds.find((id) => started.has(id));
      if (first !== undefined) {
        const user = await context.em.findOne(User, { id: first }, { fields: ['realName', 'account'] });
        throw new AppError('CONFLICT', 'exam.candidateStarted', { name: user?.realName || user?.account || first });
      }
    }
    return context.em.nativeUpdate(
      ExamCandidate,
      { examinationId: exam.id, userId: { $in: userIds }, candidateStatus: { $ne: CandidateStatus.REMOVED } },
      { candidateStatus: CandidateStatus.REMOVED, updateUser: context.actor.userId, updateTime: new Date() },
    );
  }
}
