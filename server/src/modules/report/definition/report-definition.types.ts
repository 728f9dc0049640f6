import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { ReportRun } from '../run/report-run.entity';
import { ReportDefinition } from './report-definition.entity';

export const ReportDefinitionPage = createPageType(ReportDefinition, 'ReportDefinitionPage');
export type ReportDefinitionPage = InstanceType<typeof ReportDefinitionPage>;

/** A run of the log with who ran it, by name. */
@ObjectType({ description: 'One run of a report in the run log, with the name of the user who ran it.' })
export class ReportRunRow extends ReportRun {
  @Field(() => String, { nullable: true, description: 'Display name of the user who ran it (real name, else name, else account).' })
  createUserName!: string | null;
}

export const ReportRunPage = createPageType(ReportRunRow, 'ReportRunPage');
export type ReportRunPage = InstanceType<typeof ReportRunPage>;

@ObjectType({ description: 'A column of a report result.' })
export class ReportColumn {
  @Field({ description: 'Key of the value in each row.' })
  key!: string;

  @Field({ description: 'Label in the caller’s language.' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'text, integer, number, percent or datetime.' })
  format!: string | null;

  @Field(() => String, { nullable: true, description: 'left, center or right.' })
  align!: string | null;

  @Field(() => Int, { nullable: true, description: 'Width in pixels the layout asks for (null: shared).' })
  width!: number | null;
}

@ObjectType({ description: 'The rows of one report run.' })
export class ReportResult {
  @Field(() => ID, { description: 'The run (audit row).' })
  runId!: string;

  @Field(() => [ReportColumn], { description: 'Columns in layout order.' })
  columns!: ReportColumn[];

  @Field(() => [GraphQLJSONObject], { description: 'Rows: column key -> value (strings, numbers, booleans, null).' })
  rows!: Array<Record<string, unknown>>;

  @Field({ description: 'More rows existed than the row limit.' })
  truncated!: boolean;

  @Field(() => Int, { description: 'Rows returned.' })
  rowCount!: number;
}

@ObjectType({ description: 'A registered GraphQL dataset reports can use.' })
export class ReportDatasetInfo {
  @Field({ description: 'Key.' })
  key!: string;

  @Field({ description: 'Name in the caller’s language.' })
  label!: string;

  @Field(() => [String], { description: 'Variables of its query (parameters named alike feed them).' })
  variables!: string[];
}
