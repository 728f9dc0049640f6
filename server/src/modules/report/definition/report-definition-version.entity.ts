import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { LongJsonType } from '../../exam/shared/long-json.type';

/** What a publish froze: the definition's fields as they were. */
export type ReportSnapshot = Record<string, unknown>;

@ObjectType({ description: 'A published version of a report definition (a snapshot).' })
@Entity({ tableName: 'report_definition_version' })
@Index({ properties: ['definitionId', 'version'] })
export class ReportDefinitionVersion extends TenantScopedEntity {
  @Field(() => ID, { description: 'The definition.' })
  @Property({ type: IdType })
  definitionId!: string;

  @Field(() => Int, { description: 'Version number, 1 for the first publish.' })
  @Property({ type: 'integer' })
  version!: number;

  @Field(() => GraphQLJSONObject, { description: 'The definition as published.' })
  @Property({ type: new LongJsonType<ReportSnapshot>() })
  snapshot!: ReportSnapshot;
}
