import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { ReportIntegrityEventDocument, type IntegrityEventType, type ReportIntegrityEventMutation } from '../../../generated/graphql';

export type IntegrityResult = ReportIntegrityEventMutation['reportIntegrityEvent'];

/** Blur and "hidden" of one switch to another window arrive together: one report per this many ms. */
const SAME_EVENT_MS = 1500;

/**
 * Reports leaving the exam window (blur, page hidden) and, when the exam asks for full screen, leaving full
 * screen. The server applies the policy; `onResult` shows its reaction. `pause()` ignores the next blur
 * (the file chooser takes the focus) until the window has the focus again.
 */
export function useIntegrityMonitor(attemptId: string, requireFullscreen: boolean, active: boolean, onResult: (result: IntegrityResult) => void) {
  const [report] = useMutation(ReportIntegrityEventDocument, { context: { skipErrorNotification: true } });
  const last = useRef(0);
  const paused = useRef(false);
  const latest = useRef(onResult);
  latest.current = onResult;

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const send = (type: IntegrityEventType, detail?: string) => {
      const now = Date.now();
      if (now - last.current < SAME_EVENT_MS) {
        return;
      }
      last.current = now;
      report({ variables: { attemptId, type, occurredAt: new Date(now).toISOString(), detail } })
        .then(({ data }) => {
          if (data) {
            latest.current(data.reportIntegrityEvent);
          }
        })
        .catch(() => undefined);
    };
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
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('blur', onBlur);
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
