import type { EntityManager } from '@mikro-orm/core';
import type { FieldProblem } from '../../../core/errors/app-error';
import { QuestionBank } from '../bank/question-bank.entity';
import { Question } from '../question/question.entity';
import { PaperMode, QuestionStatus } from '../shared/exam-enums';
import { toHundredths } from '../shared/exam-score';
import { PaperDrawRule } from './paper-draw-rule.entity';
import { PaperQuestion } from './paper-question.entity';
import { PaperSection } from './paper-section.entity';
import type { PaperSectionInput } from './paper.inputs';

/** Checked structure of a paper: sections with their items and rules (scores in hundredths). */
export interface PlannedSection {
  id: string | null;
  title: string;
  instructions: string | null;
  sort: number;
  shuffleQuestions: boolean;
  items: Array<{ questionId: string; score: number; sort: number }>;
  rules: Array<{
    bankId: string;
    questionType: PaperDrawRule['questionType'];
    difficulty: number | null;
    count: number;
    scoreEach: number;
    sort: number;
  }>;
}

/**
 * Checks a paper structure against the mode, the paper's own sections, the tenant's ENABLED questions
 * (each at most once per paper) and banks. Problems name the input path (sections.0.questions.1.questionId).
 */
export async function planStructure(
  em: EntityManager,
  paperId: string | null,
  mode: PaperMode,
  sections: PaperSectionInput[],
): Promise<{ plan: PlannedSection[]; problems: FieldProblem[] }> {
  const problems: FieldProblem[] = [];
  const ownSections = new Set(paperId ? (await em.find(PaperSection, { paperId })).map((section) => section.id) : []);
  const questionIds = [...new Set(sections.flatMap((section) => section.questions.map((item) => item.questionId)))];
  const questions = new Map(
    (questionIds.length === 0 ? [] : await em.find(Question, { id: { $in: questionIds } })).map((question) => [question.id, question]),
  );
  const bankIds = [...new Set(sections.flatMap((section) => section.drawRules.map((rule) => rule.bankId)))];
  const banks = new Set((bankIds.length === 0 ? [] : await em.find(QuestionBank, { id: { $in: bankIds } })).map((bank) => bank.id));
  const seen = new Set<string>();
  const plan = sections.map((section, sectionIndex): PlannedSection => {
    const path = `sections.${sectionIndex}`;
    if (section.id && !ownSections.has(section.id)) {
      problems.push({ field: `${path}.id`, messageKey: 'exam.sectionNotFound' });
    }
    if (mode === PaperMode.FIXED && section.drawRules.length > 0) {
      problems.push({ field: `${path}.drawRules`, messageKey: 'exam.fixedNoRules' });
    }
    if (mode === PaperMode.RANDOM_RULES && section.questions.length > 0) {
      problems.push({ field: `${path}.questions`, messageKey: 'exam.rulesNoFixed' });
    }
    const items = section.questions.map((item, index) => {
      const field = `${path}.questions.${index}`;
      const question = questions.get(item.questionId);
      if (!question || question.questionStatus !== QuestionStatus.ENABLED) {
        problems.push({ field: `${field}.questionId`, messageKey: 'exam.questionNotEnabled', params: { id: item.questionId } });
      } else if (seen.has(item.questionId)) {
        problems.push({ field: `${field}.questionId`, messageKey: 'exam.questionAlreadyInPaper', params: { id: item.questionId } });
      }
      seen.add(item.questionId);
      const score = item.score === undefined || item.score === null ? (question?.defaultScore ?? 0) : toHundredths(item.score);
      if (score <= 0) {
        problems.push({ field: `${field}.score`, messageKey: 'exam.scorePositive' });
      }
      return { questionId: item.questionId, score, sort: item.sort ?? index + 1 };
    });
    const rules = section.drawRules.map((rule, index) => {
      const field = `${path}.drawRules.${index}`;
      if (!banks.has(rule.bankId)) {
        problems.push({ field: `${field}.bankId`, messageKey: 'exam.bankNotFound' });
      }
      const scoreEach = toHundredths(rule.scoreEach);
      if (scoreEach <= 0) {
        problems.push({ field: `${field}.scoreEach`, messageKey: 'exam.scorePositive' });
      }
      return {
        bankId: rule.bankId,
        questionType: rule.questionType,
        difficulty: rule.difficulty ?? null,
        count: rule.count,
        scoreEach,
        sort: index + 1,
      };
    });
    return {
      id: section.id ?? null,
      title: section.title.trim(),
      instructions: section.instructions?.trim() || null,
      sort: section.sort ?? sectionIndex + 1,
      shuffleQuestions: section.shuffleQuestions,
      items,
      rules,
    };
  });
  return { plan, problems };
}

/** Replaces the structure of a paper: kept sections are updated, others deleted; items and rules are written anew. */
export async function writeStructure(em: EntityManager, paperId: string, tenantId: string, plan: PlannedSection[]): Promise<void> {
  const kept = new Set(plan.map((section) => section.id).filter((id): id is string => id !== null));
  const existing = await em.find(PaperSection, { paperId });
  for (const section of existing) {
    if (!kept.has(section.id)) {
      em.remove(section);
    }
  }
  await em.nativeDelete(PaperQuestion, { paperId });
  await em.nativeDelete(PaperDrawRule, { paperId });
  for (const planned of plan) {
    const values = {
      title: planned.title,
      instructions: planned.instructions,
      sort: planned.sort,
      shuffleQuestions: planned.shuffleQuestions,
    };
    const current = planned.id ? existing.find((section) => section.id === planned.id) : undefined;
    const section = current ? Object.assign(current, values) : em.create(PaperSection, { ...values, tenantId, paperId });
    for (const item of planned.items) {
      em.create(PaperQuestion, { ...item, tenantId, paperId, sectionId: section.id });
    }
    for (const rule of planned.rules) {
      em.create(PaperDrawRule, { ...rule, tenantId, paperId, sectionId: section.id });
    }
  }
}

/** Copies sections, items and rules of one paper to another (new ids). */
export async function copyStructure(em: EntityManager, fromPaperId: string, toPaperId: string, tenantId: string): Promise<void> {
  const sections = await em.find(PaperSection, { paperId: fromPaperId });
  const items = await em.find(PaperQuestion, { paperId: fromPaperId });
  const rules = await em.find(PaperDrawRule, { paperId: fromPaperId });
  for (const section of sections) {
    const copy = em.create(PaperSection, {
      tenantId,
      paperId: toPaperId,
      title: section.title,
      instructions: section.instructions ?? null,
      sort: section.sort,
      shuffleQuestions: section.shuffleQuestions,
    });
    for (const item of items.filter((candidate) => candidate.sectionId === section.id)) {
      em.create(PaperQuestion, {
        tenantId,
        paperId: toPaperId,
        sectionId: copy.id,
        questionId: item.questionId,
        score: item.score,
        sort: item.sort,
      });
    }
    for (const rule of rules.filter((candidate) => candidate.sectionId === section.id)) {
      em.create(PaperDrawRule, {
        tenantId,
        paperId: toPaperId,
        sectionId: copy.id,
        bankId: rule.bankId,
        questionType: rule.questionType,
        difficulty: rule.difficulty ?? null,
        count: rule.count,
        scoreEach: rule.scoreEach,
        sort: rule.sort,
      });
    }
  }
}
