import { IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Filters of the region lists.' })
export class RegionFilter {
  @Field({ nullable: true, description: 'Code starts with this text.' })
  @IsOptional()
  @MaxLength(12)
  code?: string;

  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(64)
  name?: string;

  @Field({ nullable: true, description: 'Exact parent code (paged list only).' })
  @IsOptional()
  @MaxLength(12)
  parentCode?: string;

  @Field(() => Int, { nullable: true, description: 'Exact level (paged list only).' })
  @IsOptional()
  @IsInt()
  regionLevel?: number;
}

@InputType({ description: 'A region to add (its code is new) or change (its code exists).' })
export class RegionInput {
  @Field({ description: 'Region code (2 to 12 digits); below a province it starts with the parent code.' })
  @IsNotEmpty({ message: 'region.codeRequired' })
  @Matches(/^\d{2,12}$/, { message: 'region.codeFormat' })
  code!: string;

  @Field({ nullable: true, description: 'Parent code (required to add; cannot change).' })
  @IsOptional()
  @MaxLength(12)
  parentCode?: string;

  @Field({ description: 'Name.' })
  @Matches(/\S/, { message: 'region.nameRequired' })
  @MaxLength(64)
  name!: string;

  @Field(() => Int, { nullable: true, description: 'Sort order (default 1).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(99_999_999)
  sort?: number;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  remark?: string | null;
}
