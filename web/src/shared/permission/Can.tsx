import type { ReactNode } from 'react';
import { usePermission } from './usePermission';

/** Renders its children only when the user holds `permission`; otherwise `fallback` (nothing by default). */
export function Can({ permission, children, fallback = null }: { permission: string; children: ReactNode; fallback?: ReactNode }) {
  return usePermission(permission) ? children : fallback;
}
