import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AttemptGradingState, AttemptState, SubmitSource } from '../shared/attempt-enums';
import { QuestionType } from '../shared/exam-enums';
import { NavigationMode } from '../shared/examination-enums';

/**
 * What a candidate sees of an attempt. These types have no field for answer keys, option weights, accepted
 * answers, reference answers, explanations or scores: review data only comes through myAttemptReview.
 */
@ObjectType({ description: 'An option of a choice question as the candidate sees it (no correctness).' })
export class CandidateOption {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'A, B, C... in the order this candidate sees the options.' })
  label!: string;

  @Field({ description: 'Sanitized HTML.' })
  content!: string;
}

@ObjectType({ description: 'Limits of the files a file-upload answer may carry.' })
export class CandidateFileRule {
  @Field(() => Int)
  maxFiles!: number;

  @Field(() => Int)
  maxSizeKb!: number;

  @Field(() => [String], { description: "Lower-case extensions; empty = the server's usual types." })
  allowedExtensions!: string[];
}

@ObjectType({ description: 'A file uploaded as an answer.' })
export class AnswerFile {
  @Field(() => ID)
  id!: string;

  @Field()
  filename!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;

  @Field()
  mime!: string;
}

@ObjectType({ description: 'A saved answer.' })
export class SavedResponse {
  @Field(() => [ID])
  optionIds!: string[];

  @Field(() => String, { nullable: true })
  text!: string | null;

  @Field(() => [String])
  blanks!: string[];

  @Field(() => [AnswerFile])
  files!: AnswerFile[];
}

@ObjectType({ description: "One question of an attempt, in the candidate's order, with the saved answer." })
export class CandidateItem {
  @Field(() => ID, { description: 'Id of the answer row (the legacy examExaminationUserOption id).' })
  id!: string;

  @Field(() => Int, { description: 'Question number (1-based).' })
  slot!: number;

  @Field(() => ID)
  sectionId!: string;

  @Field()
  sectionTitle!: string;

  @Field(() => ID)
  questionId!: string;

  @Field(() => QuestionType)
  questionType!: QuestionType;

  @Field({ description: 'Sanitized HTML.' })
  stem!: string;

  @Field(() => [CandidateOption])
  options!: CandidateOption[];

  @Field(() => Int, { description: 'Fill in the blanks: number of blanks (0 otherwise).' })
  blankCount!: number;

  @Field(() => CandidateFileRule, { nullable: true })
  fileRule!: CandidateFileRule | null;

  @Field(() => Float, { description: 'Points this question is worth.' })
  maxScore!: number;

  @Field(() => SavedResponse, { nullable: true, description: 'Null until the first save.' })
  response!: SavedResponse | null;

  @Field()
  flagged!: boolean;

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;
}

@ObjectType({ description: "An attempt as its candidate sees it: the questions in order, saved answers, and the server's clock." })
export class CandidateAttempt {
  @Field(() => ID)
  id!: string;

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

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date, { description: 'Set by the server at start; the client shows deadlineAt - serverNow.' })
  deadlineAt!: Date;

  @Field(() => Date, { description: "The server's time when answering." })
  serverNow!: Date;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => SubmitSource, { nullable: true })
  submitSource!: SubmitSource | null;

  @Field(() => NavigationMode)
  navigation!: NavigationMode;

  @Field(() => Int, { description: 'Questions per page; 0 = all on one page.' })
  questionsPerPage!: number;

  @Field()
  requireFullscreen!: boolean;

  @Field()
  disableCopyPaste!: boolean;

  @Field(() => Float, { description: 'Points of the whole paper.' })
  paperTotal!: number;

  @Field(() => [CandidateItem])
  items!: CandidateItem[];
}

@ObjectType({ description: 'Outcome of one save: applied, or ignored because a newer save was already stored.' })
export class SaveAnswerResult {
  @Field(() => Int)
  slot!: number;

  @Field({ description: 'True when this save was stored.' })
  accepted!: boolean;

  @Field({ description: 'True when the save was older than the stored one (not an error).' })
  ignored!: boolean;

  @Field(() => Float, { description: 'Sequence number now stored for the question.' })
  clientSeq!: number;

  @Field(() => Date)
  serverNow!: Date;
}

@ObjectType({ description: 'Outcome of a submit (grading runs after it).' })
export class SubmitAttemptResult {
  @Field(() => ID)
  attemptId!: string;

  @Field(() => AttemptState)
  state!: AttemptState;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => SubmitSource, { nullable: true })
  submitSource!: SubmitSource | null;

  @Field(() => [SaveAnswerResult], { description: 'Outcome of each answer of the final batch.' })
  saves!: SaveAnswerResult[];
}
