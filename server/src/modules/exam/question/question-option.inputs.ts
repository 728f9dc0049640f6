import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { QUESTION_HTML_MAX } from './question.inputs';

@InputType({ description: 'One option of a choice question to add (no id) or change (with id); the question is checked again as a whole.' })
export class QuestionOptionSubmitInput {
  @Field(() => ID, { nullable: true, description: 'Id of the option to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { description: 'The question.' })
  @Matches(/^\d{1,19}$/)
  questionId!: string;

  @Field({ description: 'Content: rich text (sanitized) or plain text.' })
  @IsString()
  @MaxLength(QUESTION_HTML_MAX)
  content!: string;

  @Field({ description: 'True for a correct option.' })
  @IsBoolean()
  isCorrect!: boolean;

  @Field(() => Int, { nullable: true, description: 'WEIGHTED scoring: -100..100.' })
  @IsOptional()
  @IsInt({ message: 'exam.weightRange' })
  @Min(-100, { message: 'exam.weightRange' })
  @Max(100, { message: 'exam.weightRange' })
  weightPct?: number;

  @Field(() => Int, { nullable: true, description: 'Position; default: after the last option.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  sort?: number;
}
