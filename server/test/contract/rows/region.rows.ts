import { envelopeOk, type RowContract } from '../row-contract';

export const REGION_ROWS: Record<string, RowContract> = {
  'GET /blade-system/region/lazy-tree': {
    params: { parentCode: '00' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const data = body['data'] as unknown[];
      expect(data).toHaveLength(34);
      expect(data[0]).toEqual({ id: '11', parentId: '00', title: '北京市', key: '11', value: '11', hasChildren: false });
    },
  },
  'GET /blade-system/region/lazy-list': {
    params: { parentCode: '0' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject([
        { id: '00', parentId: '0', code: '00', name: '中华人民共和国', regionLevel: 0, hasChildren: true, provinceCode: '' },
      ]);
    },
  },
  'GET /blade-system/region/list': {
    params: { current: '1', size: '10' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ total: 35, size: 10, current: 1, pages: 4 });
    },
  },
  'GET /blade-system/region/detail': {
    params: { code: '31' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({
        id: '31',
        code: '31',
        name: '上海市',
        parentCode: '00',
        parentName: '中华人民共和国',
        ancestors: '0,00',
        provinceCode: '31',
        provinceName: '上海市',
        regionLevel: 1,
      });
    },
  },
  'GET /blade-system/region/select': {
    params: { code: '00' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toHaveLength(34);
    },
  },
  'POST /blade-system/region/submit': {
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false });
    },
  },
  'POST /blade-system/region/remove': {
    params: { id: '00' },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false, msg: '请先删除子节点!' });
    },
  },
};
