import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

/**
 * The ids in the address of a page registered under a pattern (route-registry: `/work/process/leave/form/:processDefinitionId`);
 * the menu route renders it, so the router's own params are not set. Missing ids answer ''.
 */
export function useRouteIds<Name extends string>(pattern: string, names: readonly Name[]): Record<Name, string> {
  const { pathname } = useLocation();
  const key = names.join('/');
  return useMemo(() => {
    const params = matchPath(pattern, pathname.replace(/\/+$/, ''))?.params ?? {};
    return Object.fromEntries(key.split('/').map((name) => [name, params[name] ?? ''])) as Record<Name, string>;
  }, [pattern, pathname, key]);
}
