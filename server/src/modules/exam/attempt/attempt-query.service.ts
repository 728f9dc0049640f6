import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { loadExamination } from '../examination/examination-store';
import { toPoints } from '../shared/exam-score';
import { AttemptItem } from './attempt-item.entity';
import { Attempt } from './attempt.entity';
import type { StaffAttempt } from './attempt-staff.types';
import { loadOwnAttempt, loadTenantAttempt } from './attempt-store';
import type { CandidateAttempt, CandidateItem } from './attempt.types';
import { candidateAttempt, candidateItems, loadAnswers, optionLabel, savedResponse } from './attempt-view';
import type { SnapshotCache } from './snapshot-cache';

const points = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : toPoints(value));

/** Reads of attempts: the candidate's own (candidate shape) and any of the tenant for graders (staff shape). */
export class AttemptQueryService {
  constructor(
    private readonly menus: MenuService,
    private readonly snapshots: SnapshotCache,
  ) {}

  /** The caller's own attempt; another user's or tenant's is NOT_FOUND. */
  async own(context: SignedInContext, attemptId: string): Promise<CandidateAttempt> {
    await this.menus.require(context, 'exam_take');
    return this.candidateView(context, await loadOwnAttempt(context, attemptId));
  }

  /** The caller's latest attempt at an examination, or null. */
  async latest(context: SignedInContext, examinationId: string): Promise<CandidateAttempt | null> {
    await this.menus.require(context, 'exam_take');
    const attempt = isId(examinationId)
      ? await context.em.findOne(Attempt, { examinationId, userId: context.actor.userId }, { orderBy: { attemptNo: 'desc' } })
      : null;
    return attempt ? this.candidateView(context, attempt) : null;
  }

  /** One question of the caller's attempt by its answer row id (legacy getExamSubjectEntity). */
  async ownItem(context: SignedInContext, itemId: string): Promise<CandidateItem> {
    await this.menus.require(context, 'exam_take');
    const row = isId(itemId) ? await context.em.findOne(AttemptItem, { id: itemId }, { fields: ['attemptId', 'slot'] }) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
    }
    const view = await this.candidateView(context, await loadOwnAttempt(context, row.attemptId));
    const item = view.items.find((candidate) => candidate.slot === row.slot);
    if (!item) {
      throw new AppError('NOT_FOUND', 'exam.attemptNotFound');
    }
    return item;
  }

  async candidateView(context: SignedInContext, attempt: Attempt): Promise<CandidateAttempt> {
    const exam = await loadExamination(context.em, attempt.examinationId);
    const snapshot = await this.snapshots.get(() => context.em, attempt.snapshotId, context.actor.tenantId);
    const answers = await loadAnswers(context.em, attempt.id);
    return candidateAttempt(attempt, exam, snapshot, candidateItems(attempt, snapshot, answers), new Date());
  }

  /** Graders (exam_grade) read any attempt of their tenant with keys and scores. */
  async staff(context: SignedInContext, attemptId: string): Promise<StaffAttempt> {
    await this.menus.require(context, 'exam_grade');
    const attempt = await loadTenantAttempt(context.em, attemptId);
    const snapshot = await this.snapshots.get(() => context.em, attempt.snapshotId, context.actor.tenantId);
    const answers = await loadAnswers(context.em, attempt.id);
    return {
      id: attempt.id,
      examinationId: attempt.examinationId,
      userId: attempt.userId,
      attemptNo: attempt.attemptNo,
      state: attempt.state,
      gradingState: attempt.gradingState,
      startedAt: attempt.startedAt,
      deadlineAt: attempt.deadlineAt,
      submittedAt: attempt.submittedAt ?? null,
      submitSource: attempt.submitSource ?? null,
      autoScore: points(attempt.autoScore),
      manualScore: points(attempt.manualScore),
      totalScore: points(attempt.totalScore),
      passed: attempt.passed ?? null,
      integrityCount: attempt.integrityCount,
      clientIp: attempt.clientIp ?? null,
      items: attempt.layout.slots.map((slot) => {
        const question = snapshot.questions.get(slot.questionId);
        const row = answers.items.get(slot.slot);
        const byId = new Map((question?.options ?? []).map((option) => [option.id, option]));
        return {
          id: row?.id ?? '',
          slot: slot.slot,
          questionId: slot.questionId,
          questionType: question?.type ?? ('SHORT_ANSWER' as StaffAttempt['items'][number]['questionType']),
          stem: question?.stem ?? '',
          options: slot.optionOrder.map((id, index) => ({
            id,
            label: optionLabel(index),
            content: byId.get(id)?.content ?? '',
            isCorrect: byId.get(id)?.isCorrect ?? false,
            weightPct: byId.get(id)?.weightPct ?? 0,
          })),
          acceptedBlanks: question?.blanks ?? [],
          explanation: question?.explanation ?? null,
          maxScore: toPoints(slot.maxScore),
          response: savedResponse(row?.response, answers.files),
          autoScore: points(row?.autoScore),
          manualScore: points(row?.manualScore),
          finalScore: points(row?.finalScore),
          isCorrect: row?.isCorrect ?? null,
          gradingState: row?.gradingState ?? ('UNGRADED' as StaffAttempt['items'][number]['gradingState']),
          feedback: row?.feedback ?? null,
        };
      }),
    };
  }
}
