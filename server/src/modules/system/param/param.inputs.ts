import { IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'Filters of the parameter list (each matches when the column contains the text).' })
export class ParamFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(255)
  paramName?: string;

  @Field({ nullable: true, description: 'Part of the key.' })
  @IsOptional()
  @MaxLength(255)
  paramKey?: string;
}

@InputType({ description: 'A parameter to add (no id) or change (with id).' })
export class ParamInput {
  @Field(() => ID, { nullable: true, description: 'Id of the parameter to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Display name.' })
  @IsNotEmpty({ message: 'param.nameRequired' })
  @MaxLength(255)
  paramName!: string;

  @Field({ description: 'Unique key.' })
  @IsNotEmpty({ message: 'param.keyRequired' })
  @MaxLength(255)
  paramKey!: string;

  @Field({ description: 'Value.' })
  @IsNotEmpty({ message: 'param.valueRequired' })
  @MaxLength(2000)
  paramValue!: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
