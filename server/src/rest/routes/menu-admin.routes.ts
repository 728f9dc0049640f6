import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, dataEnvelope, envelope, statusOk } from '../legacy-envelope';
import { withIntFields } from '../legacy-body';
import { readBody, readIdList, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute } from '../legacy-route';
import { legacyForest, legacyTree } from '../legacy-tree';
import {
  LegacyGrantTopTreeDocument,
  LegacyMenuDetailDocument,
  LegacyMenuLazyListDocument,
  LegacyMenuLazyMenuListDocument,
  LegacyMenuListDocument,
  LegacyMenuMenuListDocument,
  LegacyMenuRemoveDocument,
  LegacyMenuSubmitDocument,
  LegacyMenuTreeDocument,
  LegacyTopTreeKeysDocument,
} from '../generated/operations';

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

/** A menu list operation (each over its own root field, aliased `result`). */
type MenuListDocument = TypedDocumentNode<{ result: MenuData[] }, never>;

const filterOf = (request: Request) => ({
  name: readParam(request, 'name') || undefined,
  code: readParam(request, 'code') || undefined,
  alias: readParam(request, 'alias') || undefined,
});

function lazyRow(path: string, operation: MenuListDocument): LegacyRoute {
  return operationRoute({
    method: 'GET',
    path,
    operation,
    variables: (request) => ({ parentId: readParam(request, 'parentId', 19) || null, filter: filterOf(request) }),
    reshape: (data) => dataEnvelope(data.result.map(menuVo), []),
  });
}

function forestRow(path: string, operation: MenuListDocument): LegacyRoute {
  return operationRoute({
    method: 'GET',
    path,
    operation,
    variables: (request) => ({ filter: filterOf(request) }),
    reshape: (data) => dataEnvelope(legacyForest(data.result, menuVo), []),
  });
}

/** blade-system/menu administration (the caller's routes and buttons are in menu.routes.ts). */
export function menuAdminRoutes(): LegacyRoute[] {
  return [
    forestRow('/blade-system/menu/list', LegacyMenuListDocument),
    forestRow('/blade-system/menu/menu-list', LegacyMenuMenuListDocument),
    lazyRow('/blade-system/menu/lazy-list', LegacyMenuLazyListDocument),
    lazyRow('/blade-system/menu/lazy-menu-list', LegacyMenuLazyMenuListDocument),
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/detail',
      operation: LegacyMenuDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, menuVo(data.menuDetail), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/tree',
      operation: LegacyMenuTreeDocument,
      reshape: (data) => dataEnvelope(legacyTree(data.menuTree), []),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/menu/submit',
      partial: { detail: '/blade-system/menu/detail' },
      operation: LegacyMenuSubmitDocument,
      variables: (request) => ({
        input: withIntFields(
          readBody(request, [
            'id',
            'parentId',
            'code',
            'name',
            'alias',
            'path',
            'source',
            'sort',
            'category',
            'action',
            'isOpen',
            'remark',
          ]),
          ['sort', 'category', 'action', 'isOpen'],
        ),
      }),
      reshape: (data) => envelope(200, data.submitMenu, DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: '/blade-system/menu/remove',
      operation: LegacyMenuRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/grant-top-tree',
      operation: LegacyGrantTopTreeDocument,
      reshape: (data) => envelope(200, { menu: legacyTree(data.topMenuGrantTree) }, DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-system/menu/top-tree-keys',
      operation: LegacyTopTreeKeysDocument,
      variables: (request) => ({ topMenuIds: readIdList(request, 'topMenuIds') }),
      reshape: (data) => envelope(200, { menu: data.topMenuKeys }, DEFAULT_SUCCESS_MESSAGE),
    }),
  ];
}
