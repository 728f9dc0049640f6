import { envelopeOk, type RowContract } from '../row-contract';

const NOTICE_ROOT = '1123598814738675204';

const listOk = (minimum: number) => (body: Record<string, unknown>, status: number) => {
  envelopeOk(body, status);
  expect(Array.isArray(body['data'])).toBe(true);
  expect((body['data'] as unknown[]).length).toBeGreaterThanOrEqual(minimum);
};

/** System dictionaries are seeded; business dictionaries of the platform tenant start empty. */
function rowsOf(prefix: string, seeded: boolean): Record<string, RowContract> {
  const path = (action: string) => `/blade-system/${prefix}/${action}`;
  return {
    [`GET ${path('list')}`]: { anonymous: 401, check: listOk(seeded ? 15 : 0) },
    [`GET ${path('parent-list')}`]: {
      params: { current: '1', size: '10' },
      anonymous: 401,
      check: (body, status) => {
        envelopeOk(body, status);
        expect(body['data']).toMatchObject({ total: seeded ? 15 : 0, size: 10, current: 1, orders: [], maxLimit: -1 });
      },
    },
    [`GET ${path('child-list')}`]: { params: { parentId: NOTICE_ROOT }, anonymous: 401, check: listOk(seeded ? 6 : 0) },
    [`GET ${path('detail')}`]: {
      params: { id: NOTICE_ROOT },
      anonymous: 401,
      check: (body, status) => {
        if (seeded) {
          envelopeOk(body, status);
          expect(body['data']).toMatchObject({ id: NOTICE_ROOT, code: 'notice', dictKey: '-1', parentName: '顶级' });
        } else {
          // A system dictionary id is not a business dictionary row.
          expect(status).toBe(404);
        }
      },
    },
    [`GET ${path('tree')}`]: { params: { code: 'DICT' }, anonymous: 401, check: listOk(seeded ? 15 : 0) },
    [`GET ${path('dictionary')}`]: {
      params: { code: 'notice' },
      anonymous: 401,
      check: (body, status) => {
        listOk(seeded ? 6 : 0)(body, status);
        if (seeded) {
          expect((body['data'] as unknown[])[0]).toEqual({
            id: '1123598814738675205',
            parentId: NOTICE_ROOT,
            code: 'notice',
            dictKey: '1',
            dictValue: '发布通知',
            sort: 1,
            remark: '',
          });
        }
      },
    },
    [`GET ${path('dictionary-tree')}`]: { params: { code: 'notice' }, anonymous: 401, check: listOk(seeded ? 6 : 0) },
    [`POST ${path('submit')}`]: {
      anonymous: 401,
      check: (body, status) => {
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 400, success: false });
      },
    },
    [`POST ${path('remove')}`]: {
      params: { ids: NOTICE_ROOT },
      anonymous: 401,
      check: (body, status) => {
        if (seeded) {
          // The root still has items.
          expect(status).toBe(400);
          expect(body).toMatchObject({ code: 400, success: false, msg: '请先删除子节点!' });
        } else {
          envelopeOk(body, status);
        }
      },
    },
  };
}

export const DICT_ROWS: Record<string, RowContract> = { ...rowsOf('dict', true), ...rowsOf('dict-biz', false) };
