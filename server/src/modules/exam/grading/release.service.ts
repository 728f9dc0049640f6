import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { Examination } from '../examination/examination.entity';
import { loadExamination } from '../examination/examination-store';
import { effectiveStatus } from '../examination/examination-status';
import { ExamStatus } from '../shared/examination-enums';
import type { ExamResultsState } from './grading.types';

/**
 * Results release (reference/exam-domain.md §c.4): GRADED -> RESULTS_RELEASED by hand, only once grading is
 * finished (no answer left ungraded). The automatic release at resultsReleaseAt is ResultsReleaseSweep.
 */
export class ReleaseService {
  constructor(private readonly menus: MenuService) {}

  async release(context: SignedInContext, examinationId: string): Promise<ExamResultsState> {
    await this.menus.require(context, 'exam_grade_release');
    const { em, actor } = context;
    const exam = await loadExamination(em, examinationId);
    const now = new Date();
    const status = effectiveStatus(exam, now);
    if (status !== ExamStatus.GRADED) {
      throw new AppError('CONFLICT', 'exam.releaseNotGraded', { status });
    }
    const changed = await em.nativeUpdate(
      Examination,
      { id: exam.id, examStatus: ExamStatus.GRADED },
      { examStatus: ExamStatus.RESULTS_RELEASED, resultsReleasedAt: now, updateUser: actor.userId, updateTime: now },
    );
    if (changed !== 1) {
      throw new AppError('CONFLICT', 'exam.statusChanged');
    }
    return { examinationId: exam.id, examStatus: ExamStatus.RESULTS_RELEASED, resultsReleasedAt: now };
  }
}
