import { inTransaction } from '../../../core/db/transaction';
import type { FieldProblem } from '../../../core/errors/app-error';
import { failValidation } from '../../../core/errors/fail-validation';
import { translate } from '../../../core/errors/messages';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import type { MenuService } from '../../system/menu/menu.service';
import { PaperMode, PaperStatus } from '../shared/exam-enums';
import { toHundredths } from '../shared/exam-score';
import { PaperDrawRule } from './paper-draw-rule.entity';
import { PaperQuestion } from './paper-question.entity';
import { PaperSection } from './paper-section.entity';
import { afterPaperChange, assertEditable, findEditablePaper, findPaper, lockEditablePaper, readinessProblem } from './paper-rules';
import { copyStructure, planStructure, writeStructure } from './paper-structure';
import { paperDetail } from './paper-views';
import { Paper } from './paper.entity';
import { DEFAULT_PASS_SCORE_PCT, type PaperInput } from './paper.inputs';
import type { PaperView } from './paper.types';

/**
 * The pass rule the input asks for: a percentage that follows the total (passScorePct, derived in
 * afterPaperChange), a fixed score (passScore), or for neither the paper's current rule (a new paper:
 * DEFAULT_PASS_SCORE_PCT of its total).
 */
function passRuleOf(input: PaperInput, existing: Paper | null): { passScore?: number; passScorePct: number | null } {
  if (input.passScorePct !== null && input.passScorePct !== undefined) {
    return { passScorePct: input.passScorePct };
  }
  if (input.passScore !== null && input.passScore !== undefined) {
    return { passScore: toHundredths(input.passScore), passScorePct: null };
  }
  return existing ? { passScorePct: existing.passScorePct ?? null } : { passScorePct: DEFAULT_PASS_SCORE_PCT };
}

/** Adding, changing, copying, readying and deleting papers of the caller's tenant. LOCKED papers refuse every change. */
export class PaperWriteService {
  constructor(private readonly menus: MenuService) {}

  /** Adds (exam_paper_add) or changes (exam_paper_edit) a paper; with `sections` its structure is replaced. */
  async submit(context: SignedInContext, input: PaperInput): Promise<PaperView> {
    await this.menus.require(context, input.id ? 'exam_paper_edit' : 'exam_paper_add');
    const em = context.em;
    const existing = input.id ? await findEditablePaper(context, input.id) : null;
    const problems: FieldProblem[] = [];
    let plan = null;
    if (input.sections) {
      const planned = await planStructure(em, existing?.id ?? null, input.mode, input.sections);
      problems.push(...planned.problems);
      plan = planned.plan;
    } else if (existing && input.mode !== existing.mode) {
      const items = await em.count(PaperQuestion, { paperId: existing.id });
      const rules = await em.count(PaperDrawRule, { paperId: existing.id });
      if (input.mode === PaperMode.FIXED && rules > 0) {
        problems.push({ field: 'mode', messageKey: 'exam.fixedNoRules' });
      }
      if (input.mode === PaperMode.RANDOM_RULES && items > 0) {
        problems.push({ field: 'mode', messageKey: 'exam.rulesNoFixed' });
      }
    }
    if (problems.length > 0) {
      failValidation(problems);
    }
    const values = {
      name: input.name.trim(),
      description: input.description?.trim() || null,
      mode: input.mode,
      ...passRuleOf(input, existing),
      suggestedDurationMin: input.suggestedDurationMin ?? null,
    };
    const paper = existing ? Object.assign(existing, values) : em.create(Paper, { ...values, tenantId: context.actor.tenantId });
    await inTransaction(em, async () => {
      if (existing) {
        await lockEditablePaper(em, existing.id);
      }
      if (plan) {
        await em.flush();
        await writeStructure(em, paper.id, context.actor.tenantId, plan);
      }
      await afterPaperChange(em, paper);
    });
    return paperDetail(context, paper);
  }

  /** DRAFT -> READY after the checks: at least one question or rule, pass score at most the total. */
  async markReady(context: SignedInContext, id: string): Promise<PaperView> {
    await this.menus.require(context, 'exam_paper_edit');
    const paper = await findEditablePaper(context, id);
    const problem = await readinessProblem(context.em, paper);
    if (problem) {
      throw problem;
    }
    paper.paperStatus = PaperStatus.READY;
    await context.em.flush();
    return paperDetail(context, paper);
  }

  /** A new DRAFT paper with the same fields, sections, questions and rules (the way to change a LOCKED paper). */
  async copy(context: SignedInContext, id: string): Promise<PaperView> {
    await this.menus.require(context, 'exam_paper_add');
    const source = await findPaper(context, id);
    const em = context.em;
    const name = translate('exam.paperCopyName', context.language, { name: source.name }).slice(0, 200);
    const copy = em.create(Paper, {
      tenantId: context.actor.tenantId,
      name,
      description: source.description ?? null,
      mode: source.mode,
      passScore: source.passScore,
      passScorePct: source.passScorePct ?? null,
      suggestedDurationMin: source.suggestedDurationMin ?? null,
      totalScore: source.totalScore,
    });
    await inTransaction(em, async () => {
      await em.flush();
      await copyStructure(em, source.id, copy.id, context.actor.tenantId);
      await afterPaperChange(em, copy);
    });
    return paperDetail(context, copy);
  }

  /** Soft-deletes papers with their structure; refused (CONFLICT, nothing deleted) when one is LOCKED. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'exam_paper_delete');
    const em = context.em;
    const papers = await em.find(Paper, { id: { $in: requireIdList(ids) } });
    papers.forEach(assertEditable);
    if (papers.length === 0) {
      return 0;
    }
    const paperIds = papers.map((paper) => paper.id);
    const stamp = { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() };
    return inTransaction(em, async () => {
      await em.nativeUpdate(PaperQuestion, { paperId: { $in: paperIds } }, stamp);
      await em.nativeUpdate(PaperDrawRule, { paperId: { $in: paperIds } }, stamp);
      await em.nativeUpdate(PaperSection, { paperId: { $in: paperIds } }, stamp);
      return em.nativeUpdate(Paper, { id: { $in: paperIds } }, stamp);
    });
  }
}
