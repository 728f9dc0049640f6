import { envelopeOk, type RowContract } from '../row-contract';

const list: RowContract = {
  params: { current: '1', size: '10', createTime_dategt: '2000-01-01 00:00:00' },
  anonymous: 401,
  check: (body, status) => {
    envelopeOk(body, status);
    expect(body['data']).toMatchObject({ current: 1, size: 10, orders: [], countId: '', maxLimit: -1 });
  },
};

/** No row has id 1: the detail paths answer 404 in the legacy envelope. */
const detail: RowContract = {
  params: { id: '1' },
  anonymous: 401,
  check: (body, status) => {
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, success: false });
  },
};

export const LOG_ROWS: Record<string, RowContract> = {
  'GET /blade-log/usual/list': list,
  'GET /blade-log/usual/detail': detail,
  'GET /blade-log/api/list': list,
  'GET /blade-log/api/detail': detail,
  'GET /blade-log/error/list': list,
  'GET /blade-log/error/detail': detail,
};
