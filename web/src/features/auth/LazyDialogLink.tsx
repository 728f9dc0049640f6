import { Anchor } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * A login-page link with a dialog that is fetched when the visitor heads for the link (pointer or focus), not with the login
 * page, and mounted from the first click on (so it keeps its closing transition afterwards).
 */
export function LazyDialogLink({
  label,
  preload,
  children,
}: {
  label: string;
  /** Starts loading the dialog's chunk (the import behind its React.lazy). */
  preload: () => void;
  children: (dialog: { opened: boolean; close: () => void }) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = () => {
    setMounted(true);
    setOpened(true);
  };
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open} onPointerEnter={preload} onFocus={preload}>
        {label}
      </Anchor>
      {mounted && <Suspense fallback={null}>{children({ opened, close: () => setOpened(false) })}</Suspense>}
    </>
  );
}
