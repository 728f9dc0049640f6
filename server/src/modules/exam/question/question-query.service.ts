import type { EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { QuestionBank } from '../bank/question-bank.entity';
import type { QuestionBankNames } from '../bank/question-bank-names';
import { QuestionOption } from './question-option.entity';
import { Question } from './question.entity';
import type { QuestionFilter } from './question.inputs';
import { toQuestionView, type QuestionView } from './question.types';

const SORTABLE = ['difficulty', 'questionType', 'questionStatus', 'createTime', 'updateTime'] as const;
/** Who may read questions: their editors and paper editors (question pickers, previews). */
export const QUESTION_READ_CODES = ['exam_question', 'exam_paper'] as const;

/** The ORM condition of the question list filters (tenant and soft delete come from the default filters). */
export function questionWhere(filter: QuestionFilter | null | undefined): FilterQuery<Question> {
  const where: FilterQuery<Question> = {};
  if (filter?.bankId) {
    where.bankId = filter.bankId;
  }
  if (filter?.questionType) {
    where.questionType = filter.questionType;
  }
  if (filter?.questionTypes && filter.questionTypes.length > 0) {
    where.questionType = filter.questionType
      ? { $in: filter.questionTypes.filter((type) => type === filter.questionType) }
      : { $in: filter.questionTypes };
  }
  if (filter?.questionStatuses && filter.questionStatuses.length > 0) {
    where.questionStatus = filter.questionStatus
      ? { $in: filter.questionStatuses.filter((status) => status === filter.questionStatus) }
      : { $in: filter.questionStatuses };
  } else if (filter?.questionStatus) {
    where.questionStatus = filter.questionStatus;
  }
  if (filter?.difficulty) {
    where.difficulty = filter.difficulty;
  }
  if (filter?.keyword?.trim()) {
    where.stem = { $like: containsPattern(filter.keyword.trim()) };
  }
  if (filter?.tag?.trim()) {
    // Tags are stored as a JSON array: match the quoted tag.
    where.tags = { $like: containsPattern(JSON.stringify(filter.tag.trim())) } as never;
  }
  return where;
}

/**
 * The order with the id as the last key, in the direction of the first key: ids are snowflakes, so they
 * grow with the authoring order and break ties of createTime (questions imported in the same
 * millisecond). The paper composer's picker asks for createTime ASC: oldest first, the order the
 * questions were written in, the same on every page and every reload.
 */
export function stableOrder(order: QueryOrderMap<Question>): QueryOrderMap<Question> {
  if ('id' in order) {
    return order;
  }
  const first = Object.values(order)[0];
  return { ...order, id: first === 'asc' ? 'asc' : 'desc' };
}

/**
 * Views of questions with their options and bank names, loaded in two batch queries (one when the bank
 * names are given).
 */
export async function questionViews(
  em: EntityManager,
  questions: Question[],
  knownBankNames?: Map<string, string>,
): Promise<QuestionView[]> {
  if (questions.length === 0) {
    return [];
  }
  const ids = questions.map((question) => question.id);
  const options = await em.find(QuestionOption, { questionId: { $in: ids } }, { orderBy: { sort: 'asc', id: 'asc' } });
  const bankNames =
    knownBankNames ??
    new Map(
      (await em.find(QuestionBank, { id: { $in: [...new Set(questions.map((question) => question.bankId))] } })).map((bank) => [
        bank.id,
        bank.name,
      ]),
    );
  return questions.map((question) =>
    toQuestionView(
      question,
      options.filter((option) => option.questionId === question.id),
      bankNames.get(question.bankId) ?? null,
    ),
  );
}

/** Reading questions of the caller's tenant. */
export class QuestionQueryService {
  constructor(
    private readonly menus: MenuService,
    private readonly bankNames: QuestionBankNames,
  ) {}

  async page(
    context: SignedInContext,
    filter: QuestionFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<QuestionView>> {
    await this.menus.require(context, ...QUESTION_READ_CODES);
    const result = await findPage(
      context.em,
      Question,
      questionWhere(filter),
      page,
      stableOrder(orderByOf<Question>(sort, SORTABLE, { createTime: 'desc', id: 'desc' })),
    );
    const bankNames =
      result.records.length === 0
        ? undefined
        : await this.bankNames.of(
            context.em,
            context.actor.tenantId,
            result.records.map((question) => question.bankId),
          );
    return { ...result, records: await questionViews(context.em, result.records, bankNames) };
  }

  async detail(context: SignedInContext, id: string): Promise<QuestionView> {
    await this.menus.require(context, ...QUESTION_READ_CODES);
    const [view] = await questionViews(context.em, [await findQuestion(context, id)]);
    return view as QuestionView;
  }
}

/** The question (of the caller's tenant) or NOT_FOUND. */
export async function findQuestion(context: SignedInContext, id: string): Promise<Question> {
  const question = isId(id) ? await context.em.findOne(Question, { id }) : null;
  if (!question) {
    throw new AppError('NOT_FOUND', 'exam.questionNotFound');
  }
  return question;
}
