import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

const ID_PATTERN = /^\d{1,19}$/;

@InputType({ description: 'Filters of the top menu list (each matches when the column contains the text).' })
export class TopMenuFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(255)
  name?: string;

  @Field({ nullable: true, description: 'Part of the code.' })
  @IsOptional()
  @MaxLength(255)
  code?: string;
}

@InputType({ description: 'A top menu to add (no id) or change (with id).' })
export class TopMenuInput {
  @Field(() => ID, { nullable: true, description: 'Id of the top menu to change; absent to add one.' })
  @IsOptional()
  @Matches(ID_PATTERN)
  id?: string;

  @Field({ description: 'Code.' })
  @IsNotEmpty({ message: 'topMenu.codeRequired' })
  @MaxLength(255)
  code!: string;

  @Field({ description: 'Name.' })
  @IsNotEmpty({ message: 'topMenu.nameRequired' })
  @MaxLength(255)
  name!: string;

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
}

@InputType({ description: 'The menus shown under top menus, replacing what they had.' })
export class TopMenuGrantInput {
  @Field(() => [ID], { description: 'Top menus to configure.' })
  @IsArray()
  @ArrayMaxSize(1000)
  @Matches(ID_PATTERN, { each: true })
  topMenuIds!: string[];

  @Field(() => [ID], { description: 'Menu ids (menus only, no buttons).' })
  @IsArray()
  @ArrayMaxSize(5000)
  @Matches(ID_PATTERN, { each: true })
  menuIds!: string[];
}
