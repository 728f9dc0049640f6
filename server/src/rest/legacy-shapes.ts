import { legacyForest, type LegacyNode } from './legacy-tree';

/** A row of the caller's menus or buttons as the GraphQL MenuItem type gives it. */
export interface MenuItemData {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
}

/** The caller's menus or buttons as a MenuVO forest; the name fields only `detail` fills are "". */
export function legacyMenuForest(
  items: MenuItemData[],
): Array<LegacyNode<MenuItemData & Record<'remark' | 'parentName' | 'categoryName' | 'actionName' | 'isOpenName', string>>> {
  return legacyForest(items, (item) => ({
    id: item.id,
    parentId: item.parentId,
    code: item.code,
    name: item.name,
    alias: item.alias,
    path: item.path,
    source: item.source,
    sort: item.sort,
    category: item.category,
    action: item.action,
    isOpen: item.isOpen,
    remark: '',
    parentName: '',
    categoryName: '',
    actionName: '',
    isOpenName: '',
  }));
}
