import { insertPlain, updatePlain } from '../../../src/core/db/plain-rows';
import { ApiLog } from '../../../src/modules/log/api-log.entity';
import { apiLogRow } from '../../../src/modules/log/api-log.service';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * updatePlain writes each row's own values whichever statements it picks: one `WHERE id IN (...)` per set of values when
 * many rows share them, CASE batches when most differ. Read back through the ORM, every row holds exactly its values.
 */
describe('updatePlain', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function inserted(count: number, title: string): Promise<ApiLog[]> {
    const rows = Array.from({ length: count }, (_unused, index) => apiLogRow(`${title} ${index}`, index, 200));
    await insertPlain(app.application.orm.em.fork(), ApiLog, rows);
    return rows;
  }

  async function expectStored(expected: Array<{ id: string; data: Partial<ApiLog> }>): Promise<void> {
    const read = await app.application.orm.em.fork().find(ApiLog, { id: { $in: expected.map((row) => row.id) } }, { filters: false });
    const byId = new Map(read.map((row) => [row.id, row]));
    for (const { id, data } of expected) {
      expect(byId.get(id)).toMatchObject(data);
    }
  }

  it('should give rows that share their values one statement per set, and leave the other rows alone', async () => {
    const rows = await inserted(41, 'shared');
    const when = new Date(Date.UTC(2026, 10, 28, 12, 0, 0, 5));
    // Two sets of values over 40 rows; the last row is not updated.
    const updates = rows.slice(0, 40).map((row, index) => ({
      id: row.id,
      data: index % 2 === 0 ? { httpStatus: 500, errorCode: 'INTERNAL', updateTime: when } : { httpStatus: 409, errorCode: null },
    }));
    await updatePlain(app.application.orm.em.fork(), ApiLog, updates);
    await expectStored(updates);
    await expectStored([{ id: rows[40]?.id as string, data: { httpStatus: 200, errorCode: null } }]);
  });

  it('should give every row its own values when they differ', async () => {
    const rows = await inserted(12, 'distinct');
    const updates = rows.map((row, index) => ({
      id: row.id,
      data: { httpStatus: 400 + index, errorCode: index % 3 === 0 ? null : `E${index}`, time: index * 7 },
    }));
    await updatePlain(app.application.orm.em.fork(), ApiLog, updates);
    await expectStored(updates);
  });
});
