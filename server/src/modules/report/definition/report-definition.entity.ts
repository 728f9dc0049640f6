import { Entity, Enum, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { whileLive } from '../../../core/db/live-unique';
import { LongTextType } from '../../../core/db/long-text.type';
import { LongJsonType } from '../../exam/shared/long-json.type';
import { DatasetKind, ReportState } from './report-enums';
import type { ReportLayout, ReportParamsSchema } from './report-layout';

/** Rows a run returns unless the definition says otherwise. */
export const DEFAULT_ROW_LIMIT = 1000;
export const DEFAULT_TIMEOUT_MS = 10_000;

/** A report a tenant runs: its dataset, parameters and layout (reference/develop-report-sms.md §3.3). */
@ObjectType({ description: 'A report definition: dataset, parameters, layout and limits.' })
@Entity({ tableName: 'report_definition' })
@Index({ properties: ['tenantId', 'code'] })
@Unique({ name: 'report_definition_tenant_live_code_unique', properties: ['tenantId', 'liveCode'] })
export class ReportDefinition extends TenantScopedEntity {
  @Field({ description: 'Code, unique in the tenant (e.g. exam-results-by-dept).' })
  @Property({ type: 'string', length: 64 })
  code!: string;

  /** The code while the definition is live: unique in the tenant among live definitions. */
  @Property<ReportDefinition>({ type: 'string', length: 64, hidden: true, generated: whileLive<ReportDefinition>('code') })
  liveCode?: Opt<string> | null;

  @Field({ description: 'Display name.' })
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  @Property({ type: 'string', length: 1000, nullable: true })
  description?: string | null;

  @Field(() => ReportState, { description: 'Draft or published.' })
  @Enum({ items: () => ReportState, type: 'string', length: 16 })
  state: Opt<ReportState> = ReportState.DRAFT;

  @Field(() => Int, { description: 'Published version (0 until the first publish).' })
  @Property({ type: 'integer', default: 0 })
  version: Opt<number> = 0;

  @Field(() => DatasetKind, { description: 'Where the rows come from.' })
  @Enum({ items: () => DatasetKind, type: 'string', length: 16 })
  datasetKind!: DatasetKind;

  @Field(() => String, { nullable: true, description: 'Key of the registered GraphQL dataset (graphql kind).' })
  @Property({ type: 'string', length: 64, nullable: true })
  datasetRef?: string | null;

  @Field(() => String, { nullable: true, description: 'The SELECT statement with :name parameters (sql kind).' })
  @Property({ type: LongTextType, nullable: true })
  sqlText?: string | null;

  @Field(() => String, { nullable: true, description: 'Datasource id of a SQL dataset; null = the main database.' })
  @Property({ type: IdType, nullable: true })
  datasourceId?: string | null;

  @Field(() => GraphQLJSONObject, { description: 'Parameters: { fields: [{ name, type, required, label, defaultValue }] }.' })
  @Property({ type: new LongJsonType<ReportParamsSchema>() })
  paramsSchema!: ReportParamsSchema;

  @Field(() => GraphQLJSONObject, { description: 'Layout: { columns, chart, kpis } rendered by the viewer.' })
  @Property({ type: new LongJsonType<ReportLayout>() })
  layout!: ReportLayout;

  @Field(() => Int, { description: 'Rows returned at most; more set the truncated flag.' })
  @Property({ type: 'integer' })
  rowLimit: Opt<number> = DEFAULT_ROW_LIMIT;

  @Field(() => Int, { description: 'Time a run may take, in milliseconds.' })
  @Property({ type: 'integer' })
  timeoutMs: Opt<number> = DEFAULT_TIMEOUT_MS;

  @Field(() => String, { nullable: true, description: 'Permission code a caller needs to run it, besides report_run.' })
  @Property({ type: 'string', length: 64, nullable: true })
  permissionCode?: string | null;
}
