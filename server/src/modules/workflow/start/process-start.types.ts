import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A process instance just started from the start list.' })
export class StartedProcess {
  @Field(() => ID, { description: 'The new process instance.' })
  processInstanceId!: string;

  @Field(() => ID, { description: 'The definition version it runs.' })
  processDefinitionId!: string;

  @Field(() => String, { description: 'Name of the instance (the definition’s name).' })
  name!: string;
}
