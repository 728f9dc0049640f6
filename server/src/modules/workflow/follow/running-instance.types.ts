import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';

/** A running process instance (legacy FlowExecution of follow/list). */
@ObjectType({ description: 'A running process instance of the tenant.' })
export class RunningInstance {
  @Field(() => ID, { description: 'Process instance id.' })
  id!: string;

  @Field()
  name!: string;

  @Field(() => ID)
  startUserId!: string;

  @Field(() => String, { nullable: true, description: 'Name of the user who started it.' })
  startUserName!: string | null;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => ID)
  definitionId!: string;

  @Field()
  definitionKey!: string;

  @Field(() => String, { nullable: true })
  definitionName!: string | null;

  @Field(() => Int)
  definitionVersion!: number;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field(() => String, { nullable: true })
  categoryName!: string | null;

  @Field(() => [String], { description: 'Activity ids of the open user tasks.' })
  currentActivityIds!: string[];

  @Field(() => [String], { description: 'Names of the open user tasks.' })
  currentTaskNames!: string[];

  @Field()
  suspended!: boolean;

  @Field(() => String, { nullable: true })
  businessTable!: string | null;

  @Field(() => String, { nullable: true })
  businessId!: string | null;
}

export const RunningInstancePage = createPageType(RunningInstance, 'RunningInstancePage');
export type RunningInstancePage = InstanceType<typeof RunningInstancePage>;
