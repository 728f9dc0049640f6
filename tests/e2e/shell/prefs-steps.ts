/**
 * Steps shared by the shell preference specs (lock, theme, error log, language, a11y): a signed-in
 * page in either language, stored settings written the way the web's storage.ts writes them, and
 * computed colours of the top bar and sidebar.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import { chooseLanguage, signedInPage, timeout } from '../system/browser-session';

export type Language = 'zh-CN' | 'en';

/** A signed-in admin page (000000 / admin / admin) showing `language`. */
export async function signedInIn(
  browser: Browser,
  baseUrl: string,
  language: Language,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const session = await signedInPage(browser, baseUrl);
  if (language === 'en') {
    await chooseLanguage(session.page, zhCommon.language.switch, enCommon.language.en);
    await session.page.locator('html[lang="en"]').waitFor({ state: 'attached', timeout });
  }
  return session;
}

/** Writes a setting as storage.ts does: `saber-<name>` = {dataType, content, datetime}. */
export async function storeSetting(page: Page, name: string, content: unknown, kind: 'local' | 'session' = 'local'): Promise<void> {
  await page.evaluate(
    ({ key, value, storage }) => {
      const entry = { dataType: Array.isArray(value) ? 'array' : typeof value, content: value, datetime: Date.now() };
      (storage === 'local' ? window.localStorage : window.sessionStorage).setItem(key, JSON.stringify(entry));
    },
    { key: `saber-${name}`, value: content, storage: kind },
  );
}

/** The content of a stored setting (undefined when missing). */
export async function readSetting(page: Page, name: string): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as { content: unknown }).content;
  }, `saber-${name}`);
}

export interface ShellColours {
  header: string;
  headerText: string;
  navbar: string;
  navbarText: string;
  activeItem: string;
  scheme: string | null;
}

/** Computed backgrounds and text colours of the top bar, the sidebar and its active item. */
export async function shellColours(page: Page): Promise<ShellColours> {
  return page.evaluate(() => {
    const background = (element: Element | null): string => {
      if (!element) {
        return '';
      }
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.backgroundImage}`;
    };
    const header = document.querySelector('.mantine-AppShell-header');
    const navbar = document.querySelector('.mantine-AppShell-navbar');
    const active = document.querySelector('.mantine-AppShell-navbar .mantine-NavLink-root[data-active]');
    return {
      header: background(header),
      headerText: header ? getComputedStyle(header).color : '',
      navbar: background(navbar),
      navbarText: navbar ? getComputedStyle(navbar).color : '',
      activeItem: active ? `${background(active)} ${getComputedStyle(active).color}` : '',
      scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    };
  });
}
