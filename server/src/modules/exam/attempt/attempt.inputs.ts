import { ArrayMaxSize, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';

/** Longest short-answer text, in characters. */
export const MAX_TEXT_ANSWER = 20_000;
/** Longest answer of one blank, in characters. */
export const MAX_BLANK_ANSWER = 500;

@InputType({ description: 'An answer of one question; only the part that fits the question type is set.' })
export class AnswerResponseInput {
  @Field(() => [ID], { nullable: true, description: 'Choice questions: ids of the chosen options (empty to clear).' })
  @IsOptional()
  @ArrayMaxSize(50)
  @Matches(/^\d{1,19}$/, { each: true, message: 'exam.optionInvalid' })
  optionIds?: string[];

  @Field(() => String, { nullable: true, description: `Short answer: the text (at most ${MAX_TEXT_ANSWER} characters).` })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT_ANSWER, { message: 'exam.answerTooLong' })
  text?: string;

  @Field(() => [String], {
    nullable: true,
    description: `Fill in the blanks: one answer per blank, in order (each at most ${MAX_BLANK_ANSWER} characters).`,
  })
  @IsOptional()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(MAX_BLANK_ANSWER, { each: true, message: 'exam.answerTooLong' })
  blanks?: string[];

  @Field(() => [ID], { nullable: true, description: 'File upload: ids of files uploaded for this question (POST /api/exam/attempt-file).' })
  @IsOptional()
  @ArrayMaxSize(20)
  @Matches(/^\d{1,19}$/, { each: true, message: 'exam.fileInvalid' })
  fileIds?: string[];
}

@InputType({ description: 'One answer to save: the question number (slot) of the attempt, the answer and the client sequence number.' })
export class SaveAnswerInput {
  @Field(() => Int, { description: 'Question number in the attempt (1-based).' })
  @IsInt()
  @Min(1, { message: 'exam.slotInvalid' })
  @Max(10_000, { message: 'exam.slotInvalid' })
  slot!: number;

  @Field(() => AnswerResponseInput, { description: 'The answer.' })
  @ValidateNested()
  response!: AnswerResponseInput;

  @Field(() => Float, {
    nullable: true,
    description:
      'Monotonic per attempt (e.g. a counter); a save with a number not above the stored one is ignored. Absent: the save always applies.',
  })
  @IsOptional()
  @IsInt({ message: 'exam.clientSeqInvalid' })
  @Min(1, { message: 'exam.clientSeqInvalid' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'exam.clientSeqInvalid' })
  clientSeq?: number;
}
