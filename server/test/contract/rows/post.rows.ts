import { POST_CEO_ID } from '../../../src/seeders/base/base-ids';
import { envelopeOk, type RowContract } from '../row-contract';

export const POST_ROWS: Record<string, RowContract> = {
  'GET /blade-system/post/list': {
    params: { current: '1', size: '5' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ total: 8, size: 5, current: 1, pages: 2, orders: [], countId: '', maxLimit: -1 });
      const [first] = (body['data'] as { records: Array<Record<string, unknown>> }).records;
      expect(first).toMatchObject({
        id: POST_CEO_ID,
        tenantId: '000000',
        category: 1,
        categoryName: '高层',
        postCode: 'ceo',
        postName: '首席执行官',
        isDeleted: 0,
      });
      expect(first?.['createTime']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    },
  },
  'GET /blade-system/post/select': {
    params: { tenantId: '000000' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toHaveLength(8);
    },
  },
  'GET /blade-system/post/detail': {
    params: { id: POST_CEO_ID },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ id: POST_CEO_ID, postCode: 'ceo', categoryName: '高层', remark: '总经理' });
    },
  },
  'POST /blade-system/post/submit': {
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false });
    },
  },
  'POST /blade-system/post/remove': { params: { ids: '1' }, anonymous: 401, check: (body, status) => envelopeOk(body, status) },
};
