/**
 * Routes and navigation rules of the admin shell (SPEC §2) in Chromium against the built app:
 * `/` -> Home tab; unknown path -> 404; a logged-out deep link -> login -> back; /login while signed in
 * -> home; an emptied stored token -> local logout; the page title in Chinese and English; an http
 * menu opens in the embedded-page route (a tab) and an isOpen 2 link in a new window; a page whose
 * code fails to load shows the error with a Retry that loads it; the progress bar while loading.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enLayout from '../../../web/src/i18n/locales/en/layout.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, signedInPage, timeout, waitForPath } from '../system/browser-session';
import { addMenu, expectAttribute, expectTabs, expectTitle, openFromSidebar, seedMenus, sidebar } from './nav-helpers';

describe('shell navigation rules', () => {
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

  function running(): { baseUrl: string; browser: Browser } {
    assert.ok(app && browser);
    return { baseUrl: app.baseUrl, browser };
  }

  it('sends a logged-out deep link through login and back, with the page title', async () => {
    const { baseUrl, browser: chromium } = running();
    const context = await chromium.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${seedMenus.param.path}`);
    await waitForPath(page, '/login');
    await expectTitle(page, zhAuth.login.title);
    await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill('admin');
    await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill('admin');
    await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
    await waitForPath(page, seedMenus.param.path);
    await page.getByRole('heading', { name: zhMenu.param, exact: true }).first().waitFor({ timeout });
    await expectTitle(page, `${zhMenu.param} - ${zhCommon.appName}`);
    await expectTabs(page, [zhMenu.home, zhMenu.param]);

    // Signed in: /login goes home, / goes to /wel/index with Home as the first tab.
    await page.goto(`${baseUrl}/login`);
    await waitForPath(page, '/wel/index');
    await page.goto(`${baseUrl}/`);
    await waitForPath(page, '/wel/index');
    await expectTitle(page, `${zhMenu.home} - ${zhCommon.appName}`);
    await expectTabs(page, [zhMenu.home, zhMenu.param]);
    await expectAttribute(page.getByRole('tab', { name: zhMenu.home }), 'aria-selected', 'true');

    // Unknown paths -> /404.
    await page.goto(`${baseUrl}/no/such/page`);
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: zhCommon.status['404'].heading }).waitFor({ timeout });

    // The title follows the language and each navigation.
    await page.goto(`${baseUrl}/wel/index`);
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await expectTitle(page, `${enMenu.home} - ${enCommon.appName}`);
    await openFromSidebar(page, enMenu.system, enMenu.user, enLayout.sidebar.navigation);
    await waitForPath(page, seedMenus.user.path);
    await expectTitle(page, `${enMenu.user} - ${enCommon.appName}`);
    await chooseLanguage(page, enCommon.language.switch, zhCommon.language['zh-CN']);
    await expectTitle(page, `${zhMenu.user} - ${zhCommon.appName}`);

    // An emptied stored token logs out locally on the next navigation.
    await page.evaluate(() =>
      window.localStorage.setItem('saber-token', JSON.stringify({ dataType: 'string', content: '', datetime: Date.now() })),
    );
    await sidebar(page).getByRole('link', { name: zhMenu.param, exact: true }).click();
    await waitForPath(page, '/login');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('saber-userInfo')), null);
  });

  it('opens an http menu in the embedded-page route (a tab) and an isOpen 2 link in a new window', async () => {
    const { baseUrl, browser: chromium } = running();
    const { context, page } = await signedInPage(chromium, baseUrl);
    contexts.push(context);
    const embeddedSrc = `${baseUrl}/favicon.svg?from=menu`;
    await addMenu(page, baseUrl, { name: '帮助文档', code: 'e2e_help', path: embeddedSrc, sort: 90 });
    await addMenu(page, baseUrl, { name: '外部站点', code: 'e2e_site', path: `${baseUrl}/health/ready`, isOpen: 2, sort: 91 });
    await page.reload();
    const external = sidebar(page).getByRole('link', { name: /外部站点/ });
    await expectAttribute(external, 'target', '_blank');
    await expectAttribute(external, 'href', `${baseUrl}/health/ready`);

    await sidebar(page).getByRole('link', { name: '帮助文档', exact: true }).click();
    await waitForPath(page, '/myiframe/urlPath');
    const frame = page.locator('iframe[title="帮助文档"]');
    await frame.waitFor({ timeout });
    assert.equal(await frame.getAttribute('src'), embeddedSrc);
    await expectTitle(page, `帮助文档 - ${zhCommon.appName}`);
    await expectTabs(page, [zhMenu.home, '帮助文档']);
    await saveScreenshot(page, 'shell/navigation-iframe-zh');
  });

  it('shows a chunk-load failure with a Retry that loads the page, and the progress bar while loading', async () => {
    const { baseUrl, browser: chromium } = running();
    const { context, page } = await signedInPage(chromium, baseUrl);
    contexts.push(context);
    const chunk = /\/assets\/ParamPage-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort('failed'));
    await openFromSidebar(page, seedMenus.system.zh, zhMenu.param);
    await waitForPath(page, seedMenus.param.path);
    const alert = page.getByRole('alert').filter({ hasText: zhLayout.chunk.title });
    await alert.waitFor({ timeout });
    assert.match((await alert.textContent()) ?? '', new RegExp(zhLayout.chunk.failed));
    await saveScreenshot(page, 'shell/navigation-chunk-error-zh');

    // The retry loads the code again; slowed down, the progress bar shows meanwhile.
    await page.unroute(chunk);
    await page.route(chunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await alert.getByRole('button', { name: zhLayout.chunk.retry }).click();
    await page.getByRole('progressbar', { name: zhLayout.progress.label }).waitFor({ timeout });
    await page.getByRole('heading', { name: zhMenu.param, exact: true }).first().waitFor({ timeout });
    await page.getByRole('progressbar', { name: zhLayout.progress.label }).waitFor({ state: 'detached', timeout });
  });
});
