import { useEffect, useRef } from 'react';
import { useReportIntegrityEventMutation, type IntegrityEventType, type ReportIntegrityEventMutation } from '../../../generated/graphql';
import { dropOldestIntegrityEvent, keepIntegrityEvent, readIntegrityOutbox, type PendingIntegrityEvent } from './attempt-storage';
import { isOfflineError } from './useAutosave';
import { handledErrors } from '../../../shared/errors/handled-errors';

export type IntegrityResult = ReportIntegrityEventMutation['reportIntegrityEvent'];

/** Blur and "hidden" of one switch to another window arrive together: one report per this many ms. */
const SAME_EVENT_MS = 1500;

/**
 * Reports leaving the exam window (blur, page hidden) and, when the exam asks for full screen, leaving full
 * screen. The server applies the policy; `onResult` shows its reaction. `pause()` ignores the next blur
 * (the file chooser takes the focus) until the window has the focus again. An event that cannot reach the
 * server (offline) is kept in local storage with the moment it happened and sent, in order, when the network
 * is back or the page opens again - going offline does not switch the policy off.
 */
export function useIntegrityMonitor(
  attemptId: string,
  requireFullscreen: boolean,
  active: boolean,
  onResult: (result: IntegrityResult) => void,
) {
  const [report] = useReportIntegrityEventMutation({ context: handledErrors });
  const last = useRef(0);
  const paused = useRef(false);
  const latest = useRef(onResult);
  latest.current = onResult;

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    let flushing = false;
    /** Sends one event; false when the network is down (the caller keeps it). */
    const deliver = async (event: PendingIntegrityEvent): Promise<boolean> => {
      try {
        const { data } = await report({ variables: { attemptId, type: event.type, occurredAt: event.occurredAt } });
        if (data) {
          latest.current(data.reportIntegrityEvent);
        }
      } catch (error) {
        // A refusal (the attempt is over, ...) is final; only a missing network keeps the event.
        return !isOfflineError(error);
      }
      return true;
    };
    const flush = async () => {
      if (flushing) {
        return;
      }
      flushing = true;
      try {
        for (let next = readIntegrityOutbox(attemptId)[0]; next; next = readIntegrityOutbox(attemptId)[0]) {
          if (!(await deliver(next))) {
            return;
          }
          dropOldestIntegrityEvent(attemptId);
        }
      } finally {
        flushing = false;
      }
    };
    const send = (type: IntegrityEventType) => {
      const now = Date.now();
      if (now - last.current < SAME_EVENT_MS) {
        return;
      }
      last.current = now;
      const event = { type, occurredAt: new Date(now).toISOString() };
      if (readIntegrityOutbox(attemptId).length > 0) {
        // Older events wait offline: this one goes after them.
        keepIntegrityEvent(attemptId, event);
        void flush();
        return;
      }
      void deliver(event).then((delivered) => {
        if (!delivered) {
          keepIntegrityEvent(attemptId, event);
        }
      });
    };
    const onOnline = () => void flush();
    const onBlur = () => {
      if (!paused.current) {
        send('FOCUS_LOST');
      }
    };
    const onFocus = () => {
      paused.current = false;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && !paused.current) {
        send('VISIBILITY_HIDDEN');
      }
    };
    const onFullscreen = () => {
      if (requireFullscreen && !document.fullscreenElement) {
        send('FULLSCREEN_EXIT');
      }
    };
    window.addEventListener('blur', onBlur);
    window.addEventListener('online', onOnline);
    void flush();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [attemptId, requireFullscreen, active, report]);

  return {
    pause: () => {
      paused.current = true;
    },
  };
}
