import { Progress } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pendingProgress, startProgress, subscribeProgress } from './progress-store';

const tickMs = 200;
const hideDelayMs = 300;

/** Counts every navigation as work that ends once the new page has rendered. */
function useNavigationWork(): void {
  const { key } = useLocation();
  useEffect(() => {
    const done = startProgress();
    const timer = setTimeout(done, 0);
    return () => {
      clearTimeout(timer);
      done();
    };
  }, [key]);
}

/**
 * A slim bar at the top of the window while a navigation or a page's code is loading (SPEC §2),
 * like Saber's nprogress: creeps towards 90 %, jumps to 100 % when done, then hides.
 */
export function NavigationProgress() {
  const { t } = useTranslation('layout');
  useNavigationWork();
  const busy = useSyncExternalStore(subscribeProgress, () => pendingProgress() > 0);
  const [value, setValue] = useState(0);
  const [visible, setVisible] = useState(false);
  const wasBusy = useRef(false);

  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      setVisible(true);
      setValue((current) => (current > 0 && current < 100 ? current : 10));
      const timer = setInterval(() => setValue((current) => Math.min(90, current + (90 - current) * 0.2)), tickMs);
      return () => clearInterval(timer);
    }
    if (!wasBusy.current) {
      return undefined;
    }
    wasBusy.current = false;
    setValue(100);
    const timer = setTimeout(() => {
      setVisible(false);
      setValue(0);
    }, hideDelayMs);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) {
    return null;
  }
  return (
    <Progress.Root
      size={3}
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000, background: 'transparent' }}
      transitionDuration={tickMs}
      data-testid="navigation-progress"
    >
      <Progress.Section value={Math.round(value)} aria-label={t('progress.label')} />
    </Progress.Root>
  );
}
