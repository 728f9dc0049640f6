import { MENU_SEED } from '../../../seeders/base/menu.seed-data';
import { EARLIER_DEFAULT_MENU_CODES, TENANT_DEFAULT_MENU_CODES, menuDigest, splitCodes, withDescendants } from './tenant-admin-menus';

/** Areas only the platform administrator maintains: never part of a tenant administrator's default. */
const PLATFORM_ONLY = [
  'system',
  'param',
  'tenant',
  'tenant_package',
  'client',
  'tool',
  'datasource',
  'code',
  'model',
  'dict',
  'menu',
  'authority',
  'data_scope',
  'api_scope',
  'base',
  'region',
];

describe('the default menus of a new tenant admin', () => {
  const codes = splitCodes(TENANT_DEFAULT_MENU_CODES);
  const granted = new Set(withDescendants(MENU_SEED, new Set(codes)));
  const grantedCodes = MENU_SEED.filter((menu) => granted.has(menu.id)).map((menu) => menu.code);

  it('should name only codes of the product menu tree', () => {
    const known = new Set(MENU_SEED.map((menu) => menu.code));
    expect(codes.filter((code) => !known.has(code))).toEqual([]);
  });

  it('should cover what a training institution needs on day one, with every sub-menu and button', () => {
    expect(grantedCodes).toEqual(
      expect.arrayContaining([
        'home',
        'notice_publish',
        'user_add',
        'user_import',
        'role_grant',
        'dept_add',
        'post_add',
        'dictbiz_add',
        'topmenu_setting',
        'log_api_view',
        'oss_enable',
        'attach_upload',
        'report_list',
        'report_run',
        'report_export',
      ]),
    );
    const exam = MENU_SEED.filter((menu) => menu.code === 'exam' || menu.code.startsWith('exam_')).map((menu) => menu.code);
    expect(grantedCodes).toEqual(expect.arrayContaining(exam));
  });

  it('should leave out the platform areas', () => {
    expect(grantedCodes.filter((code) => PLATFORM_ONLY.some((area) => code === area || code.startsWith(`${area}_`)))).toEqual([]);
  });

  it('should differ from the earlier seeded default, so installations are upgraded', () => {
    expect(EARLIER_DEFAULT_MENU_CODES).not.toContain(TENANT_DEFAULT_MENU_CODES);
  });

  it('should take descendants at any depth and digest a set independently of its order', () => {
    const tree = [
      { id: '1', parentId: '0', code: 'a' },
      { id: '2', parentId: '1', code: 'a_b' },
      { id: '3', parentId: '2', code: 'a_b_c' },
      { id: '4', parentId: '0', code: 'd' },
    ];
    expect(withDescendants(tree, new Set(['a'])).sort()).toEqual(['1', '2', '3']);
    expect(withDescendants(tree, new Set(['missing']))).toEqual([]);
    expect(menuDigest(['3', '1'])).toBe(menuDigest(['1', '3']));
    expect(menuDigest(['1'])).not.toBe(menuDigest(['1', '3']));
  });
});
