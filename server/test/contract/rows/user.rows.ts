import { ADMIN_USER_ID, ROLE_IDS } from '../../../src/seeders/base/base-ids';
import { DEMO_USER_IDS } from '../../../src/seeders/demo/demo-ids';
import { envelopeOk, type RowContract } from '../row-contract';

const refused = (message?: string) => (body: Record<string, unknown>, status: number) => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false, ...(message ? { msg: message } : {}) });
};

const pageOfAdmin = (body: Record<string, unknown>, status: number) => {
  envelopeOk(body, status);
  const data = body['data'] as { records: Array<Record<string, unknown>>; total: number };
  expect(data).toMatchObject({ current: 1, size: 10, orders: [], countId: '', maxLimit: -1 });
  const admin = data.records.find((record) => record['id'] === ADMIN_USER_ID);
  expect(admin).toMatchObject({
    account: 'admin',
    tenantId: '000000',
    roleId: ROLE_IDS.administrator,
    roleName: '超级管理员',
    deptName: '布雷德科技',
    userTypeName: 'WEB',
  });
  expect(admin).not.toHaveProperty('password');
};

const adminDetail = (body: Record<string, unknown>, status: number) => {
  envelopeOk(body, status);
  expect(body['data']).toMatchObject({ id: ADMIN_USER_ID, account: 'admin', roleId: ROLE_IDS.administrator, tenantName: '管理组' });
  expect(body['data']).not.toHaveProperty('password');
};

let guestCounter = 0;

export const USER_ROWS: Record<string, RowContract> = {
  'GET /blade-user/page': { params: { current: '1', size: '10' }, anonymous: 401, check: pageOfAdmin },
  'GET /blade-user/list': { params: { current: '1', size: '10', account: 'adm' }, anonymous: 401, check: pageOfAdmin },
  'GET /blade-user/search/user': { params: { current: '1', size: '10', deptName: '布雷德' }, anonymous: 401, check: pageOfAdmin },
  'GET /blade-user/detail': { params: { id: ADMIN_USER_ID }, anonymous: 401, check: adminDetail },
  'GET /blade-user/platform-detail': { params: { id: ADMIN_USER_ID }, anonymous: 401, check: adminDetail },
  'GET /blade-user/info': { anonymous: 401, check: adminDetail },
  'GET /blade-user/user-list': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual(expect.arrayContaining([expect.objectContaining({ id: ADMIN_USER_ID, account: 'admin' })]));
    },
  },
  // No body: the legacy server could not read the message either.
  'POST /blade-user/submit': { anonymous: 401, check: refused() },
  'POST /blade-user/update': { anonymous: 401, check: refused() },
  'POST /blade-user/update-info': { anonymous: 401, check: refused() },
  'POST /blade-user/remove': { params: { ids: ADMIN_USER_ID }, anonymous: 401, check: refused('不能删除本账号!') },
  'POST /blade-user/grant': { params: { userIds: ADMIN_USER_ID, roleIds: ROLE_IDS.administrator }, anonymous: 401, check: envelopeOk },
  'POST /blade-user/reset-password': { params: { userIds: '' }, anonymous: 401, check: refused('请至少选择一条数据') },
  'POST /blade-user/update-password': { anonymous: 401, check: refused() },
  'POST /blade-user/unlock': {
    params: { userIds: DEMO_USER_IDS.student },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    },
  },
  'POST /blade-user/register-guest': {
    // A fresh account on every call: the row is public and each call really registers someone.
    get params() {
      guestCounter += 1;
      return { tenantId: '000000', name: '访客', account: `guest${Date.now()}${guestCounter}`, password: 'guest-pass' };
    },
    anonymous: 'ok',
    check: envelopeOk,
  },
  'POST /blade-user/update-platform': {
    params: { userId: ADMIN_USER_ID, userType: '1', userExt: '{"theme":"dark"}' },
    anonymous: 401,
    check: envelopeOk,
  },
  'POST /blade-user/import-user': { anonymous: 401, check: refused('请上传 Excel 文件') },
  'GET /blade-user/export-user': { anonymous: 401, check: (_body, status) => expect(status).toBe(200) },
  'GET /blade-user/export-template': { anonymous: 401, check: (_body, status) => expect(status).toBe(200) },
};
