import { isSqlite } from '../../../src/core/db/dialect';
import { insertPlain } from '../../../src/core/db/plain-rows';
import { ApiLog } from '../../../src/modules/log/api-log.entity';
import { apiLogRow } from '../../../src/modules/log/api-log.service';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * insertPlain writes complete plain rows as the ORM's own multi-row insert does: read back through the ORM, rows written
 * either way hold the same values (dates, nulls, text with quotes, back-slashes and CJK, numbers). On the embedded database it takes
 * the connection's prepared statements (chunks and single rows in one transaction); on MySQL/MariaDB prepared chunks of 64, 32, ... 1
 * rows in one transaction.
 */
describe('insertPlain', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  function rows(count: number, title: string): ApiLog[] {
    return Array.from({ length: count }, (_unused, index) => {
      const row = apiLogRow(`${title} ${index} 'quoted' \\ back-slash ${'长'.repeat(index % 5)}`, index, index % 2 === 0 ? 200 : 500);
      row.createTime = new Date(Date.UTC(2026, 10, 28, 10, 0, 0, index));
      row.updateTime = row.createTime;
      row.errorCode = index % 3 === 0 ? null : 'VALIDATION';
      row.params = index % 4 === 0 ? null : `a=${index}`;
      row.createUser = index % 2 === 0 ? null : '1123598821738675201';
      return row;
    });
  }

  /** The stored columns as the database returns them (not through the ORM, which reads several forms of a date alike). */
  async function stored(ids: string[]): Promise<Array<Record<string, unknown>>> {
    const em = app.application.orm.em.fork();
    const rowsRead: Array<Record<string, unknown>> = await em
      .getConnection()
      .execute(`select * from blade_log_api where id in (${ids.map(() => '?').join(', ')}) order by time`, ids);
    return rowsRead.map(({ id: _id, title, ...rest }) => ({ ...rest, title: String(title).replace(/^\S+/, '') }));
  }

  it('should write what the driver writes, over whole chunks and single rows', async () => {
    const orm = app.application.orm;
    // Two prepared chunks and seven single rows on the embedded database; chunks of 64, 64, 4, 2 and 1 on MySQL/MariaDB.
    const viaPlain = rows(135, 'plain');
    const viaDriver = rows(135, 'driver');
    await insertPlain(orm.em.fork(), ApiLog, viaPlain);
    await orm.em.fork().getDriver().nativeInsertMany(ApiLog.name, viaDriver, { convertCustomTypes: true });
    const plain = await stored(viaPlain.map((row) => row.id));
    expect(plain).toHaveLength(135);
    expect(plain).toEqual(await stored(viaDriver.map((row) => row.id)));
    const read = await orm.em.fork().findOneOrFail(ApiLog, { id: viaPlain[1]?.id }, { filters: false });
    expect(read.createTime).toEqual(new Date(Date.UTC(2026, 10, 28, 10, 0, 0, 1)));
    expect(read.title).toBe(viaPlain[1]?.title);
  });

  it('should write nothing of a batch when one row fails', async () => {
    const orm = app.application.orm;
    const batch = rows(70, 'failing');
    (batch[69] as ApiLog).id = (batch[0] as ApiLog).id;
    await expect(insertPlain(orm.em.fork(), ApiLog, batch)).rejects.toThrow();
    expect(await orm.em.fork().count(ApiLog, { id: { $in: batch.map((row) => row.id) } }, { filters: false })).toBe(0);
  });

  it('should refuse a value that is not a column value on the embedded database', async () => {
    if (!isSqlite(app.application.orm.em)) {
      return;
    }
    const [row] = rows(1, 'object');
    (row as unknown as { title: unknown }).title = { not: 'a column' };
    await expect(insertPlain(app.application.orm.em.fork(), ApiLog, [row as ApiLog])).rejects.toThrow(/not a column value/);
  });
});
