import { useSyncExternalStore } from 'react';

/** Screen-size class from the window width (SPEC §2): >=1200 -> 3, >=992 -> 2, >=768 -> 1, else 0. */
export type ScreenSize = 0 | 1 | 2 | 3;

export function screenSizeOf(width: number): ScreenSize {
  if (width >= 1200) {
    return 3;
  }
  if (width >= 992) {
    return 2;
  }
  if (width >= 768) {
    return 1;
  }
  return 0;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** The current screen-size class; follows window resizes. */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(
    subscribe,
    () => screenSizeOf(window.innerWidth),
    () => 3,
  );
}

/** Sidebar width for a screen class (SPEC §9: 250, 300 on wide screens). */
export function sidebarWidthOf(size: ScreenSize): number {
  return size >= 3 ? 300 : 250;
}

/** Width of the sidebar collapsed to icons. */
export const collapsedSidebarWidth = 64;
