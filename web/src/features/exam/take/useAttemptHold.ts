import { useEffect, useState } from 'react';
import { useAttemptStatusQuery, type AttemptStatusQuery } from '../../../generated/graphql';
import { handledErrors } from '../../../shared/errors/handled-errors';

/** How often the notice asks the server whether the proctor let the attempt go on. */
export const HOLD_POLL_MS = 5000;

export type AttemptStatus = AttemptStatusQuery['attempt'];

/**
 * While a proctor holds the attempt (paused or locked): its state from the server every 5 s. `onChange` gets
 * each answer with the local time it arrived (for the countdown's clock offset) once the state is no longer held.
 */
export function useAttemptHold(attemptId: string, onReleased: (status: AttemptStatus, receivedAt: number) => void) {
  const { data, error } = useAttemptStatusQuery({
    variables: { id: attemptId },
    fetchPolicy: 'network-only',
    pollInterval: HOLD_POLL_MS,
    context: handledErrors,
  });
  const [checkedAt, setCheckedAt] = useState<number | undefined>();
  const status = data?.attempt;
  useEffect(() => {
    if (!status) {
      return;
    }
    const receivedAt = Date.now();
    setCheckedAt(receivedAt);
    if (status.state !== 'PAUSED' && status.state !== 'LOCKED') {
      onReleased(status, receivedAt);
    }
  }, [onReleased, status]);
  return { state: status?.state, checkedAt, error };
}
