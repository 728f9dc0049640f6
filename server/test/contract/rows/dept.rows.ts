import { DEPT_IDS } from '../../../src/seeders/base/base-ids';
import { envelopeOk, type RowContract } from '../row-contract';

const badRequest = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false });
};

export const DEPT_ROWS: Record<string, RowContract> = {
  'GET /blade-system/dept/list': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const [root] = body['data'] as Array<Record<string, unknown>>;
      expect(root).toMatchObject({
        id: DEPT_IDS.head,
        parentId: '0',
        tenantId: '000000',
        deptName: '布雷德科技',
        deptCategoryName: '公司',
        parentName: '顶级',
        hasChildren: true,
      });
      expect((root?.['children'] as unknown[]).length).toBe(2);
    },
  },
  'GET /blade-system/dept/lazy-list': {
    params: { parentId: '0' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const rows = body['data'] as Array<Record<string, unknown>>;
      expect(rows.map((row) => row['id'])).toEqual([DEPT_IDS.head]);
      expect(rows[0]).toMatchObject({ hasChildren: true });
      expect(rows[0]).not.toHaveProperty('children');
    },
  },
  'GET /blade-system/dept/detail': {
    params: { id: DEPT_IDS.suzhou },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({
        id: DEPT_IDS.suzhou,
        parentId: DEPT_IDS.head,
        ancestors: `0,${DEPT_IDS.head}`,
        parentName: '布雷德科技',
        deptCategory: 1,
        deptCategoryName: '公司',
        fullName: '苏州布雷德科技有限公司',
        hasChildren: false,
      });
    },
  },
  'GET /blade-system/dept/tree': {
    params: { tenantId: '000000' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const [root] = body['data'] as Array<Record<string, unknown>>;
      expect(root).toMatchObject({
        id: DEPT_IDS.head,
        parentId: '0',
        title: '布雷德科技',
        key: DEPT_IDS.head,
        value: DEPT_IDS.head,
        hasChildren: true,
      });
      const children = root?.['children'] as Array<Record<string, unknown>>;
      expect(children).toHaveLength(2);
      expect(children[0]).not.toHaveProperty('children');
    },
  },
  'GET /blade-system/dept/lazy-tree': {
    params: { parentId: DEPT_IDS.head },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const rows = body['data'] as Array<Record<string, unknown>>;
      expect(rows.map((row) => row['id']).sort()).toEqual([DEPT_IDS.changzhou, DEPT_IDS.suzhou]);
      expect(rows[0]).toMatchObject({ parentId: DEPT_IDS.head, hasChildren: false });
    },
  },
  'GET /blade-system/dept/select': {
    params: { deptId: DEPT_IDS.head },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual([expect.objectContaining({ id: DEPT_IDS.head, deptName: '布雷德科技', tenantId: '000000' })]);
    },
  },
  'POST /blade-system/dept/submit': { anonymous: 401, check: badRequest },
  'POST /blade-system/dept/remove': { params: { ids: '1' }, anonymous: 401, check: (body, status) => envelopeOk(body, status) },
};
