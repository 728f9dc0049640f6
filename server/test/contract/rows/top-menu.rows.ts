import { envelopeOk, type RowContract } from '../row-contract';

const badRequest = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false });
};

export const TOP_MENU_ROWS: Record<string, RowContract> = {
  'GET /blade-system/topmenu/list': {
    params: { current: '1', size: '10' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ records: [], total: 0, size: 10, current: 1, pages: 0 });
    },
  },
  'GET /blade-system/topmenu/detail': {
    params: { id: '1' },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, success: false });
    },
  },
  'POST /blade-system/topmenu/submit': { anonymous: 401, check: badRequest },
  'POST /blade-system/topmenu/remove': { params: { ids: '1' }, anonymous: 401, check: (body, status) => envelopeOk(body, status) },
  'POST /blade-system/topmenu/grant': { anonymous: 401, check: badRequest },
};
