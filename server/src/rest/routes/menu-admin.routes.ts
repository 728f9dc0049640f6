import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { withIntFields } from '../legacy-body';
import { readBody, readIdList, readParam, requireParam } from '../legacy-params';
import type { LegacyRoute } from '../legacy-route';
import { legacyForest, legacyTree, type TreeNodeData } from '../legacy-tree';
import {
  LEGACY_GRANT_TOP_TREE,
  LEGACY_MENU_DETAIL,
  LEGACY_MENU_LAZY_LIST,
  LEGACY_MENU_LAZY_MENU_LIST,
  LEGACY_MENU_LIST,
  LEGACY_MENU_MENU_LIST,
  LEGACY_MENU_REMOVE,
  LEGACY_MENU_SUBMIT,
  LEGACY_MENU_TREE,
  LEGACY_TOP_TREE_KEYS,
} from '../operations/menu-admin.operations';

interface MenuData {
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
  hasChildren: boolean;
  parentName: string;
  categoryName: string;
  actionName: string;
  isOpenName: string;
}

/** MenuVO without children (the forest adds them). */
const menuVo = (row: MenuData) => ({
  id: row.id,
  parentId: row.parentId,
  code: row.code,
  name: row.name,
  alias: row.alias,
  path: row.path,
  source: row.source,
  sort: row.sort,
  category: row.category,
  action: row.action,
  isOpen: row.isOpen,
  remark: row.remark,
  parentName: row.parentName,
  categoryName: row.categoryName,
  actionName: row.actionName,
  isOpenName: row.isOpenName,
  hasChildren: row.hasChildren,
});

const filterOf = (request: Request) => ({ name: readParam(request, 'name') || undefined, code: readParam(request, 'code') || undefined, alias: readParam(request, 'alias') || undefined });

function lazyRow(path: string, operation: string, field: string): LegacyRoute {
  return {
    kind: 'operation',
    method: 'GET',
    path,
    operation,
    variables: (request) => ({ parentId: readParam(request, 'parentId', 19) || null, filter: filterOf(request) }),
    reshape: (data) => dataEnvelope((data[field] as MenuData[]).map(menuVo), []),
  };
}

function forestRow(path: string, operation: string, field: string): LegacyRoute {
  return {
    kind: 'operation',
    method: 'GET',
    path,
    operation,
    variables: (request) => ({ filter: filterOf(request) }),
    reshape: (data) => dataEnvelope(legacyForest(data[field] as MenuData[], menuVo), []),
  };
}

/** blade-system/menu administration (the caller's routes and buttons are in menu.routes.ts). */
export function menuAdminRoutes(): LegacyRoute[] {
  return [
    forestRow('/blade-system/menu/list', LEGACY_MENU_LIST, 'menuList'),
    forestRow('/blade-system/menu/menu-list', LEGACY_MENU_MENU_LIST, 'menuMenuList'),
    lazyRow('/blade-system/menu/lazy-list', LEGACY_MENU_LAZY_LIST, 'menuLazyList'),
    lazyRow('/blade-system/menu/lazy-menu-list', LEGACY_MENU_LAZY_MENU_LIST, 'menuLazyMenuList'),
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/menu/detail',
      operation: LEGACY_MENU_DETAIL,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, menuVo(data['menuDetail'] as MenuData), DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/menu/tree',
      operation: LEGACY_MENU_TREE,
      reshape: (data) => dataEnvelope(legacyTree(data['menuTree'] as TreeNodeData[]), []),
    },
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-system/menu/submit',
      partial: { detail: '/blade-system/menu/detail' },
      operation: LEGACY_MENU_SUBMIT,
      variables: (request) => ({
        input: withIntFields(readBody(request, ['id', 'parentId', 'code', 'name', 'alias', 'path', 'source', 'sort', 'category', 'action', 'isOpen', 'remark']), ['sort', 'category', 'action', 'isOpen']),
      }),
      reshape: (data) => envelope(200, data['submitMenu'], DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'POST',
      path: '/blade-system/menu/remove',
      operation: LEGACY_MENU_REMOVE,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/menu/grant-top-tree',
      operation: LEGACY_GRANT_TOP_TREE,
      reshape: (data) => envelope(200, { menu: legacyTree(data['topMenuGrantTree'] as TreeNodeData[]) }, DEFAULT_SUCCESS_MESSAGE),
    },
    {
      kind: 'operation',
      method: 'GET',
      path: '/blade-system/menu/top-tree-keys',
      operation: LEGACY_TOP_TREE_KEYS,
      variables: (request) => ({ topMenuIds: readIdList(request, 'topMenuIds') }),
      reshape: (data) => envelope(200, { menu: data['topMenuKeys'] }, DEFAULT_SUCCESS_MESSAGE),
    },
  ];
}
