import type { Connection, EntityManager, Transaction } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import type { TenantDatabases } from '../../../core/db/tenant-databases';
import type { DatasourceService } from '../../develop/datasource/datasource.service';
import type { ReportDefinition } from '../definition/report-definition.entity';
import type { DatasetRow } from './graphql-dataset.runner';
import type { ParamValue } from './report-params';
import { withTimeout } from '../../../core/time/with-timeout';
import { reportTimedOut } from './report-timeout';
import { boundValues, checkedSelect } from './sql-dataset.parser';

/** MariaDB's "query execution was interrupted (max_statement_time exceeded)", MySQL's max_execution_time. */
const TIMEOUT_ERRNOS = new Set([1969, 3024]);

/** A database error of the statement (an unknown column, a timeout) as a translated error. */
async function guarded(rows: Promise<DatasetRow[]>): Promise<DatasetRow[]> {
  try {
    return await rows;
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    const errno = error && typeof error === 'object' ? Number((error as { errno?: unknown }).errno) : Number.NaN;
    throw TIMEOUT_ERRNOS.has(errno) ? reportTimedOut() : new AppError('VALIDATION', 'report.datasetFailed');
  }
}

/**
 * The statement with the server's own per-statement timeout: MariaDB's `SET STATEMENT max_statement_time` (seconds)
 * or MySQL's `MAX_EXECUTION_TIME` optimizer hint (milliseconds, SELECT only), whichever the server is.
 */
async function timedStatement(connection: Connection, ctx: Transaction, wrapped: string, timeoutMs: number): Promise<string> {
  const ms = Math.max(Math.trunc(timeoutMs), 100);
  return (await isMariaDb(connection, ctx))
    ? `SET STATEMENT max_statement_time=${ms / 1000} FOR ${wrapped}`
    : wrapped.replace(/^SELECT /, `SELECT /*+ MAX_EXECUTION_TIME(${ms}) */ `);
}

/** Which server a database is, asked once per connection pool (a datasource's server does not change under it). */
const mariaDbByConnection = new WeakMap<object, Promise<boolean>>();

function isMariaDb(connection: Connection, ctx: Transaction): Promise<boolean> {
  let known = mariaDbByConnection.get(connection);
  if (!known) {
    known = connection
      .execute<Array<{ version: string }>>('SELECT VERSION() AS version', [], 'all', ctx)
      .then(([server]) => /mariadb/i.test(server?.version ?? ''));
    known.catch(() => mariaDbByConnection.delete(connection));
    mariaDbByConnection.set(connection, known);
  }
  return known;
}

/**
 * Runs a SQL dataset (platform administrator only; the service checks): the checked SELECT with its parameters
 * bound, wrapped with LIMIT rowLimit + 1, in a read-only transaction with a statement timeout, on the main
 * database or one of the develop module's datasources (opened for the run, never migrated).
 */
export class SqlDatasetRunner {
  constructor(
    private readonly databases: TenantDatabases,
    private readonly datasources: DatasourceService,
  ) {}

  async run(context: SignedInContext, definition: ReportDefinition, params: Record<string, ParamValue>): Promise<DatasetRow[]> {
    if (!definition.datasourceId) {
      return this.runOn(this.databases.main.em.fork({ useContext: false }), definition, params);
    }
    const datasource = await this.datasources.detail(context, definition.datasourceId);
    return this.databases.inspect(this.datasources.targetOf(datasource), (em) => this.runOn(em, definition, params));
  }

  private async runOn(em: EntityManager, definition: ReportDefinition, params: Record<string, ParamValue>): Promise<DatasetRow[]> {
    const sqlite = em.getPlatform() instanceof BaseSqlitePlatform;
    const bound = checkedSelect(definition.sqlText ?? '', sqlite ? 'sqlite' : 'mysql');
    const values = boundValues(bound.names, params);
    // The limit is a checked integer written into the statement (MySQL refuses some numeric LIMIT placeholders).
    const limit = Math.trunc(definition.rowLimit) + 1;
    const wrapped = `SELECT * FROM (${bound.sql}) report_ds LIMIT ${limit}`;
    if (!sqlite) {
      // MySQL/MariaDB: a read-only transaction on a read replica when DB_READ_URLS names some (the primary otherwise).
      const connection = em.getConnection('read');
      const ctx = await connection.begin({ readOnly: true });
      try {
        const statement = await timedStatement(connection, ctx, wrapped, definition.timeoutMs);
        return await guarded(connection.execute<DatasetRow[]>(statement, values, 'all', ctx));
      } finally {
        await connection.rollback(ctx);
      }
    }
    return em.transactional(async (transaction) => {
      // SQLite: the connection refuses writes for the statement, and a timer answers when it takes too long.
      const connection = transaction.getConnection();
      const ctx = transaction.getTransactionContext();
      await connection.execute('PRAGMA query_only = 1', [], 'run', ctx);
      try {
        return await guarded(
          withTimeout(connection.execute<DatasetRow[]>(wrapped, values, 'all', ctx), definition.timeoutMs, reportTimedOut),
        );
      } finally {
        await connection.execute('PRAGMA query_only = 0', [], 'run', ctx);
      }
    });
  }
}
