import { BaseSqlitePlatform } from '@mikro-orm/knex';
import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Request } from 'express';
import type { RequestTrace } from '../../core/http/request-trace';
import { ApiLog } from './api-log.entity';
import { ApiLogService, apiLogRow } from './api-log.service';
import { LogBuffer } from './log-buffer';
import type { LogRecord } from './log-record.entity';
import { LogWriter } from './log-writer';
import { maskedUrl } from './masked-url';
import { UsualLog } from './usual-log.entity';

/** An EntityManager whose two insert paths (entity instances: em.insertMany; plain rows: the driver's) call `insert` with the
 * entity's name. */
function fakeEm(insert: (entityName: string, rows: LogRecord[]) => Promise<void>): EntityManager {
  return {
    insertMany: (entity: { name: string }, rows: LogRecord[]) => insert(entity.name, rows),
    getDriver: () => ({ nativeInsertMany: (entityName: string, rows: LogRecord[]) => insert(entityName, rows) }),
    // A SQLite platform without the bound connection: insertPlain takes the driver's multi-row insert.
    getConnection: () => ({}),
    getPlatform: () => Object.create(BaseSqlitePlatform.prototype) as BaseSqlitePlatform,
    isInTransaction: () => false,
    getTransactionContext: () => undefined,
  } as unknown as EntityManager;
}

function fakeEntityManagers() {
  const written: Array<{ tenantId: string; rows: LogRecord[] }> = [];
  const emFor = (tenantId: string): EntityManager =>
    fakeEm(async (_entity, rows) => {
      written.push({ tenantId, rows });
    });
  return { written, emFor };
}

const logger = { error: jest.fn() } as unknown as Logger;
const row = (tenantId: string): UsualLog => Object.assign(new UsualLog(), { tenantId });

describe('LogBuffer', () => {
  it('should write one batch per tenant through a fresh EntityManager, and nothing before start', async () => {
    const buffer = new LogBuffer({ flushIntervalMs: 60_000, batchSize: 100, maxPending: 10 });
    const { written, emFor } = fakeEntityManagers();
    buffer.add(row('000000'));
    buffer.add(row('100000'));
    buffer.add(row('000000'));
    await buffer.flush();
    expect(written).toEqual([]);
    buffer.start(emFor, logger);
    await buffer.stop();
    expect(written.map((batch) => [batch.tenantId, batch.rows.length])).toEqual([
      ['000000', 2],
      ['100000', 1],
    ]);
    expect(buffer.size).toBe(0);
  });

  it('should flush as soon as a batch is full and drop rows beyond the pending limit', async () => {
    const buffer = new LogBuffer({ flushIntervalMs: 60_000, batchSize: 2, maxPending: 3 });
    const { written, emFor } = fakeEntityManagers();
    buffer.start(emFor, logger);
    buffer.add(row('000000'));
    buffer.add(row('000000'));
    await buffer.flush();
    expect(written).toHaveLength(1);
    await buffer.stop();
    const full = new LogBuffer({ flushIntervalMs: 60_000, batchSize: 100, maxPending: 3 });
    for (let index = 0; index < 5; index += 1) {
      full.add(row('000000'));
    }
    expect(full.size).toBe(3);
    expect(full.dropped).toBe(2);
  });

  it('should write each log table of a tenant with its own insert', async () => {
    const buffer = new LogBuffer({ flushIntervalMs: 60_000, batchSize: 100, maxPending: 10 });
    const { written, emFor } = fakeEntityManagers();
    buffer.start(emFor, logger);
    buffer.add(row('000000'));
    buffer.add(Object.assign(new ApiLog(), { tenantId: '000000' }));
    buffer.add(row('000000'));
    await buffer.stop();
    expect(written.map((batch) => [batch.tenantId, batch.rows.map((one) => one.constructor.name)])).toEqual([
      ['000000', ['UsualLog', 'UsualLog']],
      ['000000', ['ApiLog']],
    ]);
  });

  it('should report a failed batch and keep going', async () => {
    const buffer = new LogBuffer({ flushIntervalMs: 60_000, batchSize: 100, maxPending: 10 });
    const failing = (): EntityManager => ({ insertMany: async () => Promise.reject(new Error('db down')) }) as unknown as EntityManager;
    buffer.start(failing, logger);
    buffer.add(row('000000'));
    await expect(buffer.stop()).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('LogBuffer with plain API log rows', () => {
  it('should insert plain rows of a table with their entity, apart from entity instances of that table', async () => {
    const calls: Array<{ entity: unknown; rows: LogRecord[] }> = [];
    const em = fakeEm(async (entity, rows) => void calls.push({ entity, rows }));
    const buffer = new LogBuffer({ flushIntervalMs: 60_000, batchSize: 100, maxPending: 10 });
    buffer.start(() => em, logger);
    buffer.add(apiLogRow('A', 1, 200), ApiLog);
    buffer.add(Object.assign(new ApiLog(), { tenantId: '000000' }));
    buffer.add(apiLogRow('B', 2, 500), ApiLog);
    await buffer.flush();
    expect(calls.map((call) => [call.entity, call.rows.map((one) => (one instanceof ApiLog ? 'entity' : (one as ApiLog).title))])).toEqual([
      ['ApiLog', ['A', 'B']],
      ['ApiLog', ['entity']],
    ]);
    await buffer.stop();
  });

  it('should give a plain row every column of the entity, with the entity’s defaults', () => {
    const entity = new ApiLog();
    const row = apiLogRow('T', 3, 201);
    expect(Object.keys(row).sort()).toEqual(expect.arrayContaining(Object.keys(entity).sort()));
    expect(row).toMatchObject({ title: 'T', time: 3, httpStatus: 201, type: '1', status: 1, isDeleted: 0, errorCode: null, params: null });
    expect(row.id).toMatch(/^\d+$/);
    expect(row.id).not.toBe(apiLogRow('T', 3, 201).id);
  });

  it('should write everything still pending on stop (shutdown), timer or not', async () => {
    const { written, emFor } = fakeEntityManagers();
    const buffer = new LogBuffer({ flushIntervalMs: 60_000, batchSize: 100, maxPending: 10 });
    buffer.start(emFor, logger);
    buffer.add(apiLogRow('A', 1, 200), ApiLog);
    buffer.add(apiLogRow('B', 1, 200), ApiLog);
    await buffer.stop();
    expect(written.flatMap((batch) => batch.rows)).toHaveLength(2);
    expect(buffer.size).toBe(0);
  });

  it('should flush on its interval', async () => {
    jest.useFakeTimers();
    try {
      const { written, emFor } = fakeEntityManagers();
      const buffer = new LogBuffer({ flushIntervalMs: 1000, batchSize: 100, maxPending: 10 });
      buffer.start(emFor, logger);
      buffer.add(apiLogRow('A', 1, 200), ApiLog);
      expect(written).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1000);
      expect(written).toHaveLength(1);
      await buffer.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('should log a failed flush, not throw, and still write the next batch', async () => {
    const failures = { error: jest.fn() } as unknown as Logger;
    const written: LogRecord[] = [];
    let fail = true;
    const em = fakeEm(async (_entity, rows) => {
      if (fail) {
        fail = false;
        throw new Error('db down');
      }
      written.push(...rows);
    });
    const buffer = new LogBuffer({ flushIntervalMs: 60_000, batchSize: 100, maxPending: 10 });
    buffer.start(() => em, failures);
    buffer.add(apiLogRow('lost', 1, 200), ApiLog);
    await expect(buffer.flush()).resolves.toBeUndefined();
    expect(failures.error).toHaveBeenCalledWith(expect.objectContaining({ rows: 1, tenantId: '000000' }), 'writing log rows failed');
    buffer.add(apiLogRow('next', 1, 200), ApiLog);
    await buffer.stop();
    expect(written.map((one) => (one as ApiLog).title)).toEqual(['next']);
  });
});

describe('maskedUrl', () => {
  it('should mask passwords, tokens, secrets and codes and drop nothing else', () => {
    expect(
      maskedUrl(
        '/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=abc&refresh_token=r1' +
          '&grant_type=password&Blade-Auth=bearer%20x&code=42',
      ),
    ).toEqual({
      path: '/api/blade-auth/oauth/token',
      params: 'tenantId=000000&username=admin&password=***&refresh_token=***&grant_type=password&Blade-Auth=***&code=***',
    });
    expect(maskedUrl('/graphql')).toEqual({ path: '/graphql', params: '' });
  });
});

describe('ApiLogService sampling', () => {
  const trace = (overrides: Partial<RequestTrace>): RequestTrace => ({
    transport: 'graphql',
    method: 'POST',
    url: '/graphql',
    startedAt: process.hrtime.bigint(),
    requestId: 'r',
    actor: null,
    operationName: 'Op',
    operationType: 'query',
    errorCode: null,
    ...overrides,
  });
  const request = (method: string) => ({ method, ip: '127.0.0.1', get: () => 'agent' }) as unknown as Request;

  it('should sample successful reads only; writes and errors are always recorded', () => {
    const buffer = new LogBuffer();
    const service = new ApiLogService(
      new LogWriter(buffer, { serviceId: 'exam-server', serverHost: 'h', serverIp: '1.1.1.1', env: 'test' }),
      0,
      () => 0.5,
    );
    service.record(request('POST'), 200, trace({}));
    service.record(request('GET'), 200, trace({ transport: 'rest', method: 'GET', url: '/api/x' }));
    expect(buffer.size).toBe(0);
    service.record(request('POST'), 200, trace({ operationType: 'mutation' }));
    service.record(request('POST'), 200, trace({ errorCode: 'FORBIDDEN' }));
    service.record(request('POST'), 200, trace({ transport: 'rest', url: '/api/x' }));
    service.record(request('GET'), 500, trace({ transport: 'rest', method: 'GET', url: '/api/x' }));
    expect(buffer.size).toBe(4);
  });
});
