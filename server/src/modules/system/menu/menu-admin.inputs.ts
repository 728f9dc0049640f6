import { IsIn, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the menu lists (each matches when the column contains the text).' })
export class MenuFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(255)
  name?: string;

  @Field({ nullable: true, description: 'Part of the code.' })
  @IsOptional()
  @MaxLength(255)
  code?: string;

  @Field({ nullable: true, description: 'Part of the alias.' })
  @IsOptional()
  @MaxLength(255)
  alias?: string;
}

@InputType({ description: 'A menu or button to add (no id) or change (with id).' })
export class MenuInput {
  @Field(() => ID, { nullable: true, description: 'Id of the menu to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { nullable: true, description: 'Parent menu (must be a menu, not a button); absent or "0" for a top-level menu.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  parentId?: string;

  @Field({ description: 'Unique code; also the permission code.' })
  @IsNotEmpty({ message: 'menu.codeRequired' })
  @MaxLength(255)
  @Matches(/^[\w.:-]*$/)
  code!: string;

  @Field({ description: 'Name.' })
  @IsNotEmpty({ message: 'menu.nameRequired' })
  @MaxLength(255)
  name!: string;

  @Field({ nullable: true, description: 'Alias (add, edit, ... for buttons).' })
  @IsOptional()
  @MaxLength(255)
  alias?: string;

  @Field({ nullable: true, description: 'Route path or external URL.' })
  @IsOptional()
  @MaxLength(255)
  path?: string;

  @Field({ nullable: true, description: 'Icon name.' })
  @IsOptional()
  @MaxLength(255)
  source?: string;

  @Field(() => Int, { nullable: true, description: 'Sort order.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  sort?: number;

  @Field(() => Int, { description: '1 menu, 2 button (dictionary menu_category).' })
  @IsInt({ message: 'menu.categoryRequired' })
  @IsIn([1, 2], { message: 'menu.categoryRequired' })
  category!: number;

  @Field(() => Int, { nullable: true, description: 'Button placement: 0 none, 1 toolbar, 2 row, 3 both (dictionary button_func).' })
  @IsOptional()
  @IsIn([0, 1, 2, 3])
  action?: number;

  @Field(() => Int, { nullable: true, description: '1 normal, 2 opens externally (dictionary yes_no).' })
  @IsOptional()
  @IsIn([1, 2])
  isOpen?: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
