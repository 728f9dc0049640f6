import { Field, Float, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
import { ItemGradingState } from '../shared/attempt-enums';
import { QuestionType } from '../shared/exam-enums';

@ObjectType({ description: 'A file the candidate uploaded as the answer.' })
export class GradingResponseFile {
  @Field(() => ID, { description: 'Response file id.' })
  id!: string;

  @Field({ description: 'Original file name.' })
  filename!: string;

  @Field({ description: 'MIME type.' })
  mime!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size!: number;
}

/**
 * The fields a grader sees of one answer, shared by the grading queue and the whole-paper view: an interface
 * they implement (and extend, for the fields), so one fragment `on GradedAnswer` selects them in either.
 */
@InterfaceType('GradedAnswer', { description: 'The fields a grader sees of one answer.' })
export abstract class GradedAnswer {
  @Field(() => ID, { description: 'Attempt item id (what gradeItem takes).' })
  id!: string;

  @Field(() => Int, { description: 'Position of the question in the candidate’s paper, from 1.' })
  slot!: number;

  @Field(() => ID, { description: 'Bank question id.' })
  questionId!: string;

  @Field(() => QuestionType, { description: 'Question type.' })
  questionType!: QuestionType;

  @Field({ description: 'Question stem (sanitized HTML) as frozen in the paper.' })
  stem!: string;

  @Field(() => Float, { description: 'Maximum score in points.' })
  maxScore!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The candidate’s answer as text: the text, the blanks, or the chosen options’ contents (plain text).',
  })
  answerText!: string | null;

  @Field(() => [GradingResponseFile], { description: 'Files the candidate uploaded.' })
  files!: GradingResponseFile[];

  @Field(() => ItemGradingState, { description: 'Grading state of the answer.' })
  gradingState!: ItemGradingState;

  @Field(() => Float, { nullable: true, description: 'Score in points (null: not graded yet).' })
  score!: number | null;

  @Field(() => String, { nullable: true, description: 'Comment for the candidate.' })
  feedback!: string | null;

  @Field(() => ID, { nullable: true, description: 'Who graded it by hand last.' })
  graderId!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was graded last (UTC).' })
  gradedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Grader holding a live lock on the answer, if any.' })
  lockedBy!: string | null;

  @Field(() => Date, { nullable: true, description: 'When that lock expires (UTC).' })
  lockExpiresAt!: Date | null;
}
