import { useEffect, useState } from 'react';
import { readStoredToken } from '../session/session-store';

const loaded = new Map<string, Promise<string | undefined>>();

/** Uploaded files are served to signed-in users only, so an <img> cannot load them by URL alone. */
function needsToken(src: string): boolean {
  return src.startsWith('/api/');
}

/** A data: URL of the blob (the page's content security policy allows data: images, not blob:). */
function dataUrlOf(blob: Blob): Promise<string | undefined> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
    reader.onerror = () => resolve(undefined);
    reader.readAsDataURL(blob);
  });
}

async function loadWithToken(src: string): Promise<string | undefined> {
  const token = readStoredToken();
  const response = await fetch(new URL(src, window.location.origin), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !/^image\/(png|jpeg)$/.test(type)) {
    return undefined;
  }
  return dataUrlOf(await response.blob());
}

/**
 * An avatar URL an <img> can show: external links as they are, this site's authenticated file links
 * fetched once with the session's token (png/jpeg only) and shown as a data: URL. Undefined while
 * loading or failed.
 */
export function useAvatarSrc(src: string | null | undefined): string | undefined {
  const [resolved, setResolved] = useState<{ src: string; url: string | undefined } | undefined>(undefined);
  useEffect(() => {
    if (!src || !needsToken(src)) {
      return;
    }
    let current = true;
    let pending = loaded.get(src);
    if (!pending) {
      pending = loadWithToken(src).catch(() => undefined);
      loaded.set(src, pending);
    }
    void pending.then((url) => {
      if (url === undefined) {
        loaded.delete(src);
      }
      if (current) {
        setResolved({ src, url });
      }
    });
    return () => {
      current = false;
    };
  }, [src]);
  if (!src) {
    return undefined;
  }
  if (!needsToken(src)) {
    return src;
  }
  return resolved?.src === src ? resolved.url : undefined;
}
