import { i18n } from './i18n';
import zhMenu from './locales/zh-CN/menu.json';
import zhSeed from './locales/zh-CN/seed.json';
import { localizeTree, seededLabel } from './seeded-label';

describe('seededLabel (issue 12 item 10)', () => {
  const language = i18n.language;
  afterEach(async () => {
    await i18n.changeLanguage(language);
  });

  it('shows seeded rows in English by code and keeps them as seeded in Chinese', async () => {
    await i18n.changeLanguage('en');
    expect(seededLabel(i18n, 'menu', 'param', zhMenu.param)).toBe('Parameters');
    expect(seededLabel(i18n, 'menu', 'param_add', zhMenu.param_add)).toBe('Add');
    expect(seededLabel(i18n, 'dict', 'sex', zhSeed['dict.sex'])).toBe('Gender');
    expect(seededLabel(i18n, 'dict', 'post_category.1', zhSeed['dict.post_category.1'])).toBe('Senior management');
    expect(seededLabel(i18n, 'role', 'administrator', zhSeed['role.administrator'])).toBe('Super administrator');
    expect(seededLabel(i18n, 'post', 'ceo', zhSeed['post.ceo'])).toBe('Chief executive officer');
    // Parameter keys hold dots: the seed keys are flat.
    expect(seededLabel(i18n, 'param', 'account.initPassword', zhSeed['param.account.initPassword'])).toBe('Initial account password');
    expect(seededLabel(i18n, 'dept', '1123598813738675201', zhSeed['dept.1123598813738675201'])).toBe('Blade Technology');
    await i18n.changeLanguage('zh-CN');
    expect(seededLabel(i18n, 'menu', 'param', zhMenu.param)).toBe(zhMenu.param);
  });

  it('keeps what users wrote: renamed seeded rows, new rows and rows without a code', async () => {
    await i18n.changeLanguage('en');
    expect(seededLabel(i18n, 'menu', 'param', 'Our settings')).toBe('Our settings');
    expect(seededLabel(i18n, 'role', 'examiner', 'Examiner (ours)')).toBe('Examiner (ours)');
    expect(seededLabel(i18n, 'dict', 'sex.9', 'Unknown (ours)')).toBe('Unknown (ours)');
    expect(seededLabel(i18n, 'menu', null, 'Custom')).toBe('Custom');
    expect(seededLabel(i18n, 'menu', '', 'Custom')).toBe('Custom');
  });

  it('localizes tree nodes by code (departments by their seed id)', async () => {
    await i18n.changeLanguage('en');
    const label = (kind: Parameters<typeof seededLabel>[1], code: string | null | undefined, stored: string) =>
      seededLabel(i18n, kind, code, stored);
    const menus = localizeTree(
      [
        { id: '1', parentId: '0', title: zhMenu.system, hasChildren: true, code: 'system' },
        { id: '2', parentId: '1', title: 'My menu', hasChildren: false, code: 'mine' },
      ],
      'menu',
      label,
    );
    expect(menus.map((node) => node.title)).toEqual(['System', 'My menu']);
    const depts = localizeTree(
      [{ id: '1910000000000000202', parentId: '0', title: zhSeed['dept.1910000000000000202'], code: null }],
      'dept',
      label,
    );
    expect(depts[0]?.title).toBe('Academic Affairs Office');
  });
});
