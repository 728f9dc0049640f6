import { IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the post list.' })
export class PostFilter {
  @Field(() => Int, { nullable: true, description: 'Type (equal).' })
  @IsOptional()
  @IsInt()
  category?: number;

  @Field({ nullable: true, description: 'Part of the code.' })
  @IsOptional()
  @MaxLength(12)
  postCode?: string;

  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(64)
  postName?: string;
}

@InputType({ description: 'A post to add (no id) or change (with id).' })
export class PostInput {
  @Field(() => ID, { nullable: true, description: 'Id of the post to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => Int, { description: 'Type (dictionary post_category).' })
  @IsInt({ message: 'post.categoryRequired' })
  category!: number;

  @Field({ description: 'Code, unique in the tenant.' })
  @IsNotEmpty({ message: 'post.codeRequired' })
  @MaxLength(12)
  postCode!: string;

  @Field({ description: 'Name.' })
  @IsNotEmpty({ message: 'post.nameRequired' })
  @MaxLength(64)
  postName!: string;

  @Field(() => Int, { nullable: true, description: 'Sort order.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  sort?: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
