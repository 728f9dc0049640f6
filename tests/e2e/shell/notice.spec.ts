/**
 * Notice popover in Chromium (item 11): the bell's unread count from the server, tabs mail / messages /
 * notices mapped onto the notice categories with their own unread counts, "load more", opening a notice
 * (sanitized content) marks it read, "mark all read" for a tab, the count polled again on window focus;
 * in Chinese and English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enNotice from '../../../web/src/i18n/locales/en/noticePopover.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhNotice from '../../../web/src/i18n/locales/zh-CN/noticePopover.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, interpolate, timeout } from '../system/browser-session';
import { api, apiToken, demoTenant, signInAs } from './user-steps';

const SUBMIT = 'mutation ($input: NoticeInput!) { submitNotice(input: $input) { id } }';

function bell(page: Page, count: number, template = zhNotice.bell): Locator {
  return page.getByRole('button', { name: interpolate(template, { count }), exact: true });
}

async function publish(baseUrl: string, token: string, title: string, category: number): Promise<void> {
  const result = await api(baseUrl, token, SUBMIT, {
    input: { title, category, content: `<p>${title} <strong>body</strong></p><script>window.hacked = true</script>`, state: 'PUBLISHED' },
  });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
}

describe('notice popover', () => {
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

  it('shows the caller’s notices by tab, pages, opens and marks read, in Chinese and English', async () => {
    assert.ok(app && browser);
    const admin = await apiToken(app.baseUrl, demoTenant, 'admin', DEMO_PASSWORDS.admin);
    // Demo data: one announcement (category 1) and two affairs notices (6). Six more announcements and a forwarded mail.
    for (let index = 1; index <= 6; index += 1) {
      await publish(app.baseUrl, admin, `Announcement ${index}`, index % 2 === 0 ? 5 : 1);
    }
    await publish(app.baseUrl, admin, 'Forwarded report', 3);

    const session = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    context = session.context;
    const { page, pageErrors } = session;
    await bell(page, 10).waitFor({ timeout });
    await bell(page, 10).click();
    const popover = page.getByRole('dialog', { name: zhNotice.title });
    await popover.waitFor({ timeout });
    const tabs = popover.getByRole('tab');
    assert.deepEqual(await tabs.allTextContents(), [`${zhNotice.tabs.mail}1`, `${zhNotice.tabs.messages}2`, `${zhNotice.tabs.notices}7`]);

    // Notices: 7 announcements, 5 at first, then all.
    await popover.getByRole('listitem').nth(4).waitFor({ timeout });
    assert.equal(await popover.getByRole('listitem').count(), 5);
    await popover.getByRole('button', { name: zhNotice.loadMore, exact: true }).click();
    await popover.getByText(zhNotice.noMore, { exact: true }).waitFor({ timeout });
    assert.equal(await popover.getByRole('listitem').count(), 7);
    await saveScreenshot(page, 'shell/notice-popover-zh');

    // Messages: the two affairs notices of the demo school; open one.
    await popover.getByRole('tab', { name: new RegExp(`^${zhNotice.tabs.messages}`) }).click();
    const exam = popover.getByRole('button', { name: `关于组织第四季度职业技能模拟考试的通知 (${zhNotice.unread})` });
    await exam.click();
    const dialog = page.getByRole('dialog', { name: '关于组织第四季度职业技能模拟考试的通知' });
    await dialog.locator('[data-testid="notice-popover-content"] table td').first().waitFor({ timeout });
    await saveScreenshot(page, 'shell/notice-dialog-zh');
    await page.keyboard.press('Escape');
    await bell(page, 9).waitFor({ timeout });

    // Mail: the forwarded report; its script never ran.
    await bell(page, 9).click();
    await popover.getByRole('tab', { name: new RegExp(`^${zhNotice.tabs.mail}`) }).click();
    await popover.getByRole('button', { name: `Forwarded report (${zhNotice.unread})` }).click();
    await page.getByRole('dialog', { name: 'Forwarded report' }).locator('strong').waitFor({ timeout });
    assert.equal(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked), undefined);
    await page.keyboard.press('Escape');
    await bell(page, 8).waitFor({ timeout });

    // Mark all read in the notices tab: the affairs message stays unread.
    await bell(page, 8).click();
    await popover.getByRole('tab', { name: new RegExp(`^${zhNotice.tabs.notices}`) }).click();
    await popover.getByRole('button', { name: zhNotice.markAllRead, exact: true }).click();
    await page.getByText(zhNotice.markedAllRead, { exact: true }).waitFor({ timeout });
    await bell(page, 1).waitFor({ timeout });
    await page.keyboard.press('Escape');

    // A new notice shows on the badge when the window gets the focus (and every 60 s).
    await publish(app.baseUrl, admin, 'Late announcement', 1);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await bell(page, 2).waitFor({ timeout });

    // Reload keeps the read state (server side); English texts.
    await page.reload();
    await bell(page, 2).waitFor({ timeout });
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await bell(page, 2, enNotice.bell).click();
    const english = page.getByRole('dialog', { name: enNotice.title });
    assert.deepEqual(await english.getByRole('tab').allTextContents(), [
      enNotice.tabs.mail,
      `${enNotice.tabs.messages}1`,
      `${enNotice.tabs.notices}1`,
    ]);
    await english.getByRole('button', { name: `Late announcement (${enNotice.unread})` }).waitFor({ timeout });
    await english.getByRole('button', { name: enNotice.markAllRead, exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'shell/notice-popover-en');
    assert.deepEqual(pageErrors, []);
  });
});
