import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReleaseGradingLockMutation, useTakeGradingLockMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { serverMessage } from '../bank/server-message';
import type { GradingItem } from './grading-types';

/** The answer open in the grading panel and whether the caller holds its lock ("grade next"). */
export interface OpenAnswer {
  item: GradingItem;
  holdsLock: boolean;
}

/**
 * The grading panel's session: "grade next" takes the next lock (optionally of one question), opening a
 * queue row shows it as is, and a lock the caller still holds is given back when the panel closes, the
 * next answer replaces it, or the page is left.
 */
export function useGradingSession(examinationId: string, onChanged: () => void) {
  const { t } = useTranslation('grading');
  const [open, setOpen] = useState<OpenAnswer | undefined>(undefined);
  const [takeLock, { loading: taking }] = useTakeGradingLockMutation({ context: handledErrors });
  const [releaseLock] = useReleaseGradingLockMutation({ context: handledErrors });
  const held = useRef<string | undefined>(undefined);
  const changed = useRef(onChanged);
  changed.current = onChanged;

  const giveBack = useCallback(() => {
    const itemId = held.current;
    held.current = undefined;
    if (itemId) {
      releaseLock({ variables: { itemId } }).then(
        () => changed.current(),
        () => undefined,
      );
    }
  }, [releaseLock]);

  const gradeNext = useCallback(
    async (questionId: string | undefined) => {
      try {
        const result = await takeLock({ variables: { examinationId, questionId: questionId || null } });
        const item = result.data?.takeGradingLock ?? null;
        if (held.current && held.current !== item?.id) {
          giveBack();
        }
        if (!item) {
          setOpen(undefined);
          notifySuccess(t('next.noneLeft'));
        } else {
          held.current = item.id;
          setOpen({ item, holdsLock: true });
        }
        changed.current();
      } catch (failure) {
        notifyError(serverMessage(failure) ?? errorMessage(failure, t), 'grading-next');
      }
    },
    [takeLock, examinationId, giveBack, t],
  );

  const openItem = useCallback(
    (item: GradingItem, holdsLock: boolean) => {
      if (held.current && held.current !== item.id) {
        giveBack();
      }
      setOpen({ item, holdsLock });
      if (holdsLock) {
        held.current = item.id;
      }
    },
    [giveBack],
  );

  /** After a save the server ended the lock itself. */
  const saved = useCallback((item: GradingItem) => {
    if (held.current === item.id) {
      held.current = undefined;
    }
    setOpen((current) => (current && current.item.id === item.id ? { item, holdsLock: false } : current));
  }, []);

  const close = useCallback(() => {
    giveBack();
    setOpen(undefined);
  }, [giveBack]);

  // Leaving the page (or another examination) gives the lock back.
  useEffect(() => giveBack, [examinationId, giveBack]);

  return { open, taking, gradeNext, openItem, saved, close };
}
