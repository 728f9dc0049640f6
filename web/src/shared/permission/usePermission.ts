import { useContext } from 'react';
import { PermissionContext } from './PermissionContext';

/** Whether the signed-in user holds the permission code (a granted button code such as `user_add`). */
export function usePermission(code: string): boolean {
  return useContext(PermissionContext).has(code);
}
