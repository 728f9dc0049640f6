import { useEffect, useState } from 'react';
import { displayableImageSrc, needsToken } from '../files/authorized-file';

/**
 * An avatar URL an <img> can show: external links as they are, this site's authenticated file links
 * through displayableImageSrc (fetched once with the session's token, shown as a data: URL). Undefined
 * while loading or failed.
 */
export function useAvatarSrc(src: string | null | undefined): string | undefined {
  const [resolved, setResolved] = useState<{ src: string; url: string | undefined } | undefined>(undefined);
  useEffect(() => {
    if (!src || !needsToken(src)) {
      return;
    }
    let current = true;
    void displayableImageSrc(src).then((url) => {
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
