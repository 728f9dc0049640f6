import { IsDate, IsEnum, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { NoticeState } from './notice.types';

/** Longest notice content accepted (characters of HTML, before sanitizing). */
export const NOTICE_CONTENT_MAX = 200_000;

@InputType({ description: 'Filters of the notice list.' })
export class NoticeFilter {
  @Field({ nullable: true, description: 'Part of the title.' })
  @IsOptional()
  @MaxLength(255)
  title?: string;

  @Field(() => Int, { nullable: true, description: 'Category key (equality).' })
  @IsOptional()
  @IsInt()
  category?: number;

  @Field(() => NoticeState, { nullable: true, description: 'Only drafts or only published notices.' })
  @IsOptional()
  @IsEnum(NoticeState)
  state?: NoticeState;

  @Field(() => Date, { nullable: true, description: 'Released at or after this time.' })
  @IsOptional()
  @IsDate()
  releaseTimeFrom?: Date;

  @Field(() => Date, { nullable: true, description: 'Released before this time.' })
  @IsOptional()
  @IsDate()
  releaseTimeTo?: Date;

  @Field(() => Date, { nullable: true, description: 'Created after this time.' })
  @IsOptional()
  @IsDate()
  createTimeFrom?: Date;

  @Field(() => Date, { nullable: true, description: 'Created before this time.' })
  @IsOptional()
  @IsDate()
  createTimeTo?: Date;
}

@InputType({ description: 'A notice to add (no id) or change (with id).' })
export class NoticeInput {
  @Field(() => ID, { nullable: true, description: 'Id of the notice to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Title.' })
  @Matches(/\S/, { message: 'notice.titleRequired' })
  @MaxLength(255)
  title!: string;

  @Field(() => Int, { description: 'Category: a key of the `notice` dictionary.' })
  @IsInt({ message: 'notice.categoryRequired' })
  @Min(0)
  @Max(999_999)
  category!: number;

  @Field(() => Date, { nullable: true, description: 'Release time; publishing sets it to now when empty.' })
  @IsOptional()
  @IsDate()
  releaseTime?: Date | null;

  @Field({ description: 'Rich-text HTML; sanitized on the server.' })
  @Matches(/\S/, { message: 'notice.contentRequired' })
  @MaxLength(NOTICE_CONTENT_MAX)
  content!: string;

  @Field(() => NoticeState, {
    nullable: true,
    description: 'New state; absent keeps the state (new notices are drafts). Changing it needs notice_publish.',
  })
  @IsOptional()
  @IsEnum(NoticeState)
  state?: NoticeState;
}
