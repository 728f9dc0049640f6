/**
 * Tenant packages in Chromium (SPEC §2/§5): no view button; add with an empty form shows both required
 * messages; choose menus in the tree; edit the name; delete with confirmation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhPackage from '../../../web/src/i18n/locales/zh-CN/tenantPackage.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { fieldLabel, openPage, rowWith, signedInPage, timeout, clickRowAction } from './browser-session';

describe('tenant package page', () => {
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

  it('adds a package with menus from the tree, edits and deletes it', async () => {
    assert.ok(app && browser);
    const session = await signedInPage(browser, app.baseUrl);
    context = session.context;
    const { page, pageErrors } = session;
    await openPage(page, app.baseUrl, '/system/tenantpackage', zhMenu.tenant_package);
    const toolbar = page.getByRole('toolbar', { name: zhCrud.toolbar.region });

    await toolbar.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    let dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await dialog.waitFor({ timeout });
    const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
    assert.ok(Math.abs(width - 600) <= 2, `the dialog is 600 px wide (got ${width})`);
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await dialog.getByText(zhPackage.validation.packageNameRequired, { exact: true }).waitFor({ timeout });
    await dialog.getByText(zhPackage.validation.menuRequired, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'system/tenant-package-validation-zh');

    await dialog.getByLabel(fieldLabel(zhPackage.fields.packageName)).fill('E2E basic package');
    const menus = dialog.getByRole('group', { name: zhPackage.fields.menuId });
    await menus.getByRole('checkbox', { name: zhMenu.home, exact: true }).check();
    await menus.getByRole('checkbox', { name: zhMenu.param, exact: true }).check();
    await dialog.getByText(zhPackage.validation.menuRequired, { exact: true }).waitFor({ state: 'detached', timeout });
    await saveScreenshot(page, 'system/tenant-package-form-zh');
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await page.getByText(zhCrud.notify.added, { exact: true }).waitFor({ timeout });
    const added = rowWith(page, 'E2E basic package');
    await added.waitFor({ timeout });
    await added.getByRole('cell', { name: zhPackage.menuCount.replace('{{count}}', '2'), exact: true }).waitFor({ timeout });
    assert.equal(await added.getByRole('button', { name: zhCrud.row.view, exact: true }).count(), 0, 'no view button');
    await saveScreenshot(page, 'system/tenant-package-list-zh');

    // Edit: the stored menus come back checked.
    await clickRowAction(added, zhCrud.row.edit);
    dialog = page.getByRole('dialog', { name: zhCrud.dialog.edit });
    const homeBox = dialog.getByRole('checkbox', { name: zhMenu.home, exact: true });
    await homeBox.waitFor({ timeout });
    assert.equal(await homeBox.isChecked(), true);
    assert.equal(await dialog.getByRole('checkbox', { name: zhMenu.param, exact: true }).isChecked(), true);
    await dialog.getByLabel(fieldLabel(zhPackage.fields.packageName)).fill('E2E premium package');
    await dialog.getByRole('button', { name: zhCrud.dialog.update, exact: true }).click();
    await page.getByText(zhCrud.notify.updated, { exact: true }).waitFor({ timeout });
    const edited = rowWith(page, 'E2E premium package');
    await edited.waitFor({ timeout });

    await clickRowAction(edited, zhCrud.row.delete);
    const confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
    await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
    await page.getByText(zhCrud.notify.deleted, { exact: true }).waitFor({ timeout });
    await edited.waitFor({ state: 'detached', timeout });

    assert.deepEqual(pageErrors, []);
  });
});
