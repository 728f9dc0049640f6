import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'Filters of the question bank list.' })
export class QuestionBankFilter {
  @Field({ nullable: true, description: 'Part of the name or the code.' })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;

  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(100)
  name?: string;

  @Field({ nullable: true, description: 'Part of the code.' })
  @IsOptional()
  @MaxLength(64)
  code?: string;
}

@InputType({ description: 'A question bank to add (no id) or change (with id).' })
export class QuestionBankInput {
  @Field(() => ID, { nullable: true, description: 'Id of the bank to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Name.' })
  @Matches(/\S/, { message: 'exam.bankNameRequired' })
  @MaxLength(100)
  name!: string;

  @Field({ description: 'Code, unique in the tenant: letters, digits, "_" and "-".' })
  @Matches(/\S/, { message: 'exam.bankCodeRequired' })
  @Matches(/^\s*[A-Za-z0-9_-]*\s*$/, { message: 'exam.bankCodeFormat' })
  @MaxLength(64)
  code!: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  @IsOptional()
  @MaxLength(500)
  description?: string | null;
}
