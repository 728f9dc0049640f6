import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { MessageKey } from '../../../core/errors/messages';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { ExamAccommodation } from '../accommodation/accommodation.entity';
import { ExamStatus, TimingMode } from '../shared/examination-enums';
import type { ExaminationEndListener, ExaminationExtendListener } from './examination-events';
import type { ExaminationQueryService } from './examination-query.service';
import type { ExaminationView } from './examination.types';
import { Examination } from './examination.entity';
import { effectiveStatus } from './examination-status';
import { loadExamination } from './examination-store';
import { windowMinutes } from './examination-timing';

const MAX_REASON = 500;
const MOVABLE: readonly ExamStatus[] = [ExamStatus.SCHEDULED, ExamStatus.OPEN];

/**
 * A teacher's control of a published examination's window (issue 12 item 2): move the close (later, or earlier
 * while it has not passed) and end an open examination now. Each change is one conditional update on the close time
 * and state read, so a concurrent change or the sweep makes the loser a CONFLICT; the listeners move the running
 * attempts' deadlines (and, on ending, submit them) in the same transaction.
 */
export class ExaminationWindowService {
  constructor(
    private readonly menus: MenuService,
    private readonly queries: ExaminationQueryService,
    private readonly moveListeners: readonly ExaminationExtendListener[],
    private readonly endListeners: readonly ExaminationEndListener[],
  ) {}

  /** Moves closeAt later (the legacy extend: the one schedule change allowed after opening). */
  async extend(context: SignedInContext, id: string, closeAt: Date): Promise<ExaminationView> {
    return this.moveClose(context, id, closeAt, true);
  }

  /** Moves closeAt later or earlier while the examination is SCHEDULED or OPEN; not into the past, not before openAt. */
  async changeClose(context: SignedInContext, id: string, closeAt: Date): Promise<ExaminationView> {
    return this.moveClose(context, id, closeAt, false);
  }

  /**
   * Ends an OPEN examination now: closeAt becomes now (candidates' own later windows too), the stored state CLOSING,
   * and every running attempt is submitted from its saved answers (source PROCTOR, one audit row each).
   */
  async endNow(context: SignedInContext, id: string, reason: string | null | undefined): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination_end');
    const em = context.em;
    const exam = await loadExamination(em, id);
    const now = new Date();
    const status = effectiveStatus(exam, now);
    if (status !== ExamStatus.OPEN) {
      throw new AppError('CONFLICT', 'exam.endNowNotOpen', { status });
    }
    const text = reason?.trim() ?? '';
    if (text.length > MAX_REASON) {
      throw new AppError('VALIDATION', 'exam.endNowReasonTooLong', {}, [{ field: 'reason', messageKey: 'exam.endNowReasonTooLong' }]);
    }
    const previousCloseAt = exam.closeAt;
    await inTransaction(em, async () => {
      const changed = await em.nativeUpdate(
        Examination,
        { id: exam.id, examStatus: { $in: [...MOVABLE] }, closeAt: previousCloseAt },
        { closeAt: now, examStatus: ExamStatus.CLOSING, ...this.durationFor(exam, now), updateUser: context.actor.userId, updateTime: now },
      );
      if (changed !== 1) {
        throw new AppError('CONFLICT', 'exam.statusChanged');
      }
      await em.nativeUpdate(
        ExamAccommodation,
        { examinationId: exam.id, closeAtOverride: { $gt: now } },
        { closeAtOverride: now, updateUser: context.actor.userId, updateTime: now },
      );
      await em.refresh(exam);
      for (const listener of this.moveListeners) {
        await listener.examinationExtended(context, exam, previousCloseAt, now);
      }
      for (const listener of this.endListeners) {
        await listener.examinationEnded(context, exam, text);
      }
    });
    return this.reload(context, exam);
  }

  private async moveClose(context: SignedInContext, id: string, closeAt: Date, laterOnly: boolean): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination_edit');
    const em = context.em;
    const exam = await loadExamination(em, id);
    const now = new Date();
    const status = effectiveStatus(exam, now);
    if (!MOVABLE.includes(status)) {
      throw new AppError('CONFLICT', laterOnly ? 'exam.extendNotAllowed' : 'exam.closeChangeNotAllowed', { status });
    }
    this.validateClose(exam, closeAt, now, laterOnly);
    const previousCloseAt = exam.closeAt;
    await inTransaction(em, async () => {
      const changed = await em.nativeUpdate(
        Examination,
        { id: exam.id, examStatus: { $in: [...MOVABLE] }, closeAt: previousCloseAt, $and: [{ closeAt: { $gt: now } }] },
        { closeAt, ...this.durationFor(exam, closeAt), updateUser: context.actor.userId, updateTime: now },
      );
      if (changed !== 1) {
        throw new AppError('CONFLICT', 'exam.statusChanged');
      }
      await em.refresh(exam);
      for (const listener of this.moveListeners) {
        await listener.examinationExtended(context, exam, previousCloseAt, closeAt);
      }
    });
    return this.reload(context, exam);
  }

  private validateClose(exam: Examination, closeAt: Date, now: Date, laterOnly: boolean): void {
    const invalid = (key: MessageKey): AppError => new AppError('VALIDATION', key, {}, [{ field: 'closeAt', messageKey: key }]);
    if (Number.isNaN(closeAt.getTime())) {
      throw invalid('exam.closeAtRequired');
    }
    if (laterOnly && closeAt.getTime() <= exam.closeAt.getTime()) {
      throw invalid('exam.extendNotLater');
    }
    if (closeAt.getTime() <= now.getTime()) {
      throw invalid('exam.closeInPast');
    }
    if (closeAt.getTime() <= exam.openAt.getTime()) {
      throw invalid('exam.closeNotAfterOpen');
    }
    if (exam.resultsReleaseAt && exam.resultsReleaseAt.getTime() < closeAt.getTime()) {
      throw invalid('exam.releaseBeforeClose');
    }
  }

  /** FIXED_WINDOW's duration is the window, so it follows the close; PER_ATTEMPT keeps its own. */
  private durationFor(exam: Examination, closeAt: Date): { durationMin?: number } {
    return exam.timingMode === TimingMode.FIXED_WINDOW && closeAt.getTime() > exam.openAt.getTime()
      ? { durationMin: windowMinutes(exam.openAt, closeAt) }
      : {};
  }

  private async reload(context: SignedInContext, exam: Examination): Promise<ExaminationView> {
    await context.em.refresh(exam);
    return this.queries.present(context.em, exam);
  }
}
