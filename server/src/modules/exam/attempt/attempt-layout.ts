import { QuestionType } from '../shared/exam-enums';
import type { AttemptLayout, AttemptSlot } from '../shared/attempt-layout.types';
import type { PaperSnapshotData, SnapshotQuestion } from '../shared/paper-snapshot.types';

/** A source of random numbers in [0, 1) (Math.random in production, seeded in tests). */
export type RandomSource = () => number;

export interface LayoutOptions {
  /** The examination's shuffleQuestions (a section's own flag also shuffles it). */
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function optionOrder(question: SnapshotQuestion, options: LayoutOptions, random: RandomSource): string[] {
  const ids = question.options.map((option) => option.id);
  // True/false keeps its natural order (a shuffled "false, true" only confuses).
  return options.shuffleOptions && question.type !== QuestionType.TRUE_FALSE ? shuffled(ids, random) : ids;
}

/**
 * The layout of a new attempt (reference/exam-domain.md §c.1): sections in order; in each, the fixed items
 * in paper order then the questions drawn by each rule (random, never the same question twice in one
 * attempt); the section's questions shuffled when the section or the examination says so; options shuffled
 * when shuffleOptions (never for true/false).
 */
export function buildLayout(snapshot: PaperSnapshotData, options: LayoutOptions, random: RandomSource = Math.random): AttemptLayout {
  const used = new Set<string>();
  const slots: AttemptSlot[] = [];
  const sections = [...snapshot.sections].sort((left, right) => left.sort - right.sort);
  for (const section of sections) {
    const entries: Array<Omit<AttemptSlot, 'slot'>> = [];
    for (const item of [...section.fixedItems].sort((left, right) => left.sort - right.sort)) {
      used.add(item.question.questionId);
      entries.push({
        sectionId: section.sectionId,
        paperQuestionId: item.paperQuestionId,
        ruleId: null,
        questionId: item.question.questionId,
        maxScore: item.score,
        optionOrder: optionOrder(item.question, options, random),
      });
    }
    for (const rule of section.drawRules) {
      const pool = rule.pool.filter((question) => !used.has(question.questionId));
      const drawn = shuffled(pool, random).slice(0, rule.count);
      for (const question of drawn) {
        used.add(question.questionId);
        entries.push({
          sectionId: section.sectionId,
          paperQuestionId: null,
          ruleId: rule.ruleId,
          questionId: question.questionId,
          maxScore: rule.scoreEach,
          optionOrder: optionOrder(question, options, random),
        });
      }
    }
    const ordered = options.shuffleQuestions || section.shuffleQuestions ? shuffled(entries, random) : entries;
    for (const entry of ordered) {
      slots.push({ slot: slots.length + 1, ...entry });
    }
  }
  return { slots };
}

/** Every question of a snapshot by id (fixed items and rule pools). */
export function questionsById(snapshot: PaperSnapshotData): Map<string, SnapshotQuestion> {
  const byId = new Map<string, SnapshotQuestion>();
  for (const section of snapshot.sections) {
    for (const item of section.fixedItems) {
      byId.set(item.question.questionId, item.question);
    }
    for (const rule of section.drawRules) {
      for (const question of rule.pool) {
        byId.set(question.questionId, question);
      }
    }
  }
  return byId;
}
