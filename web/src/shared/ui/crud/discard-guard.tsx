import { Button, Drawer, getDefaultZIndex, Modal, type DrawerProps, type ModalProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Discard changes?" for every drawer and dialog that holds a form. `GuardedModal` / `GuardedDrawer`
 * replace Mantine's Modal / Drawer: Esc, the x, a click outside and the form's Cancel (through
 * `useDiscardGuard`) all go through one close request that asks first while the form is dirty.
 * The form says whether it is dirty either with the `dirty` prop or, from inside, with `useDiscardGuard(dirty)`.
 */
interface DiscardGuardContextValue {
  /** A form inside reports its dirty state (undefined when it unmounts). */
  report: (dirty: boolean) => void;
  /** Close, asking first when there are unsaved changes. */
  requestClose: () => void;
}

const DiscardGuardContext = createContext<DiscardGuardContextValue | undefined>(undefined);

/**
 * The one "discard changes?" question: `confirm(dirty, proceed)` proceeds at once when nothing changed,
 * otherwise after the user chose to discard. Also for pages that leave an editor (question editor).
 */
export function useDiscardConfirm(): (dirty: boolean, proceed: () => void) => void {
  const { t } = useTranslation();
  const asking = useRef(false);
  return useCallback(
    (dirty, proceed) => {
      if (!dirty) {
        proceed();
        return;
      }
      if (asking.current) {
        return;
      }
      asking.current = true;
      modals.openConfirmModal({
        // Above the drawer or dialog it guards (both are modals of the same default layer).
        zIndex: getDefaultZIndex('modal') + 10,
        title: t('crud:discard.title'),
        children: t('crud:discard.message'),
        labels: { confirm: t('crud:discard.confirm'), cancel: t('crud:discard.keep') },
        confirmProps: { color: 'red' },
        onConfirm: proceed,
        onClose: () => {
          asking.current = false;
        },
      });
    },
    [t],
  );
}

/** The close request shared by a guarded container: asks "discard changes?" when dirty. */
function useGuardedClose(onClose: () => void, dirtyProp: boolean | undefined): DiscardGuardContextValue {
  const confirm = useDiscardConfirm();
  const reported = useRef(false);
  const dirtyRef = useRef(dirtyProp ?? false);
  dirtyRef.current = dirtyProp ?? false;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const requestClose = useCallback(() => {
    confirm(dirtyRef.current || reported.current, () => {
      reported.current = false;
      onCloseRef.current();
    });
  }, [confirm]);

  const report = useCallback((dirty: boolean) => {
    reported.current = dirty;
  }, []);

  return useMemo(() => ({ report, requestClose }), [report, requestClose]);
}

/**
 * For a form inside a guarded drawer or dialog: reports whether it has unsaved changes and answers the
 * close request for its Cancel button (asks first when dirty). Outside a guarded container it answers
 * `fallback` (the plain close).
 */
export function useDiscardGuard(dirty: boolean, fallback?: () => void): () => void {
  const context = useContext(DiscardGuardContext);
  const report = context?.report;
  useEffect(() => {
    report?.(dirty);
  }, [report, dirty]);
  useEffect(() => () => report?.(false), [report]);
  return context?.requestClose ?? fallback ?? noop;
}

function noop(): void {
  // Nothing to close.
}

/** A Cancel button inside a guarded drawer or dialog: asks first when there are unsaved changes. */
export function GuardedCancel({ label, disabled }: { label: string; disabled?: boolean }) {
  const requestClose = useDiscardGuardClose();
  return (
    <Button variant="default" onClick={requestClose} disabled={disabled}>
      {label}
    </Button>
  );
}

/** The guarded close request of the surrounding drawer or dialog (nothing outside one). */
function useDiscardGuardClose(): () => void {
  return useContext(DiscardGuardContext)?.requestClose ?? noop;
}

interface GuardProps {
  /** Unsaved changes (alternatively reported from inside with `useDiscardGuard`). */
  dirty?: boolean;
  children?: ReactNode;
}

/** Mantine's Modal with the unsaved-changes question on every way of closing it. */
export function GuardedModal({ dirty, onClose, children, ...props }: ModalProps & GuardProps) {
  const guard = useGuardedClose(onClose, dirty);
  return (
    <DiscardGuardContext.Provider value={guard}>
      <Modal {...props} onClose={guard.requestClose}>
        {children}
      </Modal>
    </DiscardGuardContext.Provider>
  );
}

/** Mantine's Drawer with the unsaved-changes question on every way of closing it. */
export function GuardedDrawer({ dirty, onClose, children, ...props }: DrawerProps & GuardProps) {
  const guard = useGuardedClose(onClose, dirty);
  return (
    <DiscardGuardContext.Provider value={guard}>
      <Drawer {...props} onClose={guard.requestClose}>
        {children}
      </Drawer>
    </DiscardGuardContext.Provider>
  );
}
