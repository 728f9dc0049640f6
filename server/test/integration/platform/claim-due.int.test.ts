import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { claimDue } from '../../../src/core/background/claim-due';
import { isSqlite } from '../../../src/core/db/dialect';
import { Param } from '../../../src/modules/system/param/param.entity';
import { startTestApp, type TestApp } from '../../helpers/test-app';

jest.setTimeout(60_000);

/**
 * The one way background steps take due rows when several nodes poll one database (claim-due.ts): each row is claimed by
 * one node; on MySQL/MariaDB two nodes polling at the same moment take disjoint batches instead of racing for the same
 * rows, and a claim that fails leaves its rows due. Rows here are parameters whose value says "due" or who claimed them.
 */
describe('claimDue: due rows shared between nodes polling at once', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function dueRows(count: number): Promise<string> {
    const prefix = `claim-${randomUUID().slice(0, 8)}`;
    const em = app.application.orm.em.fork();
    for (let i = 0; i < count; i += 1) {
      em.create(Param, { paramName: prefix, paramKey: `${prefix}-${String(i).padStart(2, '0')}`, paramValue: 'due' });
    }
    await em.flush();
    return prefix;
  }

  /** One node's poll: claims up to `limit` due rows, holding them `holdMs` before its conditional writes. */
  function poll(prefix: string, node: string, holdMs: number, fail = false): Promise<string[]> {
    const em = app.application.orm.em.fork();
    return claimDue(
      em,
      Param,
      { paramKey: { $like: `${prefix}-%` }, paramValue: 'due' },
      { orderBy: { paramKey: 'asc' }, limit: 10 },
      async (rows) => {
        await sleep(holdMs);
        const won: string[] = [];
        for (const row of rows) {
          if ((await em.nativeUpdate(Param, { id: row.id, paramValue: 'due' }, { paramValue: node })) === 1) {
            won.push(row.paramKey);
          }
        }
        if (fail) {
          throw new Error('the node died mid-claim');
        }
        return won;
      },
    );
  }

  const values = async (prefix: string) =>
    (await app.application.orm.em.fork().find(Param, { paramKey: { $like: `${prefix}-%` } })).map((row) => row.paramValue);

  it('should give each row to one node, and on MySQL/MariaDB give two concurrent nodes disjoint batches', async () => {
    const prefix = await dueRows(20);
    const [a, b] = await Promise.all([poll(prefix, 'node-a', 300), sleep(50).then(() => poll(prefix, 'node-b', 0))]);
    expect(a.filter((key) => b.includes(key))).toEqual([]);
    if (isSqlite(app.application.orm.em)) {
      // One writer and no row locks: both read the same first ten, the conditional writes give each to one node.
      expect(a.length + b.length).toBe(10);
    } else {
      // SKIP LOCKED: node B did not wait for A's batch, it took the next ten.
      expect(a).toHaveLength(10);
      expect(b).toHaveLength(10);
    }
    const rest = await poll(prefix, 'node-c', 0);
    expect((await values(prefix)).filter((value) => value === 'due')).toHaveLength(20 - a.length - b.length - rest.length);
    expect(await poll(prefix, 'node-d', 0)).toHaveLength(Math.max(0, 20 - a.length - b.length - rest.length));
    expect((await values(prefix)).every((value) => value !== 'due')).toBe(true);
  });

  it('should leave the rows of a claim that failed due on MySQL/MariaDB (its transaction rolls back)', async () => {
    const prefix = await dueRows(3);
    await expect(poll(prefix, 'node-a', 0, true)).rejects.toThrow('the node died mid-claim');
    const left = (await values(prefix)).filter((value) => value === 'due');
    // libSQL has no transaction around the claim: the step's own lease (e.g. gradingClaimedAt) expires instead.
    expect(left).toHaveLength(isSqlite(app.application.orm.em) ? 0 : 3);
    expect((await poll(prefix, 'node-b', 0)).length).toBe(left.length);
  });
});
