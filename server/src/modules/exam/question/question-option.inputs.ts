import { Matches } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { QuestionOptionInput } from './question.inputs';

@InputType({ description: 'One option of a choice question to add (no id) or change (with id); the question is checked again as a whole.' })
export class QuestionOptionSubmitInput extends QuestionOptionInput {
  @Field(() => ID, { description: 'The question.' })
  @Matches(/^\d{1,19}$/)
  questionId!: string;
}
