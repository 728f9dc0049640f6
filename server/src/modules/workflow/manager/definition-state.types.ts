import { Field, ObjectType } from 'type-graphql';
import { ProcessDefinition } from './process-definition.types';

@ObjectType({ description: 'The outcome of a state change: already in that state is not an error (changed false).' })
export class DefinitionStateChange {
  @Field({ description: 'Whether anything changed.' })
  changed!: boolean;

  @Field({ description: "What happened, in the caller's language (legacy texts)." })
  message!: string;

  @Field(() => ProcessDefinition)
  definition!: ProcessDefinition;
}
