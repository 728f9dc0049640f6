import { createHash } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { requirePlatform } from '../../../core/auth/platform';
import { findPage } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { userNamesOf } from '../../system/user/user-display-names';
import { runGraphqlDataset, type DatasetRow } from '../dataset/graphql-dataset.runner';
import { datasetOf } from '../dataset/report-datasets';
import { validateParams, type ParamValue } from '../dataset/report-params';
import type { SqlDatasetRunner } from '../dataset/sql-dataset.runner';
import type { ReportDefinition } from '../definition/report-definition.entity';
import type { ReportDefinitionService } from '../definition/report-definition.service';
import { ReportRunRow, type ReportColumn, type ReportResult } from '../definition/report-definition.types';
import { DatasetKind, ReportState } from '../definition/report-enums';
import { ReportRun, type ReportRunFormat } from './report-run.entity';

/** Which report to run: by id or by code. */
export interface ReportTarget {
  id?: string | null;
  code?: string | null;
}

/** A run's result with the definition it came from (exports title their files with it). */
export interface ReportOutcome extends ReportResult {
  definition: ReportDefinition;
}

function paramsHash(params: Record<string, ParamValue>): string {
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** A plain cell: strings, finite numbers, booleans and null; anything else is shown as JSON text. */
function cellOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
    return value;
  }
  return JSON.stringify(value);
}

/** Runs reports (the viewer and the exports alike) and keeps the run log. */
export class ReportRunService {
  constructor(
    private readonly menus: MenuService,
    private readonly definitions: ReportDefinitionService,
    private readonly sql: SqlDatasetRunner,
  ) {}

  /**
   * Runs a definition of the caller's tenant: report_run (and the definition's own code), a published one unless
   * the caller edits reports (the designer's preview), parameters checked, at most rowLimit rows, audited.
   */
  async run(
    context: SignedInContext,
    schema: GraphQLSchema,
    target: ReportTarget,
    input: Record<string, unknown> | null | undefined,
    format: ReportRunFormat = 'json',
  ): Promise<ReportOutcome> {
    await this.menus.require(context, 'report_run');
    const definition = await this.definitions.find(context.em, target.id, target.code);
    if (definition.permissionCode) {
      await this.menus.require(context, definition.permissionCode);
    }
    if (definition.state !== ReportState.PUBLISHED && !(await this.menus.hasPermission(context, ['report_edit']))) {
      throw new AppError('FORBIDDEN', 'report.notPublished');
    }
    const params = validateParams(definition.paramsSchema, input);
    const started = Date.now();
    const fetched = await this.fetch(context, schema, definition, params);
    const truncated = fetched.length > definition.rowLimit;
    const columns: ReportColumn[] = definition.layout.columns.map((column) => ({
      key: column.key,
      label: column.label[context.language],
      format: column.format ?? null,
      align: column.align ?? null,
      width: column.width ?? null,
    }));
    const rows = fetched.slice(0, definition.rowLimit).map((row) => Object.fromEntries(columns.map(({ key }) => [key, cellOf(row[key])])));
    const run = context.em.create(ReportRun, {
      tenantId: context.actor.tenantId,
      definitionId: definition.id,
      version: definition.state === ReportState.PUBLISHED ? definition.version : 0,
      paramsHash: paramsHash(params),
      rowCount: rows.length,
      truncated,
      durationMs: Date.now() - started,
      format,
    });
    await context.em.flush();
    return { runId: run.id, columns, rows, truncated, rowCount: rows.length, definition };
  }

  /** The run log of the caller's tenant, newest first, optionally of one definition. */
  async runs(context: SignedInContext, definitionId: string | null | undefined, page: PageInput): Promise<PageResult<ReportRunRow>> {
    await this.menus.require(context, 'report_list');
    if (definitionId && !isId(definitionId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'definitionId' });
    }
    const found = await findPage(context.em, ReportRun, definitionId ? { definitionId } : {}, page, { createTime: 'desc', id: 'desc' });
    const names = await userNamesOf(
      context.em,
      found.records.map((run) => run.createUser),
    );
    const records = found.records.map((run) =>
      Object.assign(new ReportRunRow(), run, { createUserName: run.createUser ? (names.get(run.createUser) ?? null) : null }),
    );
    return { ...found, records };
  }

  /** Rows of the dataset, at most rowLimit + 1 (one more tells truncation). */
  private async fetch(
    context: SignedInContext,
    schema: GraphQLSchema,
    definition: ReportDefinition,
    params: Record<string, ParamValue>,
  ): Promise<DatasetRow[]> {
    if (definition.datasetKind === DatasetKind.SQL) {
      requirePlatform(context, 'report.sqlPlatformOnly');
      return this.sql.run(context, definition, params);
    }
    const dataset = datasetOf(definition.datasetRef);
    if (!dataset) {
      throw new AppError('VALIDATION', 'report.datasetUnknown', { key: definition.datasetRef ?? '' });
    }
    return runGraphqlDataset(schema, dataset, params, context, definition.timeoutMs);
  }
}
