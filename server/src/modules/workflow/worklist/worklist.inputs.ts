import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Filters of the work lists.' })
export class WorkListFilter {
  @Field(() => String, { nullable: true, description: 'Category, or several comma-separated.' })
  @IsOptional()
  @MaxLength(1000)
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the process definition name.' })
  @IsOptional()
  @MaxLength(255)
  processDefinitionName?: string | null;

  @Field(() => Date, { nullable: true, description: 'Created (started) at or after (UTC).' })
  @IsOptional()
  beginDate?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Created (started) before (UTC).' })
  @IsOptional()
  endDate?: Date | null;
}
