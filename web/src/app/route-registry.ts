import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page that a menu path can show inside the admin layout. */
export interface RegisteredPage {
  /** i18n key of the page title, used when no menu entry names the page. */
  titleKey: string;
  component: LazyExoticComponent<ComponentType>;
}

/**
 * Menu path (after the index-suffix rule) -> lazy page. Menu entries whose path is not listed here
 * show the "page not available" view inside the layout.
 */
export const routeRegistry: Readonly<Record<string, RegisteredPage>> = {
  '/wel/index': {
    titleKey: 'menu:home',
    component: lazy(() => import('../features/home/welcome/HomePage').then((module) => ({ default: module.HomePage }))),
  },
  '/system/user': {
    titleKey: 'menu:user',
    component: lazy(() => import('../features/system/user/UserPage').then((module) => ({ default: module.UserPage }))),
  },
  '/system/param': {
    titleKey: 'menu:param',
    component: lazy(() => import('../features/system/param/ParamPage').then((module) => ({ default: module.ParamPage }))),
  },
};

export function findRegisteredPage(pathname: string): RegisteredPage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.prototype.hasOwnProperty.call(routeRegistry, normalized) ? routeRegistry[normalized] : undefined;
}
