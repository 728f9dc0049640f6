import {
  ReferenceKind,
  type EntityClass,
  type EntityData,
  type EntityManager,
  type EntityProperty,
  type FilterQuery,
} from '@mikro-orm/core';
import { isSqlite } from './dialect';
import { BoundLibSqlConnection } from './libsql-bound.driver';
import { runPreparedAll } from './prepared';

/** How many rows one batched UPDATE carries (MikroORM's own batch size; keeps far below MySQL's 65,535 placeholders). */
const UPDATE_BATCH = 300;
/** Rows per distinct set of values from which updatePlain writes one statement per set instead of CASE batches. */
const SHARED_VALUES_RATIO = 4;
/** Ids in one `WHERE id IN (...)` of updatePlain. */
const IN_BATCH = 1000;

/**
 * Reads many rows without the unit of work (reference/ux-performance-security.md §2.4: bulk background work
 * skips entity tracking): plain objects with the named properties, converted by the mapping's custom types as
 * the ORM would. No filters apply: the caller names every condition (background jobs run across tenants).
 */
export async function findPlain<T extends object, K extends keyof T & string>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  fields: readonly K[],
): Promise<Array<Pick<T, K>>> {
  const properties = propertiesOf(em, entity);
  const platform = em.getPlatform();
  const rows = await em.getDriver().find<T>(entity.name, where, { fields: [...fields] as never, ctx: em.getTransactionContext() });
  return rows.map((row) => {
    const plain: Partial<Pick<T, K>> = {};
    for (const field of fields) {
      const value = (row as Record<string, unknown>)[field];
      const type = properties[field]?.customType;
      plain[field] = (type && value !== null && value !== undefined ? type.convertToJSValue(value, platform) : value) as T[K];
    }
    return plain as Pick<T, K>;
  });
}

/**
 * Updates many rows by id with their own values, without the unit of work; values go through the mapping's custom types.
 * Rows that take the same values (the usual case for grades: a few score tuples over many rows) share one
 * `UPDATE ... WHERE id IN (...)`; when most rows differ, batched statements with one CASE per column (which the database
 * evaluates row by row against every branch, so they are kept for that case only). Unconditional: the caller holds the
 * rows (a claim, a lock).
 */
export async function updatePlain<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  updates: ReadonlyArray<{ id: string; data: EntityData<T> }>,
): Promise<void> {
  const properties = propertiesOf(em, entity);
  const platform = em.getPlatform();
  const convert = (data: EntityData<T>): EntityData<T> => {
    const converted: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const type = properties[key]?.customType;
      converted[key] =
        type && value !== null && value !== undefined ? type.convertToDatabaseValue(value, platform, { mode: 'query' }) : value;
    }
    return converted as EntityData<T>;
  };
  const ctx = em.getTransactionContext();
  const groups = new Map<string, { data: EntityData<T>; ids: string[] }>();
  const converted = updates.map((update) => ({ id: update.id, data: convert(update.data) }));
  for (const { id, data } of converted) {
    const key = JSON.stringify(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : 1)));
    const group = groups.get(key);
    if (group) {
      group.ids.push(id);
    } else {
      groups.set(key, { data, ids: [id] });
    }
  }
  if (groups.size * SHARED_VALUES_RATIO <= updates.length) {
    for (const { data, ids } of groups.values()) {
      for (let start = 0; start < ids.length; start += IN_BATCH) {
        const where = { id: { $in: ids.slice(start, start + IN_BATCH) } } as unknown as FilterQuery<T>;
        await em.getDriver().nativeUpdate<T>(entity.name, where, data, { ctx, convertCustomTypes: false });
      }
    }
    return;
  }
  for (let start = 0; start < converted.length; start += UPDATE_BATCH) {
    const batch = converted.slice(start, start + UPDATE_BATCH);
    await em.getDriver().nativeUpdateMany<T>(
      entity.name,
      batch.map((update) => ({ id: update.id }) as FilterQuery<T>),
      batch.map((update) => update.data),
      { ctx },
    );
  }
}

/** The largest number of rows one prepared multi-row INSERT of insertPlain carries on MySQL/MariaDB (27 columns x 64 = 1,728 values). */
const MYSQL_INSERT_CHUNK = 64;
/** insertPrepared's statement texts (thousands of placeholders), by row count and head: a few per log table. */
const insertTexts = new Map<string, string>();

/**
 * Inserts many complete rows (every column's property set, null where empty) without the unit of work: no change sets, no
 * entity instances, the rows as given (no defaults or hooks). Values go through the mapping's custom types and the platform's
 * date form, as the ORM writes them. Outside a transaction through prepared statements with bound values (the embedded
 * database: BoundLibSqlConnection.insertRows; MySQL/MariaDB: insertPrepared; each one transaction), which skips building and
 * escaping a query text of every value - that cost more than the insert; in a transaction the driver's multi-row insert.
 */
export async function insertPlain<T extends object>(em: EntityManager, entity: EntityClass<T>, rows: readonly T[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const connection = em.getConnection();
  const bound = connection instanceof BoundLibSqlConnection;
  if (em.isInTransaction() || (!bound && isSqlite(em))) {
    await em.getDriver().nativeInsertMany(entity.name, rows as unknown as Array<EntityData<T>>, {
      ctx: em.getTransactionContext(),
      convertCustomTypes: true,
    });
    return;
  }
  const { table, columns, values } = columnValues(em, entity, rows);
  if (bound) {
    await connection.insertRows(table, columns, values);
  } else {
    await insertPrepared(em, table, columns, values);
  }
}

/** The table, its column names and each row's values in the database's own form (what insertPlain binds). */
function columnValues<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  rows: readonly T[],
): { table: string; columns: string[]; values: unknown[][] } {
  const meta = em.getMetadata().get<T>(entity.name);
  const platform = em.getPlatform();
  const properties = meta.props.filter(
    (property) =>
      property.kind === ReferenceKind.SCALAR && property.persist !== false && !property.formula && property.fieldNames?.length === 1,
  );
  const values = rows.map((row) =>
    properties.map((property) => {
      let value: unknown = (row as Record<string, unknown>)[property.name] ?? null;
      if (value !== null && property.customType) {
        value = property.customType.convertToDatabaseValue(value, platform, { mode: 'query' });
      }
      if (value instanceof Date) {
        return platform.processDateProperty(value);
      }
      if (typeof value === 'boolean') {
        return value ? 1 : 0;
      }
      if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
        throw new TypeError(`insertPlain: ${meta.className}.${property.name} holds an object, not a column value`);
      }
      return value;
    }),
  );
  return { table: meta.tableName, columns: properties.map((property) => property.fieldNames[0] as string), values };
}

/**
 * MySQL/MariaDB: the rows in prepared multi-row INSERTs of 64, 32, ... 1 rows (a handful of statement texts per table, each
 * prepared once per pooled connection), all in one transaction (runPreparedAll): every row or none, one commit.
 */
async function insertPrepared(em: EntityManager, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const platform = em.getPlatform();
  const names = columns.map((column) => platform.quoteIdentifier(column)).join(', ');
  const head = `insert into ${platform.quoteIdentifier(table)} (${names}) values `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statements: Array<{ sql: string; values: unknown[] }> = [];
  let start = 0;
  for (let size = MYSQL_INSERT_CHUNK; size >= 1; size /= 2) {
    for (; start + size <= rows.length; start += size) {
      const values: unknown[] = [];
      for (let index = start; index < start + size; index += 1) {
        values.push(...(rows[index] as unknown[]));
      }
      const key = `${size} ${head}`;
      let sql = insertTexts.get(key);
      if (!sql) {
        sql = `${head}${Array.from({ length: size }, () => tuple).join(', ')}`;
        insertTexts.set(key, sql);
      }
      statements.push({ sql, values });
    }
  }
  await runPreparedAll(em, statements);
}

function propertiesOf<T extends object>(em: EntityManager, entity: EntityClass<T>): Record<string, EntityProperty<T> | undefined> {
  return em.getMetadata().get<T>(entity.name).properties as Record<string, EntityProperty<T> | undefined>;
}
