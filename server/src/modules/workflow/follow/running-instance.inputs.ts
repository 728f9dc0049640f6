import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Filters of the running instance list.' })
export class RunningInstanceFilter {
  @Field(() => String, { nullable: true, description: 'Exact process instance id.' })
  @IsOptional()
  @MaxLength(64)
  processInstanceId?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact process key.' })
  @IsOptional()
  @MaxLength(255)
  processDefinitionKey?: string | null;
}
