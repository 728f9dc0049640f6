import { useCallback, useEffect, useState } from 'react';
import { clockOffsetMs, remainingMs } from './server-clock';

/**
 * Time left until the server's deadline: deadlineAt - serverNow, where serverNow is the local clock plus
 * the offset learnt from the attempt and resynced from every saved answer. Ticks every half second.
 */
export function useServerCountdown(deadlineAt: string, initialServerNow: string, initialReceivedAt: number) {
  const [offset, setOffset] = useState(() => clockOffsetMs(initialServerNow, initialReceivedAt));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const resync = useCallback((serverNow: string, receivedAtMs: number) => setOffset(clockOffsetMs(serverNow, receivedAtMs)), []);
  return { remaining: remainingMs(deadlineAt, offset, now), resync };
}
