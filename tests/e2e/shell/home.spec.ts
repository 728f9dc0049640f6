/**
 * Home pages in Chromium (item 15): /wel/index for staff (greeting by time of day, tenant, roles,
 * department, latest unread notices that open, quick links from the caller's menu), /wel/dashboard,
 * the student home /wel/studentindex for the demo student, and the /test/index diagnostics page; in
 * Chinese and English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enHome from '../../../web/src/i18n/locales/en/home.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhHome from '../../../web/src/i18n/locales/zh-CN/home.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, interpolate, timeout, waitForPath } from '../system/browser-session';
import { demoTenant, signInAs } from './user-steps';

describe('home pages', () => {
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

  it('shows the staff home and the dashboard with the caller’s data', async () => {
    assert.ok(app && browser);
    const { context, page, pageErrors } = await signInAs(browser, app.baseUrl, demoTenant, 'admin', DEMO_PASSWORDS.admin);
    contexts.push(context);
    await page.getByRole('heading', { name: interpolate(zhHome.welcome, { name: '王校长' }), exact: true }).waitFor({ timeout });
    await page.getByText(new RegExp(`^(${Object.values(zhHome.greeting).join('|')}) · `)).waitFor({ timeout });
    await page.getByText('示范培训学校 (100000)', { exact: true }).waitFor({ timeout });
    await page.getByText('管理员', { exact: true }).first().waitFor({ timeout });
    await page.getByText('示范培训学校', { exact: true }).waitFor({ timeout });

    const notices = page.getByRole('region', { name: zhHome.notices.title });
    await notices.getByText(interpolate(zhHome.notices.unread, { count: 3 }), { exact: true }).waitFor({ timeout });
    assert.equal(await notices.getByRole('listitem').count(), 3);
    const links = page.getByRole('navigation', { name: zhHome.quickLinks.title });
    await links.getByRole('link').first().waitFor({ timeout });
    const linkCount = await links.getByRole('link').count();
    assert.ok(linkCount > 0 && linkCount <= 8, `quick links: ${linkCount}`);
    await saveScreenshot(page, 'shell/home-zh');

    await notices.getByRole('button', { name: '2026年冬季班开课通知', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '2026年冬季班开课通知' });
    await dialog.getByText('示范培训学校教务处', { exact: true }).waitFor({ timeout });
    await page.keyboard.press('Escape');
    await notices.getByText(interpolate(zhHome.notices.unread, { count: 2 }), { exact: true }).waitFor({ timeout });

    const first = links.locator('a[href^="/"]:not([href*="?"])').first();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await waitForPath(page, href);

    await page.goto(`${app.baseUrl}/wel/dashboard`);
    await page.getByRole('heading', { name: zhHome.dashboard.title, exact: true }).waitFor({ timeout });
    const stat = page.getByText(zhHome.dashboard.unreadMessages, { exact: true }).locator('..');
    await stat.getByText('2', { exact: true }).waitFor({ timeout });
    await page.getByText(zhHome.dashboard.permissions, { exact: true }).locator('..').getByText(/^\d+$/).waitFor({ timeout });
    await page.getByRole('navigation', { name: zhHome.quickLinks.title }).getByRole('link').first().waitFor({ timeout });
    await page.getByRole('region', { name: zhHome.notices.title }).getByRole('listitem').first().waitFor({ timeout });
    await saveScreenshot(page, 'shell/dashboard-zh');

    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('heading', { name: enHome.dashboard.title, exact: true }).waitFor({ timeout });
    await page.goto(`${app.baseUrl}/wel/index`);
    await page.getByRole('heading', { name: interpolate(enHome.welcome, { name: '王校长' }), exact: true }).waitFor({ timeout });
    await page.getByRole('region', { name: enHome.notices.title }).waitFor({ timeout });
    await page.getByText(new RegExp(`^(${Object.values(enHome.greeting).join('|')}) · `)).waitFor({ timeout });
    await saveScreenshot(page, 'shell/home-en');

    await page.goto(`${app.baseUrl}/test/index`);
    await page.getByRole('heading', { name: enHome.test.title, exact: true }).waitFor({ timeout });
    const config = page.getByRole('region', { name: enHome.test.config });
    await config.getByRole('row', { name: `${enHome.test.configKeys.tokenRefreshSeconds} 3000` }).waitFor({ timeout });
    await page
      .getByRole('region', { name: /^Permission codes \(\d+\)$/ })
      .getByText('user_add', { exact: true })
      .waitFor({ timeout });
    await saveScreenshot(page, 'shell/test-page-en');
    assert.deepEqual(pageErrors, []);
  });

  it('shows the student home to the demo student', async () => {
    assert.ok(app && browser);
    const { context, page, pageErrors } = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
    contexts.push(context);
    await page.goto(`${app.baseUrl}/wel/studentindex`);
    await page.getByRole('heading', { name: interpolate(zhHome.welcome, { name: '张三' }), exact: true }).waitFor({ timeout });
    await page.getByText('学员', { exact: true }).first().waitFor({ timeout });
    await page.getByText('教务处', { exact: true }).waitFor({ timeout });
    await page.getByRole('region', { name: zhHome.notices.title }).getByRole('listitem').nth(2).waitFor({ timeout });
    assert.equal(await page.title().then((title) => title.includes(zhHome.pages.studentHome)), true);
    await saveScreenshot(page, 'shell/student-home-zh');
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('heading', { name: interpolate(enHome.welcome, { name: '张三' }), exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'shell/student-home-en');
    assert.deepEqual(pageErrors, []);
  });
});
