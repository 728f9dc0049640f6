import { inTransaction } from '../../../core/db/transaction';
import { AppError, type FieldProblem } from '../../../core/errors/app-error';
import { failValidation } from '../../../core/errors/fail-validation';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { Question } from '../question/question.entity';
import { PaperMode, QuestionStatus } from '../shared/exam-enums';
import { toHundredths } from '../shared/exam-score';
import { PaperQuestion } from './paper-question.entity';
import { linkViews } from './paper-query.service';
import { afterPaperChange, findEditablePaper, lockEditablePaper } from './paper-rules';
import { PaperSection } from './paper-section.entity';
import { paperDetail } from './paper-views';
import { Paper } from './paper.entity';
import type { PaperItemInput, PaperQuestionInput } from './paper.inputs';
import type { PaperQuestionView, PaperView } from './paper.types';

/** Fixed questions of a paper one link at a time (addPaperQuestions, the legacy submitSubjectTestAdd and examSubjectTest). */
export class PaperQuestionService {
  constructor(private readonly menus: MenuService) {}

  /** Appends ENABLED questions with scores (default: each question's default score) to a section of the paper. */
  async add(context: SignedInContext, paperId: string, sectionId: string | null | undefined, items: PaperItemInput[]): Promise<PaperView> {
    await this.menus.require(context, 'exam_paper_edit');
    const em = context.em;
    const paper = await findEditablePaper(context, paperId);
    if (items.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    if (items.length > 300) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'items' });
    }
    await inTransaction(em, async () => {
      await lockEditablePaper(em, paper.id);
      // Checked under the paper's lock: two adds of one question at once cannot both find it absent.
      const checked = await this.check(
        context,
        paper,
        items.map((item) => ({ questionId: item.questionId, score: item.score, ignoreLinkId: null })),
        'items',
      );
      const section = await this.sectionOf(context, paper, sectionId);
      const last = await em.findOne(PaperQuestion, { sectionId: section.id }, { orderBy: { sort: 'desc' } });
      checked.forEach((entry, index) =>
        em.create(PaperQuestion, {
          tenantId: context.actor.tenantId,
          paperId: paper.id,
          sectionId: section.id,
          questionId: entry.questionId,
          score: entry.score,
          sort: items[index]?.sort ?? (last?.sort ?? 0) + index + 1,
        }),
      );
      await afterPaperChange(em, paper);
    });
    return paperDetail(context, paper);
  }

  /** Adds (no id) or changes (with id: score, position, section) one link. */
  async submit(context: SignedInContext, input: PaperQuestionInput): Promise<PaperQuestionView> {
    await this.menus.require(context, 'exam_paper_edit');
    const em = context.em;
    const paper = await findEditablePaper(context, input.paperId);
    const link = input.id ? await em.findOne(PaperQuestion, { id: input.id, paperId: paper.id }) : null;
    if (input.id && !link) {
      throw new AppError('NOT_FOUND', 'exam.paperQuestionNotFound');
    }
    const result = await inTransaction(em, async () => {
      await lockEditablePaper(em, paper.id);
      const [checked] = await this.check(
        context,
        paper,
        [{ questionId: input.questionId, score: input.score ?? (link ? link.score / 100 : undefined), ignoreLinkId: link?.id ?? null }],
        '',
      );
      const section = await this.sectionOf(context, paper, input.sectionId ?? link?.sectionId);
      const last = await em.findOne(PaperQuestion, { sectionId: section.id }, { orderBy: { sort: 'desc' } });
      const values = {
        sectionId: section.id,
        questionId: input.questionId,
        score: checked?.score ?? 0,
        sort: input.sort ?? link?.sort ?? (last?.sort ?? 0) + 1,
      };
      const written = link
        ? Object.assign(link, values)
        : em.create(PaperQuestion, { ...values, tenantId: context.actor.tenantId, paperId: paper.id });
      await afterPaperChange(em, paper);
      return written;
    });
    const [view] = await linkViews(context, [result]);
    return view as PaperQuestionView;
  }

  /** Removes links (papers must be editable); returns how many were removed. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'exam_paper_edit');
    const em = context.em;
    const links = await em.find(PaperQuestion, { id: { $in: requireIdList(ids) } });
    const papers = links.length === 0 ? [] : await em.find(Paper, { id: { $in: [...new Set(links.map((link) => link.paperId))] } });
    for (const paper of papers) {
      await findEditablePaper(context, paper.id);
    }
    await inTransaction(em, async () => {
      for (const paper of [...papers].sort((one, two) => one.id.localeCompare(two.id))) {
        await lockEditablePaper(em, paper.id);
      }
      links.forEach((link) => em.remove(link));
      for (const paper of papers) {
        await afterPaperChange(em, paper);
      }
    });
    return links.length;
  }

  /** The section named (of this paper), or its first section, created when the paper has none. */
  private async sectionOf(context: SignedInContext, paper: Paper, sectionId: string | null | undefined): Promise<PaperSection> {
    const em = context.em;
    if (sectionId) {
      const section = isId(sectionId) ? await em.findOne(PaperSection, { id: sectionId, paperId: paper.id }) : null;
      if (!section) {
        throw new AppError('VALIDATION', 'exam.sectionNotFound', {}, [{ field: 'sectionId', messageKey: 'exam.sectionNotFound' }]);
      }
      return section;
    }
    const first = await em.findOne(PaperSection, { paperId: paper.id }, { orderBy: { sort: 'asc', id: 'asc' } });
    return (
      first ??
      em.create(PaperSection, {
        tenantId: context.actor.tenantId,
        paperId: paper.id,
        title: context.language === 'en' ? 'Questions' : '试题',
        sort: 1,
      })
    );
  }

  /** Mode, ENABLED questions, no duplicates in the paper, positive scores; scores in hundredths. */
  private async check(
    context: SignedInContext,
    paper: Paper,
    entries: Array<{ questionId: string; score: number | undefined; ignoreLinkId: string | null }>,
    path: string,
  ): Promise<Array<{ questionId: string; score: number }>> {
    const em = context.em;
    const prefix = path ? `${path}.` : '';
    if (paper.mode === PaperMode.RANDOM_RULES) {
      failValidation([{ field: path || 'questionId', messageKey: 'exam.rulesNoFixed' }]);
    }
    const ids = entries.map((entry) => entry.questionId);
    const questions = new Map((await em.find(Question, { id: { $in: ids } })).map((question) => [question.id, question]));
    const present = await em.find(PaperQuestion, { paperId: paper.id, questionId: { $in: ids } });
    const problems: FieldProblem[] = [];
    const seen = new Set<string>();
    const checked = entries.map((entry, index) => {
      const field = path ? `${prefix}${index}` : '';
      const question = questions.get(entry.questionId);
      if (!question || question.questionStatus !== QuestionStatus.ENABLED) {
        problems.push({
          field: `${field ? `${field}.` : ''}questionId`,
          messageKey: 'exam.questionNotEnabled',
          params: { id: entry.questionId },
        });
      } else if (
        seen.has(entry.questionId) ||
        present.some((link) => link.questionId === entry.questionId && link.id !== entry.ignoreLinkId)
      ) {
        problems.push({
          field: `${field ? `${field}.` : ''}questionId`,
          messageKey: 'exam.questionAlreadyInPaper',
          params: { id: entry.questionId },
        });
      }
      seen.add(entry.questionId);
      const score = entry.score === undefined ? (question?.defaultScore ?? 0) : toHundredths(entry.score);
      if (score <= 0) {
        problems.push({ field: `${field ? `${field}.` : ''}score`, messageKey: 'exam.scorePositive' });
      }
      return { questionId: entry.questionId, score };
    });
    if (problems.length > 0) {
      failValidation(problems);
    }
    return checked;
  }
}
