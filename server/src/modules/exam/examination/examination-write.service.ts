import { AppError, type FieldProblem } from '../../../core/errors/app-error';
import { assertNoProblems } from '../../../core/errors/fail-validation';
import type { SignedInContext } from '../../../core/http/request-context';
import { sanitizeNoticeHtml } from '../../desk/notice/notice-html';
import type { MenuService } from '../../system/menu/menu.service';
import type { ExaminationQueryService } from './examination-query.service';
import type { ExaminationView } from './examination.types';
import { PaperStatus } from '../shared/exam-enums';
import { toHundredths, toPoints } from '../shared/exam-score';
import {
  AudienceMode,
  ExamStatus,
  IntegrityAction,
  OverdueHandling,
  ReviewItem,
  ReviewMoment,
  TimingMode,
  type ReviewPolicyData,
} from '../shared/examination-enums';
import { storedDurationMin } from './examination-timing';
import { inTransaction } from '../../../core/db/transaction';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { ExamAudienceDept } from './exam-audience-dept.entity';
import { ExamPaperSnapshot } from './exam-paper-snapshot.entity';
import type { ExamPaperLookup } from './exam-paper-lookup';
import { Examination } from './examination.entity';
import type { ExaminationInput } from './examination.inputs';
import { effectiveStatus } from './examination-status';
import { loadExamination, lockUnchanged, requireDepartments, writeAudienceDepartments } from './examination-store';
import { reviewPolicyData } from './examination-view';
import { cleanAllowList, invalidAllowEntries } from '../shared/ip-allow-list';

/**
 * Review policy of an examination created without one: once results are released, the score, each question's
 * marks and the teacher's comments. Correct answers (and correctness, explanations) stay a separate choice.
 * Only new examinations get it; existing ones keep their stored policy.
 */
export const DEFAULT_REVIEW_POLICY: ReviewPolicyData = {
  [ReviewMoment.DURING]: [],
  [ReviewMoment.IMMEDIATELY_AFTER]: [],
  [ReviewMoment.LATER_WHILE_OPEN]: [],
  [ReviewMoment.AFTER_CLOSE]: [],
  [ReviewMoment.AFTER_RELEASE]: [ReviewItem.SCORE, ReviewItem.MARKS_PER_QUESTION, ReviewItem.FEEDBACK],
};

const MINUTE_MS = 60_000;

/** Rules between fields (class-validator checks each field alone); the same the form shows. */
export function crossFieldProblems(input: ExaminationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const windowMs = input.closeAt.getTime() - input.openAt.getTime();
  if (windowMs <= 0) {
    problems.push({ field: 'closeAt', messageKey: 'exam.closeBeforeOpen' });
  } else if (input.timingMode === TimingMode.PER_ATTEMPT && input.durationMin * MINUTE_MS > windowMs) {
    problems.push({
      field: 'durationMin',
      messageKey: 'exam.durationExceedsWindow',
      params: { minutes: Math.floor(windowMs / MINUTE_MS) },
    });
  }
  if (input.overdueHandling === OverdueHandling.GRACE_PERIOD && input.graceSec <= 0) {
    problems.push({ field: 'graceSec', messageKey: 'exam.graceRequired' });
  }
  if (input.audienceMode === AudienceMode.ORG_UNITS && input.audienceDeptIds.length === 0) {
    problems.push({ field: 'audienceDeptIds', messageKey: 'exam.audienceDeptsRequired' });
  }
  const badEntry = invalidAllowEntries(cleanAllowList(input.ipAllowList))[0];
  if (badEntry !== undefined) {
    problems.push({ field: 'ipAllowList', messageKey: 'exam.ipAllowEntryInvalid', params: { entry: badEntry } });
  }
  if (input.resultsReleaseAt && input.resultsReleaseAt.getTime() < input.closeAt.getTime()) {
    problems.push({ field: 'resultsReleaseAt', messageKey: 'exam.releaseBeforeClose' });
  }
  return problems;
}

/** Throws VALIDATION when the pass mark (hundredths) is above the frozen paper's total. */
export function requirePassScoreWithin(passScore: number, totalScore: number): void {
  if (passScore > totalScore) {
    const params = { pass: toPoints(passScore), total: toPoints(totalScore) };
    throw new AppError('VALIDATION', 'exam.passScoreAboveTotal', params, [
      { field: 'passScore', messageKey: 'exam.passScoreAboveTotal', params },
    ]);
  }
}

/** Creates, changes and deletes examinations (DRAFT and SCHEDULED ones; after opening see the lifecycle service). */
export class ExaminationWriteService {
  constructor(
    private readonly menus: MenuService,
    private readonly queries: ExaminationQueryService,
    private readonly papers: ExamPaperLookup,
  ) {}

  async create(context: SignedInContext, input: ExaminationInput): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination_add');
    await this.validate(context, input);
    const em = context.em;
    const created = await inTransaction(em, async () => {
      const exam = em.create(Examination, { tenantId: context.actor.tenantId, ...this.values(input) });
      await em.flush();
      await writeAudienceDepartments(em, exam);
      return exam;
    });
    return this.queries.present(em, created);
  }

  /** Changes every setting of a DRAFT or SCHEDULED (not yet open) examination. */
  async update(context: SignedInContext, id: string, input: ExaminationInput): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination_edit');
    const em = context.em;
    const exam = await loadExamination(em, id);
    const status = effectiveStatus(exam, new Date());
    if (status !== ExamStatus.DRAFT && status !== ExamStatus.SCHEDULED) {
      const key = status === ExamStatus.OPEN ? 'exam.onlyExtendAfterOpen' : 'exam.notEditable';
      throw new AppError('CONFLICT', key, { status });
    }
    await this.validate(context, input);
    if (status === ExamStatus.SCHEDULED && input.paperId !== exam.paperId) {
      // The published paper is frozen: changing it means cancelling and publishing a new examination.
      throw new AppError('CONFLICT', 'exam.notEditable', { status }, [
        { field: 'paperId', messageKey: 'exam.notEditable', params: { status } },
      ]);
    }
    if (exam.snapshotId) {
      const snapshot = await em.findOneOrFail(ExamPaperSnapshot, { id: exam.snapshotId });
      requirePassScoreWithin(toHundredths(input.passScore), snapshot.totalScore);
    }
    await inTransaction(em, async () => {
      await lockUnchanged(em, exam);
      // Plain assignment: em.assign validates JSON columns against their database type (string).
      // An update without a review policy keeps the stored one (the default is for new examinations only).
      // A start that moves re-arms the SMS reminder (the candidates were told the old time).
      const moved = exam.openAt.getTime() !== input.openAt.getTime();
      Object.assign(exam, this.values(input, exam.reviewPolicy), moved ? { smsReminderSentAt: null } : {});
      await em.flush();
      await writeAudienceDepartments(em, exam);
    });
    return this.queries.present(em, exam);
  }

  /** Soft-deletes DRAFT or CANCELLED examinations with their roster; refuses the whole batch otherwise. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'exam_examination_delete');
    if (ids.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    if (ids.length > 1000 || !ids.every((id) => /^\d{1,19}$/.test(id))) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
    }
    const em = context.em;
    const exams = await em.find(Examination, { id: { $in: ids } });
    const blocked = exams.find((exam) => exam.examStatus !== ExamStatus.DRAFT && exam.examStatus !== ExamStatus.CANCELLED);
    if (blocked) {
      throw new AppError('CONFLICT', 'exam.removeNotAllowed', { name: blocked.name });
    }
    const found = exams.map((exam) => exam.id);
    if (found.length === 0) {
      return 0;
    }
    return inTransaction(em, async () => {
      const stamp = { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() };
      await em.nativeUpdate(ExamCandidate, { examinationId: { $in: found } }, stamp);
      await em.nativeDelete(ExamAudienceDept, { examinationId: { $in: found } });
      return em.nativeUpdate(Examination, { id: { $in: found }, examStatus: { $in: [ExamStatus.DRAFT, ExamStatus.CANCELLED] } }, stamp);
    });
  }

  private async validate(context: SignedInContext, input: ExaminationInput): Promise<void> {
    const problems = crossFieldProblems(input);
    assertNoProblems(problems);
    const paperStatus = await this.papers.statusOf(context, input.paperId);
    if (paperStatus === null) {
      throw new AppError('VALIDATION', 'exam.examPaperMissing', {}, [{ field: 'paperId', messageKey: 'exam.examPaperMissing' }]);
    }
    if (paperStatus !== PaperStatus.READY && paperStatus !== PaperStatus.LOCKED) {
      throw new AppError('VALIDATION', 'exam.examPaperNotReady', {}, [{ field: 'paperId', messageKey: 'exam.examPaperNotReady' }]);
    }
    if (input.audienceMode === AudienceMode.ORG_UNITS) {
      await requireDepartments(context.em, [...new Set(input.audienceDeptIds)], 'audienceDeptIds');
    }
  }

  private values(input: ExaminationInput, currentPolicy: ReviewPolicyData = DEFAULT_REVIEW_POLICY) {
    const integrity = input.integrityPolicy;
    return {
      name: input.name.trim(),
      description: input.description?.trim() || null,
      instructions: input.instructions ? sanitizeNoticeHtml(input.instructions) || null : null,
      paperId: input.paperId,
      kind: input.kind,
      openAt: input.openAt,
      closeAt: input.closeAt,
      timingMode: input.timingMode,
      durationMin: storedDurationMin(input.timingMode, input.durationMin, input.openAt, input.closeAt),
      overdueHandling: input.overdueHandling,
      graceSec: input.graceSec,
      maxAttempts: input.maxAttempts,
      gradeMethod: input.gradeMethod,
      passScore: toHundredths(input.passScore),
      shuffleQuestions: input.shuffleQuestions,
      shuffleOptions: input.shuffleOptions,
      navigation: input.navigation,
      questionsPerPage: input.questionsPerPage,
      audienceMode: input.audienceMode,
      audienceDeptIds: input.audienceMode === AudienceMode.ORG_UNITS ? [...new Set(input.audienceDeptIds)] : [],
      accessPassword: input.accessPassword?.trim() || null,
      ipAllowList: cleanAllowList(input.ipAllowList),
      requireFullscreen: input.requireFullscreen,
      smsReminder: input.smsReminder,
      smsReminderMinutes: input.smsReminderMinutes,
      maxFocusLoss: integrity?.maxFocusLoss ?? 0,
      integrityAction: integrity?.action ?? IntegrityAction.LOG_ONLY,
      disableCopyPaste: integrity?.disableCopyPaste ?? false,
      reviewPolicy: input.reviewPolicy ? reviewPolicyData(input.reviewPolicy) : currentPolicy,
      resultsReleaseAt: input.resultsReleaseAt ?? null,
    };
  }
}
