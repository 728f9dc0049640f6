import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';

/** One version of a deployed process (legacy FlowProcess, manager/list and work/start-list). */
@ObjectType({ description: 'One version of a deployed process definition.' })
export class ProcessDefinition {
  @Field(() => ID, { description: 'Definition id (one per version).' })
  id!: string;

  @Field({ description: 'Tenant the definition belongs to (the platform tenant: common definitions).' })
  tenantId!: string;

  @Field({ description: 'Process name.' })
  name!: string;

  @Field({ description: 'Process key (the BPMN process id).' })
  key!: string;

  @Field(() => String, { nullable: true, description: 'Category as stored (legacy `flow_<dict key>`).' })
  category!: string | null;

  @Field(() => String, { nullable: true, description: 'Category label from the `flow` dictionary.' })
  categoryName!: string | null;

  @Field(() => Int, { description: 'Version (1, 2, ...) of the key.' })
  version!: number;

  @Field(() => ID, { description: 'Deployment that created this version.' })
  deploymentId!: string;

  @Field(() => String, { nullable: true, description: 'Deployed file name.' })
  resourceName!: string | null;

  @Field({ description: 'Whether the definition is suspended (no new instances; its instances refuse work).' })
  suspended!: boolean;

  @Field({ description: 'Whether this is the latest version of its key.' })
  isLatest!: boolean;

  @Field(() => Date, { nullable: true, description: 'Deployment time (UTC).' })
  deployedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Process documentation.' })
  description!: string | null;
}

export const ProcessDefinitionPage = createPageType(ProcessDefinition, 'ProcessDefinitionPage');
export type ProcessDefinitionPage = InstanceType<typeof ProcessDefinitionPage>;
