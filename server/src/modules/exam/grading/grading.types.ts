import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { QuestionType } from '../shared/exam-enums';
import { ExamStatus } from '../shared/examination-enums';
import { GradedAnswer } from './graded-answer.types';

/** Which items the grading queue lists. */
export enum GradingQueueState {
  /** Waiting for a grader (NEEDS_MANUAL). */
  PENDING = 'PENDING',
  /** Already graded by hand. */
  GRADED = 'GRADED',
  ALL = 'ALL',
}

registerEnumType(GradingQueueState, {
  name: 'GradingQueueState',
  description: 'PENDING (waiting for a grader), GRADED (graded by hand) or ALL.',
});

@ObjectType({
  implements: GradedAnswer,
  description: 'An answer graded by hand (short answer or file upload), with the candidate response.',
})
export class GradingQueueItem extends GradedAnswer {
  @Field(() => ID, { description: 'Attempt id.' })
  attemptId!: string;

  @Field(() => ID, { description: 'Examination id.' })
  examinationId!: string;

  @Field(() => ID, { description: 'Candidate user id.' })
  userId!: string;

  @Field({ description: 'Candidate real name (account when empty).' })
  candidateName!: string;

  @Field({ description: 'Candidate account.' })
  account!: string;

  @Field(() => Int, { description: 'Attempt number of the candidate.' })
  attemptNo!: number;

  @Field(() => String, { nullable: true, description: 'Explanation of the question as frozen in the paper.' })
  explanation!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the attempt was submitted (UTC).' })
  submittedAt!: Date | null;
}

export const GradingQueuePage = createPageType(GradingQueueItem, 'GradingQueuePage');
export type GradingQueuePage = InstanceType<typeof GradingQueuePage>;

@ObjectType({ description: 'What a regrade changed.' })
export class RegradeResult {
  @Field(() => Int, { description: 'Answers of the question looked at.' })
  items!: number;

  @Field(() => Int, { description: 'Answers whose score changed (each with an audit row).' })
  changed!: number;

  @Field(() => Int, { description: 'Attempts whose total was recomputed.' })
  attempts!: number;
}

@ObjectType({
  description: 'A question of an examination’s frozen paper (a fixed item or one of a draw pool), with a regrade’s fixed key laid over it.',
})
export class FrozenQuestion {
  @Field(() => ID, { description: 'Bank question id (what regradeQuestion takes).' })
  questionId!: string;

  @Field(() => Int, { description: 'Position in the frozen paper: fixed items in order, then the draw pools, from 1.' })
  position!: number;

  @Field(() => QuestionType, { description: 'Question type.' })
  questionType!: QuestionType;

  @Field({ description: 'Sanitized HTML stem as frozen.' })
  stem!: string;
}

@ObjectType({ description: 'An examination’s grading and release state.' })
export class ExamResultsState {
  @Field(() => ID, { description: 'Examination id.' })
  examinationId!: string;

  @Field(() => ExamStatus, { description: 'Status after the action.' })
  examStatus!: ExamStatus;

  @Field(() => Date, { nullable: true, description: 'When results were released (UTC).' })
  resultsReleasedAt!: Date | null;
}
