import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { SaveAnswerDocument } from '../../../generated/graphql';
import type { OutboxEntry } from './attempt-storage';
import { isAddressRefusedError, isHeldError } from './held-error';
import { AutosaveQueue, type SaveStatus } from './autosave-queue';
import { handledErrors } from '../../../shared/errors/handled-errors';

/** No answer from the server at all (fetch failed, gateway down): keep the answer and retry. */
export function isOfflineError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return false;
  }
  if (ServerError.is(error)) {
    return error.statusCode >= 502 || error.statusCode === 0;
  }
  return true;
}

export interface AutosaveHandlers {
  onServerNow: (serverNow: string, receivedAtMs: number) => void;
  onRejected: (entry: OutboxEntry, error: unknown) => void;
  /** A proctor holds the attempt (paused or locked): the answer stays buffered and is retried. */
  onHeld: () => void;
  /** The current network address may not answer this examination: the answer stays buffered and is retried. */
  onAddressRefused: (error: unknown) => void;
}

/** The attempt's autosave queue (see AutosaveQueue) wired to saveAnswer, the browser's online events and page unload. */
export function useAutosave(attemptId: string, handlers: AutosaveHandlers): { queue: AutosaveQueue; status: SaveStatus } {
  const client = useApolloClient();
  const latest = useRef(handlers);
  latest.current = handlers;
  const queue = useMemo(
    () =>
      new AutosaveQueue(attemptId, {
        send: async (entry) => {
          const { data } = await client
            .mutate({
              mutation: SaveAnswerDocument,
              variables: { attemptId, input: { slot: entry.slot, response: entry.response, clientSeq: entry.clientSeq } },
              context: handledErrors,
            })
            .catch((error: unknown) => {
              if (isHeldError(error)) {
                latest.current.onHeld();
              } else if (isAddressRefusedError(error)) {
                latest.current.onAddressRefused(error);
              }
              throw error;
            });
          if (!data) {
            throw new Error('saveAnswer answered no data');
          }
          return data.saveAnswer;
        },
        // Held by a proctor or refused on this network: kept like an offline answer and resent until it is accepted.
        isNetworkError: (error) => isOfflineError(error) || isHeldError(error) || isAddressRefusedError(error),
        isOnline: () => navigator.onLine,
        onServerNow: (serverNow, receivedAtMs) => latest.current.onServerNow(serverNow, receivedAtMs),
        onRejected: (entry, error) => latest.current.onRejected(entry, error),
      }),
    [attemptId, client],
  );
  const status = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.getStatus(),
  );
  useEffect(() => {
    const resend = () => void queue.resume();
    // Debounced answers go into the local buffer before the page goes away (a reload resends them).
    const keep = () => queue.takeUnsent();
    window.addEventListener('online', resend);
    window.addEventListener('pagehide', keep);
    window.addEventListener('beforeunload', keep);
    void queue.resume();
    return () => {
      window.removeEventListener('online', resend);
      window.removeEventListener('pagehide', keep);
      window.removeEventListener('beforeunload', keep);
      keep();
      queue.stop(false);
    };
  }, [queue]);
  return { queue, status };
}
