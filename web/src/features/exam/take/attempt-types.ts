import type { MyAttemptQuery } from '../../../generated/graphql';

/** An attempt as the candidate's page holds it (startAttempt and myAttempt answer the same fields). */
export type CandidateAttempt = NonNullable<MyAttemptQuery['myAttempt']>;
export type CandidateItem = CandidateAttempt['items'][number];
export type AnswerFile = NonNullable<CandidateItem['response']>['files'][number];
