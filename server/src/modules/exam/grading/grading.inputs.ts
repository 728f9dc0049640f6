import { IsEnum, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, registerEnumType } from 'type-graphql';
import { IsPoints } from '../shared/exam-score';
import { GradingQueueState } from './grading.types';

const ID_PATTERN = /^\d{1,19}$/;

/** How a regrade after an answer-key fix treats existing scores (reference/exam-domain.md §c.6). */
export enum RegradeMode {
  /** Apply the new key, but never lower a score. */
  ONLY_RAISE = 'ONLY_RAISE',
  /** Apply the new key both ways. */
  BOTH_WAYS = 'BOTH_WAYS',
  /** Void the question: everyone gets full marks. */
  FULL_MARKS = 'FULL_MARKS',
}

registerEnumType(RegradeMode, {
  name: 'RegradeMode',
  description: 'ONLY_RAISE, BOTH_WAYS (apply the fixed key) or FULL_MARKS (void the question).',
});

@InputType({ description: 'Filters of the grading queue.' })
export class GradingQueueFilter {
  @Field(() => ID, { nullable: true, description: 'Only answers of this question.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  questionId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only answers of this candidate.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  userId?: string | null;

  @Field(() => GradingQueueState, { nullable: true, description: 'PENDING (default), GRADED or ALL.' })
  @IsOptional()
  @IsEnum(GradingQueueState, { message: 'exam.gradingStateInvalid' })
  state?: GradingQueueState | null;
}

@InputType({ description: 'A grader’s score of one answer.' })
export class GradeItemInput {
  @Field(() => ID, { description: 'Attempt item id.' })
  @Matches(ID_PATTERN)
  itemId!: string;

  @Field(() => Float, { description: 'Score in points, 0..the question maximum, at most two decimals.' })
  @IsNotEmpty({ message: 'exam.scoreRequired' })
  @IsPoints()
  score!: number;

  @Field(() => String, { nullable: true, description: 'Comment shown to the candidate.' })
  @IsOptional()
  @MaxLength(4000, { message: 'exam.commentTooLong' })
  comment?: string | null;

  @Field(() => String, { nullable: true, description: 'Why the score changed (kept in the audit).' })
  @IsOptional()
  @MaxLength(500, { message: 'exam.reasonTooLong' })
  reason?: string | null;
}

@InputType({ description: 'Regrade of one question of an examination after its answer key was fixed in the bank.' })
export class RegradeQuestionInput {
  @Field(() => ID, { description: 'Examination id.' })
  @Matches(ID_PATTERN)
  examinationId!: string;

  @Field(() => ID, { description: 'Bank question id.' })
  @Matches(ID_PATTERN)
  questionId!: string;

  @Field(() => RegradeMode, { description: 'ONLY_RAISE, BOTH_WAYS or FULL_MARKS.' })
  @IsEnum(RegradeMode)
  mode!: RegradeMode;

  @Field({ description: 'Why (kept in the audit).' })
  @IsNotEmpty({ message: 'exam.regradeReasonRequired' })
  @MaxLength(500, { message: 'exam.reasonTooLong' })
  reason!: string;
}
