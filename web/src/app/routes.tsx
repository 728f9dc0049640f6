import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/login/LoginPage';
import { AdminLayout } from '../layout/AdminLayout';
import { IframePage } from '../layout/IframePage';
import { LockGuard } from '../layout/lock/LockGuard';
import { LockPage } from '../layout/lock/LockPage';
import { StatusPage } from '../shared/ui/StatusPage';
import { GuestOnly } from './GuestOnly';
import { MenuRoutePage } from './MenuRoutePage';
import { RequireAuth } from './RequireAuth';

/** The route table (SPEC §2): public pages, then everything else behind login in the admin layout. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      errorElement: <StatusPage status="500" />,
      children: [
        { path: '/login', element: <GuestOnly><LoginPage /></GuestOnly> },
        { path: '/lock', element: <LockPage /> },
        { path: '/403', element: <StatusPage status="403" /> },
        { path: '/404', element: <StatusPage status="404" /> },
        { path: '/500', element: <StatusPage status="500" /> },
        {
          path: '/',
          element: <RequireAuth><LockGuard><AdminLayout /></LockGuard></RequireAuth>,
          children: [
            { index: true, element: <Navigate to="/wel" replace /> },
            { path: 'wel', element: <Navigate to="/wel/index" replace /> },
            { path: 'myiframe/*', element: <IframePage /> },
            { path: '*', element: <MenuRoutePage /> },
          ],
        },
      ],
    },
  ];
}
