import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';

/** Legacy `mode`: 1 common definitions (of the platform tenant, shared by every tenant), 2 the caller's tenant. */
export const DEFINITION_MODE_COMMON = 1;
export const DEFINITION_MODE_TENANT = 2;

@InputType({ description: 'Filters of the process definition list.' })
export class ProcessDefinitionFilter {
  @Field(() => String, { nullable: true, description: 'Category (`flow_<dict key>` or the dict key).' })
  @IsOptional()
  @MaxLength(255)
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the process key.' })
  @IsOptional()
  @MaxLength(255)
  key?: string | null;

  @Field(() => Int, { nullable: true, description: "1 common definitions, 2 the tenant's own (default)." })
  @IsOptional()
  @IsIn([DEFINITION_MODE_COMMON, DEFINITION_MODE_TENANT])
  mode?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Only the latest version of each key.' })
  @IsOptional()
  latestOnly?: boolean | null;
}

export enum DefinitionState {
  ACTIVE = 'ACTIVE',
  SUSPENDED = 'SUSPENDED',
}
registerEnumType(DefinitionState, { name: 'DefinitionState', description: 'Target state of a process definition.' });
