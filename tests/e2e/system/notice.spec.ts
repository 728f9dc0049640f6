/**
 * Notices in Chromium: add a notice (the required messages first; rich-text content), publish it and see
 * it published with its release time, view the rendered content, search by state.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhNotice from '../../../web/src/i18n/locales/zh-CN/notice.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { fieldLabel, openPage, rowWith, signedInPage, timeout, clickRowAction } from './browser-session';

const fields = zhNotice.fields;

describe('notice page', () => {
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

  it('adds a notice, publishes it and shows it published', async () => {
    assert.ok(app && browser);
    const session = await signedInPage(browser, app.baseUrl);
    context = session.context;
    const { page, pageErrors } = session;
    await openPage(page, app.baseUrl, '/desk/notice', zhMenu.notice);
    const toolbar = page.getByRole('toolbar', { name: zhCrud.toolbar.region });

    await toolbar.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await dialog.waitFor({ timeout });
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    for (const message of [zhNotice.validation.titleRequired, zhNotice.validation.categoryRequired, zhNotice.validation.contentRequired]) {
      await dialog.getByText(message, { exact: true }).waitFor({ timeout });
    }
    await dialog.getByLabel(fieldLabel(fields.title)).fill('E2E exam schedule');
    await dialog.getByLabel(fieldLabel(fields.category)).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    const editor = dialog.getByRole('textbox', { name: fields.content });
    await editor.click();
    await page.keyboard.type('The mid-term exam starts on Monday.');
    await dialog.getByRole('button', { name: zhNotice.editor.bold, exact: true }).click();
    await page.keyboard.type(' Bring your ID.');
    await saveScreenshot(page, 'system/notice-form-zh');
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await page.getByText(zhCrud.notify.added, { exact: true }).waitFor({ timeout });
    await dialog.waitFor({ state: 'hidden', timeout });

    const row = page.locator('tbody tr').filter({ hasText: 'E2E exam schedule' });
    await row.waitFor({ timeout });
    await row.getByText(zhNotice.states.DRAFT, { exact: true }).waitFor({ timeout });
    await row.getByRole('button', { name: zhNotice.actions.publish, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
    await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
    await page.getByText(zhCrud.notify.success, { exact: true }).waitFor({ timeout });
    await row.getByText(zhNotice.states.PUBLISHED, { exact: true }).waitFor({ timeout });
    await row.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ }).waitFor({ timeout });
    await row.getByRole('button', { name: zhNotice.actions.withdraw, exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'system/notice-list-zh');

    // View: the stored (sanitized) HTML rendered.
    await clickRowAction(row, zhCrud.row.view);
    const view = page.getByRole('dialog', { name: zhCrud.dialog.view });
    await view.locator('[data-testid="notice-content"] strong').filter({ hasText: 'Bring your ID.' }).waitFor({ timeout });
    await saveScreenshot(page, 'system/notice-view-zh');
    await view.getByRole('button', { name: zhCrud.dialog.close, exact: true }).click();

    // Search: only published notices.
    const search = page.getByRole('region', { name: zhCrud.search.region });
    await search.getByLabel(fields.state, { exact: true }).click();
    await page.getByRole('listbox').getByRole('option', { name: zhNotice.states.PUBLISHED, exact: true }).click();
    await search.getByRole('button', { name: zhCrud.search.submit, exact: true }).click();
    await rowWith(page, 'E2E exam schedule').or(row).first().waitFor({ timeout });

    assert.deepEqual(pageErrors, []);
  });
});
