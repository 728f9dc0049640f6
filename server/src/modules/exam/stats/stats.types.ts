import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { QuestionType } from '../shared/exam-enums';

@ObjectType({ description: 'Candidates whose final score falls in a 10 % band of the paper total.' })
export class ScoreBucket {
  @Field(() => Int, { description: 'Lower bound, % of the total (inclusive).' })
  fromPercent!: number;

  @Field(() => Int, { description: 'Upper bound, % of the total (exclusive; 100 includes full marks).' })
  toPercent!: number;

  @Field(() => Int, { description: 'Candidates in the band.' })
  count!: number;
}

@ObjectType({ description: 'Statistics of an examination over the candidates’ final results (reference/exam-domain.md §c.6).' })
export class ExamStats {
  @Field(() => ID, { description: 'Examination id.' })
  examinationId!: string;

  @Field(() => Float, { description: 'Paper total in points.' })
  paperTotal!: number;

  @Field(() => Float, { description: 'Pass mark in points.' })
  passScore!: number;

  @Field(() => Int, { description: 'Candidates who started an attempt.' })
  started!: number;

  @Field(() => Int, { description: 'Candidates who submitted an attempt.' })
  submitted!: number;

  @Field(() => Int, { description: 'Candidates with a final (fully graded) result; the score figures cover these.' })
  graded!: number;

  @Field(() => Int, { nullable: true, description: 'Roster candidates who never started (null unless the audience is a roster).' })
  absent!: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean final score in points.' })
  mean!: number | null;

  @Field(() => Float, { nullable: true, description: 'Median final score in points.' })
  median!: number | null;

  @Field(() => Float, { nullable: true, description: 'Sample standard deviation of the final scores in points.' })
  sd!: number | null;

  @Field(() => Float, { nullable: true, description: 'Lowest final score in points.' })
  min!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest final score in points.' })
  max!: number | null;

  @Field(() => Float, { nullable: true, description: 'Passed / graded, 0..1.' })
  passRate!: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean time used in seconds (submit - start of the counted attempt).' })
  timeUsedMeanSeconds!: number | null;

  @Field(() => Float, { nullable: true, description: 'Median time used in seconds.' })
  timeUsedMedianSeconds!: number | null;

  @Field(() => [ScoreBucket], { description: 'Score distribution in 10 % bands.' })
  distribution!: ScoreBucket[];

  @Field(() => Float, {
    nullable: true,
    description: 'Cronbach’s alpha over the item scores of first attempts (Moodle: > 0.75 satisfactory).',
  })
  cronbachAlpha!: number | null;
}

@ObjectType({ description: 'How often one option was chosen (distractor analysis).' })
export class OptionStat {
  @Field(() => ID, { description: 'Option id.' })
  optionId!: string;

  @Field({ description: 'Option text (plain).' })
  content!: string;

  @Field({ description: 'Correct in the key used for grading (fixed keys included).' })
  isCorrect!: boolean;

  @Field(() => Int, { description: 'Responses that chose it.' })
  count!: number;
}

@ObjectType({ description: 'Item analysis of one question over first attempts, across every slot that showed it.' })
export class ItemStat {
  @Field(() => ID, { description: 'Bank question id.' })
  questionId!: string;

  @Field(() => QuestionType, { description: 'Question type.' })
  questionType!: QuestionType;

  @Field({ description: 'Stem as plain text.' })
  stem!: string;

  @Field(() => Int, { description: 'Responses analysed.' })
  responses!: number;

  @Field(() => Float, { description: 'Points the question is worth on the paper (the highest over its slots).' })
  maxScore!: number;

  @Field(() => Float, { nullable: true, description: 'Mean score in points over the responses (null without responses).' })
  meanScore!: number | null;

  @Field(() => Float, { nullable: true, description: 'Facility: mean score / max, 0 (hard) .. 1 (easy); 0.3..0.7 is the usual band.' })
  facility!: number | null;

  @Field(() => Float, { nullable: true, description: 'Sample SD of score / max.' })
  sd!: number | null;

  @Field(() => Float, { nullable: true, description: 'Share of responses left empty.' })
  omitRate!: number | null;

  @Field(() => Float, { nullable: true, description: 'Discrimination: correlation with the rest of the test (>= 0.25 fair, > 0.35 good).' })
  discrimination!: number | null;

  @Field(() => Float, { nullable: true, description: 'Upper-minus-lower 27 % facility difference.' })
  upperLowerIndex!: number | null;

  @Field(() => [OptionStat], { description: 'Option selection counts (choice questions).' })
  options!: OptionStat[];
}

@ObjectType({ description: 'One candidate’s result in an examination.' })
export class ExamScoreRow {
  @Field(() => ID, { description: 'Candidate user id.' })
  userId!: string;

  @Field({ description: 'Account.' })
  account!: string;

  @Field({ description: 'Real name (account when empty).' })
  candidateName!: string;

  @Field(() => ID, { nullable: true, description: 'First department of the candidate.' })
  deptId!: string | null;

  @Field(() => String, { nullable: true, description: 'Its name.' })
  deptName!: string | null;

  @Field(() => Int, { description: 'Attempts started.' })
  attemptsUsed!: number;

  @Field(() => Float, { nullable: true, description: 'Final score in points under the grade method (null until graded).' })
  finalScore!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Passed (null until graded).' })
  passed!: boolean | null;

  @Field(() => Date, { nullable: true, description: 'Last submit time (UTC).' })
  submittedAt!: Date | null;
}

export const ExamScorePage = createPageType(ExamScoreRow, 'ExamScorePage');
export type ExamScorePage = InstanceType<typeof ExamScorePage>;
