import { envelopeOk, type RowContract } from '../row-contract';

const SYSTEM_ID = '1123598815738675203';
const PARAM_MENU_ID = '1123598815738675209';

const badRequest = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false });
};

const forestWithButtons = (body: Record<string, unknown>, status: number, withButtons: boolean): void => {
  envelopeOk(body, status);
  const roots = body['data'] as Array<Record<string, unknown>>;
  const system = roots.find((node) => node['id'] === SYSTEM_ID);
  expect(system).toMatchObject({ code: 'system', category: 1, hasChildren: true });
  const param = (system?.['children'] as Array<Record<string, unknown>>).find((node) => node['id'] === PARAM_MENU_ID);
  if (withButtons) {
    expect((param?.['children'] as Array<Record<string, unknown>>).map((node) => node['code'])).toEqual([
      'param_add',
      'param_edit',
      'param_delete',
      'param_view',
    ]);
  } else {
    expect(param).not.toHaveProperty('children');
  }
};

export const MENU_ADMIN_ROWS: Record<string, RowContract> = {
  'GET /blade-system/menu/list': { anonymous: 401, check: (body, status) => forestWithButtons(body, status, true) },
  'GET /blade-system/menu/menu-list': { anonymous: 401, check: (body, status) => forestWithButtons(body, status, false) },
  'GET /blade-system/menu/lazy-list': {
    params: { parentId: PARAM_MENU_ID },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const rows = body['data'] as Array<Record<string, unknown>>;
      expect(rows.map((row) => row['code'])).toEqual(['param_add', 'param_edit', 'param_delete', 'param_view']);
      expect(rows[0]).toMatchObject({ parentId: PARAM_MENU_ID, category: 2, hasChildren: false, alias: 'add' });
    },
  },
  'GET /blade-system/menu/lazy-menu-list': {
    params: { parentId: SYSTEM_ID },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const rows = body['data'] as Array<Record<string, unknown>>;
      expect(rows.every((row) => row['category'] === 1)).toBe(true);
      expect(rows.find((row) => row['id'] === PARAM_MENU_ID)).toMatchObject({ hasChildren: false });
    },
  },
  'GET /blade-system/menu/detail': {
    params: { id: PARAM_MENU_ID },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({
        id: PARAM_MENU_ID,
        code: 'param',
        parentName: '系统管理',
        categoryName: '菜单',
        isOpenName: '否',
        remark: '',
        hasChildren: true,
      });
    },
  },
  'GET /blade-system/menu/tree': {
    params: { tenantId: '000000' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const system = (body['data'] as Array<Record<string, unknown>>).find((node) => node['id'] === SYSTEM_ID);
      expect(system).toMatchObject({ title: '系统管理', key: SYSTEM_ID, value: SYSTEM_ID, hasChildren: true });
    },
  },
  'POST /blade-system/menu/submit': { anonymous: 401, check: badRequest },
  'POST /blade-system/menu/remove': { params: { ids: '1' }, anonymous: 401, check: (body, status) => envelopeOk(body, status) },
  'GET /blade-system/menu/grant-top-tree': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const menu = (body['data'] as { menu: Array<Record<string, unknown>> }).menu;
      expect(menu.some((node) => node['id'] === SYSTEM_ID)).toBe(true);
    },
  },
  'GET /blade-system/menu/top-tree-keys': {
    params: { topMenuIds: '1' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual({ menu: [] });
    },
  },
};
