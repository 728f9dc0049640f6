import {
  JsonProperty,
  Utils,
  type AnyEntity,
  type Configuration,
  type EntityData,
  type LoggingOptions,
  type QueryResult,
  type Transaction,
} from '@mikro-orm/core';
import { AbstractSqlDriver, LibSqlConnection, type Knex, type LibSqlPlatform } from '@mikro-orm/libsql';
import { GeneratedColumnsLibSqlPlatform } from './libsql-platform';

type Method = 'all' | 'get' | 'run';

interface BoundStatement {
  sql: string;
  bindings: unknown[];
}

/**
 * Builds the statement text with string (and JSON) values as bound parameters. MikroORM 6 inlines every
 * parameter into the SQL text (`Platform.formatQuery`); on SQLite a string is only quoted, so a NUL byte in
 * a value cut the statement short ("incomplete input") and any user text became SQL text. Numbers, dates,
 * booleans, buffers and null are inlined as the platform quotes them (their text cannot carry SQL); every
 * string goes to the database as a parameter. Mirrors `formatQuery`'s placeholder walk (`?` value, `??`
 * identifier); `null` when the text has an escaped `\?` (a literal question mark), which the stock path keeps.
 */
/** A value MikroORM tagged as a JSON property (quoted as JSON text even when it is an array). */
function isJsonValue(value: unknown): boolean {
  return value !== null && typeof value === 'object' && Boolean((value as { [JsonProperty]?: unknown })[JsonProperty]);
}

const WHITESPACE = /\s/;
const WORD_CHARACTER = /\w/;
const LIKE = /^like$/i;

/** Where `text` ends once its trailing whitespace is left out. */
function endWithoutSpace(text: string): number {
  let end = text.length;
  while (end > 0 && WHITESPACE.test(text.charAt(end - 1))) {
    end -= 1;
  }
  return end;
}

/** The statement text right before a value placeholder ends with the LIKE operator (as `/\blike\s*$/i` says). */
export function endsWithLikeOperator(text: string): boolean {
  const end = endWithoutSpace(text);
  if (end < 4 || !LIKE.test(text.slice(end - 4, end))) {
    return false;
  }
  return end === 4 || !WORD_CHARACTER.test(text.charAt(end - 5));
}

/** `like`, `ike`, `ke`, `e` (any case): what the text before a placeholder ends with when the operator ends there. */
const LIKE_ENDINGS = [/^e$/i, /^ke$/i, /^ike$/i, /^like$/i];

/**
 * The same answer read from the SQL text between the previous placeholder and this one, when that segment settles
 * it (undefined when the operator could begin before it): a statement with many values (a multi-row insert of API
 * log rows) then costs one short look per value instead of a scan of the whole text built so far.
 */
export function segmentEndsWithLike(segment: string): boolean | undefined {
  const end = endWithoutSpace(segment);
  const length = Math.min(end, 4);
  if (length > 0 && !LIKE_ENDINGS[length - 1]?.test(segment.slice(end - length, end))) {
    return false;
  }
  return end >= 5 ? !WORD_CHARACTER.test(segment.charAt(end - 5)) : undefined;
}

export function bindStrings(platform: LibSqlPlatform, sql: string, params: readonly unknown[]): BoundStatement | null {
  if (sql.includes('\\?')) {
    return null;
  }
  const bindings: unknown[] = [];
  const value = (param: unknown): string => {
    if (typeof param === 'string') {
      bindings.push(param);
      return '?';
    }
    if (Array.isArray(param) && !isJsonValue(param)) {
      return param.map((item) => (Array.isArray(item) ? `(${item.map(value).join(', ')})` : value(item))).join(', ');
    }
    if (Utils.isRawSql(param)) {
      const inner = bindStrings(platform, param.sql, param.params ?? []);
      if (!inner) {
        return platform.quoteValue(param);
      }
      bindings.push(...inner.bindings);
      return inner.sql;
    }
    if (Utils.isPlainObject(param) || isJsonValue(param)) {
      bindings.push(JSON.stringify(param));
      return '?';
    }
    return platform.quoteValue(param);
  };
  let text = '';
  let index = 0;
  let position = 0;
  while (position < sql.length) {
    const mark = sql.indexOf('?', position);
    if (mark === -1) {
      text += sql.substring(position);
      break;
    }
    const segment = sql.substring(position, mark);
    text += segment;
    if (sql[mark + 1] === '?') {
      text += platform.quoteIdentifier(params[index++] as string);
      position = mark + 2;
    } else {
      const param = params[index++];
      // A bound LIKE pattern escapes its wildcards with a backslash (containsPattern), which MySQL/MariaDB read by
      // default; SQLite has no default escape character and needs the clause (the text holds no user strings).
      const escapeLike = typeof param === 'string' && (segmentEndsWithLike(segment) ?? endsWithLikeOperator(text));
      text += value(param);
      if (escapeLike) {
        text += " escape '\\'";
      }
      position = mark + 1;
    }
  }
  return { sql: text, bindings };
}

/** The driver option (MikroORM `driverOptions`) that opens the file in write-ahead-log mode: see BoundLibSqlConnection.connect. */
export const WRITE_AHEAD_LOG = 'writeAheadLog';

/** What insertRows uses of a raw libSQL connection (the `libsql` package's Database and Statement). */
interface RawLibSqlDatabase {
  prepare(sql: string): { run(parameters: unknown[]): unknown };
  exec(sql: string): unknown;
}

/** Rows one prepared multi-row INSERT of insertRows carries (27 columns x 64 = 1,728 parameters; SQLite allows 32,766). */
const INSERT_CHUNK = 64;

/** The libSQL connection with bound string parameters (see `bindStrings`). */
export class BoundLibSqlConnection extends LibSqlConnection {
  /** insertRows' prepared statements, by row count and statement head, per raw connection (the pool may replace its connection). */
  private readonly insertStatements = new WeakMap<RawLibSqlDatabase, Map<string, { run(parameters: unknown[]): unknown }>>();

  /**
   * Opens the product's own files in write-ahead-log mode (kept by the file once set; not a datasource only inspected, see
   * OrmBuildOptions.inspectOnly). SQLite's default rollback journal makes every commit create, sync and delete a journal
   * file besides syncing the database (several fsyncs): ~2.4 ms of a batch of log rows against ~1.1 ms with the log, where
   * a commit appends to it and syncs it once. `synchronous` stays FULL: a commit that was answered survives a crash of the
   * process or the machine. Readers no longer wait for a writer either (the CLI, a second connection). The log lives beside
   * the file (`-wal`, `-shm`) and needs a local disk (not a network share - the rollback journal's locks need one too).
   */
  override async connect(): Promise<void> {
    await super.connect();
    const driverOptions = this.config.get('driverOptions') as Record<string, unknown> | undefined;
    if (driverOptions?.[WRITE_AHEAD_LOG] === true) {
      await this.getKnex().raw('pragma journal_mode = wal');
    }
  }

  /**
   * Inserts rows (each a value per column, in the database's own form) in one transaction: chunks of INSERT_CHUNK rows and
   * then single rows, each through a statement prepared once and kept. Skips the query builder, the inlining of every value
   * and a fresh prepare of a statement text that differs with each batch size, which cost more than the insert itself.
   */
  async insertRows(table: string, columns: readonly string[], rows: ReadonlyArray<readonly unknown[]>): Promise<void> {
    if (rows.length === 0) {
      return;
    }
    const client = this.getKnex().client as {
      acquireConnection(): Promise<RawLibSqlDatabase>;
      releaseConnection(connection: RawLibSqlDatabase): Promise<unknown>;
    };
    const platform = this.getPlatform();
    const names = columns.map((column) => platform.quoteIdentifier(column)).join(', ');
    const head = `insert into ${platform.quoteIdentifier(table)} (${names}) values `;
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const sql = `${head}${tuple} x ${rows.length}`;
    await this.executeQuery(
      sql,
      async () => {
        const connection = await client.acquireConnection();
        try {
          let statements = this.insertStatements.get(connection);
          if (!statements) {
            statements = new Map();
            this.insertStatements.set(connection, statements);
          }
          const cache = statements;
          // Keyed by row count and head: the statement text (thousands of placeholders) is built only when first prepared.
          const statement = (count: number) => {
            const key = `${count} ${head}`;
            let prepared = cache.get(key);
            if (!prepared) {
              prepared = connection.prepare(`${head}${Array.from({ length: count }, () => tuple).join(', ')}`);
              cache.set(key, prepared);
            }
            return prepared;
          };
          connection.exec('begin');
          try {
            let start = 0;
            const chunk: unknown[] = [];
            for (; start + INSERT_CHUNK <= rows.length; start += INSERT_CHUNK) {
              chunk.length = 0;
              for (let index = start; index < start + INSERT_CHUNK; index += 1) {
                chunk.push(...(rows[index] as readonly unknown[]));
              }
              statement(INSERT_CHUNK).run(chunk);
            }
            for (; start < rows.length; start += 1) {
              statement(1).run([...(rows[start] as readonly unknown[])]);
            }
            connection.exec('commit');
          } catch (error) {
            connection.exec('rollback');
            throw error;
          }
        } finally {
          await client.releaseConnection(connection);
        }
      },
      { query: sql, params: [] },
    );
  }

  override async execute<T extends QueryResult | EntityData<AnyEntity> | Array<EntityData<AnyEntity>> = Array<EntityData<AnyEntity>>>(
    queryOrKnex: string | Knex.QueryBuilder | Knex.Raw,
    params: unknown[] = [],
    method: Method = 'all',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    let query = queryOrKnex;
    let values = params;
    if (typeof query !== 'string') {
      const compiled = query.toSQL();
      ctx ??= (query as unknown as { client: { transacting?: boolean } }).client.transacting
        ? (query as unknown as Transaction)
        : undefined;
      query = compiled.sql;
      values = [...(compiled.bindings ?? [])];
    }
    query = this.config.get('onQuery')(query, values);
    const platform = this.getPlatform() as LibSqlPlatform;
    const bound = values.length > 0 ? bindStrings(platform, query, values) : null;
    if (!bound || bound.bindings.length === 0) {
      return super.execute<T>(query, values, method, ctx, loggerContext);
    }
    const logger = this.config.getLogger();
    const sql = logger.isEnabled('query-params', loggerContext) ? platform.formatQuery(query, values) : query;
    const statement = bound;
    return this.executeQuery<T>(
      sql,
      async () => {
        const raw = this.getKnex().raw(statement.sql, statement.bindings as Knex.RawBinding[]);
        if (ctx) {
          raw.transacting(ctx as Knex.Transaction);
        }
        const result: unknown = await raw;
        return this.transformRawResult<T>(result, method);
      },
      { query, params: values, ...loggerContext },
    );
  }
}

/** The libSQL driver on `BoundLibSqlConnection`: configured in orm-options.ts for the embedded database. */
export class BoundLibSqlDriver extends AbstractSqlDriver<BoundLibSqlConnection, LibSqlPlatform> {
  constructor(config: Configuration) {
    super(config, new GeneratedColumnsLibSqlPlatform(), BoundLibSqlConnection, ['knex', 'libsql']);
  }
}
