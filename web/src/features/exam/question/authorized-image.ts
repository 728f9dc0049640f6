import { readStoredToken } from '../../../shared/session/session-store';

const loaded = new Map<string, Promise<string | undefined>>();

/** Uploaded files (/api/...) are served to signed-in users only: an <img> cannot load them by URL alone. */
export function needsToken(src: string): boolean {
  return src.startsWith('/api/');
}

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
  try {
    const response = await fetch(new URL(src, window.location.origin), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !/^image\/(png|jpeg|gif|webp)$/.test(type)) {
      return undefined;
    }
    return await dataUrlOf(await response.blob());
  } catch {
    return undefined;
  }
}

/**
 * What an <img> can show for a stored image source: external links as they are; this site's file links
 * fetched once with the session's token and shown as a data: URL (the content security policy allows
 * data: images). The stored HTML keeps the /api/ link.
 */
export function displayableImageSrc(src: string): Promise<string | undefined> {
  if (!needsToken(src)) {
    return Promise.resolve(src);
  }
  let pending = loaded.get(src);
  if (!pending) {
    pending = loadWithToken(src);
    loaded.set(src, pending);
  }
  return pending;
}

/** Shows every /api/ image under `root` through displayableImageSrc (the attribute data-src keeps the link). */
export function resolveImagesIn(root: HTMLElement | null): void {
  if (!root) {
    return;
  }
  root.querySelectorAll<HTMLImageElement>('img[src^="/api/"]').forEach((image) => {
    const src = image.getAttribute('src') ?? '';
    image.setAttribute('data-src', src);
    image.removeAttribute('src');
    void displayableImageSrc(src).then((url) => {
      if (url) {
        image.src = url;
      }
    });
  });
}
