import { LibSqlPlatform } from '@mikro-orm/libsql';
import { requirePlatform } from '../../../core/auth/platform';
import type { TenantDatabases } from '../../../core/db/tenant-databases';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { BUILT_IN_DATASOURCE_ID, BUILT_IN_DATASOURCE_NAME } from '../datasource/built-in-datasource';
import { Datasource } from '../datasource/datasource.entity';
import type { DatasourceService } from '../datasource/datasource.service';
import { DataModel } from './model.entity';
import { MODEL_READ_CODES } from './model-permissions';
import { camelCase, entityNameOf } from '../generator/codegen-names';
import { mapColumnType, tablePrefixOf } from './prototype-mapping';
import type { TableColumn, TableSummary } from './table-column';
import { TableMetadata } from './table-metadata';
import type { ModelDatasourceOption, TableInfoView } from './model.types';

/**
 * The datasources a model reads tables from, and their table metadata: the built-in one is the product's own
 * database (the platform entity manager's connection), the others are opened for the read and closed again.
 * Platform administrator only.
 */
export class ModelSourceService {
  constructor(
    private readonly menus: MenuService,
    private readonly databases: TenantDatabases,
    private readonly datasources: DatasourceService,
  ) {}

  async options(context: SignedInContext): Promise<ModelDatasourceOption[]> {
    await this.requireReader(context);
    const em = context.platformEm;
    const builtIn: ModelDatasourceOption = {
      id: BUILT_IN_DATASOURCE_ID,
      name: BUILT_IN_DATASOURCE_NAME,
      driverClass: em.getPlatform() instanceof LibSqlPlatform ? 'org.sqlite.JDBC' : 'com.mysql.cj.jdbc.Driver',
      builtIn: true,
    };
    const stored = await em.find(Datasource, {}, { orderBy: { name: 'asc', id: 'asc' }, limit: 1000 });
    return [builtIn, ...stored.map((row) => ({ id: row.id, name: row.name, driverClass: row.driverClass, builtIn: false }))];
  }

  async tables(context: SignedInContext, datasourceId: string): Promise<TableSummary[]> {
    await this.requireReader(context);
    return this.read(context, datasourceId, (metadata) => metadata.tables());
  }

  /** By table name (with a datasource) or by model (its table; its datasource unless one is named). */
  async tableInfoOf(
    context: SignedInContext,
    query: { datasourceId: string | null; tableName: string | null; modelId: string | null },
  ): Promise<TableInfoView> {
    await this.requireReader(context);
    if (query.modelId) {
      const model = isId(query.modelId) ? await context.platformEm.findOne(DataModel, { id: query.modelId }) : null;
      if (!model) {
        throw new AppError('NOT_FOUND', 'errors.notFound');
      }
      return this.tableInfo(context, query.datasourceId ?? model.datasourceId, model.modelTable);
    }
    if (!query.tableName || !query.datasourceId) {
      throw new AppError('VALIDATION', 'model.tableOrModelRequired');
    }
    return this.tableInfo(context, query.datasourceId, query.tableName);
  }

  /** A table of the datasource with its columns; a name not in the datasource's table list is refused. */
  async tableInfo(context: SignedInContext, datasourceId: string, tableName: string): Promise<TableInfoView> {
    await this.requireReader(context);
    return this.read(context, datasourceId, async (metadata) => {
      const table = await this.knownTable(metadata, tableName);
      const columns = await metadata.columns(table.name);
      const prefix = tablePrefixOf(table.name);
      return {
        ...table,
        entityName: entityNameOf(table.name, prefix),
        tablePrefix: prefix,
        fields: columns.map((column) => ({
          ...column,
          propertyName: camelCase(column.name),
          propertyType: mapColumnType(column).propertyType,
        })),
      };
    });
  }

  /** Columns of a table that must be in the datasource's table list (used by prototypes). */
  async columns(context: SignedInContext, datasourceId: string, tableName: string): Promise<TableColumn[]> {
    return this.read(context, datasourceId, async (metadata) => metadata.columns((await this.knownTable(metadata, tableName)).name));
  }

  /** Throws VALIDATION unless the table is one of the datasource's (exact name). */
  async assertTable(context: SignedInContext, datasourceId: string, tableName: string): Promise<void> {
    await this.read(context, datasourceId, (metadata) => this.knownTable(metadata, tableName));
  }

  private async requireReader(context: SignedInContext): Promise<void> {
    requirePlatform(context);
    await this.menus.require(context, ...MODEL_READ_CODES);
  }

  private async knownTable(metadata: TableMetadata, tableName: string): Promise<TableSummary> {
    const table = (await metadata.tables()).find((candidate) => candidate.name === tableName);
    if (!table) {
      const shown = tableName.slice(0, 64);
      throw new AppError('VALIDATION', 'model.tableUnknown', { table: shown }, [
        { field: 'tableName', messageKey: 'model.tableUnknown', params: { table: shown } },
      ]);
    }
    return table;
  }

  private async read<T>(context: SignedInContext, datasourceId: string, work: (metadata: TableMetadata) => Promise<T>): Promise<T> {
    if (datasourceId === BUILT_IN_DATASOURCE_ID) {
      return work(new TableMetadata(context.platformEm));
    }
    const datasource = isId(datasourceId) ? await context.platformEm.findOne(Datasource, { id: datasourceId }) : null;
    if (!datasource) {
      throw new AppError('VALIDATION', 'model.datasourceUnknown', {}, [{ field: 'datasourceId', messageKey: 'model.datasourceUnknown' }]);
    }
    const target = this.datasources.targetOf(datasource);
    try {
      return await this.databases.inspect(target, (em) => work(new TableMetadata(em)));
    } catch (error) {
      if (error instanceof AppError) {
        throw error;
      }
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '').slice(0, 200) : 'unknown';
      throw new AppError('VALIDATION', 'datasource.connectFailed', { reason });
    }
  }
}
