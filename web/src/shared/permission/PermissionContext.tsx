import { createContext, useMemo, type ReactNode } from 'react';

/** Granted button/menu permission codes of the signed-in user. */
export const PermissionContext = createContext<ReadonlySet<string>>(new Set());

export function PermissionProvider({ codes, children }: { codes: readonly string[]; children: ReactNode }) {
  const value = useMemo(() => new Set(codes), [codes]);
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
}
