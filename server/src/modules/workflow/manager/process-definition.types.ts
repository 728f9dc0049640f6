import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';

/** One version of a deployed process (legacy FlowProcess; shared by the manager list and the start list). */
@ObjectType({ description: 'One version of a deployed process definition.' })
export class ProcessDefinition {
  @Field(() => ID, { description: 'Definition id.' })
  id!: string;

  @Field({ description: 'Tenant the definition was deployed for.' })
  tenantId!: string;

  @Field({ description: 'Process name.' })
  name!: string;

  @Field({ description: 'Process key (the BPMN process id).' })
  key!: string;

  @Field(() => String, { nullable: true, description: 'Category, e.g. flow_1.' })
  category!: string | null;

  @Field(() => String, { nullable: true, description: 'Label of the category (dictionary `flow`).' })
  categoryName!: string | null;

  @Field(() => Int, { description: 'Version (1, 2, ... per key and tenant).' })
  version!: number;

  @Field(() => ID, { description: 'Deployment id.' })
  deploymentId!: string;

  @Field(() => String, { nullable: true, description: 'File name of the deployed BPMN resource.' })
  resourceName!: string | null;

  @Field({ description: 'Whether new instances are refused.' })
  suspended!: boolean;

  @Field({ description: 'Whether this is the latest version of its key.' })
  isLatest!: boolean;

  @Field(() => Date, { nullable: true, description: 'Deployment time (UTC).' })
  deployedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Documentation of the process.' })
  description!: string | null;
}

export const ProcessDefinitionPage = createPageType(ProcessDefinition, 'ProcessDefinitionPage');
export type ProcessDefinitionPage = InstanceType<typeof ProcessDefinitionPage>;
