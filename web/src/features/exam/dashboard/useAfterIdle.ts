import { useEffect, useState } from 'react';

/** How long a chart waits at most for an idle moment (a busy page still gets its charts). */
export const idleTimeoutMs = 1500;

/**
 * False on the first render, true once the browser has had an idle moment after it (requestIdleCallback; where
 * that is missing, the next task): what waits for it starts after the page painted what it has.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: idleTimeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
