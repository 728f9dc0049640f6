/** The menu tree of what exists; each capability appends its menus and button codes here. */
export interface MenuSeed {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias?: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action?: number;
}

export const MENU_SEED: MenuSeed[] = [
  { id: '1900000000000000001', parentId: '0', code: 'home', name: '首页', path: '/wel/index', source: 'home', sort: 0, category: 1 },
];

/** Menu codes every seeded role is granted (administrators pass every check anyway). */
export const MENU_CODES_FOR_ALL_ROLES = ['home'];
