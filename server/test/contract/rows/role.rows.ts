import { ROLE_IDS } from '../../../src/seeders/base/base-ids';
import { envelopeOk, type RowContract } from '../row-contract';

const badRequest = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false });
};

export const ROLE_ROWS: Record<string, RowContract> = {
  'GET /blade-system/role/list': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const roots = body['data'] as Array<Record<string, unknown>>;
      expect(roots.map((role) => role['roleAlias'])).toEqual(['administrator', 'user']);
      expect(roots[0]).toMatchObject({
        id: ROLE_IDS.administrator,
        tenantId: '000000',
        parentId: '0',
        roleName: '超级管理员',
        parentName: '顶级',
        isDeleted: 0,
      });
      expect(roots[0]).not.toHaveProperty('children');
      const children = roots[1]?.['children'] as Array<Record<string, unknown>>;
      expect(children.map((role) => role['roleAlias'])).toEqual(['hr', 'manager', 'boss']);
      expect(children[0]).toMatchObject({ parentName: '用户' });
    },
  },
  'GET /blade-system/role/tree': {
    params: { tenantId: '000000' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const roots = body['data'] as Array<Record<string, unknown>>;
      expect(roots[0]).toEqual({
        id: ROLE_IDS.administrator,
        parentId: '0',
        title: '超级管理员',
        key: ROLE_IDS.administrator,
        value: ROLE_IDS.administrator,
        hasChildren: false,
      });
      expect(roots[1]?.['children']).toHaveLength(3);
    },
  },
  'GET /blade-system/role/tree-by-id': {
    params: { roleId: ROLE_IDS.hr },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect((body['data'] as unknown[]).length).toBe(2);
    },
  },
  'GET /blade-system/role/select': {
    params: { roleId: ROLE_IDS.administrator },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual([
        {
          id: ROLE_IDS.administrator,
          tenantId: '000000',
          parentId: '0',
          roleName: '超级管理员',
          sort: 1,
          roleAlias: 'administrator',
          isDeleted: 0,
        },
      ]);
    },
  },
  'GET /blade-system/role/detail': {
    params: { id: ROLE_IDS.hr },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({
        id: ROLE_IDS.hr,
        tenantId: '000000',
        parentId: ROLE_IDS.user,
        roleAlias: 'hr',
        parentName: '用户',
        isDeleted: 0,
      });
    },
  },
  'POST /blade-system/role/submit': { anonymous: 401, check: badRequest },
  'POST /blade-system/role/remove': { params: { ids: '1' }, anonymous: 401, check: (body, status) => envelopeOk(body, status) },
  'POST /blade-system/role/grant': { anonymous: 401, check: badRequest },
  'GET /blade-system/menu/grant-tree': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const data = body['data'] as Record<string, Array<Record<string, unknown>>>;
      expect(Object.keys(data).sort()).toEqual(['apiScope', 'dataScope', 'menu']);
      expect(data['menu']?.some((node) => node['title'] === '系统管理')).toBe(true);
      expect(data['dataScope']).toEqual([]);
    },
  },
  'GET /blade-system/menu/role-tree-keys': {
    params: { roleIds: ROLE_IDS.user },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual({ menu: ['1900000000000000001'], dataScope: [], apiScope: [] });
    },
  },
};
