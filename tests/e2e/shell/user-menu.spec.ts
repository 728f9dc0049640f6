/**
 * The avatar/user-name dropdown in Chromium (item 2, user part): dashboard, personal info, switch
 * department/role (only in switch mode) and logout, in Chinese and English; without switch mode
 * (SWITCH_MODE=false on the server) the switch entry is absent.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enHome from '../../../web/src/i18n/locales/en/home.json';
import enInfo from '../../../web/src/i18n/locales/en/info.json';
import enLayout from '../../../web/src/i18n/locales/en/layout.json';
import enSwitch from '../../../web/src/i18n/locales/en/switchRole.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhHome from '../../../web/src/i18n/locales/zh-CN/home.json';
import zhInfo from '../../../web/src/i18n/locales/zh-CN/info.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhSwitch from '../../../web/src/i18n/locales/zh-CN/switchRole.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, timeout, waitForPath } from '../system/browser-session';
import { demoTenant, openUserMenu, signInAs } from './user-steps';

describe('user menu', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await app?.stop();
  });

  it('links to the dashboard and personal info, offers switching and logs out', async () => {
    assert.ok(app && browser);
    const { context, page, pageErrors } = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(context);
    await page.getByRole('button', { name: `${zhLayout.header.userMenu}: 李明`, exact: true }).waitFor({ timeout });
    // The switch entry shows once the server's clientConfig (switch mode on) has arrived.
    await page.waitForLoadState('networkidle');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: zhSwitch.menu, exact: true }).waitFor({ timeout });
    assert.deepEqual(await page.getByRole('menuitem').allTextContents(), [
      zhHome.dashboard.menu,
      zhInfo.menu,
      zhSwitch.menu,
      zhLayout.header.logout,
    ]);
    await saveScreenshot(page, 'shell/user-menu-zh');
    await page.getByRole('menuitem', { name: zhHome.dashboard.menu, exact: true }).click();
    // Seen once in CI (slow machine): the click left the page at its path. Record what was shown and try once more.
    if (
      !(await page
        .waitForURL((url) => url.pathname === '/wel/dashboard', { timeout: 5000 })
        .then(
          () => true,
          () => false,
        ))
    ) {
      await saveScreenshot(page, 'shell/user-menu-dashboard-retry');
      console.warn(`user menu: still at ${page.url()} after choosing the dashboard; retrying`);
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: zhHome.dashboard.menu, exact: true }).click();
    }
    await waitForPath(page, '/wel/dashboard');
    await page.getByRole('heading', { name: zhHome.dashboard.title, exact: true }).waitFor({ timeout });

    // Keyboard: the menu opens and its entries are reachable with the arrow keys.
    await page.getByRole('button', { name: `${zhLayout.header.userMenu}: 李明`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ timeout });
    // Arrow down until the info entry has the focus (the menu may or may not focus its first entry on opening).
    const info = page.getByRole('menuitem', { name: zhInfo.menu, exact: true });
    for (let step = 0; step < 6 && !(await info.evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    assert.equal(await info.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/info/index');

    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await openUserMenu(page);
    assert.deepEqual(await page.getByRole('menuitem').allTextContents(), [
      enHome.dashboard.menu,
      enInfo.menu,
      enSwitch.menu,
      enLayout.header.logout,
    ]);
    await page.getByRole('menuitem', { name: enLayout.header.logout, exact: true }).click();
    await waitForPath(page, '/login');
    assert.deepEqual(pageErrors, []);
  });

  it('has no switch entry without switch mode', async () => {
    assert.ok(browser);
    const noSwitch = await startApp({ env: { SWITCH_MODE: 'false' } });
    try {
      const { context, page } = await signInAs(browser, noSwitch.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
      contexts.push(context);
      await page.waitForLoadState('networkidle');
      await openUserMenu(page);
      assert.deepEqual(await page.getByRole('menuitem').allTextContents(), [zhHome.dashboard.menu, zhInfo.menu, zhLayout.header.logout]);
      await page.keyboard.press('Escape');
      await context.close();
    } finally {
      await noSwitch.stop();
    }
  });
});
