import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AttemptGradingState } from '../shared/attempt-enums';
import { GradedAnswer } from './graded-answer.types';

@ObjectType({
  implements: GradedAnswer,
  description: 'One question of a candidate’s paper with the answer and its score (graded automatically or by hand).',
})
export class GradingPaperItem extends GradedAnswer {
  @Field(() => Boolean, { description: 'True for answers a person grades (short answer, file upload).' })
  manual!: boolean;
}

@ObjectType({ description: 'A candidate’s whole submitted paper for grading, with the neighbours awaiting grading.' })
export class GradingPaper {
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

  @Field(() => Date, { nullable: true, description: 'When the attempt was submitted (UTC).' })
  submittedAt!: Date | null;

  @Field(() => AttemptGradingState, { description: 'Grading state of the attempt.' })
  gradingState!: AttemptGradingState;

  @Field(() => Float, { nullable: true, description: 'Total score in points so far.' })
  totalScore!: number | null;

  @Field(() => Float, { description: 'Maximum total of the paper in points.' })
  maxScore!: number;

  @Field(() => Int, { description: 'Answers of this paper still waiting for a grader.' })
  pendingItems!: number;

  @Field(() => Int, { description: 'Submitted papers of the examination with answers waiting for a grader.' })
  pendingPapers!: number;

  @Field(() => ID, { nullable: true, description: 'The previous paper (in submission order) with answers waiting for a grader.' })
  previousAttemptId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The next paper (in submission order) with answers waiting for a grader.' })
  nextAttemptId!: string | null;

  @Field(() => [GradingPaperItem], { description: 'Every question of the paper in the candidate’s order.' })
  items!: GradingPaperItem[];
}

@ObjectType({ description: 'What a bulk score of one question changed.' })
export class BulkGradeResult {
  @Field(() => Int, { description: 'Answers graded (each with an audit row).' })
  graded!: number;

  @Field(() => Int, { description: 'Attempts whose total was recomputed.' })
  attempts!: number;
}

@ObjectType({ description: 'A generated file, base64 encoded (small exports fetched through GraphQL).' })
export class GradingExportFile {
  @Field({ description: 'Suggested file name.' })
  filename!: string;

  @Field({ description: 'MIME type.' })
  mime!: string;

  @Field({ description: 'File content, base64.' })
  contentBase64!: string;

  @Field(() => Int, { description: 'Candidate rows written.' })
  rows!: number;
}
