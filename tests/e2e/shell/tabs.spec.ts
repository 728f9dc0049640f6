/**
 * The tab bar (SPEC §4) in Chromium: a tab per visited page, no duplicates, Home first without a close
 * button, closing the active tab activates the previous one, the context menu (right click) and the
 * dropdown with close others / close all / clear cache, keyboard use, labels that follow the language,
 * and tabs that survive a reload.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enLayout from '../../../web/src/i18n/locales/en/layout.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, interpolate, signedInPage, timeout, waitForPath } from '../system/browser-session';
import { expectAttribute, expectTabs, openFromSidebar, seedMenus } from './nav-helpers';

describe('shell tab bar', () => {
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

  it('opens, deduplicates, closes, keeps and translates tabs', async () => {
    assert.ok(app && browser);
    const session = await signedInPage(browser, app.baseUrl);
    context = session.context;
    const { page } = session;
    await expectTabs(page, [zhMenu.home]);
    const closeButton = (label: string) => page.getByRole('button', { name: interpolate(zhLayout.tabs.close, { label }) });
    assert.equal(await closeButton(zhMenu.home).count(), 0);

    await openFromSidebar(page, seedMenus.system.zh, seedMenus.user.zh);
    await waitForPath(page, seedMenus.user.path);
    await openFromSidebar(page, seedMenus.system.zh, seedMenus.param.zh);
    await openFromSidebar(page, seedMenus.authority.zh, seedMenus.role.zh);
    await openFromSidebar(page, seedMenus.system.zh, seedMenus.user.zh);
    await expectTabs(page, [zhMenu.home, zhMenu.user, zhMenu.param, zhMenu.role]);
    await expectAttribute(page.getByRole('tab', { name: zhMenu.user }), 'aria-selected', 'true');

    // Clicking a tab opens its page; closing the active tab activates the one before it.
    await page.getByRole('tab', { name: zhMenu.role }).click();
    await waitForPath(page, seedMenus.role.path);
    await closeButton(zhMenu.role).click();
    await waitForPath(page, seedMenus.param.path);
    await expectTabs(page, [zhMenu.home, zhMenu.user, zhMenu.param]);

    // Reload keeps the tabs.
    await page.reload();
    await expectTabs(page, [zhMenu.home, zhMenu.user, zhMenu.param]);
    await saveScreenshot(page, 'shell/tabs-zh');

    // Keyboard: arrows move between tabs, Enter opens, Delete closes.
    await page.getByRole('tab', { name: zhMenu.param }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await waitForPath(page, seedMenus.user.path);
    await expectAttribute(page.getByRole('tab', { name: zhMenu.user }), 'aria-selected', 'true');
    await page.keyboard.press('Delete');
    await expectTabs(page, [zhMenu.home, zhMenu.param]);
    await waitForPath(page, '/wel/index');

    // Context menu on a tab: clear cache (server and client), close others.
    await openFromSidebar(page, seedMenus.authority.zh, seedMenus.role.zh);
    await openFromSidebar(page, seedMenus.system.zh, seedMenus.user.zh);
    await expectTabs(page, [zhMenu.home, zhMenu.param, zhMenu.role, zhMenu.user]);
    await page.getByRole('tab', { name: zhMenu.role }).click({ button: 'right' });
    await waitForPath(page, seedMenus.role.path);
    await page.getByRole('menuitem', { name: zhLayout.tabs.clearCache }).click();
    await page.getByText(zhLayout.tabs.cacheCleared).waitFor({ timeout });
    await page.getByRole('tab', { name: zhMenu.role }).click({ button: 'right' });
    await saveScreenshot(page, 'shell/tabs-context-menu-zh');
    await page.getByRole('menuitem', { name: zhLayout.tabs.closeOthers }).click();
    await expectTabs(page, [zhMenu.home, zhMenu.role]);
    // The tab menu closes with a transition: the language menu opens only after it is gone.
    await page.getByRole('menu', { name: zhLayout.tabs.actions }).waitFor({ state: 'hidden', timeout });

    // Labels follow the language; the dropdown's close all goes home.
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await expectTabs(page, [enMenu.home, enMenu.role], enLayout.tabs.label);
    await page.getByRole('button', { name: enLayout.tabs.actions }).click();
    await page.getByRole('menuitem', { name: enLayout.tabs.closeAll }).click();
    await waitForPath(page, '/wel/index');
    await expectTabs(page, [enMenu.home], enLayout.tabs.label);
    await chooseLanguage(page, enCommon.language.switch, zhCommon.language['zh-CN']);
  });
});
