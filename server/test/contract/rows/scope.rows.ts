import { envelopeFailed, envelopeOk, type RowContract } from '../row-contract';

const badRequest = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false });
};

const notFound = envelopeFailed(404);

const emptyPage = (body: Record<string, unknown>, status: number): void => {
  envelopeOk(body, status);
  expect(body['data']).toMatchObject({ records: [], total: 0, size: 10, current: 1 });
};

export const SCOPE_ROWS: Record<string, RowContract> = {
  'GET /blade-system/data-scope/list': {
    params: { current: '1', size: '10', menuId: '1123598815738675205' },
    anonymous: 401,
    check: emptyPage,
  },
  'GET /blade-system/data-scope/detail': { params: { id: '1' }, anonymous: 401, check: notFound },
  'POST /blade-system/data-scope/submit': { anonymous: 401, check: badRequest },
  'POST /blade-system/data-scope/remove': { params: { ids: '1' }, anonymous: 401, check: (body, status) => envelopeOk(body, status) },
  'GET /blade-system/api-scope/list': {
    params: { current: '1', size: '10', menuId: '1123598815738675205' },
    anonymous: 401,
    check: emptyPage,
  },
  'GET /blade-system/api-scope/detail': { params: { id: '1' }, anonymous: 401, check: notFound },
  'POST /blade-system/api-scope/submit': { anonymous: 401, check: badRequest },
  'POST /blade-system/api-scope/remove': { params: { ids: '1' }, anonymous: 401, check: (body, status) => envelopeOk(body, status) },
};
