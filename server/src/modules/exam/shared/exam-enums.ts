import { registerEnumType } from 'type-graphql';

/**
 * The exam area's enumerations (reference/exam-domain.md §c.2). Stored as their string names; the legacy
 * REST adapter maps the original's numeric codes where it has them (subject type 1 = choice, 2 = file).
 */
export enum QuestionType {
  SINGLE_CHOICE = 'SINGLE_CHOICE',
  MULTIPLE_CHOICE = 'MULTIPLE_CHOICE',
  TRUE_FALSE = 'TRUE_FALSE',
  FILL_BLANK = 'FILL_BLANK',
  SHORT_ANSWER = 'SHORT_ANSWER',
  FILE_UPLOAD = 'FILE_UPLOAD',
}

export enum QuestionStatus {
  DRAFT = 'DRAFT',
  ENABLED = 'ENABLED',
  DISABLED = 'DISABLED',
}

export enum MultiSelectScoring {
  ALL_OR_NOTHING = 'ALL_OR_NOTHING',
  PARTIAL_NO_WRONG = 'PARTIAL_NO_WRONG',
  HALF_IF_SUBSET = 'HALF_IF_SUBSET',
  WEIGHTED = 'WEIGHTED',
}

export enum PaperMode {
  FIXED = 'FIXED',
  RANDOM_RULES = 'RANDOM_RULES',
  MIXED = 'MIXED',
}

export enum PaperStatus {
  DRAFT = 'DRAFT',
  READY = 'READY',
  LOCKED = 'LOCKED',
  ARCHIVED = 'ARCHIVED',
}

/** Question types graded by a person (short answer, file upload). */
export const MANUALLY_GRADED_TYPES: ReadonlySet<QuestionType> = new Set([QuestionType.SHORT_ANSWER, QuestionType.FILE_UPLOAD]);

/** Question types answered by choosing options. */
export const CHOICE_TYPES: ReadonlySet<QuestionType> = new Set([
  QuestionType.SINGLE_CHOICE,
  QuestionType.MULTIPLE_CHOICE,
  QuestionType.TRUE_FALSE,
]);

registerEnumType(QuestionType, {
  name: 'QuestionType',
  description: 'Kind of question: choice types, fill-in-the-blank, short answer, file upload.',
});
registerEnumType(QuestionStatus, { name: 'QuestionStatus', description: 'Only ENABLED questions enter papers and draws.' });
registerEnumType(MultiSelectScoring, {
  name: 'MultiSelectScoring',
  description:
    'Multiple-choice scoring: ALL_OR_NOTHING; PARTIAL_NO_WRONG (share of correct options chosen, 0 if any wrong); HALF_IF_SUBSET ' +
    '(a correct subset earns half); WEIGHTED (per-option weights, floored at 0).',
});
registerEnumType(PaperMode, {
  name: 'PaperMode',
  description: 'FIXED: picked questions; RANDOM_RULES: drawn per attempt by rules; MIXED: both.',
});
registerEnumType(PaperStatus, { name: 'PaperStatus', description: 'LOCKED once a published examination uses the paper.' });
