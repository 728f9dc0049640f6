import type { EntityManager } from '@mikro-orm/core';
import { currentRead, writeLock } from '../../../core/db/dialect';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { PaperStatus } from '../shared/exam-enums';
import { toPoints } from '../shared/exam-score';
import { PaperDrawRule } from './paper-draw-rule.entity';
import { PaperQuestion } from './paper-question.entity';
import { Paper } from './paper.entity';

/** The paper (of the caller's tenant) or NOT_FOUND. */
export async function findPaper(context: SignedInContext, id: string): Promise<Paper> {
  const paper = isId(id) ? await context.em.findOne(Paper, { id }) : null;
  if (!paper) {
    throw new AppError('NOT_FOUND', 'exam.paperNotFound');
  }
  return paper;
}

/** A LOCKED paper (used by a published examination) or an ARCHIVED one refuses every change: copy it instead. */
export function assertEditable(paper: Pick<Paper, 'name' | 'paperStatus'>): void {
  if (paper.paperStatus === PaperStatus.LOCKED || paper.paperStatus === PaperStatus.ARCHIVED) {
    throw new AppError('CONFLICT', 'exam.paperLocked', { name: paper.name });
  }
}

/** The paper of `id`, editable, or the matching error. */
export async function findEditablePaper(context: SignedInContext, id: string): Promise<Paper> {
  const paper = await findPaper(context, id);
  assertEditable(paper);
  return paper;
}

/**
 * Inside a transaction that changes a paper's content, before its first write: locks the paper row (one change per
 * paper at a time on MySQL/MariaDB; the embedded database has one writer) and checks, as committed now, that it is
 * still there and editable (an examination's publication may have locked it since it was read). Two authors adding
 * questions at once would otherwise each store a total without the other's question.
 */
export async function lockEditablePaper(em: EntityManager, paperId: string): Promise<void> {
  const current = await em.findOne(
    Paper,
    { id: paperId },
    { fields: ['id', 'name', 'paperStatus'], disableIdentityMap: true, ...writeLock(em) },
  );
  if (!current) {
    throw new AppError('NOT_FOUND', 'exam.paperNotFound');
  }
  assertEditable(current);
}

/** Fixed question scores plus count x scoreEach of every rule, hundredths (from the flushed rows, as committed now). */
export async function computeTotal(em: EntityManager, paperId: string): Promise<number> {
  const items = await em.find(PaperQuestion, { paperId }, currentRead(em));
  const rules = await em.find(PaperDrawRule, { paperId }, currentRead(em));
  return items.reduce((sum, item) => sum + item.score, 0) + rules.reduce((sum, rule) => sum + rule.count * rule.scoreEach, 0);
}

/** Why the paper is not ready: no question and no rule, or a pass score above the total; null when ready. */
export async function readinessProblem(em: EntityManager, paper: Paper): Promise<AppError | null> {
  const items = await em.count(PaperQuestion, { paperId: paper.id });
  const rules = await em.count(PaperDrawRule, { paperId: paper.id });
  if (items + rules === 0) {
    return new AppError('VALIDATION', 'exam.paperEmpty', { name: paper.name });
  }
  if (paper.passScore > paper.totalScore) {
    return new AppError('VALIDATION', 'exam.passScoreTooHigh', { pass: toPoints(paper.passScore), total: toPoints(paper.totalScore) }, [
      {
        field: 'passScore',
        messageKey: 'exam.passScoreTooHigh',
        params: { pass: toPoints(paper.passScore), total: toPoints(paper.totalScore) },
      },
    ]);
  }
  return null;
}

/** The pass score (hundredths) that follows a total (hundredths) at a percentage, rounded to the hundredth. */
export function followingPassScore(totalScore: number, pct: number): number {
  return Math.round((totalScore * pct) / 100);
}

/**
 * After a change: the total is derived again (and a pass score that follows it with it), and a READY paper that no longer passes the
 * readiness
 * check goes back to DRAFT (a paper stays READY only while it is publishable as far as the form goes).
 */
export async function afterPaperChange(em: EntityManager, paper: Paper): Promise<void> {
  await em.flush();
  paper.totalScore = await computeTotal(em, paper.id);
  if (paper.passScorePct !== null && paper.passScorePct !== undefined) {
    paper.passScore = followingPassScore(paper.totalScore, paper.passScorePct);
  }
  if (paper.paperStatus === PaperStatus.READY && (await readinessProblem(em, paper))) {
    paper.paperStatus = PaperStatus.DRAFT;
  }
  await em.flush();
}
