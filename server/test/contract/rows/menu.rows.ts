import { envelopeOk, type RowContract } from '../row-contract';

export const MENU_ROWS: Record<string, RowContract> = {
  'GET /blade-system/menu/routes': {
    anonymous: 'ok',
    check: (body, status) => {
      envelopeOk(body, status);
      const data = body['data'] as Array<Record<string, unknown>>;
      expect(data[0]).toMatchObject({
        id: '1900000000000000001',
        parentId: '0',
        code: 'home',
        name: '首页',
        path: '/wel/index',
        source: 'home',
        hasChildren: false,
      });
    },
  },
  'GET /blade-system/menu/buttons': { anonymous: 401, check: (body, status) => envelopeOk(body, status) },
  'GET /blade-system/menu/top-menu': { anonymous: 'ok', check: (body, status) => envelopeOk(body, status) },
};
