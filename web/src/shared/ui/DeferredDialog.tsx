import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog (React.lazy) from its first opening on and keeps it mounted (its closing
 * transition, its state), so the dialog's code and libraries load when a user opens it, not with the page.
 */
export function DeferredDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) {
    setMounted(true);
  }
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
