import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import type { ExaminationQueryService } from './examination-query.service';
import type { ExaminationView } from './examination.types';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { AudienceMode, CandidateStatus, ExamStatus } from '../shared/examination-enums';
import type { PaperFreezer } from '../shared/paper-freezer';
import { ExamPaperSnapshot } from './exam-paper-snapshot.entity';
import type { ExaminationCancelListener } from './examination-events';
import { Examination } from './examination.entity';
import { effectiveStatus, hasOpened } from './examination-status';
import { loadExamination, lockUnchanged } from './examination-store';
import { requirePassScoreWithin } from './examination-write.service';

const CANCELLABLE: ReadonlySet<ExamStatus> = new Set([ExamStatus.DRAFT, ExamStatus.SCHEDULED, ExamStatus.OPEN, ExamStatus.CLOSING]);
const ARCHIVABLE: ReadonlySet<ExamStatus> = new Set([ExamStatus.RESULTS_RELEASED, ExamStatus.CANCELLED]);
const MAX_REASON = 500;

/**
 * Action-driven transitions of reference/exam-domain.md §c.4: publish (freezes the paper), cancel, archive (moving
 * the close and ending now: examination-window.service.ts). Every change is a conditional update on the state read, so a concurrent action
 * or the sweep
 * cannot be overwritten; the loser gets CONFLICT.
 */
export class ExaminationLifecycleService {
  constructor(
    private readonly menus: MenuService,
    private readonly queries: ExaminationQueryService,
    private readonly freezer: PaperFreezer,
    private readonly cancelListeners: readonly ExaminationCancelListener[],
  ) {}

  /** DRAFT -> SCHEDULED: checks the roster and window, freezes the paper into a snapshot. */
  async publish(context: SignedInContext, id: string): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination_publish');
    const em = context.em;
    const exam = await loadExamination(em, id);
    if (exam.examStatus !== ExamStatus.DRAFT) {
      throw new AppError('CONFLICT', 'exam.publishNotDraft');
    }
    const now = new Date();
    if (exam.closeAt.getTime() <= now.getTime()) {
      throw new AppError('CONFLICT', 'exam.windowPast');
    }
    if (
      exam.audienceMode === AudienceMode.ROSTER &&
      (await em.count(ExamCandidate, { examinationId: exam.id, candidateStatus: CandidateStatus.ACTIVE })) === 0
    ) {
      throw new AppError('CONFLICT', 'exam.rosterEmpty');
    }
    return inTransaction(em, async () => {
      await lockUnchanged(em, exam);
      const data = await this.freezer.freeze(context, exam.paperId);
      requirePassScoreWithin(exam.passScore, data.totalScore);
      const snapshot = em.create(ExamPaperSnapshot, { tenantId: exam.tenantId, examinationId: exam.id, data, totalScore: data.totalScore });
      await em.flush();
      const changed = await em.nativeUpdate(
        Examination,
        { id: exam.id, examStatus: ExamStatus.DRAFT },
        { examStatus: ExamStatus.SCHEDULED, snapshotId: snapshot.id, publishedAt: now, updateUser: context.actor.userId, updateTime: now },
      );
      if (changed !== 1) {
        throw new AppError('CONFLICT', 'exam.statusChanged');
      }
      return this.reload(context, exam);
    });
  }

  /** Cancels before grading; once opened it needs exam_examination_cancel and a reason, and listeners void attempts. */
  async cancel(context: SignedInContext, id: string, reason: string | null | undefined): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination_cancel', 'exam_examination_edit');
    const em = context.em;
    const exam = await loadExamination(em, id);
    const now = new Date();
    const status = effectiveStatus(exam, now);
    if (!CANCELLABLE.has(status)) {
      throw new AppError('CONFLICT', 'exam.cancelNotAllowed', { status });
    }
    const text = reason?.trim() ?? '';
    if (text.length > MAX_REASON) {
      throw new AppError('VALIDATION', 'exam.cancelReasonTooLong', {}, [{ field: 'reason', messageKey: 'exam.cancelReasonTooLong' }]);
    }
    if (hasOpened(status)) {
      await this.menus.require(context, 'exam_examination_cancel');
      if (text === '') {
        throw new AppError('VALIDATION', 'exam.cancelReasonRequired', {}, [{ field: 'reason', messageKey: 'exam.cancelReasonRequired' }]);
      }
    }
    return inTransaction(em, async () => {
      const changed = await em.nativeUpdate(
        Examination,
        { id: exam.id, examStatus: exam.examStatus },
        {
          examStatus: ExamStatus.CANCELLED,
          cancelReason: text || null,
          cancelledAt: now,
          updateUser: context.actor.userId,
          updateTime: now,
        },
      );
      if (changed !== 1) {
        throw new AppError('CONFLICT', 'exam.statusChanged');
      }
      await em.refresh(exam);
      for (const listener of this.cancelListeners) {
        await listener.examinationCancelled(context, exam);
      }
      return this.queries.present(em, exam);
    });
  }

  /** RESULTS_RELEASED or CANCELLED -> ARCHIVED. */
  async archive(context: SignedInContext, id: string): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination_edit');
    const em = context.em;
    const exam = await loadExamination(em, id);
    if (!ARCHIVABLE.has(exam.examStatus)) {
      throw new AppError('CONFLICT', 'exam.archiveNotAllowed');
    }
    const now = new Date();
    const changed = await em.nativeUpdate(
      Examination,
      { id: exam.id, examStatus: exam.examStatus },
      { examStatus: ExamStatus.ARCHIVED, updateUser: context.actor.userId, updateTime: now },
    );
    if (changed !== 1) {
      throw new AppError('CONFLICT', 'exam.statusChanged');
    }
    return this.reload(context, exam);
  }

  private async reload(context: SignedInContext, exam: Examination): Promise<ExaminationView> {
    await context.em.refresh(exam);
    return this.queries.present(context.em, exam);
  }
}
