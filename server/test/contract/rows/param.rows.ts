import { envelopeOk, type RowContract } from '../row-contract';

export const PARAM_ROWS: Record<string, RowContract> = {
  'GET /blade-system/param/list': {
    params: { current: '1', size: '10' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ total: 6, current: 1, size: 10, pages: 1 });
    },
  },
  'GET /blade-system/param/detail': {
    params: { id: '1123598819738675203' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ id: '1123598819738675203', paramKey: 'account.failCount', paramValue: '5' });
    },
  },
  'POST /blade-system/param/submit': {
    params: {},
    anonymous: 401,
    check: (body, status) => {
      // No body: the legacy server could not read the message either.
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false });
    },
  },
  'POST /blade-system/param/remove': {
    // An id no row has: other rows need the seeded parameters (account.registerUser) to stay.
    params: { ids: '1123598819738675299' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
    },
  },
};
