import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSeededLabel } from '../i18n/seeded-label';
import { findMenuByRoute } from '../layout/menu/build-menu-tree';
import { ChunkErrorBoundary } from '../layout/navigation/ChunkErrorBoundary';
import { isRetryablePage } from '../layout/navigation/lazy-page';
import { PageLoading } from '../layout/navigation/PageLoading';
import { useVisitedPage, type VisitedPage } from '../layout/navigation/useVisitedPage';
import { NotAvailablePage } from '../layout/NotAvailablePage';
import { useLayoutContext } from '../layout/useLayoutContext';
import { PageLoader } from '../shared/ui/PageLoader';
import { findRegisteredPage } from './route-registry';

/**
 * Everything inside the layout that is not a fixed route: a registered page, else a menu entry
 * without a page yet ("page not available"), else /404. Sets the title and the tab of the page.
 */
export function MenuRoutePage() {
  const { t } = useTranslation(['menu', 'layout']);
  const seededLabel = useSeededLabel();
  const { pathname, search } = useLocation();
  const { menuTree, menusLoading } = useLayoutContext();
  const page = findRegisteredPage(pathname);
  const menu = findMenuByRoute(menuTree, pathname, search)?.node;
  const pageTitle = page ? t(page.titleKey) : undefined;
  const label = menu ? seededLabel('menu', menu.code, menu.name) : pageTitle;
  let tab: VisitedPage['tab'] = false;
  if (page?.isTab !== false && (menu || page)) {
    tab = { code: menu?.code, name: menu?.name, titleKey: page?.titleKey };
  }
  useVisitedPage({ label, tab });

  if (page) {
    const Page = page.component;
    return (
      <ChunkErrorBoundary key={pathname} onRetry={() => isRetryablePage(Page) && Page.retry()}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  if (menu && label !== undefined) {
    return <NotAvailablePage name={label} />;
  }
  if (menusLoading) {
    return <PageLoader />;
  }
  return <Navigate to="/404" replace />;
}
