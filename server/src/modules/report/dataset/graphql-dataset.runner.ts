import { execute, parse, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { ParamValue } from './report-params';
import type { ReportDataset } from './report-datasets';
import { withTimeout } from '../../../core/time/with-timeout';
import { reportTimedOut } from './report-timeout';

export type DatasetRow = Record<string, unknown>;

const parsed = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();

/** The dataset's document, parsed and validated against the schema once; only a single query operation passes. */
export function datasetDocument(schema: GraphQLSchema, dataset: ReportDataset): DocumentNode {
  const bySchema = parsed.get(schema) ?? new Map<string, DocumentNode>();
  parsed.set(schema, bySchema);
  const cached = bySchema.get(dataset.key);
  if (cached) {
    return cached;
  }
  const document = parse(dataset.document);
  const operations = document.definitions.filter((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition');
  const problems = validate(schema, document).map((problem) => problem.message);
  if (operations.length !== 1 || operations[0]?.operation !== 'query') {
    problems.push('a dataset is exactly one query operation');
  }
  if (problems.length > 0) {
    throw new Error(`report dataset ${dataset.key}: ${problems.join('; ')}`);
  }
  bySchema.set(dataset.key, document);
  return document;
}

/** The variables the dataset's query declares. */
export function datasetVariables(document: DocumentNode): string[] {
  const operation = document.definitions.find((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition');
  return (operation?.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
}

function rowsAt(data: unknown, path: readonly string[]): DatasetRow[] {
  let value: unknown = data;
  for (const name of path) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : null;
  }
  if (Array.isArray(value)) {
    return value.filter((row): row is DatasetRow => Boolean(row) && typeof row === 'object');
  }
  return value && typeof value === 'object' ? [value as DatasetRow] : [];
}

/**
 * Runs a registered dataset in-process as the REST adapter runs its operations: `execute` over the application's
 * schema with the caller's own context, so the queried fields' permission codes and the tenant filter apply.
 */
export async function runGraphqlDataset(
  schema: GraphQLSchema,
  dataset: ReportDataset,
  params: Record<string, ParamValue>,
  context: SignedInContext,
  timeoutMs: number,
): Promise<DatasetRow[]> {
  const document = datasetDocument(schema, dataset);
  const variableValues = Object.fromEntries(datasetVariables(document).map((name) => [name, params[name] ?? null]));
  const result = await withTimeout(
    Promise.resolve(execute({ schema, document, contextValue: context, variableValues })),
    timeoutMs,
    reportTimedOut,
  );
  const firstError = result.errors?.[0];
  if (firstError) {
    if (firstError.originalError instanceof AppError) {
      throw firstError.originalError;
    }
    if (!firstError.path) {
      // A request error: the parameter values did not fit the query's variables (a required one left empty).
      const names = datasetVariables(document).join(', ');
      throw new AppError('VALIDATION', 'report.paramInvalid', { name: names });
    }
    context.logger.error({ err: firstError }, 'report dataset failed');
    throw new AppError('INTERNAL', 'report.datasetFailed');
  }
  return rowsAt(result.data, dataset.rowPath);
}
