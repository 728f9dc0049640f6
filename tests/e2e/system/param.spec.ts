/**
 * System parameters in Chromium, against the built app with its seeded parameters:
 * sign in as 000000 / admin / admin -> 系统管理 > 参数管理 from the sidebar -> the seeded list ->
 * search by key -> Excel export -> add (empty submit first: the three required messages; then a duplicate key: the
 * server's message on the key field) -> edit -> view -> delete with confirmation -> English.
 * Texts come from the web's locale files, so the spec follows the translations.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import enSystem from '../../../web/src/i18n/locales/en/system.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhSystem from '../../../web/src/i18n/locales/zh-CN/system.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, interpolate, rowWith, timeout, waitForPath, waitForTitle, clickRowAction } from './browser-session';

const fields = zhSystem.param.fields;
const required = zhSystem.param.validation;

/** The seeded parameters (server/src/seeders/base): keys are language-neutral. */
const seededKeys = [
  'account.registerUser',
  'account.initPassword',
  'account.failCount',
  'tenant.default.password',
  'tenant.default.accountNumber',
  'tenant.default.menuCode',
];

describe('system parameters page', () => {
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

  it('lists, searches, adds, edits, views and deletes parameters, in Chinese and English', async () => {
    assert.ok(app && browser);
    context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const scriptRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scriptRequests.push(request.url());
      }
    });

    // Sign in.
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill('admin');
    await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill('admin');
    await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
    await waitForPath(page, '/wel/index');

    // 系统管理 > 参数管理 from the sidebar.
    const sidebar = page.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    await sidebar.getByRole('button', { name: zhMenu.system, exact: true }).click();
    await sidebar.getByRole('link', { name: zhMenu.param, exact: true }).click();
    await waitForPath(page, '/system/param');
    await page.getByRole('heading', { name: zhMenu.param, exact: true }).waitFor({ timeout });
    await waitForTitle(page, `${zhMenu.param} - `);
    for (const key of seededKeys) {
      await rowWith(page, key).waitFor({ timeout });
    }
    await page.getByText(interpolate(zhCrud.table.total, { total: seededKeys.length }), { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'system/param-list-zh');

    // Search by key, then reset.
    const searchPanel = page.getByRole('region', { name: zhCrud.search.region });
    await searchPanel.getByRole('textbox', { name: fields.paramKey }).fill('tenant.default');
    await searchPanel.getByRole('button', { name: zhCrud.search.submit }).click();
    await page.getByText(interpolate(zhCrud.table.total, { total: 3 }), { exact: true }).waitFor({ timeout });
    await rowWith(page, 'tenant.default.password').waitFor({ timeout });
    assert.equal(await rowWith(page, 'account.failCount').count(), 0, 'the search leaves out other keys');
    await searchPanel.getByRole('button', { name: zhCrud.search.reset }).click();
    await rowWith(page, 'account.failCount').waitFor({ timeout });

    // Excel export: exceljs is fetched only now, and the download is an .xlsx (a zip) named after the list.
    assert.deepEqual(
      scriptRequests.filter((url) => url.includes('exceljs')),
      [],
      'exceljs is not loaded up front',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout }),
      page.getByRole('button', { name: zhCrud.toolbar.export, exact: true }).click(),
    ]);
    assert.match(download.suggestedFilename(), new RegExp(`^${zhSystem.param.exportFileName}-\\d{14}\\.xlsx$`));
    const workbook = await readFile(await download.path());
    assert.equal(workbook.subarray(0, 2).toString('latin1'), 'PK', 'the export is an xlsx (zip) file');
    assert.ok(
      scriptRequests.some((url) => url.includes('exceljs')),
      'exceljs was loaded for the export',
    );
    await page.getByText(interpolate(zhCrud.notify.exported, { number: seededKeys.length }), { exact: true }).waitFor({ timeout });

    // Add: an empty submit shows the three required messages.
    const toolbar = page.getByRole('toolbar', { name: zhCrud.toolbar.region });
    await toolbar.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    let dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await dialog.waitFor({ timeout });
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    for (const message of [required.paramNameRequired, required.paramKeyRequired, required.paramValueRequired]) {
      await dialog.getByText(message, { exact: true }).waitFor({ timeout });
    }
    await saveScreenshot(page, 'system/param-form-validation-zh');

    // A duplicate key: the server's CONFLICT message lands on the key field.
    await dialog.getByLabel(fieldLabel(fields.paramName)).fill('E2E parameter');
    const keyInput = dialog.getByLabel(fieldLabel(fields.paramKey));
    await keyInput.fill('account.failCount');
    await dialog.getByLabel(fieldLabel(fields.paramValue)).fill('on');
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await keyInput.and(page.locator('[aria-invalid="true"]')).waitFor({ timeout });
    const describedBy = (await keyInput.getAttribute('aria-describedby')) ?? '';
    const keyError = (await page.locator(`[id="${describedBy.split(' ')[0] ?? ''}"]`).textContent()) ?? '';
    assert.ok(keyError.includes('account.failCount'), `the key field shows the server message, got "${keyError}"`);

    // Add with a new key.
    await keyInput.fill('e2e.sample');
    await dialog.getByLabel(fieldLabel(fields.remark)).fill('added by the browser test');
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await page.getByText(zhCrud.notify.added, { exact: true }).waitFor({ timeout });
    await dialog.waitFor({ state: 'hidden', timeout });
    const added = rowWith(page, 'e2e.sample');
    await added.waitFor({ timeout });
    await page.getByText(interpolate(zhCrud.table.total, { total: seededKeys.length + 1 }), { exact: true }).waitFor({ timeout });

    // Edit it.
    await clickRowAction(added, zhCrud.row.edit);
    dialog = page.getByRole('dialog', { name: zhCrud.dialog.edit });
    const valueInput = dialog.getByLabel(fieldLabel(fields.paramValue));
    await valueInput.waitFor({ timeout });
    assert.equal(await valueInput.inputValue(), 'on');
    await valueInput.fill('off');
    await dialog.getByRole('button', { name: zhCrud.dialog.update, exact: true }).click();
    await page.getByText(zhCrud.notify.updated, { exact: true }).waitFor({ timeout });
    await dialog.waitFor({ state: 'hidden', timeout });
    await added.getByRole('cell', { name: 'off', exact: true }).waitFor({ timeout });

    // View it: read-only, no save button.
    await clickRowAction(added, zhCrud.row.view);
    dialog = page.getByRole('dialog', { name: zhCrud.dialog.view });
    const viewedValue = dialog.getByLabel(fieldLabel(fields.paramValue));
    await viewedValue.waitFor({ timeout });
    assert.equal(await viewedValue.inputValue(), 'off');
    assert.equal(await viewedValue.getAttribute('readonly'), '');
    assert.equal(await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).count(), 0);
    await dialog.getByRole('button', { name: zhCrud.dialog.close, exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout });

    // Delete it with confirmation.
    await clickRowAction(added, zhCrud.row.delete);
    const confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
    await confirm.getByText(zhCrud.confirm.deleteRow, { exact: true }).waitFor({ timeout });
    await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
    await page.getByText(zhCrud.notify.deleted, { exact: true }).waitFor({ timeout });
    await added.waitFor({ state: 'detached', timeout });
    await page.getByText(interpolate(zhCrud.table.total, { total: seededKeys.length }), { exact: true }).waitFor({ timeout });

    // English.
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('heading', { name: enMenu.param, exact: true }).waitFor({ timeout });
    await page.getByRole('button', { name: enCrud.toolbar.add, exact: true }).waitFor({ timeout });
    await page.getByText(interpolate(enCrud.table.total, { total: seededKeys.length }), { exact: true }).waitFor({ timeout });
    for (const title of [enSystem.param.fields.paramName, enSystem.param.fields.paramKey, enSystem.param.fields.paramValue]) {
      await page.locator('thead th').filter({ hasText: title }).first().waitFor({ timeout });
    }
    await waitForTitle(page, `${enMenu.param} - `);
    await saveScreenshot(page, 'system/param-list-en');

    assert.deepEqual(pageErrors, []);
  });
});
