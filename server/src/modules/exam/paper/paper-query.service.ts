import type { FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { questionViews } from '../question/question-query.service';
import { Question } from '../question/question.entity';
import { PaperStatus } from '../shared/exam-enums';
import { PaperQuestion } from './paper-question.entity';
import { findPaper } from './paper-rules';
import { paperDetail, paperSummaries, toPaperQuestionView } from './paper-views';
import { Paper } from './paper.entity';
import type { PaperFilter } from './paper.inputs';
import type { PaperQuestionView, PaperView } from './paper.types';

const SORTABLE = ['name', 'mode', 'paperStatus', 'totalScore', 'createTime', 'updateTime'] as const;
/** Who may read papers: their editors, and examination editors (the paper picker). */
export const PAPER_READ_CODES = ['exam_paper', 'exam_examination'] as const;

/** Reading papers and their question links in the caller's tenant. */
export class PaperQueryService {
  constructor(private readonly menus: MenuService) {}

  async page(
    context: SignedInContext,
    filter: PaperFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<PaperView>> {
    await this.menus.require(context, ...PAPER_READ_CODES);
    const where: FilterQuery<Paper> = {};
    if (filter?.name?.trim()) {
      where.name = { $like: containsPattern(filter.name.trim()) };
    }
    if (filter?.mode) {
      where.mode = filter.mode;
    }
    if (filter?.statuses && filter.statuses.length > 0) {
      where.paperStatus = { $in: filter.statuses };
    }
    const result = await findPage(context.em, Paper, where, page, orderByOf<Paper>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }));
    return { ...result, records: await paperSummaries(context.em, result.records) };
  }

  /** Papers an examination may use (READY or LOCKED), newest first (the legacy get-test-list). */
  async publishable(context: SignedInContext, name: string | null | undefined): Promise<PaperView[]> {
    await this.menus.require(context, ...PAPER_READ_CODES);
    const where: FilterQuery<Paper> = { paperStatus: { $in: [PaperStatus.READY, PaperStatus.LOCKED] } };
    if (name?.trim()) {
      where.name = { $like: containsPattern(name.trim()) };
    }
    return paperSummaries(context.em, await context.em.find(Paper, where, { orderBy: { createTime: 'desc', id: 'desc' }, limit: 1000 }));
  }

  async detail(context: SignedInContext, id: string): Promise<PaperView> {
    await this.menus.require(context, ...PAPER_READ_CODES);
    return paperDetail(context, await findPaper(context, id));
  }

  /** The question links of a paper, one page, in section and position order. */
  async questionPage(context: SignedInContext, paperId: string, page: PageInput): Promise<PageResult<PaperQuestionView>> {
    await this.menus.require(context, 'exam_paper');
    const paper = await findPaper(context, paperId);
    const result = await findPage(context.em, PaperQuestion, { paperId: paper.id }, page, { sectionId: 'asc', sort: 'asc', id: 'asc' });
    return { ...result, records: await linkViews(context, result.records) };
  }

  /** One link: by its id, or by paper and question (the legacy detail(id, subjectId) where id is the paper). */
  async question(context: SignedInContext, id: string, questionId?: string | null): Promise<PaperQuestionView> {
    await this.menus.require(context, 'exam_paper');
    if (!isId(id) || (questionId && !isId(questionId))) {
      throw new AppError('NOT_FOUND', 'exam.paperQuestionNotFound');
    }
    const link = questionId
      ? await context.em.findOne(PaperQuestion, { paperId: id, questionId })
      : await context.em.findOne(PaperQuestion, { id });
    if (!link) {
      throw new AppError('NOT_FOUND', 'exam.paperQuestionNotFound');
    }
    const [view] = await linkViews(context, [link]);
    return view as PaperQuestionView;
  }
}

/** Link views with their questions (and options). */
export async function linkViews(context: SignedInContext, links: PaperQuestion[]): Promise<PaperQuestionView[]> {
  const questions = links.length === 0 ? [] : await context.em.find(Question, { id: { $in: links.map((link) => link.questionId) } });
  const views = new Map((await questionViews(context.em, questions)).map((view) => [view.id, view]));
  return links.map((link) => toPaperQuestionView(link, views.get(link.questionId) ?? null));
}
