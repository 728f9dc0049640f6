/**
 * Shared steps of the system-page browser specs: sign in as the seeded platform administrator, open a
 * page, find rows and form fields by their visible texts (from the web's locale files).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';

export const timeout = 15_000;

/** `text` with the characters that mean something in a regular expression escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A field label exactly, ignoring Mantine's required asterisk. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
}

export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** The table rows (within `scope`) whose cells include `text` exactly. */
export function rowWith(scope: Page | Locator, text: string): Locator {
  return scope.locator('tbody tr').filter({ has: scope.getByRole('cell', { name: text, exact: true }) });
}

/** Picks a language from the top-bar menu (named "<switchLabel>: <current language>") and waits for the menu to close. */
export async function chooseLanguage(page: Page, switchLabel: string, option: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^${switchLabel}: `) })
    .first()
    .click();
  // The language menu is named after its button; another menu still closing on the page is not this one.
  const menu = page.getByRole('menu', { name: new RegExp(`^${switchLabel}: `) });
  await menu.getByRole('menuitem', { name: option, exact: true }).click();
  await menu.waitFor({ state: 'hidden', timeout });
}

/** A zh-CN browser page signed in as 000000 / admin / admin, collecting page errors. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill('admin');
  await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill('admin');
  await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
  await waitForPath(page, '/wel/index');
  return { context, page, pageErrors };
}

/** Opens a path inside the layout and waits for its heading. */
/**
 * A full page load (HTML, entry code, the session's reads, the page's code and strings) gets twice a step's wait: on a
 * loaded CI machine the exam story's first page (a cold app, two sessions at once) once stayed on its loader past 15 s.
 */
export const pageLoadTimeout = 2 * timeout;

export async function openPage(page: Page, baseUrl: string, pathname: string, heading: string): Promise<void> {
  await page.goto(`${baseUrl}${pathname}`);
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor({ timeout: pageLoadTimeout });
}

/** Waits until the document title starts with `prefix` (it is set after the page's own data arrived). */
export async function waitForTitle(page: Page, prefix: string): Promise<void> {
  await page.waitForFunction((expected) => document.title.startsWith(expected), prefix, { timeout });
}

/**
 * A row's action: its labelled button, or (after the third action) the item of the row's "More" menu,
 * which is opened here (a menu left open by an earlier call is closed first).
 */
export async function rowAction(row: Locator, name: string): Promise<Locator> {
  // count() does not wait: the row (and with it its buttons) must be there first.
  await row.waitFor({ timeout });
  const button = row.getByRole('button', { name, exact: true });
  if ((await button.count()) > 0) {
    return button;
  }
  const page = row.page();
  const menu = page.getByRole('menu');
  if ((await menu.count()) > 0) {
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout });
  }
  await row.getByRole('button', { name: new RegExp(`^(${zhCrud.row.more}|${enCrud.row.more})$`) }).click();
  const item = page.getByRole('menuitem', { name, exact: true });
  await item.waitFor({ timeout });
  return item;
}

/** Clicks a row's action (see rowAction). */
export async function clickRowAction(row: Locator, name: string): Promise<void> {
  await (await rowAction(row, name)).click();
}
