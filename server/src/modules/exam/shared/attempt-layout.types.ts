/**
 * The per-attempt layout built at start from the frozen paper (reference/exam-domain.md §c.1, §c.3): the
 * ordered slots with the question each slot shows, its maximum score and its option order. Stored as JSON on
 * the attempt; question contents stay in the snapshot (shared by every attempt of the examination).
 */
export interface AttemptSlot {
  /** 1-based position in the attempt (the key of the attempt's item rows). */
  slot: number;
  sectionId: string;
  /** Fixed item of the paper, or null for a question drawn by a rule. */
  paperQuestionId: string | null;
  /** Draw rule the question came from, or null for a fixed item. */
  ruleId: string | null;
  questionId: string;
  /** Hundredths of a point. */
  maxScore: number;
  /** Option ids in the order this candidate sees them (empty for non-choice questions). */
  optionOrder: string[];
}

export interface AttemptLayout {
  slots: AttemptSlot[];
}

/** A saved answer of one slot. Only the part matching the question type is set. */
export interface AttemptResponse {
  /** Choice questions: the chosen option ids. */
  optionIds?: string[];
  /** Short answer: the text. */
  text?: string;
  /** Fill in the blanks: one answer per blank, in order. */
  blanks?: string[];
  /** File upload: ids of exam_response_file rows of this item. */
  fileIds?: string[];
}
