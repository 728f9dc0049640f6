import { useIdle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLockScreen, useLockState } from './useLock';

/** Pointer, keyboard, touch and scroll activity reset the idle timer. */
const activityEvents: (keyof DocumentEventMap)[] = ['keydown', 'mousemove', 'mousedown', 'pointerdown', 'touchstart', 'wheel', 'scroll'];

/** A day: the timer value used while auto-lock is off (useIdle needs some timeout). */
const disabledTimeoutMs = 24 * 60 * 60 * 1000;

/** Locks the screen after the configured idle minutes without activity (0 = off). */
export function useIdleLock(): void {
  const { idleMinutes, locked } = useLockState();
  const lockScreen = useLockScreen();
  const enabled = idleMinutes > 0 && !locked;
  const idle = useIdle(enabled ? idleMinutes * 60_000 : disabledTimeoutMs, { events: activityEvents, initialState: false });
  useEffect(() => {
    if (enabled && idle) {
      lockScreen();
    }
  }, [enabled, idle, lockScreen]);
}
