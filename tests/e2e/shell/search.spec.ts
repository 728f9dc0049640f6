/**
 * The menu search overlay in Chromium: the top-bar button and Ctrl+K / Cmd+K open it (the shortcut is
 * shown), a case-insensitive prefix of a menu name in the current language filters the leaf menus
 * (Chinese and English), arrow keys and Enter open a page, a click opens one, Esc closes.
 * Screenshots: the layout with tabs and the open overlay in both languages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enLayout from '../../../web/src/i18n/locales/en/layout.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, signedInPage, timeout, waitForPath } from '../system/browser-session';
import { expectAttribute, expectTabs, openFromSidebar, seedMenus } from './nav-helpers';

async function optionLabels(list: Locator): Promise<string[]> {
  return list.getByRole('option').evaluateAll((options) => options.map((option) => option.querySelector('p')?.textContent ?? ''));
}

async function waitForOptions(page: Page, list: Locator, expected: string[]): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: string[] = [];
  while (Date.now() < deadline) {
    last = await optionLabels(list);
    if (JSON.stringify(last) === JSON.stringify(expected)) {
      return;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`options are ${JSON.stringify(last)}, expected ${JSON.stringify(expected)}`);
}

describe('shell menu search', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
  });

  it('filters leaf menus by prefix in Chinese and English and opens the chosen page', async () => {
    assert.ok(app && browser);
    const session = await signedInPage(browser, app.baseUrl);
    context = session.context;
    const { page } = session;
    await openFromSidebar(page, seedMenus.system.zh, seedMenus.param.zh);
    await openFromSidebar(page, seedMenus.authority.zh, seedMenus.role.zh);
    await expectTabs(page, [zhMenu.home, zhMenu.param, zhMenu.role]);

    // Ctrl+K from anywhere (even from a field of the page).
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: zhLayout.search.title });
    const input = dialog.getByRole('combobox', { name: zhLayout.search.input });
    await input.waitFor({ timeout });
    const list = dialog.getByRole('listbox');
    await dialog.getByText(/Ctrl\+K/).waitFor({ timeout });
    await input.fill('用');
    await waitForOptions(page, list, [zhMenu.user]);
    // A prefix, not a substring: no leaf menu starts with "日志".
    await input.fill('日志');
    await dialog.getByText(zhLayout.search.empty).waitFor({ timeout });
    await input.fill('');
    await input.pressSequentially('参');
    await waitForOptions(page, list, [zhMenu.param]);
    await input.fill('');
    await saveScreenshot(page, 'shell/search-overlay-zh');
    await input.fill('用');
    await page.keyboard.press('Enter');
    await waitForPath(page, seedMenus.user.path);
    await dialog.waitFor({ state: 'detached', timeout });

    // Esc closes without navigating.
    await page.getByRole('button', { name: zhLayout.search.open }).click();
    await input.waitFor({ timeout });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout });
    assert.equal(new URL(page.url()).pathname, seedMenus.user.path);

    // English: Cmd+K opens too; case-insensitive prefix; arrow keys and a click.
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.keyboard.press('Meta+k');
    const enDialog = page.getByRole('dialog', { name: enLayout.search.title });
    const enInput = enDialog.getByRole('combobox', { name: enLayout.search.input });
    await enInput.waitFor({ timeout });
    const enList = enDialog.getByRole('listbox');
    await enInput.fill('pa');
    await waitForOptions(page, enList, [enMenu.param]);
    await enInput.fill('LOG');
    await waitForOptions(page, enList, []);
    await enInput.fill('ro');
    await waitForOptions(page, enList, [enMenu.role]);
    await enInput.fill('');
    await saveScreenshot(page, 'shell/search-overlay-en');
    await enInput.fill('u');
    await waitForOptions(page, enList, [enMenu.user]);
    await enList.getByRole('option', { name: new RegExp(enMenu.user) }).click();
    await enDialog.waitFor({ state: 'detached', timeout });
    await page.keyboard.press('Control+k');
    await enInput.fill('a');
    // Read the options once the list shows the new prefix's matches (right after typing it may still show the old ones).
    let first: string[] = [];
    for (const deadline = Date.now() + timeout; Date.now() < deadline; await page.waitForTimeout(100)) {
      first = await optionLabels(enList);
      if (first.length >= 2 && first.every((label) => label.toLowerCase().startsWith('a'))) {
        break;
      }
    }
    assert.ok(first.length >= 2, `several menus start with "a": ${JSON.stringify(first)}`);
    await page.keyboard.press('ArrowDown');
    await expectAttribute(enList.getByRole('option').nth(1), 'aria-selected', 'true');
    await page.keyboard.press('Enter');
    await enDialog.waitFor({ state: 'detached', timeout });
    await page.waitForFunction((title) => document.title.startsWith(title), first[1] ?? '', { timeout });
    await saveScreenshot(page, 'shell/layout-tabs-en');
    await chooseLanguage(page, enCommon.language.switch, zhCommon.language['zh-CN']);
  });
});
