/**
 * Login and the admin layout in Chromium, against the built app with demo data:
 * Chinese login page -> sign in as 000000 / admin / admin -> layout with the server's menu ->
 * English -> Chinese -> log out; and a wrong password that keeps the visitor on /login.
 * Texts come from the web's locale files, so the spec follows the translations.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enHome from '../../../web/src/i18n/locales/en/home.json';
import enLayout from '../../../web/src/i18n/locales/en/layout.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhErrors from '../../../web/src/i18n/locales/zh-CN/errors.json';
import zhHome from '../../../web/src/i18n/locales/zh-CN/home.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { fieldLabel, timeout, waitForTitle } from '../system/browser-session';

/** The home page's welcome heading, whatever the user's name. */
function welcomeHeading(template: string): RegExp {
  return new RegExp(`^${template.split('{{name}}')[0] ?? ''}`);
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

async function fillLogin(page: Page, account: string, password: string): Promise<void> {
  const tenant = page.getByLabel(fieldLabel(zhAuth.login.fields.tenantId));
  await tenant.waitFor({ timeout });
  assert.equal(await tenant.inputValue(), '000000', 'the tenant id defaults to clientConfig.defaultTenantId');
  await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill(account);
  await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill(password);
  await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
}

async function chooseLanguage(page: Page, switchLabel: string, option: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^${switchLabel}: `) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: option, exact: true }).click();
}

describe('login and the admin layout', () => {
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

  async function openPage(): Promise<{ page: Page; pageErrors: string[] }> {
    if (!browser) {
      throw new Error('the browser did not start');
    }
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return { page, pageErrors };
  }

  it('signs in as the platform administrator, switches language and logs out', async () => {
    assert.ok(app);
    const { page, pageErrors } = await openPage();

    await page.goto(app.baseUrl);
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: zhAuth.login.heading }).waitFor({ timeout });
    assert.equal(await page.title(), zhAuth.login.title);
    await page.getByText(zhAuth.login.info).waitFor({ timeout });
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    await saveScreenshot(page, 'auth/login-zh');

    await fillLogin(page, 'admin', 'admin');
    await waitForPath(page, '/wel/index');
    const sidebar = page.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    await sidebar.getByRole('link', { name: zhMenu.home, exact: true }).waitFor({ timeout });
    await page.getByRole('button', { name: zhLayout.header.toggleSidebar }).waitFor({ timeout });
    await waitForTitle(page, `${zhMenu.home} - `);
    const stored = await page.evaluate(() => ({
      token: window.localStorage.getItem('saber-token'),
      userInfo: window.localStorage.getItem('saber-userInfo'),
    }));
    assert.ok(stored.token, 'the access token is stored');
    const tokenEntry = JSON.parse(stored.token) as { content: string; datetime: number };
    assert.ok(tokenEntry.content.length > 20 && tokenEntry.datetime > 0, 'the token is stored with its datetime');
    assert.ok(stored.userInfo, 'the user info is stored');
    await page.getByRole('heading', { name: welcomeHeading(zhHome.welcome) }).waitFor({ timeout });
    await saveScreenshot(page, 'auth/layout-zh');

    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    const englishSidebar = page.getByRole('navigation', { name: enLayout.sidebar.navigation });
    await englishSidebar.getByRole('link', { name: enMenu.home, exact: true }).waitFor({ timeout });
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await page.getByRole('heading', { name: welcomeHeading(enHome.welcome) }).waitFor({ timeout });
    await saveScreenshot(page, 'auth/layout-en');

    await page.reload();
    await englishSidebar.getByRole('link', { name: enMenu.home, exact: true }).waitFor({ timeout });

    await chooseLanguage(page, enCommon.language.switch, zhCommon.language['zh-CN']);
    await sidebar.getByRole('link', { name: zhMenu.home, exact: true }).waitFor({ timeout });
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');

    await page.getByRole('button', { name: new RegExp(`^${zhLayout.header.userMenu}`) }).click();
    await page.getByRole('menuitem', { name: zhLayout.header.logout }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: zhAuth.login.heading }).waitFor({ timeout });
    const afterLogout = await page.evaluate(() => ({
      token: window.localStorage.getItem('saber-token'),
      refreshToken: window.localStorage.getItem('saber-refreshToken'),
      userInfo: window.localStorage.getItem('saber-userInfo'),
    }));
    assert.deepEqual(afterLogout, { token: null, refreshToken: null, userInfo: null });

    assert.deepEqual(pageErrors, []);
  });

  it('a wrong password shows the error and stays on /login', async () => {
    assert.ok(app);
    const { page, pageErrors } = await openPage();
    await page.goto(`${app.baseUrl}/login`);
    await fillLogin(page, 'admin', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: zhAuth.login.failed });
    await alert.waitFor({ timeout });
    const text = (await alert.textContent()) ?? '';
    assert.ok(text.includes(zhErrors.BAD_CREDENTIALS), `expected "${zhErrors.BAD_CREDENTIALS}" in "${text}"`);
    await saveScreenshot(page, 'auth/login-error-zh');
    assert.equal(pathOf(page), '/login');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('saber-token')), null);
    assert.deepEqual(pageErrors, []);
  });
});
