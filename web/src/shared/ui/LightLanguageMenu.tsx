import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton';

// The menu (Mantine's Menu, Popover and floating-ui) loads when the visitor heads for the button, not with the
// page: the pages before sign-in show this (CONTRIBUTING.md, before sign-in), the admin layout LanguageMenu itself.
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));
const preloadMenu = () => void loadMenu();

/** LanguageMenu, same button, same menu, whose menu code loads on the first pointer, focus or click. */
export function LightLanguageMenu({ variant = 'subtle' }: { variant?: 'subtle' | 'default' }) {
  const [wanted, setWanted] = useState(false);
  const button = <LanguageButton variant={variant} onPointerEnter={preloadMenu} onFocus={preloadMenu} onClick={() => setWanted(true)} />;
  if (!wanted) {
    return button;
  }
  return (
    <Suspense fallback={button}>
      <LanguageMenu variant={variant} defaultOpened />
    </Suspense>
  );
}
