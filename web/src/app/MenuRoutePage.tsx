import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useLayoutContext } from '../layout/useLayoutContext';
import { findMenuByRoute } from '../layout/menu/build-menu-tree';
import { NotAvailablePage } from '../layout/NotAvailablePage';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { PageLoader } from '../shared/ui/PageLoader';
import { findRegisteredPage } from './route-registry';

/**
 * Everything inside the layout that is not a fixed route: a registered page, else a menu entry
 * without a page yet ("page not available"), else /404.
 */
export function MenuRoutePage() {
  const { t } = useTranslation(['menu', 'layout']);
  const { pathname } = useLocation();
  const { menuTree, menusLoading } = useLayoutContext();
  const page = findRegisteredPage(pathname);
  const menu = findMenuByRoute(menuTree, pathname)?.node;
  const menuLabel = menu ? t(`menu:${menu.code}`, { defaultValue: menu.name }) : undefined;
  usePageTitle(menuLabel ?? (page ? t(page.titleKey) : undefined));

  if (page) {
    const Page = page.component;
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  }
  if (menu && menuLabel !== undefined) {
    return <NotAvailablePage name={menuLabel} />;
  }
  if (menusLoading) {
    return <PageLoader />;
  }
  return <Navigate to="/404" replace />;
}
