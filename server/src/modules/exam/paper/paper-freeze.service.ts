import type { EntityManager } from '@mikro-orm/core';
import { currentRead, writeLock } from '../../../core/db/dialect';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import { QuestionBank } from '../bank/question-bank.entity';
import { QuestionOption } from '../question/question-option.entity';
import { Question } from '../question/question.entity';
import { PaperStatus, QuestionStatus } from '../shared/exam-enums';
import type { PaperFreezer } from '../shared/paper-freezer';
import type { PaperSnapshotData, SnapshotQuestion, SnapshotSection } from '../shared/paper-snapshot.types';
import { PaperDrawRule } from './paper-draw-rule.entity';
import { PaperQuestion } from './paper-question.entity';
import { PaperSection } from './paper-section.entity';
import { Paper } from './paper.entity';
import { describeRule, drawPoolWhere } from './paper-pool';

/**
 * Freezes a paper for an examination being published (PaperFreezer). No permission check of its own:
 * the publishing service has checked the caller's code; this one only reads and locks rows of the
 * caller's tenant on `context.em` (the tenant filter applies), inside the caller's transaction (or its own).
 */
export class PaperFreezeService implements PaperFreezer {
  async freeze(context: SignedInContext, paperId: string): Promise<PaperSnapshotData> {
    return inTransaction(context.em, () => this.freezeLocked(context.em, paperId));
  }

  private async freezeLocked(em: EntityManager, paperId: string): Promise<PaperSnapshotData> {
    // Locked first and read as committed now: a change to the paper waits for (or is refused after) the freeze.
    const paper = isId(paperId) ? await em.findOne(Paper, { id: paperId }, writeLock(em)) : null;
    if (!paper) {
      throw new AppError('NOT_FOUND', 'exam.paperNotFound');
    }
    if (paper.paperStatus !== PaperStatus.READY && paper.paperStatus !== PaperStatus.LOCKED) {
      throw new AppError('CONFLICT', 'exam.paperNotReady', { name: paper.name });
    }
    const sections = await em.find(PaperSection, { paperId }, { orderBy: { sort: 'asc', id: 'asc' }, ...currentRead(em) });
    const items = await em.find(PaperQuestion, { paperId }, { orderBy: { sort: 'asc', id: 'asc' }, ...currentRead(em) });
    const rules = await em.find(PaperDrawRule, { paperId }, { orderBy: { sort: 'asc', id: 'asc' }, ...currentRead(em) });
    if (items.length === 0 && rules.length === 0) {
      throw new AppError('CONFLICT', 'exam.paperEmpty', { name: paper.name });
    }
    const fixedIds = new Set(items.map((item) => item.questionId));
    const fixedQuestions = await em.find(Question, { id: { $in: [...fixedIds] } });
    const fixedById = new Map(fixedQuestions.map((question) => [question.id, question]));
    for (const questionId of fixedIds) {
      const question = fixedById.get(questionId);
      if (!question || question.questionStatus !== QuestionStatus.ENABLED) {
        throw new AppError('CONFLICT', 'exam.paperQuestionUnavailable', { id: questionId });
      }
    }
    const pools = new Map<string, Question[]>();
    const banks = await bankNames(em, rules);
    for (const rule of rules) {
      const pool = (await em.find(Question, drawPoolWhere(rule), { orderBy: { id: 'asc' } })).filter(
        (question) => !fixedIds.has(question.id),
      );
      if (pool.length < rule.count) {
        const section = sections.find((candidate) => candidate.id === rule.sectionId);
        throw new AppError('CONFLICT', 'exam.drawRuleUnfillable', {
          ...describeRule(rule, section?.title ?? '', banks.get(rule.bankId) ?? rule.bankId),
          available: pool.length,
        });
      }
      pools.set(rule.id, pool);
    }
    const allQuestions = [...fixedQuestions, ...[...pools.values()].flat()];
    const options = await em.find(
      QuestionOption,
      { questionId: { $in: [...new Set(allQuestions.map((question) => question.id))] } },
      { orderBy: { sort: 'asc', id: 'asc' } },
    );
    const snapshotOf = snapshotQuestionFactory(options);
    const snapshotSections: SnapshotSection[] = sections.map((section) => ({
      sectionId: section.id,
      title: section.title,
      instructions: section.instructions ?? null,
      sort: section.sort,
      shuffleQuestions: section.shuffleQuestions,
      fixedItems: items
        .filter((item) => item.sectionId === section.id)
        .map((item) => ({
          paperQuestionId: item.id,
          sort: item.sort,
          score: item.score,
          question: snapshotOf(fixedById.get(item.questionId) as Question),
        })),
      drawRules: rules
        .filter((rule) => rule.sectionId === section.id)
        .map((rule) => ({
          ruleId: rule.id,
          count: rule.count,
          scoreEach: rule.scoreEach,
          pool: (pools.get(rule.id) ?? []).map(snapshotOf),
        })),
    }));
    const totalScore = items.reduce((sum, item) => sum + item.score, 0) + rules.reduce((sum, rule) => sum + rule.count * rule.scoreEach, 0);
    paper.paperStatus = PaperStatus.LOCKED;
    paper.totalScore = totalScore;
    await em.flush();
    return { paperId: paper.id, paperName: paper.name, totalScore, passScore: paper.passScore, sections: snapshotSections };
  }
}

async function bankNames(em: EntityManager, rules: PaperDrawRule[]): Promise<Map<string, string>> {
  const banks = rules.length === 0 ? [] : await em.find(QuestionBank, { id: { $in: [...new Set(rules.map((rule) => rule.bankId))] } });
  return new Map(banks.map((bank) => [bank.id, bank.name]));
}

/** Builds snapshot questions with their options (sorted) from one batch of option rows. */
export function snapshotQuestionFactory(options: QuestionOption[]): (question: Question) => SnapshotQuestion {
  const byQuestion = new Map<string, QuestionOption[]>();
  for (const option of options) {
    byQuestion.set(option.questionId, [...(byQuestion.get(option.questionId) ?? []), option]);
  }
  return (question) => ({
    questionId: question.id,
    version: question.version,
    type: question.questionType,
    stem: question.stem,
    difficulty: question.difficulty,
    explanation: question.explanation ?? null,
    options: (byQuestion.get(question.id) ?? []).map((option) => ({
      id: option.id,
      content: option.content,
      isCorrect: option.isCorrect,
      weightPct: option.weightPct,
    })),
    multiSelectScoring: question.multiSelectScoring,
    blanks: question.blanks,
    caseSensitive: question.caseSensitive,
    fileRule: question.fileRule
      ? {
          maxFiles: question.fileRule.maxFiles,
          maxSizeKb: question.fileRule.maxSizeKb,
          allowedExtensions: [...question.fileRule.allowedExtensions],
        }
      : null,
  });
}
