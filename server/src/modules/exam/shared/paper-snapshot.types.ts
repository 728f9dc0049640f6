import type { MultiSelectScoring, QuestionType } from './exam-enums';

/**
 * The frozen form of a paper, written when an examination is published (reference/exam-domain.md §c.1):
 * later edits of questions or the paper never change it. Scores are integers in hundredths of a point.
 * Stored as JSON on the examination's snapshot row; attempts build their layout from it.
 */
export interface SnapshotOption {
  /** The bank option's id (stable across the snapshot). */
  id: string;
  /** Sanitized HTML or plain text. */
  content: string;
  isCorrect: boolean;
  /** WEIGHTED scoring: -100..100 (% of the item's score). */
  weightPct: number;
}

export interface SnapshotQuestion {
  questionId: string;
  /** The question's version number at freezing time. */
  version: number;
  type: QuestionType;
  /** Sanitized HTML. */
  stem: string;
  difficulty: number;
  explanation: string | null;
  options: SnapshotOption[];
  multiSelectScoring: MultiSelectScoring;
  /** FILL_BLANK: accepted answers per blank (each blank: alternatives). */
  blanks: string[][];
  caseSensitive: boolean;
  /** FILE_UPLOAD: limits of the answer files. */
  fileRule: { maxFiles: number; maxSizeKb: number; allowedExtensions: string[] } | null;
}

/** A question placed in the paper with its score (hundredths) and position. */
export interface SnapshotFixedItem {
  paperQuestionId: string;
  sort: number;
  score: number;
  question: SnapshotQuestion;
}

/** A draw rule with the pool of ENABLED questions it may draw from (each attempt draws `count`). */
export interface SnapshotDrawRule {
  ruleId: string;
  count: number;
  /** Score of each drawn question, hundredths. */
  scoreEach: number;
  pool: SnapshotQuestion[];
}

export interface SnapshotSection {
  sectionId: string;
  title: string;
  instructions: string | null;
  sort: number;
  shuffleQuestions: boolean;
  fixedItems: SnapshotFixedItem[];
  drawRules: SnapshotDrawRule[];
}

export interface PaperSnapshotData {
  paperId: string;
  paperName: string;
  /** Sum of fixed item scores and count x scoreEach of every rule, hundredths. */
  totalScore: number;
  /** The paper's suggested pass score, hundredths (the examination may override). */
  passScore: number;
  sections: SnapshotSection[];
}
