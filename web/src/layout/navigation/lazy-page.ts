import { createElement, lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How long a page's code may take to load before it counts as failed (SPEC §9: 120 s). */
export const chunkLoadTimeoutMs = 120_000;

/** A page's code could not be loaded (the import failed or took longer than the timeout). */
export class ChunkLoadError extends Error {
  readonly reason: 'failed' | 'timeout';

  constructor(reason: 'failed' | 'timeout', cause?: unknown) {
    super(reason === 'timeout' ? 'Loading the page timed out' : 'Loading the page failed', { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

type PageModule = { default: ComponentType };

/** Rejects with ChunkLoadError when `load` rejects or does not settle within `timeoutMs`. */
export function loadWithTimeout(load: () => Promise<PageModule>, timeoutMs: number): Promise<PageModule> {
  return new Promise<PageModule>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', error));
      },
    );
  });
}

/** A lazily loaded page that can load its code again after a failure, or start loading it before it renders. */
export type RetryablePage = ComponentType & { retry(): void; preload(): void };

/**
 * Like React.lazy, but a failed or timed-out import rejects with ChunkLoadError and `retry()` starts
 * a fresh import (React.lazy keeps a rejected import forever). ChunkErrorBoundary calls `retry()`.
 */
export function lazyPage(load: () => Promise<PageModule>, timeoutMs: number = chunkLoadTimeoutMs): RetryablePage {
  const create = (): LazyExoticComponent<ComponentType> => reactLazy(() => loadWithTimeout(load, timeoutMs));
  let current = create();
  const Page = () => createElement(current);
  return Object.assign(Page, {
    retry: () => {
      current = create();
    },
    // The module loader caches the import: the render after this finds the code there (or loading).
    preload: () => {
      load().catch(() => undefined);
    },
  });
}

export function isRetryablePage(component: unknown): component is RetryablePage {
  return typeof component === 'function' && typeof (component as Partial<RetryablePage>).retry === 'function';
}
