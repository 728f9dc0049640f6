import { useCallback, useEffect, useState } from 'react';

/** Whether the page is in full screen, and a way in (needs a click: browsers refuse it otherwise). */
export function useFullscreenState() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const enter = useCallback(() => {
    const element = document.documentElement;
    if (typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().catch(() => undefined);
    }
  }, []);
  return { active, enter };
}
