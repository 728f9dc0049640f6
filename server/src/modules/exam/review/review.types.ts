import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AttemptGradingState, AttemptState, Correctness } from '../shared/attempt-enums';
import { QuestionType } from '../shared/exam-enums';
import { ReviewItem, ReviewMoment } from '../shared/examination-enums';
import { SavedResponse } from '../attempt/attempt.types';

/** A candidate's review: every field the review policy does not allow at this moment is null. */
@ObjectType({ description: 'An option in a review; isCorrect only when CORRECT_ANSWER is allowed.' })
export class ReviewOption {
  @Field(() => ID)
  id!: string;

  @Field()
  label!: string;

  @Field()
  content!: string;

  @Field(() => Boolean, { nullable: true, description: 'Null unless the policy allows CORRECT_ANSWER.' })
  isCorrect!: boolean | null;
}

@ObjectType({ description: 'One question of a reviewed attempt.' })
export class ReviewQuestion {
  @Field(() => ID, { description: 'Answer row id.' })
  id!: string;

  @Field(() => Int)
  slot!: number;

  @Field(() => ID)
  questionId!: string;

  @Field(() => QuestionType)
  questionType!: QuestionType;

  @Field()
  stem!: string;

  @Field(() => [ReviewOption])
  options!: ReviewOption[];

  @Field(() => Float)
  maxScore!: number;

  @Field(() => SavedResponse, { nullable: true, description: "The candidate's own answer." })
  response!: SavedResponse | null;

  @Field(() => Correctness, { nullable: true, description: 'CORRECTNESS.' })
  isCorrect!: Correctness | null;

  @Field(() => Float, { nullable: true, description: 'MARKS_PER_QUESTION.' })
  score!: number | null;

  @Field(() => [[String]], { nullable: true, description: 'CORRECT_ANSWER: accepted answers per blank.' })
  acceptedBlanks!: string[][] | null;

  @Field(() => String, { nullable: true, description: 'EXPLANATION.' })
  explanation!: string | null;

  @Field(() => String, { nullable: true, description: "FEEDBACK: the grader's comment." })
  feedback!: string | null;
}

@ObjectType({ description: 'What the candidate may see of a finished (or running) attempt right now.' })
export class AttemptReview {
  @Field(() => ID)
  attemptId!: string;

  @Field(() => ID)
  examinationId!: string;

  @Field()
  examinationName!: string;

  @Field(() => Int)
  attemptNo!: number;

  @Field(() => AttemptState)
  state!: AttemptState;

  @Field(() => AttemptGradingState)
  gradingState!: AttemptGradingState;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => [ReviewMoment])
  moments!: ReviewMoment[];

  @Field(() => [ReviewItem], { description: 'What the policy allows now.' })
  allowed!: ReviewItem[];

  @Field(() => Float, { nullable: true, description: 'SCORE, once graded.' })
  totalScore!: number | null;

  @Field(() => Float)
  paperTotal!: number;

  @Field(() => Boolean, { nullable: true, description: 'SCORE, once graded.' })
  passed!: boolean | null;

  @Field(() => [ReviewQuestion])
  questions!: ReviewQuestion[];
}
