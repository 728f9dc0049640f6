import type { EntityManager } from '@mikro-orm/core';
import { auditOf } from '../../../core/graphql/audit-view.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { translate } from '../../../core/errors/messages';
import { QuestionBank } from '../bank/question-bank.entity';
import { questionViews } from '../question/question-query.service';
import { Question } from '../question/question.entity';
import { QuestionStatus } from '../shared/exam-enums';
import { toPoints } from '../shared/exam-score';
import { PaperDrawRule } from './paper-draw-rule.entity';
import { describeRule, drawPoolWhere } from './paper-pool';
import { PaperQuestion } from './paper-question.entity';
import { PaperSection } from './paper-section.entity';
import type { Paper } from './paper.entity';
import type { PaperDrawRuleView, PaperQuestionView, PaperSectionView, PaperView } from './paper.types';

/** List rows: the paper with its question and rule counts (no sections, no warnings). */
export async function paperSummaries(em: EntityManager, papers: Paper[]): Promise<PaperView[]> {
  const ids = papers.map((paper) => paper.id);
  const items = ids.length === 0 ? [] : await em.find(PaperQuestion, { paperId: { $in: ids } }, { fields: ['id', 'paperId'] });
  const rules = ids.length === 0 ? [] : await em.find(PaperDrawRule, { paperId: { $in: ids } }, { fields: ['id', 'paperId'] });
  return papers.map((paper) => ({
    ...summaryOf(paper),
    questionCount: items.filter((item) => item.paperId === paper.id).length,
    ruleCount: rules.filter((rule) => rule.paperId === paper.id).length,
  }));
}

function summaryOf(paper: Paper): PaperView {
  return {
    ...auditOf(paper),
    name: paper.name,
    description: paper.description ?? null,
    mode: paper.mode,
    passScore: toPoints(paper.passScore),
    passScorePct: paper.passScorePct ?? null,
    suggestedDurationMin: paper.suggestedDurationMin ?? null,
    paperStatus: paper.paperStatus,
    totalScore: toPoints(paper.totalScore),
    questionCount: 0,
    ruleCount: 0,
    sections: [],
    warnings: [],
  };
}

export function toPaperQuestionView(item: PaperQuestion, question: PaperQuestionView['question']): PaperQuestionView {
  return {
    id: item.id,
    paperId: item.paperId,
    sectionId: item.sectionId,
    questionId: item.questionId,
    score: toPoints(item.score),
    sort: item.sort,
    question,
  };
}

/** The whole paper as a teacher previews it: sections, questions with options, rules with their pools, warnings. */
export async function paperDetail(context: SignedInContext, paper: Paper): Promise<PaperView> {
  const em = context.em;
  const sections = await em.find(PaperSection, { paperId: paper.id }, { orderBy: { sort: 'asc', id: 'asc' } });
  const items = await em.find(PaperQuestion, { paperId: paper.id }, { orderBy: { sort: 'asc', id: 'asc' } });
  const rules = await em.find(PaperDrawRule, { paperId: paper.id }, { orderBy: { sort: 'asc', id: 'asc' } });
  const questions = items.length === 0 ? [] : await em.find(Question, { id: { $in: items.map((item) => item.questionId) } });
  const views = new Map((await questionViews(em, questions)).map((view) => [view.id, view]));
  const fixedIds = items.map((item) => item.questionId);
  const banks = rules.length === 0 ? [] : await em.find(QuestionBank, { id: { $in: [...new Set(rules.map((rule) => rule.bankId))] } });
  const bankNames = new Map(banks.map((bank) => [bank.id, bank.name]));
  const warnings: string[] = [];
  for (const item of items) {
    if (views.get(item.questionId)?.questionStatus !== QuestionStatus.ENABLED) {
      warnings.push(translate('exam.paperQuestionUnavailable', context.language, { id: item.questionId }));
    }
  }
  const ruleViews: PaperDrawRuleView[] = [];
  for (const rule of rules) {
    const where = fixedIds.length === 0 ? drawPoolWhere(rule) : { $and: [drawPoolWhere(rule), { id: { $nin: fixedIds } }] };
    const available = await em.count(Question, where);
    const bankName = bankNames.get(rule.bankId) ?? null;
    if (available < rule.count) {
      const section = sections.find((candidate) => candidate.id === rule.sectionId);
      warnings.push(
        translate('exam.drawRuleUnfillable', context.language, {
          ...describeRule(rule, section?.title ?? '', bankName ?? rule.bankId),
          available,
        }),
      );
    }
    ruleViews.push({
      id: rule.id,
      sectionId: rule.sectionId,
      bankId: rule.bankId,
      bankName,
      questionType: rule.questionType,
      difficulty: rule.difficulty ?? null,
      count: rule.count,
      scoreEach: toPoints(rule.scoreEach),
      sort: rule.sort,
      available,
      fillable: available >= rule.count,
    });
  }
  const sectionViews: PaperSectionView[] = sections.map((section) => ({
    id: section.id,
    title: section.title,
    instructions: section.instructions ?? null,
    sort: section.sort,
    shuffleQuestions: section.shuffleQuestions,
    questions: items
      .filter((item) => item.sectionId === section.id)
      .map((item) => toPaperQuestionView(item, views.get(item.questionId) ?? null)),
    drawRules: ruleViews.filter((rule) => rule.sectionId === section.id),
  }));
  return { ...summaryOf(paper), questionCount: items.length, ruleCount: rules.length, sections: sectionViews, warnings };
}
