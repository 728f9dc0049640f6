import { PLATFORM_TENANT_ROW_ID } from '../../../src/seeders/base/base-ids';
import { DEMO_TENANT_ID, DEMO_TENANT_ROW_ID } from '../../../src/seeders/demo/demo-ids';
import { envelopeOk, type RowContract } from '../row-contract';

const refused = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false, data: {} });
};

export const TENANT_ROWS: Record<string, RowContract> = {
  'GET /blade-system/tenant/list': {
    params: { current: '1', size: '10', tenantName: '管理' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({
        total: 1,
        current: 1,
        size: 10,
        pages: 1,
        records: [{ tenantId: '000000', packageId: null, datasourceId: null, expireTime: '' }],
      });
    },
  },
  'GET /blade-system/tenant/select': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect((body['data'] as Array<{ tenantId: string }>).map((row) => row.tenantId)).toEqual(
        expect.arrayContaining(['000000', DEMO_TENANT_ID]),
      );
    },
  },
  'GET /blade-system/tenant/detail': {
    params: { id: PLATFORM_TENANT_ROW_ID },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({
        id: PLATFORM_TENANT_ROW_ID,
        tenantId: '000000',
        tenantName: '管理组',
        accountNumber: -1,
        domainUrl: '',
        licenseKey: '',
      });
    },
  },
  // No body: the legacy server could not read the message either.
  'POST /blade-system/tenant/submit': { anonymous: 401, check: refused },
  // The platform tenant cannot be removed.
  'POST /blade-system/tenant/remove': { params: { ids: PLATFORM_TENANT_ROW_ID }, anonymous: 401, check: refused },
  'POST /blade-system/tenant/setting': {
    params: { ids: DEMO_TENANT_ROW_ID, accountNumber: '-1', expireTime: '' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual({});
    },
  },
  // The platform tenant cannot be bound to a datasource.
  'POST /blade-system/tenant/datasource': { params: { tenantId: '000000', datasourceId: '1' }, anonymous: 401, check: refused },
  'GET /blade-system/tenant/package-detail': {
    params: { tenantId: PLATFORM_TENANT_ROW_ID },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body).toEqual({ code: 200, success: true, data: {}, msg: '暂无承载数据' });
    },
  },
  'POST /blade-system/tenant/package-setting': {
    params: { tenantId: DEMO_TENANT_ID, packageId: '' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
    },
  },
  'GET /blade-system/tenant-package/list': {
    params: { current: '1', size: '10' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ current: 1, size: 10, orders: [], maxLimit: -1 });
    },
  },
  'GET /blade-system/tenant-package/select': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(Array.isArray(body['data'])).toBe(true);
    },
  },
  'GET /blade-system/tenant-package/detail': {
    params: { id: '1' },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, success: false });
    },
  },
  'POST /blade-system/tenant-package/submit': { anonymous: 401, check: refused },
  'POST /blade-system/tenant-package/remove': {
    params: { ids: '1' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
    },
  },
};
