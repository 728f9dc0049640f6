import { IsEnum, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int } from 'type-graphql';
import { DatasetKind } from './report-enums';

/** Row limit a definition may ask for at most (exports included). */
export const MAX_ROW_LIMIT = 50_000;
export const MAX_TIMEOUT_MS = 60_000;

@InputType({ description: 'Filters of the report list (each matches when the column contains the text).' })
export class ReportDefinitionFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(255)
  name?: string;

  @Field({ nullable: true, description: 'Part of the code.' })
  @IsOptional()
  @MaxLength(64)
  code?: string;
}

@InputType({ description: 'A report definition to add (no id) or change (with id); a change returns it to draft.' })
export class ReportDefinitionInput {
  @Field(() => ID, { nullable: true, description: 'Id of the definition to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Code, unique in the tenant.' })
  @IsNotEmpty({ message: 'report.codeRequired' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'report.codeInvalid' })
  code!: string;

  @Field({ description: 'Display name.' })
  @IsNotEmpty({ message: 'report.nameRequired' })
  @MaxLength(255)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  @IsOptional()
  @MaxLength(1000)
  description?: string | null;

  @Field(() => DatasetKind, { description: 'graphql (a registered dataset) or sql (platform administrator only).' })
  @IsEnum(DatasetKind)
  datasetKind!: DatasetKind;

  @Field(() => String, { nullable: true, description: 'Registered dataset key (graphql kind).' })
  @IsOptional()
  @MaxLength(64)
  datasetRef?: string | null;

  @Field(() => String, { nullable: true, description: 'SELECT with :name parameters (sql kind).' })
  @IsOptional()
  @MaxLength(20_000)
  sqlText?: string | null;

  @Field(() => ID, { nullable: true, description: 'Datasource of a SQL dataset; absent = the main database.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  datasourceId?: string | null;

  @Field(() => GraphQLJSONObject, { description: 'Parameters: { fields: [...] }.' })
  paramsSchema!: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, { description: 'Layout: { columns, chart, kpis }.' })
  layout!: Record<string, unknown>;

  @Field(() => Int, { nullable: true, description: 'Rows at most (default 1000, at most 50000).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ROW_LIMIT)
  rowLimit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Run time at most in ms (default 10000, at most 60000).' })
  @IsOptional()
  @IsInt()
  @Min(100)
  @Max(MAX_TIMEOUT_MS)
  timeoutMs?: number | null;

  @Field(() => String, { nullable: true, description: 'Extra permission code a caller needs to run it.' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/)
  permissionCode?: string | null;
}
