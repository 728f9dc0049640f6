import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** How a run was delivered. */
export type ReportRunFormat = 'json' | 'xlsx' | 'pdf';

@ObjectType({ description: 'One run of a report (audit): who, when, parameters hash, rows, duration, format.' })
@Entity({ tableName: 'report_run' })
@Index({ properties: ['tenantId', 'definitionId'] })
export class ReportRun extends TenantScopedEntity {
  @Field(() => ID, { description: 'The definition run.' })
  @Property({ type: IdType })
  definitionId!: string;

  @Field(() => Int, { description: 'Definition version run (0 = draft).' })
  @Property({ type: 'integer' })
  version!: number;

  @Field({ description: 'SHA-256 of the parameters (hex).' })
  @Property({ type: 'string', length: 64 })
  paramsHash!: string;

  @Field(() => Int, { description: 'Rows returned.' })
  @Property({ type: 'integer' })
  rowCount!: number;

  @Field({ description: 'Whether more rows existed than the limit.' })
  @Property({ type: 'boolean' })
  truncated!: boolean;

  @Field(() => Int, { description: 'Time taken in milliseconds.' })
  @Property({ type: 'integer' })
  durationMs!: number;

  @Field({ description: 'json (viewer), xlsx or pdf.' })
  @Property({ type: 'string', length: 8 })
  format!: string;
}
