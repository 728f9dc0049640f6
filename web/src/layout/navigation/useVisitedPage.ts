import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { PageTab } from '../tabs/tab-list';
import { useLayoutContext } from '../useLayoutContext';
import { pageTitle } from './page-title';

/** What a page inside the layout says about itself: its label and how its tab is named. */
export interface VisitedPage {
  /** The label in the current language (undefined while unknown: nothing happens yet). */
  label: string | undefined;
  /** How the tab names the page; false for a page that is not a tab. */
  tab: Pick<PageTab, 'code' | 'name' | 'titleKey'> | false;
}

/**
 * After each navigation: sets the document title ("<page> - <app name>", in the current language) and
 * adds the page to the tab bar (no duplicates) unless it is flagged as not a tab. A page that replaces its own
 * URL (a choice kept in the query) updates its tab instead of opening another.
 */
export function useVisitedPage({ label, tab }: VisitedPage): void {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  const { openTab } = useLayoutContext();
  const appName = t('appName');
  const code = tab ? tab.code : undefined;
  const name = tab ? tab.name : undefined;
  const titleKey = tab ? tab.titleKey : undefined;
  const isTab = tab !== false;

  useEffect(() => {
    if (label !== undefined) {
      document.title = pageTitle(label, appName);
    }
  }, [label, appName, pathname, search]);

  useEffect(() => {
    if (label !== undefined && isTab) {
      openTab({ path: pathname, search, code, name, titleKey }, { replaced });
    }
  }, [label, isTab, pathname, search, code, name, titleKey, openTab, replaced]);
}
