import { useEffect } from 'react';

/** Sets the document title after each navigation to the page's own title. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) {
      document.title = title;
    }
  }, [title]);
}
