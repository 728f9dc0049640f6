import { IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the dictionary lists (each matches when the column contains the text).' })
export class DictFilter {
  @Field({ nullable: true, description: 'Part of the code.' })
  @IsOptional()
  @MaxLength(255)
  code?: string;

  @Field({ nullable: true, description: 'Part of the label (dictionary name on roots).' })
  @IsOptional()
  @MaxLength(255)
  dictValue?: string;

  @Field({ nullable: true, description: 'Part of the item key.' })
  @IsOptional()
  @MaxLength(255)
  dictKey?: string;
}

@InputType({
  description: 'A dictionary row to add (no id) or change (with id). A root has parentId "0"; an item takes the code of its parent.',
})
export class DictInput {
  @Field(() => ID, { nullable: true, description: 'Id of the row to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { nullable: true, description: 'Parent row; "0" or absent for a root. Not changeable on edit.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: 'dict.parentMissing' })
  parentId?: string;

  @Field({ description: 'Dictionary code (used for roots; items take their parent’s code).' })
  @Matches(/\S/, { message: 'dict.codeRequired' })
  @MaxLength(255)
  code!: string;

  @Field({ nullable: true, description: 'Item key (required on items; roots always use "-1").' })
  @IsOptional()
  @MaxLength(255)
  dictKey?: string;

  @Field({ description: 'Label, or the dictionary name on a root.' })
  @Matches(/\S/, { message: 'dict.valueRequired' })
  @MaxLength(255)
  dictValue!: string;

  @Field(() => Int, { description: 'Sort order.' })
  @IsInt({ message: 'dict.sortRequired' })
  @Min(0)
  @Max(99_999_999)
  sort!: number;

  @Field(() => Int, { description: '0 editable, 1 sealed.' })
  @IsIn([0, 1], { message: 'dict.sealedRequired' })
  isSealed!: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
