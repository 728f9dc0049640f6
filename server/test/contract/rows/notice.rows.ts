import { envelopeOk, type RowContract } from '../row-contract';

/** The contract caller is the platform administrator: the demo tenant's notices are not its own. */
export const NOTICE_ROWS: Record<string, RowContract> = {
  'GET /blade-desk/notice/list': {
    params: {
      current: '1',
      size: '10',
      category: '1',
      releaseTime_datege: '2026-01-01 00:00:00',
      releaseTime_datelt: '2027-01-01 00:00:00',
    },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ records: [], total: 0, size: 10, current: 1, pages: 0, orders: [], countId: '', maxLimit: -1 });
    },
  },
  'GET /blade-desk/notice/detail': {
    params: { id: '1910000000000000502' },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, success: false });
    },
  },
  'POST /blade-desk/notice/submit': {
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false });
    },
  },
  'POST /blade-desk/notice/remove': {
    params: { ids: '1910000000000000502' },
    anonymous: 401,
    check: (body, status) => envelopeOk(body, status),
  },
};
