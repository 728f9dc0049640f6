import type { EntityManager } from '@mikro-orm/core';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Actor } from '../core/auth/actor';
import type { TenantDatabases } from '../core/db/tenant-databases';
import { statementEm } from '../core/http/request-context';
import { createContextFactory } from './context';
import type { Services } from './services';

const actor = { tenantId: '000000', userId: '1', deptIds: ['2'], account: 'admin' } as unknown as Actor;

function setUp(options: { cachedSession: boolean }) {
  const forks: EntityManager[] = [];
  const fork = jest.fn(() => {
    const em = { setFilterParams: jest.fn() } as unknown as EntityManager;
    forks.push(em);
    return em;
  });
  const main = { em: { fork } };
  const databases = { main, ormFor: async () => main } as unknown as TenantDatabases;
  const authenticate = jest.fn(async (emOf: () => EntityManager) => {
    if (!options.cachedSession) {
      emOf();
    }
    return actor;
  });
  const services = { sessions: { authenticate } } as unknown as Services;
  const child = jest.fn(() => ({}) as Logger);
  const logger = { child } as unknown as Logger;
  const request = {
    get: (name: string) => (name === 'authorization' ? 'Bearer t' : undefined),
    query: {},
    ip: '127.0.0.1',
  } as unknown as Request;
  return { create: createContextFactory({ databases, services, logger }), request, fork, forks, child };
}

describe('request context', () => {
  it('should fork no EntityManager and make no child logger until they are used, not even in Apollo’s copy', async () => {
    const { create, request, fork, child } = setUp({ cachedSession: true });
    const context = await create(request);
    const copy = Object.assign(Object.create(Object.getPrototypeOf(context) as object) as object, context);
    expect(fork).not.toHaveBeenCalled();
    expect(child).not.toHaveBeenCalled();
    expect(context.actor).toBe(actor);
    const em = context.em;
    expect(fork).toHaveBeenCalledTimes(1);
    expect((copy as typeof context).em).toBe(em);
    expect(context.platformEm).toBe(em);
    expect(em.setFilterParams).toHaveBeenCalledWith('tenant', { tenantId: '000000' });
    expect(context.logger).toBe(context.logger);
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('should bind the fork made to read the session to the caller once known, and keep it', async () => {
    const { create, request, fork, forks } = setUp({ cachedSession: false });
    const context = await create(request);
    expect(fork).toHaveBeenCalledTimes(1);
    expect(forks[0]?.setFilterParams).toHaveBeenCalledWith('tenant', { tenantId: '000000' });
    expect(context.em).toBe(forks[0]);
    expect(fork).toHaveBeenCalledTimes(1);
  });

  it('should give plain statements one shared EntityManager per database until the request makes its own', async () => {
    const { create, request, fork, forks } = setUp({ cachedSession: true });
    const first = await create(request);
    const second = await create(request);
    const shared = statementEm(first);
    expect(fork).toHaveBeenCalledTimes(1);
    expect(shared).toBe(forks[0]);
    expect(forks[0]?.setFilterParams).not.toHaveBeenCalled();
    expect(statementEm(second)).toBe(shared);
    expect(fork).toHaveBeenCalledTimes(1);
    // Once the request has its own (it may be in a transaction), its statements run there.
    const own = second.em;
    expect(own).toBe(forks[1]);
    expect(statementEm(second)).toBe(own);
    expect(statementEm(first)).toBe(shared);
  });
});
