import { registerEnumType } from 'type-graphql';

/**
 * Enumerations of examinations and their rosters (reference/exam-domain.md §c.2, §c.4). Stored as their
 * string names.
 */
export enum ExamKind {
  FORMAL = 'FORMAL',
  MOCK = 'MOCK',
  PRACTICE = 'PRACTICE',
}

/** Lifecycle of an examination (§c.4). SCHEDULED -> OPEN -> CLOSING are also derived from the clock on read. */
export enum ExamStatus {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  OPEN = 'OPEN',
  CLOSING = 'CLOSING',
  GRADING = 'GRADING',
  GRADED = 'GRADED',
  RESULTS_RELEASED = 'RESULTS_RELEASED',
  ARCHIVED = 'ARCHIVED',
  CANCELLED = 'CANCELLED',
}

export enum TimingMode {
  /** Everyone ends at closeAt. */
  FIXED_WINDOW = 'FIXED_WINDOW',
  /** Deadline = min(startedAt + duration (+ accommodation), closeAt + grace). */
  PER_ATTEMPT = 'PER_ATTEMPT',
}

export enum OverdueHandling {
  AUTO_SUBMIT = 'AUTO_SUBMIT',
  GRACE_PERIOD = 'GRACE_PERIOD',
  ABANDON = 'ABANDON',
}

export enum GradeMethod {
  HIGHEST = 'HIGHEST',
  LATEST = 'LATEST',
  FIRST = 'FIRST',
  AVERAGE = 'AVERAGE',
}

export enum NavigationMode {
  FREE = 'FREE',
  SEQUENTIAL = 'SEQUENTIAL',
}

export enum AudienceMode {
  /** Only the candidates on the roster. */
  ROSTER = 'ROSTER',
  /** Every user of the chosen departments (and their sub-departments). */
  ORG_UNITS = 'ORG_UNITS',
  /** Every user of the tenant. */
  OPEN_TO_TENANT = 'OPEN_TO_TENANT',
}

export enum ReviewMoment {
  DURING = 'DURING',
  IMMEDIATELY_AFTER = 'IMMEDIATELY_AFTER',
  LATER_WHILE_OPEN = 'LATER_WHILE_OPEN',
  AFTER_CLOSE = 'AFTER_CLOSE',
  AFTER_RELEASE = 'AFTER_RELEASE',
}

export enum ReviewItem {
  SCORE = 'SCORE',
  CORRECTNESS = 'CORRECTNESS',
  MARKS_PER_QUESTION = 'MARKS_PER_QUESTION',
  CORRECT_ANSWER = 'CORRECT_ANSWER',
  EXPLANATION = 'EXPLANATION',
  FEEDBACK = 'FEEDBACK',
}

export enum IntegrityAction {
  LOG_ONLY = 'LOG_ONLY',
  WARN = 'WARN',
  LOCK_UNTIL_PROCTOR = 'LOCK_UNTIL_PROCTOR',
  AUTO_SUBMIT = 'AUTO_SUBMIT',
}

/** A roster entry's state (the original's exam students). */
export enum CandidateStatus {
  INVITED = 'INVITED',
  ACTIVE = 'ACTIVE',
  REMOVED = 'REMOVED',
  EXCUSED = 'EXCUSED',
}

/** Which items a candidate may see at each review moment (§c.3 reviewPolicy; stored as JSON). */
export type ReviewPolicyData = Record<ReviewMoment, ReviewItem[]>;

registerEnumType(ExamKind, { name: 'ExamKind', description: 'FORMAL, MOCK or PRACTICE examination.' });
registerEnumType(ExamStatus, {
  name: 'ExamStatus',
  description: 'Examination lifecycle; SCHEDULED, OPEN and CLOSING follow the clock (openAt, closeAt).',
});
registerEnumType(TimingMode, {
  name: 'TimingMode',
  description:
    'PER_ATTEMPT (default): each attempt lasts the duration from its start, capped by closeAt; FIXED_WINDOW: a fixed end for ' +
    'everyone at closeAt (the duration is the window).',
});
registerEnumType(OverdueHandling, { name: 'OverdueHandling', description: 'What happens to an attempt at its deadline.' });
registerEnumType(GradeMethod, { name: 'GradeMethod', description: 'Which attempt counts when several are allowed.' });
registerEnumType(NavigationMode, { name: 'NavigationMode', description: 'FREE: any order; SEQUENTIAL: no going back.' });
registerEnumType(AudienceMode, {
  name: 'AudienceMode',
  description: 'Who may take the examination: the roster, departments, or the whole tenant.',
});
registerEnumType(ReviewMoment, { name: 'ReviewMoment', description: 'When a candidate looks at an attempt.' });
registerEnumType(ReviewItem, { name: 'ReviewItem', description: 'What a candidate may see in a review.' });
registerEnumType(IntegrityAction, {
  name: 'IntegrityAction',
  description: 'What happens when a candidate leaves the exam window too often.',
});
registerEnumType(CandidateStatus, { name: 'CandidateStatus', description: 'Roster entry state; only ACTIVE candidates may start.' });
