import type { FilterQuery } from '@mikro-orm/core';
import type { Question } from '../question/question.entity';
import { QuestionStatus } from '../shared/exam-enums';
import type { PaperDrawRule } from './paper-draw-rule.entity';

/** The ENABLED questions a draw rule may draw from: its bank, type and (when set) difficulty. */
export function drawPoolWhere(rule: Pick<PaperDrawRule, 'bankId' | 'questionType' | 'difficulty'>): FilterQuery<Question> {
  const where: FilterQuery<Question> = { bankId: rule.bankId, questionType: rule.questionType, questionStatus: QuestionStatus.ENABLED };
  if (rule.difficulty !== null && rule.difficulty !== undefined) {
    where.difficulty = rule.difficulty;
  }
  return where;
}

/** Message parameters naming a rule: section, bank, type, difficulty and count. */
export function describeRule(
  rule: Pick<PaperDrawRule, 'questionType' | 'difficulty' | 'count'>,
  section: string,
  bank: string,
): Record<string, string | number> {
  return { section, bank, type: rule.questionType, difficulty: rule.difficulty ?? '*', count: rule.count };
}
