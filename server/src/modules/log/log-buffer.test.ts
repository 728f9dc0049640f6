import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Request } from 'express';
import type { RequestTrace } from '../../core/http/request-trace';
import { ApiLog } from './api-log.entity';
import { ApiLogService } from './api-log.service';
import { LogBuffer } from './log-buffer';
import type { LogRecord } from './log-record.entity';
import { LogWriter } from './log-writer';
import { maskedUrl } from './masked-url';
import { UsualLog } from './usual-log.entity';

function fakeEntityManagers() {
  const written: Array<{ tenantId: string; rows: LogRecord[] }> = [];
  const emFor = (tenantId: string): EntityManager => {
    return {
      insertMany: async (rows: LogRecord[]) => {
        written.push({ tenantId, rows });
      },
    } as unknown as EntityManager;
  };
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
