import type { PaperDetailQuery, PaperInput, PaperMode, QuestionType } from '../../../generated/graphql';

export type PaperDetail = PaperDetailQuery['paper'];

/** A fixed question of a section as the editor holds it. */
export interface ItemDraft {
  key: string;
  questionId: string;
  score: number | string;
  questionType: QuestionType | undefined;
  stem: string;
  bankName: string;
  difficulty: number | undefined;
}

/** A draw rule as the editor holds it; `available` is the pool the server reported for the saved rule. */
export interface RuleDraft {
  key: string;
  bankId: string;
  questionType: QuestionType;
  difficulty: string;
  count: number | string;
  scoreEach: number | string;
  available?: number;
  fillable?: boolean;
}

export interface SectionDraft {
  key: string;
  id?: string;
  title: string;
  instructions: string;
  shuffleQuestions: boolean;
  questions: ItemDraft[];
  drawRules: RuleDraft[];
}

let seed = 0;
export function draftKey(prefix: string): string {
  seed += 1;
  return `${prefix}-${seed}`;
}

export function sectionsOf(paper: PaperDetail): SectionDraft[] {
  return [...paper.sections]
    .sort((left, right) => left.sort - right.sort)
    .map((section) => ({
      key: draftKey('section'),
      id: section.id,
      title: section.title,
      instructions: section.instructions ?? '',
      shuffleQuestions: section.shuffleQuestions,
      questions: [...section.questions]
        .sort((left, right) => left.sort - right.sort)
        .map((item) => ({
          key: draftKey('item'),
          questionId: item.questionId,
          score: item.score,
          questionType: item.question?.questionType,
          stem: item.question?.stem ?? '',
          bankName: item.question?.bankName ?? '',
          difficulty: item.question?.difficulty,
        })),
      drawRules: [...section.drawRules]
        .sort((left, right) => left.sort - right.sort)
        .map((rule) => ({
          key: draftKey('rule'),
          bankId: rule.bankId,
          questionType: rule.questionType,
          difficulty: rule.difficulty === null || rule.difficulty === undefined ? '' : String(rule.difficulty),
          count: rule.count,
          scoreEach: rule.scoreEach,
          available: rule.available,
          fillable: rule.fillable,
        })),
    }));
}

export function newSection(title: string): SectionDraft {
  return { key: draftKey('section'), title, instructions: '', shuffleQuestions: false, questions: [], drawRules: [] };
}

export function newRule(bankId = ''): RuleDraft {
  return { key: draftKey('rule'), bankId, questionType: 'SINGLE_CHOICE', difficulty: '', count: 5, scoreEach: 2 };
}

const number = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

export function sectionTotal(section: SectionDraft): number {
  const fixed = section.questions.reduce((sum, item) => sum + number(item.score), 0);
  const drawn = section.drawRules.reduce((sum, rule) => sum + number(rule.count) * number(rule.scoreEach), 0);
  return Math.round((fixed + drawn) * 100) / 100;
}

/** The pass score that follows `total` at `pct` %, rounded to the hundredth as the server does. */
export function followingPassScore(total: number, pct: number): number {
  return Math.round(total * pct) / 100;
}

export function paperTotal(sections: readonly SectionDraft[]): number {
  return Math.round(sections.reduce((sum, section) => sum + sectionTotal(section), 0) * 100) / 100;
}

/** The whole structure for submitPaper (FIXED papers send no rules, RANDOM_RULES papers no fixed questions). */
export function paperInputOf(paper: PaperDetail, sections: readonly SectionDraft[]): PaperInput {
  const mode: PaperMode = paper.mode;
  return {
    id: paper.id,
    name: paper.name,
    description: paper.description ?? null,
    mode,
    // A pass score that follows the total keeps following it (the server derives it from the new total).
    ...(paper.passScorePct === null || paper.passScorePct === undefined
      ? { passScore: paper.passScore }
      : { passScorePct: paper.passScorePct }),
    suggestedDurationMin: paper.suggestedDurationMin ?? null,
    sections: sections.map((section, index) => ({
      ...(section.id ? { id: section.id } : {}),
      title: section.title.trim(),
      instructions: section.instructions.trim() === '' ? null : section.instructions.trim(),
      shuffleQuestions: section.shuffleQuestions,
      sort: index + 1,
      questions:
        mode === 'RANDOM_RULES'
          ? []
          : section.questions.map((item, position) => ({ questionId: item.questionId, score: number(item.score), sort: position + 1 })),
      drawRules:
        mode === 'FIXED'
          ? []
          : section.drawRules.map((rule) => ({
              bankId: rule.bankId,
              questionType: rule.questionType,
              difficulty: rule.difficulty === '' ? null : Number(rule.difficulty),
              count: number(rule.count),
              scoreEach: number(rule.scoreEach),
            })),
    })),
  };
}

/** Problems the server would refuse, found before saving (i18n keys with their parameters). */
export function draftProblems(sections: readonly SectionDraft[]): Array<{ key: string; params: Record<string, string | number> }> {
  const problems: Array<{ key: string; params: Record<string, string | number> }> = [];
  const isPoints = (value: number | string) => {
    const parsed = Number(value);
    return (
      value !== '' && Number.isFinite(parsed) && parsed >= 0 && parsed <= 10_000 && Math.abs(parsed * 100 - Math.round(parsed * 100)) < 1e-6
    );
  };
  sections.forEach((section, index) => {
    const at = { section: index + 1 };
    if (section.title.trim() === '') {
      problems.push({ key: 'examPaper:validation.sectionTitleRequired', params: at });
    }
    if (section.questions.some((item) => !isPoints(item.score))) {
      problems.push({ key: 'examPaper:validation.itemScore', params: at });
    }
    section.drawRules.forEach((rule, position) => {
      const where = { ...at, rule: position + 1 };
      if (rule.bankId === '') {
        problems.push({ key: 'examPaper:validation.ruleBank', params: where });
      }
      const count = Number(rule.count);
      if (!Number.isInteger(count) || count < 1 || count > 500) {
        problems.push({ key: 'examPaper:validation.ruleCount', params: where });
      }
      if (!isPoints(rule.scoreEach)) {
        problems.push({ key: 'examPaper:validation.ruleScore', params: where });
      }
    });
  });
  return problems;
}
