import { currentRead, lockRows } from '../../../core/db/dialect';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import { failValidation } from '../../../core/errors/fail-validation';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { QuestionOption } from './question-option.entity';
import type { QuestionOptionSubmitInput } from './question-option.inputs';
import { QUESTION_READ_CODES, findQuestion } from './question-query.service';
import { draftOfQuestion, planQuestion, type QuestionDraft } from './question-rules';
import { writeQuestion } from './question-write.service';
import { Question } from './question.entity';
import { toOptionView, type QuestionOptionView } from './question.types';

type DraftOption = QuestionDraft['options'][number];

/**
 * Options one at a time (the legacy examSubjectOption resource). Every change is checked against the
 * whole question (a single choice keeps exactly one correct option, ...) and counts as an edit (version + 1).
 */
export class QuestionOptionService {
  constructor(private readonly menus: MenuService) {}

  async detail(context: SignedInContext, id: string): Promise<QuestionOptionView> {
    await this.menus.require(context, ...QUESTION_READ_CODES);
    return toOptionView(await this.find(context, id));
  }

  async submit(context: SignedInContext, input: QuestionOptionSubmitInput): Promise<QuestionOptionView> {
    await this.menus.require(context, 'exam_question_edit');
    const em = context.em;
    return inTransaction(em, async () => {
      const { question, options } = await this.locked(context, input.questionId);
      if (input.id && !options.some((option) => option.id === input.id)) {
        throw new AppError('NOT_FOUND', 'errors.notFound');
      }
      const changed: DraftOption = {
        id: input.id ?? null,
        content: input.content,
        isCorrect: input.isCorrect,
        weightPct: input.weightPct ?? 0,
        sort: input.sort ?? (options.at(-1)?.sort ?? 0) + 1,
      };
      const drafts: DraftOption[] = options.map((option) => (option.id === input.id ? changed : draftOf(option)));
      if (!input.id) {
        drafts.push(changed);
      }
      await this.rewrite(context, question, drafts);
      const written = await em.find(QuestionOption, { questionId: question.id }, { orderBy: { sort: 'asc', id: 'asc' } });
      const result = input.id
        ? written.find((option) => option.id === input.id)
        : written.find((option) => !options.some((old) => old.id === option.id));
      return toOptionView(result as QuestionOption);
    });
  }

  /** Deletes options (each question is checked without them); returns how many were deleted. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'exam_question_edit');
    const list = requireIdList(ids);
    const em = context.em;
    const doomed = await em.find(QuestionOption, { id: { $in: list } });
    const questionIds = [...new Set(doomed.map((option) => option.questionId))];
    // Counted as the locked reads find them: an option someone else removed meanwhile is not this request's.
    let removed = 0;
    await inTransaction(em, async () => {
      await lockRows(em, Question, questionIds);
      for (const questionId of questionIds) {
        const { question, options } = await this.locked(context, questionId);
        const kept = options.filter((option) => !list.includes(option.id));
        if (kept.length < options.length) {
          removed += options.length - kept.length;
          await this.rewrite(context, question, kept.map(draftOf));
        }
      }
    });
    return removed;
  }

  /**
   * Inside the change's transaction: locks the question's row, then reads it and its options as the change before this
   * one left them - two authors adding an option at once would otherwise both write the list they read, one option lost.
   */
  private async locked(context: SignedInContext, questionId: string): Promise<{ question: Question; options: QuestionOption[] }> {
    const em = context.em;
    await lockRows(em, Question, [questionId]);
    const question = await findQuestion(context, questionId);
    const options = await em.find(QuestionOption, { questionId: question.id }, { orderBy: { sort: 'asc', id: 'asc' }, ...currentRead(em) });
    return { question, options };
  }

  private async rewrite(context: SignedInContext, question: Question, options: DraftOption[]): Promise<void> {
    const { plan, problems } = planQuestion(draftOfQuestion(question, options));
    if (!plan) {
      failValidation(problems);
    }
    await inTransaction(context.em, async () => {
      question.version += 1;
      await writeQuestion(context.em, question, plan, context.actor.tenantId);
    });
  }

  private async find(context: SignedInContext, id: string): Promise<QuestionOption> {
    const option = isId(id) ? await context.em.findOne(QuestionOption, { id }) : null;
    if (!option) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return option;
  }
}

function draftOf(option: QuestionOption): DraftOption {
  return { id: option.id, content: option.content, isCorrect: option.isCorrect, weightPct: option.weightPct, sort: option.sort };
}
