import type { EntityManager } from '@mikro-orm/core';
import { ExamPaperSnapshot } from '../examination/exam-paper-snapshot.entity';
import type { PaperSnapshotData, SnapshotQuestion } from '../shared/paper-snapshot.types';
import { KeyOverride } from './key-override.entity';

/** Every question a frozen paper can show (fixed items and draw pools), by bank question id. */
export function snapshotQuestions(data: PaperSnapshotData): Map<string, SnapshotQuestion> {
  const questions = new Map<string, SnapshotQuestion>();
  for (const section of data.sections) {
    for (const item of section.fixedItems) {
      questions.set(item.question.questionId, item.question);
    }
    for (const rule of section.drawRules) {
      for (const question of rule.pool) {
        if (!questions.has(question.questionId)) {
          questions.set(question.questionId, question);
        }
      }
    }
  }
  return questions;
}

/**
 * The questions of an examination's frozen paper with the answer keys fixed by regrades laid over them
 * (what grading and reviews must use). Reads on `em` (the caller's tenant filter applies).
 */
export async function examQuestions(
  em: EntityManager,
  examinationId: string,
  snapshotId: string | null | undefined,
): Promise<Map<string, SnapshotQuestion>> {
  if (!snapshotId) {
    return new Map();
  }
  const snapshot = await em.findOne(ExamPaperSnapshot, { id: snapshotId });
  const questions = snapshot ? snapshotQuestions(snapshot.data) : new Map<string, SnapshotQuestion>();
  for (const override of await em.find(KeyOverride, { examinationId })) {
    questions.set(override.questionId, override.question);
  }
  return questions;
}

/** Plain text of sanitized HTML (for sheets and short labels). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
