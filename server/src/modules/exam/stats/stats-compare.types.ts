import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Results of one department’s candidates in an examination (candidates are counted in their first department).' })
export class DeptResultRow {
  @Field(() => ID, { nullable: true, description: 'Department id; null for candidates without a department.' })
  deptId!: string | null;

  @Field(() => String, { nullable: true, description: 'Department name; null without a department.' })
  deptName!: string | null;

  @Field(() => Int, { description: 'Candidates of the department who started an attempt.' })
  started!: number;

  @Field(() => Int, { description: 'Candidates with a final (fully graded) result; the score figures cover these.' })
  graded!: number;

  @Field(() => Float, { nullable: true, description: 'Mean final score in points.' })
  mean!: number | null;

  @Field(() => Float, { nullable: true, description: 'Share of graded candidates who passed (0..1).' })
  passRate!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest final score in points.' })
  max!: number | null;

  @Field(() => Float, { nullable: true, description: 'Lowest final score in points.' })
  min!: number | null;
}

@ObjectType({ description: 'One examination of a paper, in the comparison of the examinations of that paper.' })
export class PaperExamColumn {
  @Field(() => ID, { description: 'Examination id.' })
  examinationId!: string;

  @Field({ description: 'Examination name.' })
  name!: string;

  @Field({ description: 'When the window opens.' })
  openAt!: Date;

  @Field(() => Int, { description: 'Candidates with a final result.' })
  graded!: number;

  @Field(() => Float, { nullable: true, description: 'Mean final score in points.' })
  mean!: number | null;

  @Field(() => Float, { nullable: true, description: 'Share of graded candidates who passed (0..1).' })
  passRate!: number | null;
}

@ObjectType({ description: 'A question of the paper with its facility in each compared examination (same order as the examinations).' })
export class PaperQuestionFacilityRow {
  @Field(() => ID, { description: 'Question id.' })
  questionId!: string;

  @Field({ description: 'Stem as plain text.' })
  stem!: string;

  @Field(() => [Float], {
    nullable: 'items',
    description: 'Facility (mean score / max, 0..1) per examination; null where the question had no graded response.',
  })
  facilities!: (number | null)[];
}

@ObjectType({ description: 'The examinations of one paper compared side by side.' })
export class PaperExamComparison {
  @Field(() => ID, { description: 'The paper.' })
  paperId!: string;

  @Field(() => [PaperExamColumn], { description: 'Examinations of the paper, oldest window first.' })
  examinations!: PaperExamColumn[];

  @Field(() => [PaperQuestionFacilityRow], {
    description: 'Questions in paper order (drawn questions appear where any examination used them).',
  })
  questions!: PaperQuestionFacilityRow[];
}
