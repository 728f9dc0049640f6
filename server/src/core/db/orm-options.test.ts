import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Entity, MikroORM, PrimaryKey } from '@mikro-orm/core';
import { buildOrmOptions } from './orm-options';

@Entity({ tableName: 'journal_probe' })
class JournalProbe {
  @PrimaryKey()
  id!: number;
}

describe('the embedded database file', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-orm-options-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const journalModeOf = async (options: { inspectOnly?: boolean }): Promise<string> => {
    const orm = await MikroORM.init(buildOrmOptions({ dbUrl: undefined, dataDir }, [JournalProbe], options));
    try {
      const rows = await orm.em.getConnection().execute<Array<{ journal_mode: string }>>('pragma journal_mode');
      return rows[0]?.journal_mode ?? '';
    } finally {
      await orm.close(true);
    }
  };

  it('should be written through the write-ahead log when the product opens it', async () => {
    expect(await journalModeOf({})).toBe('wal');
  });

  it('should keep its journal mode when it is only inspected (a datasource the product does not own)', async () => {
    expect(await journalModeOf({ inspectOnly: true })).toBe('delete');
  });
});
