import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withPageStrings } from '../i18n/i18n';
import { IframePage } from '../layout/IframePage';
import { LockGuard } from '../layout/lock/LockGuard';
import { lazyPage, type RetryablePage } from '../layout/navigation/lazy-page';
import { PageLoader } from '../shared/ui/PageLoader';
import { StatusPage } from '../shared/ui/StatusPage';
import { GuestOnly } from './GuestOnly';
import { RequireAuth } from './RequireAuth';

// Every page loads on demand: the entry holds only the router, the providers and the guards, so the login page
// does not download the admin layout, nor the layout any page's libraries. Pages bring the pages' strings too.
const LoginPage = lazyPage(() => import('../features/auth/login/LoginPage').then((module) => ({ default: module.LoginPage })));
const LockPage = lazyPage(() => import('../layout/lock/LockPage').then((module) => ({ default: module.LockPage })));
// Apollo Client, the dates locale and modals, for every page after sign-in (loaded with the first of them).
const SignedInProviders = lazy(() => import('./SignedInProviders').then((module) => ({ default: module.SignedInProviders })));
const AdminLayout = lazyPage(() => import('../layout/AdminLayout').then((module) => ({ default: module.AdminLayout })));
// The page of a menu path (and with it the route registry of every page).
const MenuRoutePage = lazyPage(() => import('./MenuRoutePage').then((module) => ({ default: module.MenuRoutePage })));
const TakeExamPage = lazyPage(
  withPageStrings(() => import('../features/exam/take/TakeExamPage').then((module) => ({ default: module.TakeExamPage }))),
);
const ExamResultPage = lazyPage(
  withPageStrings(() => import('../features/exam/my/ExamResultPage').then((module) => ({ default: module.ExamResultPage }))),
);

/** A page after sign-in: its code and the signed-in providers load together (the login page loads neither). */
function SignedIn({ page: Page }: { page: RetryablePage }) {
  // Both load at once, not the page after the providers.
  Page.preload();
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInProviders>
        <Page />
      </SignedInProviders>
    </Suspense>
  );
}

/**
 * The route table (SPEC §2): public pages, then everything else behind login in the admin layout. Rendered by
 * AppRoutes (useRoutes, React Router's declarative mode: the data router's code stays out of the login page),
 * whose error boundary shows the 500 page.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      children: [
        {
          path: '/login',
          element: (
            <GuestOnly>
              <Suspense fallback={<PageLoader />}>
                <LoginPage />
              </Suspense>
            </GuestOnly>
          ),
        },
        {
          path: '/lock',
          element: <SignedIn page={LockPage} />,
        },
        { path: '/403', element: <StatusPage status="403" /> },
        { path: '/404', element: <StatusPage status="404" /> },
        { path: '/500', element: <StatusPage status="500" /> },
        // Taking an exam: behind login and the lock, but outside the shell (no menu, tabs or header to
        // leave the exam by; room for full screen). Not a tab: it is reached from "my exams" only.
        {
          path: '/exam/take/:examinationId',
          element: (
            <RequireAuth>
              <LockGuard>
                <SignedIn page={TakeExamPage} />
              </LockGuard>
            </RequireAuth>
          ),
        },
        {
          path: '/',
          element: (
            <RequireAuth>
              <LockGuard>
                <SignedIn page={AdminLayout} />
              </LockGuard>
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/wel" replace /> },
            { path: 'wel', element: <Navigate to="/wel/index" replace /> },
            { path: 'myiframe/*', element: <IframePage /> },
            {
              path: 'exam/result/:attemptId',
              element: (
                <Suspense fallback={<PageLoader />}>
                  <ExamResultPage />
                </Suspense>
              ),
            },
            {
              path: '*',
              element: (
                <Suspense fallback={<PageLoader />}>
                  <MenuRoutePage />
                </Suspense>
              ),
            },
          ],
        },
      ],
    },
  ];
}
