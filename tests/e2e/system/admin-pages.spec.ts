/**
 * Tenants, applications, datasources, regions in Chromium against the built app: each page opens from
 * its menu path as the platform administrator, shows its seeded rows and its dialogs; screenshots of each.
 * Adds a tenant (the server-picked code shows in the message), a client (the secret is shown once) and
 * a datasource; sets a tenant's quota and expiry; opens a region and its subdivisions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import enTenant from '../../../web/src/i18n/locales/en/tenant.json';
import zhClient from '../../../web/src/i18n/locales/zh-CN/client.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhDatasource from '../../../web/src/i18n/locales/zh-CN/datasource.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhRegion from '../../../web/src/i18n/locales/zh-CN/region.json';
import zhTenant from '../../../web/src/i18n/locales/zh-CN/tenant.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { fieldLabel, interpolate, openPage, rowWith, signedInPage, timeout } from './browser-session';

describe('tenant, client, datasource and region pages', () => {
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

  it('walks the pages as the platform administrator', async () => {
    assert.ok(app && browser);
    const session = await signedInPage(browser, app.baseUrl);
    context = session.context;
    const { page, pageErrors } = session;
    const toolbar = page.getByRole('toolbar', { name: zhCrud.toolbar.region });

    // Tenants: the platform tenant is listed; add one, then its settings.
    await openPage(page, app.baseUrl, '/system/tenant', zhMenu.tenant);
    await rowWith(page, '000000').waitFor({ timeout });
    await toolbar.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    let dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await dialog.getByText(zhTenant.validation.tenantNameRequired, { exact: true }).waitFor({ timeout });
    await dialog.getByText(zhTenant.validation.linkmanRequired, { exact: true }).waitFor({ timeout });
    await dialog.getByLabel(fieldLabel(zhTenant.fields.tenantName)).fill('E2E Academy');
    await dialog.getByLabel(fieldLabel(zhTenant.fields.linkman)).fill('Lin');
    await saveScreenshot(page, 'system/tenant-form-zh');
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    const created = page.getByText(/E2E Academy.*\d{6}/);
    await created.first().waitFor({ timeout });
    const createdText = (await created.first().textContent()) ?? '';
    const tenantId = /(\d{6})/.exec(createdText)?.[1] ?? '';
    assert.match(tenantId, /^\d{6}$/, `the message names the new tenant id: ${createdText}`);
    const tenantRow = rowWith(page, tenantId);
    await tenantRow.waitFor({ timeout });
    await tenantRow.getByRole('checkbox').check();
    await toolbar.getByRole('button', { name: zhTenant.setting.button, exact: true }).click();
    dialog = page.getByRole('dialog', { name: zhTenant.setting.title });
    await dialog.getByLabel(fieldLabel(zhTenant.fields.accountNumber)).fill('50');
    const expiry = dialog.getByLabel(fieldLabel(zhTenant.fields.expireTime));
    await expiry.fill('2030-13-01');
    await expiry.blur();
    await dialog.getByText(zhTenant.validation.expireTimeFormat, { exact: true }).waitFor({ timeout });
    await expiry.fill('2030-12-31 23:59:59');
    await saveScreenshot(page, 'system/tenant-setting-zh');
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await page.getByText(zhCrud.notify.success, { exact: true }).first().waitFor({ timeout });
    await tenantRow.getByRole('cell', { name: '2030-12-31 23:59:59', exact: true }).waitFor({ timeout });
    await tenantRow.getByRole('cell', { name: '50', exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'system/tenant-list-zh');

    // Applications: add one; its generated secret is shown once.
    await openPage(page, app.baseUrl, '/system/client', zhMenu.client);
    await toolbar.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await dialog.getByLabel(fieldLabel(zhClient.fields.clientId)).fill('e2e-app');
    await dialog.getByRole('checkbox', { name: zhClient.grantTypes.captcha, exact: true }).check();
    await saveScreenshot(page, 'system/client-form-zh');
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    const secretDialog = page.getByRole('dialog', { name: zhClient.secret.title });
    await secretDialog.getByText(zhClient.secret.warning, { exact: true }).waitFor({ timeout });
    const secret = (await secretDialog.locator('pre, code').first().textContent()) ?? '';
    assert.ok(secret.trim().length >= 8, 'a generated secret is shown');
    await saveScreenshot(page, 'system/client-secret-zh');
    await secretDialog.getByRole('button', { name: zhClient.secret.done, exact: true }).click();
    await secretDialog.waitFor({ state: 'hidden', timeout });
    await rowWith(page, 'e2e-app').waitFor({ timeout });
    await saveScreenshot(page, 'system/client-list-zh');

    // Datasources: add one (embedded driver) and test it.
    await openPage(page, app.baseUrl, '/tool/datasource', zhMenu.datasource);
    await toolbar.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await dialog.getByLabel(fieldLabel(zhDatasource.fields.name)).fill('e2e-file');
    await dialog.getByLabel(fieldLabel(zhDatasource.fields.driverClass)).click();
    await page.getByRole('option', { name: zhDatasource.drivers.org_sqlite_JDBC, exact: true }).click();
    await dialog.getByLabel(fieldLabel(zhDatasource.fields.url)).fill('jdbc:sqlite:e2e-tenant.db');
    await saveScreenshot(page, 'system/datasource-form-zh');
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    const sourceRow = rowWith(page, 'e2e-file');
    await sourceRow.waitFor({ timeout });
    await sourceRow.getByRole('button', { name: zhDatasource.test.button, exact: true }).click();
    await page.getByText(interpolate(zhDatasource.test.success, { name: 'e2e-file' }), { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'system/datasource-list-zh');

    // Regions: the country, then its provinces; the detail of one.
    await openPage(page, app.baseUrl, '/base/region', zhMenu.region);
    const regionTree = page.getByRole('tree');
    const country = regionTree.getByText('中华人民共和国', { exact: true });
    await country.waitFor({ timeout });
    await country.click();
    const beijing = regionTree.getByText('北京市', { exact: true });
    await beijing.waitFor({ timeout });
    await beijing.click();
    await page.getByRole('heading', { name: '北京市', exact: true }).waitFor({ timeout });
    await page.getByRole('button', { name: zhRegion.detail.addChild, exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'system/region-zh');

    // The tenant page in English.
    await page
      .getByRole('button', { name: new RegExp(`^${zhCommon.language.switch}: `) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: enCommon.language.en, exact: true }).click();
    await openPage(page, app.baseUrl, '/system/tenant', enMenu.tenant);
    await page.getByRole('button', { name: enTenant.setting.button, exact: true }).waitFor({ timeout });
    await rowWith(page, tenantId).waitFor({ timeout });
    await page
      .locator('[aria-busy="true"], .mantine-datatable-loader')
      .first()
      .waitFor({ state: 'hidden', timeout })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'system/tenant-list-en');

    assert.deepEqual(pageErrors, []);
  });
});
