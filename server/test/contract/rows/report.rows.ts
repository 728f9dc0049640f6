import { envelopeOk, type RowContract } from '../row-contract';

/** The platform tenant's built-in report "考生出勤" (seeders/base/report.seed.ts). */
const ATTENDANCE_ID = '1164733399669962402';

export const REPORT_ROWS: Record<string, RowContract> = {
  'GET /blade-report/report/rest/list': {
    params: { current: '1', size: '10', name: '出勤' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
      const records = (body['data'] as { records: Array<Record<string, unknown>> }).records;
      expect(records[0]).toEqual({
        id: ATTENDANCE_ID,
        name: '考生出勤',
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        isDeleted: 0,
      });
    },
  },
  'GET /blade-report/report/rest/detail': {
    params: { id: ATTENDANCE_ID },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const data = body['data'] as { id: string; name: string; content: string };
      expect(data).toMatchObject({ id: ATTENDANCE_ID, name: '考生出勤', isDeleted: 0 });
      expect(JSON.parse(Buffer.from(data.content, 'base64').toString('utf8'))).toMatchObject({
        code: 'exam-attendance',
        datasetKind: 'GRAPHQL',
        datasetRef: 'exam-attendance',
      });
    },
  },
  'POST /blade-report/report/rest/remove': {
    // An id no row has: the detail row needs the seeded report to stay.
    params: { ids: '1164733399669962499' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
    },
  },
};
