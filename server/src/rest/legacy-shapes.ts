import { buildForest } from '../core/tree';

/** A menu row in the legacy MenuVO shape (children only when non-empty). */
export interface LegacyMenu {
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
  remark: string;
  parentName: string;
  categoryName: string;
  actionName: string;
  isOpenName: string;
  hasChildren: boolean;
  children?: LegacyMenu[];
}

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

interface MenuNode extends MenuItemData {
  children: MenuNode[];
}

function toLegacyMenu(node: MenuNode): LegacyMenu {
  const children = node.children.map(toLegacyMenu);
  const legacy: LegacyMenu = {
    id: node.id,
    parentId: node.parentId,
    code: node.code,
    name: node.name,
    alias: node.alias,
    path: node.path,
    source: node.source,
    sort: node.sort,
    category: node.category,
    action: node.action,
    isOpen: node.isOpen,
    remark: '',
    parentName: '',
    categoryName: '',
    actionName: '',
    isOpenName: '',
    hasChildren: children.length > 0,
  };
  if (children.length > 0) {
    // Leaf nodes carry no children key at all: Saber derives permissions from exactly those nodes.
    legacy.children = children;
  }
  return legacy;
}

export function legacyMenuForest(items: MenuItemData[]): LegacyMenu[] {
  return buildForest(items).map((node) => toLegacyMenu(node as MenuNode));
}
