/**
 * Language (issue 4 item 8) in Chromium: Chinese by default, English from the top-bar menu; texts,
 * <html lang>, dates (the lock screen's day, the error log's times) and Mantine's close buttons
 * follow, and the choice survives a reload.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enLock from '../../../web/src/i18n/locales/en/lock.json';
import enTheme from '../../../web/src/i18n/locales/en/theme.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhLock from '../../../web/src/i18n/locales/zh-CN/lock.json';
import zhTheme from '../../../web/src/i18n/locales/zh-CN/theme.json';
import { launchBrowser, startApp, type RunningApp } from '../harness';
import { chooseLanguage, signedInPage, timeout, waitForPath } from '../system/browser-session';
import { readSetting, storeSetting } from './prefs-steps';

describe('language', () => {
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

  it('switches texts, dates and component labels to English and back, and keeps the choice', async () => {
    assert.ok(app && browser);
    const { context, page } = await signedInPage(browser, app.baseUrl);
    contexts.push(context);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    await page.getByRole('button', { name: zhTheme.button, exact: true }).click();
    const zhDialog = page.getByRole('dialog', { name: zhTheme.dialog.title });
    await zhDialog.getByRole('button', { name: zhTheme.components.closeDialog, exact: true }).click();
    await zhDialog.waitFor({ state: 'hidden', timeout });

    // The lock screen shows the day in the app language.
    await storeSetting(page, 'isLock', true);
    await page.goto(`${app.baseUrl}/lock`);
    const date = page.getByTestId('lock-date');
    await date.waitFor({ timeout });
    const zhDate = await date.innerText();
    assert.match(zhDate, /\d{4}年\d{1,2}月\d{1,2}日星期./, `Chinese date: ${zhDate}`);

    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('button', { name: enLock.page.unlock, exact: true }).waitFor({ timeout });
    const enDate = await date.innerText();
    assert.match(
      enDate,
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/,
      `English date: ${enDate}`,
    );
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await readSetting(page, 'language'), 'en');

    await page.reload();
    await page.getByRole('button', { name: enLock.page.unlock, exact: true }).waitFor({ timeout });
    assert.equal(await date.innerText(), enDate, 'English is kept across a reload');
    assert.equal(await page.title(), enLock.page.title);

    await page.getByLabel(enLock.page.password, { exact: true }).fill('admin');
    await page.getByRole('button', { name: enLock.page.unlock, exact: true }).click();
    await waitForPath(page, '/wel/index');
    await page.getByRole('button', { name: enTheme.button, exact: true }).click();
    const enDialog = page.getByRole('dialog', { name: enTheme.dialog.title });
    await enDialog.getByRole('button', { name: enTheme.components.closeDialog, exact: true }).click();
    await enDialog.waitFor({ state: 'hidden', timeout });

    await chooseLanguage(page, enCommon.language.switch, zhCommon.language['zh-CN']);
    await page.getByRole('button', { name: zhLock.button, exact: true }).waitFor({ timeout });
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    await page.reload();
    await page.getByRole('button', { name: zhLock.button, exact: true }).waitFor({ timeout });
    assert.equal(await readSetting(page, 'language'), 'zh-CN');
  });
});
