import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';
import { runPrepared } from './prepared';

function deadlock(): Error {
  return Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { code: 'ER_LOCK_DEADLOCK' });
}

/** An EntityManager whose statements fail with the given errors, in order, then succeed. */
function fakeEm(failures: Error[], inTransaction = false) {
  let calls = 0;
  const em = {
    getPlatform: () => Object.create(BaseSqlitePlatform.prototype) as BaseSqlitePlatform,
    isInTransaction: () => inTransaction,
    getTransactionContext: () => undefined,
    getConnection: () => ({
      execute: async () => {
        calls += 1;
        const failure = failures.shift();
        if (failure) {
          throw failure;
        }
        return { affectedRows: 1 };
      },
    }),
  } as unknown as EntityManager;
  return { em, calls: () => calls };
}

describe('runPrepared', () => {
  it('should send a statement outside a transaction again when it lost a lock race', async () => {
    const { em, calls } = fakeEm([deadlock(), new Error('SQLITE_BUSY: database is locked')]);
    expect(await runPrepared(em, 'update t set a = ?', [1])).toEqual({ affectedRows: 1 });
    expect(calls()).toBe(3);
  });

  it('should give up after three more tries', async () => {
    const { em, calls } = fakeEm([deadlock(), deadlock(), deadlock(), deadlock()]);
    await expect(runPrepared(em, 'update t set a = ?', [1])).rejects.toThrow('Deadlock found');
    expect(calls()).toBe(4);
  });

  it('should not repeat other failures, nor a statement of a transaction (the whole transaction failed)', async () => {
    const other = fakeEm([new Error('Unknown column')]);
    await expect(runPrepared(other.em, 'update t set b = ?', [1])).rejects.toThrow('Unknown column');
    expect(other.calls()).toBe(1);
    const inTransaction = fakeEm([deadlock()], true);
    await expect(runPrepared(inTransaction.em, 'update t set a = ?', [1])).rejects.toThrow('Deadlock found');
    expect(inTransaction.calls()).toBe(1);
  });
});
