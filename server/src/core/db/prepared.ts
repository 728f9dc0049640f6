import type { EntityManager, QueryResult } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { isSqlite } from './dialect';
import { retryOnLockFailure } from './lock-failure';

/** What a pooled mysql2 connection offers (the callback API knex's mysql2 client hands out). */
interface MysqlConnection {
  execute(sql: string, values: unknown[], callback: (error: Error | null, result: unknown) => void): void;
  query(sql: string, callback: (error: Error | null, result: unknown) => void): void;
}

/**
 * What a plain statement needs of an EntityManager: its connection, platform, mapping and transaction, nothing that reads
 * or tracks entities. A request's hot path passes `statementEm(context)`, which makes no fork when the request has none.
 */
export type StatementEm = Pick<
  EntityManager,
  'getConnection' | 'getPlatform' | 'getMetadata' | 'isInTransaction' | 'getTransactionContext'
>;

interface KnexClient {
  acquireConnection(): Promise<MysqlConnection>;
  releaseConnection(connection: MysqlConnection): Promise<unknown>;
}

/**
 * Runs one plain-SQL statement of a hot path (the autosave, the submit, the session check: reference/ux-performance-security.md
 * §2.4) with its values bound by the database instead of formatted into its text. On MySQL/MariaDB outside a transaction it
 * is a prepared statement on a pooled mysql2 connection (prepared once per connection and text, values sent in the binary
 * protocol), which skips MikroORM's and mysql2's value formatting and knex's query runner. The embedded database binds its
 * values already, and a statement inside a transaction must run on the transaction's connection: both take the ORM
 * connection's execute. Ids are bound as strings (BIGINT columns compare them exactly) and dates as UTC, as the ORM writes them.
 */
export async function runPrepared(em: StatementEm, sql: string, values: unknown[]): Promise<{ affectedRows: number }> {
  const result = await execute(em, sql, values, 'run');
  return { affectedRows: Number((result as QueryResult).affectedRows ?? 0) };
}

/** The rows of one plain-SQL read of a hot path, bound as `runPrepared` binds its values. */
export async function queryPrepared<T extends object>(em: StatementEm, sql: string, values: unknown[]): Promise<T[]> {
  return (await execute(em, sql, values, 'all')) as T[];
}

/**
 * Outside a transaction the statement is its own transaction: when it loses a lock race (a MySQL/MariaDB deadlock victim
 * or lock wait timeout, as the deadline spike's submits can meet while grading claims rows) it changed nothing and is sent
 * again instead of failing the request. Inside a transaction the whole transaction failed: the caller's to handle.
 */
async function execute(em: StatementEm, sql: string, values: unknown[], method: 'run' | 'all'): Promise<unknown> {
  if (em.isInTransaction()) {
    return executeOnce(em, sql, values, method);
  }
  return retryOnLockFailure(() => executeOnce(em, sql, values, method));
}

async function executeOnce(em: StatementEm, sql: string, values: unknown[], method: 'run' | 'all'): Promise<unknown> {
  const connection = em.getConnection() as ReturnType<SqlEntityManager['getConnection']>;
  if (isSqlite(em) || em.isInTransaction()) {
    return connection.execute(sql, values, method, em.getTransactionContext());
  }
  return withPooled(em, (pooled) => executeOn(pooled, sql, values));
}

/**
 * Several prepared statements of MySQL/MariaDB as one transaction on one pooled connection (outside an ORM transaction):
 * all of them or none; a lost lock race runs the whole transaction again.
 */
export async function runPreparedAll(em: StatementEm, statements: ReadonlyArray<{ sql: string; values: unknown[] }>): Promise<void> {
  if (isSqlite(em) || em.isInTransaction()) {
    throw new Error('runPreparedAll: MySQL/MariaDB outside a transaction only');
  }
  await retryOnLockFailure(() =>
    withPooled(em, async (pooled) => {
      await queryOn(pooled, 'start transaction');
      try {
        for (const { sql, values } of statements) {
          await executeOn(pooled, sql, values);
        }
        await queryOn(pooled, 'commit');
      } catch (error) {
        await queryOn(pooled, 'rollback').catch(() => undefined);
        throw error;
      }
    }),
  );
}

async function withPooled<T>(em: StatementEm, work: (pooled: MysqlConnection) => Promise<T>): Promise<T> {
  const client = (em.getConnection() as ReturnType<SqlEntityManager['getConnection']>).getKnex().client as KnexClient;
  const pooled = await client.acquireConnection();
  try {
    return await work(pooled);
  } finally {
    await client.releaseConnection(pooled);
  }
}

function executeOn(pooled: MysqlConnection, sql: string, values: unknown[]): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    pooled.execute(sql, values, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function queryOn(pooled: MysqlConnection, sql: string): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    pooled.query(sql, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
