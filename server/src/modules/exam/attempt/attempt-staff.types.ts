import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AttemptGradingState, AttemptState, Correctness, ItemGradingState, SubmitSource } from '../shared/attempt-enums';
import { QuestionType } from '../shared/exam-enums';
import { SavedResponse } from './attempt.types';

/** Staff (graders) only: the full question with its key next to the candidate's answer and the scores. */
@ObjectType({ description: 'An option with its key, for graders.' })
export class StaffOption {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Label in the candidate's order." })
  label!: string;

  @Field()
  content!: string;

  @Field()
  isCorrect!: boolean;

  @Field(() => Int, { description: 'WEIGHTED scoring: -100..100 % of the item.' })
  weightPct!: number;
}

@ObjectType({ description: 'One answered question of an attempt, for graders.' })
export class StaffItem {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  slot!: number;

  @Field(() => ID)
  questionId!: string;

  @Field(() => QuestionType)
  questionType!: QuestionType;

  @Field()
  stem!: string;

  @Field(() => [StaffOption])
  options!: StaffOption[];

  @Field(() => [[String]], { description: 'Fill in the blanks: accepted answers per blank.' })
  acceptedBlanks!: string[][];

  @Field(() => String, { nullable: true })
  explanation!: string | null;

  @Field(() => Float)
  maxScore!: number;

  @Field(() => SavedResponse, { nullable: true })
  response!: SavedResponse | null;

  @Field(() => Float, { nullable: true })
  autoScore!: number | null;

  @Field(() => Float, { nullable: true })
  manualScore!: number | null;

  @Field(() => Float, { nullable: true })
  finalScore!: number | null;

  @Field(() => Correctness, { nullable: true })
  isCorrect!: Correctness | null;

  @Field(() => ItemGradingState)
  gradingState!: ItemGradingState;

  @Field(() => String, { nullable: true })
  feedback!: string | null;
}

@ObjectType({ description: 'An attempt with keys and scores, for graders (exam_grade) of its tenant.' })
export class StaffAttempt {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  examinationId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => Int)
  attemptNo!: number;

  @Field(() => AttemptState)
  state!: AttemptState;

  @Field(() => AttemptGradingState)
  gradingState!: AttemptGradingState;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date)
  deadlineAt!: Date;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => SubmitSource, { nullable: true })
  submitSource!: SubmitSource | null;

  @Field(() => Float, { nullable: true })
  autoScore!: number | null;

  @Field(() => Float, { nullable: true })
  manualScore!: number | null;

  @Field(() => Float, { nullable: true })
  totalScore!: number | null;

  @Field(() => Boolean, { nullable: true })
  passed!: boolean | null;

  @Field(() => Int)
  integrityCount!: number;

  @Field(() => String, { nullable: true })
  clientIp!: string | null;

  @Field(() => [StaffItem])
  items!: StaffItem[];
}
