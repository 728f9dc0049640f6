import type { EntityManager } from '@mikro-orm/core';
import { lockRows } from '../../../core/db/dialect';
import { inTransaction } from '../../../core/db/transaction';
import { AppError, type FieldProblem } from '../../../core/errors/app-error';
import { failValidation } from '../../../core/errors/fail-validation';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import type { MenuService } from '../../system/menu/menu.service';
import { QuestionBank } from '../bank/question-bank.entity';
import { PaperQuestion } from '../paper/paper-question.entity';
import { Paper } from '../paper/paper.entity';
import { QuestionStatus } from '../shared/exam-enums';
import { QuestionOption } from './question-option.entity';
import { findQuestion, questionViews } from './question-query.service';
import { planQuestion, type PlannedQuestion, type QuestionDraft } from './question-rules';
import { Question } from './question.entity';
import type { QuestionInput } from './question.inputs';
import type { QuestionView } from './question.types';

/** Writes the planned values and options of a question; options keep their ids when given, others are deleted. */
export async function writeQuestion(em: EntityManager, question: Question, plan: PlannedQuestion, tenantId: string): Promise<void> {
  const { options, ...values } = plan;
  Object.assign(question, values);
  const existing = await em.find(QuestionOption, { questionId: question.id });
  const kept = new Set(options.map((option) => option.id).filter((id): id is string => id !== null));
  for (const option of existing) {
    if (!kept.has(option.id)) {
      em.remove(option);
    }
  }
  for (const option of options) {
    const values = { content: option.content, isCorrect: option.isCorrect, weightPct: option.weightPct, sort: option.sort };
    const current = option.id ? existing.find((candidate) => candidate.id === option.id) : undefined;
    if (current) {
      Object.assign(current, values);
    } else {
      em.create(QuestionOption, { ...values, tenantId, questionId: question.id });
    }
  }
}

/** Adding, changing, enabling/disabling and deleting questions of the caller's tenant. */
export class QuestionWriteService {
  constructor(private readonly menus: MenuService) {}

  /**
   * Adds (exam_question_add) or changes (exam_question_edit, version + 1) a question; a status change also
   * needs exam_question_status. A new question without a status is saved ENABLED (usable in papers at
   * once) when the caller may enable questions, DRAFT otherwise; DRAFT on request ("save as draft").
   */
  async submit(context: SignedInContext, input: QuestionInput): Promise<QuestionView> {
    await this.menus.require(context, input.id ? 'exam_question_edit' : 'exam_question_add');
    const em = context.em;
    // A change locks the question first and reads it and its options as the change before left them (version + 1 each).
    const question = await inTransaction(em, async () => {
      // The bank too: its removal (which locks it) then waits for this question and counts it.
      const bankLive = (await lockRows(em, QuestionBank, [input.bankId])).has(input.bankId);
      await lockRows(em, Question, input.id ? [input.id] : []);
      const existing = input.id ? await findQuestion(context, input.id) : null;
      const status = input.questionStatus ?? existing?.questionStatus ?? (await this.newQuestionStatus(context));
      if (status !== (existing?.questionStatus ?? QuestionStatus.DRAFT)) {
        await this.menus.require(context, 'exam_question_status');
      }
      const problems: FieldProblem[] = [];
      if (!bankLive) {
        problems.push({ field: 'bankId', messageKey: 'exam.bankNotFound' });
      }
      if (existing) {
        const ownIds = new Set((await em.find(QuestionOption, { questionId: existing.id })).map((option) => option.id));
        input.options.forEach((option, index) => {
          if (option.id && !ownIds.has(option.id)) {
            problems.push({ field: `options.${index}.id`, messageKey: 'errors.notFound' });
          }
        });
      } else if (input.options.some((option) => option.id)) {
        problems.push({ field: 'options', messageKey: 'errors.notFound' });
      }
      const { plan, problems: rules } = planQuestion(input as QuestionDraft);
      problems.push(...rules);
      if (problems.length > 0 || !plan) {
        failValidation(problems);
      }
      const question =
        existing ??
        em.create(Question, { tenantId: context.actor.tenantId, bankId: input.bankId, questionType: plan.questionType, stem: plan.stem });
      question.bankId = input.bankId;
      question.questionStatus = status;
      if (existing) {
        question.version += 1;
      }
      await writeQuestion(em, question, plan, context.actor.tenantId);
      return question;
    });
    const [view] = await questionViews(em, [question]);
    return view as QuestionView;
  }

  /** The status of a new question saved without one: ENABLED for those who may enable questions. */
  private async newQuestionStatus(context: SignedInContext): Promise<QuestionStatus> {
    return (await this.menus.hasPermission(context, ['exam_question_status'])) ? QuestionStatus.ENABLED : QuestionStatus.DRAFT;
  }

  /** Sets the status of questions (exam_question_status); returns how many changed. */
  async setStatus(context: SignedInContext, ids: string[], status: QuestionStatus): Promise<number> {
    await this.menus.require(context, 'exam_question_status');
    const questions = await context.em.find(Question, { id: { $in: requireIdList(ids) } });
    const changed = questions.filter((question) => question.questionStatus !== status);
    changed.forEach((question) => {
      question.questionStatus = status;
    });
    await context.em.flush();
    return changed.length;
  }

  /** The legacy toggle: ENABLED questions become DISABLED, the others (DRAFT, DISABLED) ENABLED; returns how many changed. */
  async toggleStatus(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'exam_question_status');
    const questions = await context.em.find(Question, { id: { $in: requireIdList(ids) } });
    questions.forEach((question) => {
      question.questionStatus = question.questionStatus === QuestionStatus.ENABLED ? QuestionStatus.DISABLED : QuestionStatus.ENABLED;
    });
    await context.em.flush();
    return questions.length;
  }

  /** Soft-deletes questions and their options; refused (CONFLICT, nothing deleted) while a paper holds one of them. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'exam_question_delete');
    const em = context.em;
    const list = requireIdList(ids);
    const link = await em.findOne(PaperQuestion, { questionId: { $in: list } });
    if (link) {
      const paper = await em.findOne(Paper, { id: link.paperId });
      if (paper) {
        throw new AppError('CONFLICT', 'exam.questionInPaper', { paper: paper.name });
      }
    }
    const stamp = { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() };
    return inTransaction(em, async () => {
      await em.nativeUpdate(QuestionOption, { questionId: { $in: list } }, stamp);
      return em.nativeUpdate(Question, { id: { $in: list } }, stamp);
    });
  }
}
