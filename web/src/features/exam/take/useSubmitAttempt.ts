import { useCallback, useRef, useState } from 'react';
import { useSubmitAttemptMutation, type SubmitAttemptMutation } from '../../../generated/graphql';
import { clearAttemptStorage, submitKey } from './attempt-storage';
import type { AutosaveQueue } from './autosave-queue';
import { handledErrors } from '../../../shared/errors/handled-errors';

export type SubmitResult = SubmitAttemptMutation['submitAttempt'];

/**
 * Submits with the attempt's idempotency key (kept in local storage: a retry or a reload submits the same
 * once) and the answers not yet saved as the final batch. Afterwards autosave stops and the buffer is cleared.
 */
export function useSubmitAttempt(attemptId: string, queue: AutosaveQueue) {
  const [mutate] = useSubmitAttemptMutation({ context: handledErrors });
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef<Promise<SubmitResult> | undefined>(undefined);

  const submit = useCallback((): Promise<SubmitResult> => {
    inFlight.current ??= (async () => {
      setSubmitting(true);
      try {
        const finalAnswers = queue
          .takeUnsent()
          .map((entry) => ({ slot: entry.slot, response: entry.response, clientSeq: entry.clientSeq }));
        const { data } = await mutate({ variables: { attemptId, idempotencyKey: submitKey(attemptId), finalAnswers } });
        if (!data) {
          throw new Error('submitAttempt answered no data');
        }
        queue.stop(true);
        clearAttemptStorage(attemptId);
        return data.submitAttempt;
      } finally {
        setSubmitting(false);
        inFlight.current = undefined;
      }
    })();
    return inFlight.current;
  }, [attemptId, mutate, queue]);

  return { submit, submitting };
}
