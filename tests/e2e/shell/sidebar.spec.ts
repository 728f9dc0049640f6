/**
 * Sidebar and top menu of the admin shell in Chromium: logo and app name; one branch open at a time;
 * 300 px wide on wide screens and 250 px below 1200; collapse to icons (tooltips), persisted across a
 * reload; below 768 px a drawer closed at first and closed after navigating; a top menu created as
 * platform administrator switches the sidebar to its menus, persisted, and "all menus" brings the
 * whole tree back (Chinese and English).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enLayout from '../../../web/src/i18n/locales/en/layout.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, interpolate, signedInPage, timeout, waitForPath } from '../system/browser-session';
import { expectAttribute, graphqlAsUser, seedMenus, sidebar } from './nav-helpers';

async function navbarWidth(page: Page): Promise<number> {
  const box = await page.locator('nav.mantine-AppShell-navbar, .mantine-AppShell-navbar').first().boundingBox();
  return Math.round(box?.width ?? 0);
}

describe('shell sidebar and top menu', () => {
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

  async function adminPage(): Promise<{ page: Page; baseUrl: string }> {
    assert.ok(app && browser);
    const { context, page } = await signedInPage(browser, app.baseUrl);
    contexts.push(context);
    return { page, baseUrl: app.baseUrl };
  }

  it('shows the logo, keeps one branch open, sizes 300/250 and collapses to icons across a reload', async () => {
    const { page } = await adminPage();
    const nav = sidebar(page);
    await page.locator('[data-sidebar-logo]').getByRole('heading', { name: zhCommon.appName }).waitFor({ timeout });
    assert.equal(await navbarWidth(page), 300);

    const system = nav.getByRole('button', { name: seedMenus.system.zh, exact: true });
    const authority = nav.getByRole('button', { name: seedMenus.authority.zh, exact: true });
    await system.click();
    await nav.getByRole('link', { name: seedMenus.user.zh, exact: true }).waitFor({ timeout });
    await expectAttribute(system, 'aria-expanded', 'true');
    await authority.click();
    await nav.getByRole('link', { name: seedMenus.role.zh, exact: true }).waitFor({ timeout });
    await expectAttribute(authority, 'aria-expanded', 'true');
    await expectAttribute(system, 'aria-expanded', 'false');
    await nav.getByRole('link', { name: seedMenus.role.zh, exact: true }).click();
    await waitForPath(page, seedMenus.role.path);
    await expectAttribute(nav.getByRole('link', { name: seedMenus.role.zh, exact: true }), 'aria-current', 'page');

    await page.setViewportSize({ width: 1100, height: 800 });
    await page.waitForFunction(() => document.querySelector('[data-screen-size]')?.getAttribute('data-screen-size') === '2');
    await page.waitForFunction(() => document.querySelector('.mantine-AppShell-navbar')?.getBoundingClientRect().width === 250, undefined, {
      timeout,
    });

    // Collapse to icons: names on the icons, a tooltip on hover; persisted across a reload.
    const toggle = page.getByRole('button', { name: zhLayout.header.toggleSidebar });
    await toggle.click();
    await expectAttribute(toggle, 'aria-expanded', 'false');
    await page.waitForFunction(
      () => (document.querySelector('.mantine-AppShell-navbar')?.getBoundingClientRect().width ?? 999) < 100,
      undefined,
      { timeout },
    );
    await page.reload();
    await sidebar(page).getByRole('link', { name: zhMenu.home, exact: true }).hover();
    await page.getByRole('tooltip', { name: zhMenu.home }).waitFor({ timeout });
    await expectAttribute(page.getByRole('button', { name: zhLayout.header.toggleSidebar }), 'aria-expanded', 'false');
    await sidebar(page).getByRole('button', { name: seedMenus.system.zh, exact: true }).click();
    await page.getByRole('menuitem', { name: seedMenus.param.zh }).click();
    await waitForPath(page, seedMenus.param.path);
    await saveScreenshot(page, 'shell/sidebar-collapsed-zh');
    await page.getByRole('button', { name: zhLayout.header.toggleSidebar }).click();
    await sidebar(page).getByRole('link', { name: seedMenus.param.zh, exact: true }).waitFor({ timeout });
  });

  it('below 768 px shows the menu in a drawer that closes after navigating', async () => {
    const { page } = await adminPage();
    await page.setViewportSize({ width: 600, height: 800 });
    await page.waitForFunction(() => document.querySelector('[data-screen-size]')?.getAttribute('data-screen-size') === '0');
    assert.equal(await sidebar(page).count(), 0);
    await page.getByRole('button', { name: zhLayout.header.toggleSidebar }).click();
    const nav = sidebar(page);
    await nav.getByRole('button', { name: seedMenus.system.zh, exact: true }).click();
    await saveScreenshot(page, 'shell/sidebar-drawer-zh');
    await nav.getByRole('link', { name: seedMenus.user.zh, exact: true }).click();
    await waitForPath(page, seedMenus.user.path);
    await nav.waitFor({ state: 'detached', timeout });
  });

  it("switches the sidebar to a top menu's menus, persisted, in Chinese and English", async () => {
    const { page, baseUrl } = await adminPage();
    const created = await graphqlAsUser<{ submitTopMenu: { id: string } }>(
      page,
      baseUrl,
      'mutation AddTopMenu($input: TopMenuInput!) { submitTopMenu(input: $input) { id } }',
      { input: { name: '系统设置', code: 'e2e_top', sort: 1, source: 'settings' } },
    );
    await graphqlAsUser(page, baseUrl, 'mutation GrantTop($input: TopMenuGrantInput!) { grantTopMenus(input: $input) }', {
      input: { topMenuIds: [created.submitTopMenu.id], menuIds: [seedMenus.system.id, seedMenus.user.id, seedMenus.param.id] },
    });
    await page.reload();
    const all = interpolate(zhLayout.topMenu.label, { current: zhLayout.topMenu.all });
    await page.getByRole('button', { name: all }).click();
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    const nav = sidebar(page);
    await nav.getByRole('link', { name: zhMenu.home, exact: true }).waitFor({ state: 'detached', timeout });
    await nav.getByRole('button', { name: seedMenus.system.zh, exact: true }).click();
    await nav.getByRole('link', { name: seedMenus.param.zh, exact: true }).waitFor({ timeout });
    assert.equal(await nav.getByRole('link', { name: seedMenus.role.zh }).count(), 0);
    await saveScreenshot(page, 'shell/top-menu-zh');

    await page.reload();
    await sidebar(page).getByRole('button', { name: seedMenus.system.zh, exact: true }).waitFor({ timeout });
    assert.equal(await sidebar(page).getByRole('button', { name: seedMenus.authority.zh }).count(), 0);

    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    const enNav = sidebar(page, enLayout.sidebar.navigation);
    await enNav.getByRole('button', { name: enMenu.system, exact: true }).waitFor({ timeout });
    await page.getByRole('button', { name: interpolate(enLayout.topMenu.label, { current: '系统设置' }) }).click();
    await page.getByRole('menuitem', { name: enLayout.topMenu.all }).click();
    await enNav.getByRole('link', { name: enMenu.home, exact: true }).waitFor({ timeout });
    await enNav.getByRole('button', { name: enMenu.authority, exact: true }).waitFor({ timeout });
  });
});
