import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/login/LoginPage';
import { AdminLayout } from '../layout/AdminLayout';
import { IframePage } from '../layout/IframePage';
import { LockGuard } from '../layout/lock/LockGuard';
import { LockPage } from '../layout/lock/LockPage';
import { PageLoader } from '../shared/ui/PageLoader';
import { StatusPage } from '../shared/ui/StatusPage';
import { GuestOnly } from './GuestOnly';
import { MenuRoutePage } from './MenuRoutePage';
import { RequireAuth } from './RequireAuth';

const TakeExamPage = lazy(() => import('../features/exam/take/TakeExamPage').then((module) => ({ default: module.TakeExamPage })));
const ExamResultPage = lazy(() => import('../features/exam/my/ExamResultPage').then((module) => ({ default: module.ExamResultPage })));

/** The route table (SPEC §2): public pages, then everything else behind login in the admin layout. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      errorElement: <StatusPage status="500" />,
      children: [
        {
          path: '/login',
          element: (
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          ),
        },
        { path: '/lock', element: <LockPage /> },
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
                <Suspense fallback={<PageLoader />}>
                  <TakeExamPage />
                </Suspense>
              </LockGuard>
            </RequireAuth>
          ),
        },
        {
          path: '/',
          element: (
            <RequireAuth>
              <LockGuard>
                <AdminLayout />
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
            { path: '*', element: <MenuRoutePage /> },
          ],
        },
      ],
    },
  ];
}
