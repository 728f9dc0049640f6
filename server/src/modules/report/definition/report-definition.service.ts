import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { parse } from 'graphql';
import { requirePlatform } from '../../../core/auth/platform';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { refusingDuplicates } from '../../../core/db/live-unique';
import { inTransaction } from '../../../core/db/transaction';
import { AppError, notFound } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { datasetVariables } from '../dataset/graphql-dataset.runner';
import { datasetOf, REPORT_DATASETS } from '../dataset/report-datasets';
import { checkedSelectInSomeDialect } from '../dataset/sql-dataset.parser';
import { DEFAULT_ROW_LIMIT, DEFAULT_TIMEOUT_MS, ReportDefinition } from './report-definition.entity';
import type { ReportDefinitionFilter, ReportDefinitionInput } from './report-definition.inputs';
import type { ReportDatasetInfo } from './report-definition.types';
import { ReportDefinitionVersion } from './report-definition-version.entity';
import { DatasetKind, ReportState } from './report-enums';
import { LAYOUT, PARAMS_SCHEMA, type ReportLayout, type ReportParamsSchema } from './report-layout';

const SORTABLE = ['name', 'code', 'createTime', 'updateTime'] as const;

/** Report definitions of the caller's tenant: list, detail, save, remove, publish (versions). */
export class ReportDefinitionService {
  constructor(private readonly menus: MenuService) {}

  async page(
    context: SignedInContext,
    filter: ReportDefinitionFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<ReportDefinition>> {
    await this.menus.require(context, 'report_list');
    const where: FilterQuery<ReportDefinition> = {};
    if (filter?.name) {
      where.name = { $like: containsPattern(filter.name) };
    }
    if (filter?.code) {
      where.code = { $like: containsPattern(filter.code) };
    }
    return findPage(
      context.em,
      ReportDefinition,
      where,
      page,
      orderByOf<ReportDefinition>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }),
    );
  }

  async detail(context: SignedInContext, id: string): Promise<ReportDefinition> {
    await this.menus.require(context, 'report_list');
    return this.find(context.em, id);
  }

  /** A definition of the caller's tenant by id or code (the tenant filter hides every other tenant's). */
  async find(em: EntityManager, id: string | null | undefined, code?: string | null): Promise<ReportDefinition> {
    if (!id && !code) {
      throw new AppError('VALIDATION', 'report.idOrCode');
    }
    const definition = id
      ? isId(id)
        ? await em.findOne(ReportDefinition, { id })
        : null
      : await em.findOne(ReportDefinition, { code: code ?? '' });
    if (!definition) {
      throw notFound();
    }
    return definition;
  }

  /** Adds (no id; report_add) or changes (report_edit) a definition; a change returns it to draft. */
  async save(context: SignedInContext, input: ReportDefinitionInput): Promise<ReportDefinition> {
    await this.menus.require(context, input.id ? 'report_edit' : 'report_add');
    const checked = this.checked(context, input);
    const em = context.em;
    const codeExists = () =>
      new AppError('CONFLICT', 'report.codeExists', { code: input.code }, [
        { field: 'code', messageKey: 'report.codeExists', params: { code: input.code } },
      ]);
    const definition = await refusingDuplicates(
      () =>
        inTransaction(em, async () => {
          const sameCode = await em.findOne(ReportDefinition, { code: input.code });
          if (sameCode && sameCode.id !== input.id) {
            throw codeExists();
          }
          const row = input.id
            ? await this.find(em, input.id)
            : em.create(ReportDefinition, { ...checked, tenantId: context.actor.tenantId });
          if (input.id) {
            if (row.datasetKind === DatasetKind.SQL) {
              requirePlatform(context, 'report.sqlPlatformOnly');
            }
            em.assign(row, { ...checked, state: ReportState.DRAFT });
          }
          return row;
        }),
      codeExists,
    );
    return definition;
  }

  /** Soft-deletes definitions of the caller's tenant; returns how many. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'report_delete');
    if (ids.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    if (ids.length > 1000 || !ids.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
    }
    return context.em.nativeUpdate(
      ReportDefinition,
      { id: { $in: ids } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
  }

  /** Publishes the definition as it stands: version + 1 and a snapshot of it. */
  async publish(context: SignedInContext, id: string): Promise<ReportDefinition> {
    await this.menus.require(context, 'report_edit');
    const em = context.em;
    const definition = await this.find(em, id);
    if (definition.datasetKind === DatasetKind.SQL) {
      requirePlatform(context, 'report.sqlPlatformOnly');
    }
    definition.version += 1;
    definition.state = ReportState.PUBLISHED;
    em.create(ReportDefinitionVersion, {
      tenantId: definition.tenantId,
      definitionId: definition.id,
      version: definition.version,
      snapshot: snapshotOf(definition),
    });
    await em.flush();
    return definition;
  }

  /** The registered GraphQL datasets a definition can use (the designer's choice). */
  async datasets(context: SignedInContext): Promise<ReportDatasetInfo[]> {
    await this.menus.require(context, 'report_list', 'report_add', 'report_edit');
    return REPORT_DATASETS.map((dataset) => ({
      key: dataset.key,
      label: dataset.label[context.language],
      variables: datasetVariables(parse(dataset.document)),
    }));
  }

  async versions(context: SignedInContext, id: string): Promise<ReportDefinitionVersion[]> {
    await this.menus.require(context, 'report_list');
    const definition = await this.find(context.em, id);
    return context.em.find(ReportDefinitionVersion, { definitionId: definition.id }, { orderBy: { version: 'desc' } });
  }

  /** The input's checked fields: dataset known (SQL for the platform only), JSON parts in their schemas. */
  private checked(context: SignedInContext, input: ReportDefinitionInput) {
    if (input.datasetKind === DatasetKind.SQL) {
      requirePlatform(context, 'report.sqlPlatformOnly');
      if (!input.sqlText?.trim()) {
        throw new AppError('VALIDATION', 'report.sqlRequired', {}, [{ field: 'sqlText', messageKey: 'report.sqlRequired' }]);
      }
      // Checked again on each run in the dialect of the database it runs on.
      checkedSelectInSomeDialect(input.sqlText);
    } else if (!datasetOf(input.datasetRef)) {
      throw new AppError('VALIDATION', 'report.datasetUnknown', { key: input.datasetRef ?? '' }, [
        { field: 'datasetRef', messageKey: 'report.datasetUnknown', params: { key: input.datasetRef ?? '' } },
      ]);
    }
    const paramsSchema = PARAMS_SCHEMA.safeParse(input.paramsSchema);
    if (!paramsSchema.success) {
      throw new AppError('VALIDATION', 'report.paramsSchemaInvalid', {}, [
        { field: 'paramsSchema', messageKey: 'report.paramsSchemaInvalid' },
      ]);
    }
    const layout = LAYOUT.safeParse(input.layout);
    if (!layout.success) {
      throw new AppError('VALIDATION', 'report.layoutInvalid', {}, [{ field: 'layout', messageKey: 'report.layoutInvalid' }]);
    }
    const sql = input.datasetKind === DatasetKind.SQL;
    return {
      code: input.code,
      name: input.name,
      description: input.description ?? null,
      datasetKind: input.datasetKind,
      datasetRef: sql ? null : (input.datasetRef ?? null),
      sqlText: sql ? (input.sqlText ?? null) : null,
      datasourceId: sql ? (input.datasourceId ?? null) : null,
      paramsSchema: paramsSchema.data satisfies ReportParamsSchema,
      layout: layout.data satisfies ReportLayout,
      rowLimit: input.rowLimit ?? DEFAULT_ROW_LIMIT,
      timeoutMs: input.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      permissionCode: input.permissionCode ?? null,
    };
  }
}

/** The definition's fields a publish freezes. */
const SNAPSHOT_FIELDS = [
  'code',
  'name',
  'description',
  'datasetKind',
  'datasetRef',
  'sqlText',
  'datasourceId',
  'paramsSchema',
  'layout',
  'rowLimit',
  'timeoutMs',
  'permissionCode',
] as const satisfies ReadonlyArray<keyof ReportDefinition>;

export function snapshotOf(definition: ReportDefinition): Record<string, unknown> {
  return Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, definition[field]]));
}
