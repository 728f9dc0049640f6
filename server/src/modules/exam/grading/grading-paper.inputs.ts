import { ArrayMaxSize, ArrayMinSize, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType } from 'type-graphql';
import { IsPoints } from '../shared/exam-score';

const ID_PATTERN = /^\d{1,19}$/;

/** At most this many answers in one bulk score. */
export const BULK_GRADE_LIMIT = 200;

@InputType({ description: 'One score given to several candidates’ answers of one question (all or nothing).' })
export class BulkGradeInput {
  @Field(() => ID, { description: 'Examination id.' })
  @Matches(ID_PATTERN)
  examinationId!: string;

  @Field(() => ID, { description: 'Bank question id every answer must belong to.' })
  @Matches(ID_PATTERN)
  questionId!: string;

  @Field(() => [ID], { description: 'Attempt item ids (answers of the question), 1..200.' })
  @ArrayMinSize(1, { message: 'exam.bulkGradeNoItems' })
  @ArrayMaxSize(BULK_GRADE_LIMIT, { message: 'exam.bulkGradeTooMany' })
  @Matches(ID_PATTERN, { each: true })
  itemIds!: string[];

  @Field(() => Float, { description: 'Score in points, 0..the question maximum, at most two decimals.' })
  @IsNotEmpty({ message: 'exam.scoreRequired' })
  @IsPoints()
  score!: number;

  @Field(() => String, { nullable: true, description: 'Comment shown to each candidate (null keeps each answer’s comment).' })
  @IsOptional()
  @MaxLength(4000, { message: 'exam.commentTooLong' })
  comment?: string | null;

  @Field(() => String, { nullable: true, description: 'Why (kept in the audit).' })
  @IsOptional()
  @MaxLength(500, { message: 'exam.reasonTooLong' })
  reason?: string | null;
}
