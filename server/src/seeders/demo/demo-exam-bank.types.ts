/**
 * Curated material of one demo question bank; the questions are generated from it (demo-exam-questions.ts).
 * Every answer here must be correct: facts feed single choice, true/false and fill-in-the-blank questions.
 */
export interface DemoBankMaterial {
  /** `{}` marks the answer: [sentence, answer, three wrong answers, other accepted spellings of the answer]. */
  facts: Array<[string, string, [string, string, string], string[]?]>;
  /** Multiple choice: [stem subject, members (correct), non-members (wrong)]. */
  categories: Array<[string, string[], string[]]>;
  /** Short answer: [question, reference answer]. */
  terms: Array<[string, string]>;
  /** File upload: topics, combined with the deliverable kinds below. */
  topics: string[];
  tags: string[];
}

/** Deliverables of file upload questions: [kind, allowed extensions, max files]. */
export const DELIVERABLES: Array<[string, string[], number]> = [
  ['书面报告', ['docx', 'pdf'], 1],
  ['现场照片或截图', ['jpg', 'png'], 5],
  ['汇报演示文稿', ['pptx', 'pdf'], 2],
];
