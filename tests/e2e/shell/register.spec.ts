/**
 * Account registration in Chromium (item 14). Social login is not configured in this product, so no
 * signed-in "guest" exists; the dialog opens from the login page's register link (clientConfig
 * registerEnabled). Checks in the order of SPEC §5, the server's message on failure, a pending account
 * that cannot sign in until an administrator approves it; in Chinese and English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_DEPT_IDS, DEMO_PASSWORDS, DEMO_ROLE_IDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enRegister from '../../../web/src/i18n/locales/en/register.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhErrors from '../../../web/src/i18n/locales/zh-CN/errors.json';
import zhRegister from '../../../web/src/i18n/locales/zh-CN/register.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, timeout, waitForPath } from '../system/browser-session';
import { api, apiToken, demoTenant, signInOnPage } from './user-steps';

describe('account registration', () => {
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

  it('registers a pending account from the login page that signs in once approved', async () => {
    assert.ok(app && browser);
    context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: zhRegister.link, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: zhRegister.title });
    await dialog.waitFor({ timeout });
    const field = (label: string) => dialog.getByLabel(fieldLabel(label));
    const submit = dialog.getByRole('button', { name: zhRegister.submit, exact: true });

    await field(zhRegister.fields.tenantId).fill('');
    await submit.click();
    await dialog.getByText(zhRegister.validation.tenantIdFirst, { exact: true }).waitFor({ timeout });
    await field(zhRegister.fields.tenantId).fill(demoTenant);
    await submit.click();
    await dialog.getByText(zhRegister.validation.accountFirst, { exact: true }).waitFor({ timeout });
    await field(zhRegister.fields.account).fill('newcomer');
    await submit.click();
    await dialog.getByText(zhRegister.validation.passwordFirst, { exact: true }).waitFor({ timeout });
    await field(zhRegister.fields.password).fill('secret-1');
    await field(zhRegister.fields.password2).fill('secret-2');
    await submit.click();
    await dialog.getByText(zhRegister.validation.mismatch, { exact: true }).waitFor({ timeout });
    await field(zhRegister.fields.password2).fill('secret-1');
    await field(zhRegister.fields.name).fill('新学员');
    await saveScreenshot(page, 'shell/register-dialog-zh');
    await submit.click();
    await page.getByText(zhRegister.submitted, { exact: true }).waitFor({ timeout });
    await dialog.waitFor({ state: 'hidden', timeout });

    // Pending: the login says so.
    await page.getByLabel(fieldLabel(zhAuth.login.fields.tenantId)).fill(demoTenant);
    await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill('newcomer');
    await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill('secret-1');
    await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
    await page.getByText(zhErrors.ACCOUNT_PENDING, { exact: true }).waitFor({ timeout });

    // The same account again: the server's message.
    await page.getByRole('button', { name: zhRegister.link, exact: true }).click();
    await field(zhRegister.fields.tenantId).fill(demoTenant);
    await field(zhRegister.fields.account).fill('newcomer');
    await field(zhRegister.fields.name).fill('又一个');
    await field(zhRegister.fields.password).fill('secret-1');
    await field(zhRegister.fields.password2).fill('secret-1');
    await submit.click();
    const failure = dialog.getByRole('alert');
    await failure.waitFor({ timeout });
    assert.equal(await failure.textContent(), '当前用户 [newcomer] 已存在!');
    await dialog.getByRole('button', { name: zhRegister.cancel, exact: true }).click();

    // An administrator approves it; then it signs in.
    const admin = await apiToken(app.baseUrl, demoTenant, 'admin', DEMO_PASSWORDS.admin);
    const pending = await api<{ pendingRegistrations: { records: Array<{ id: string; account: string }> } }>(
      app.baseUrl,
      admin,
      'query { pendingRegistrations { records { id account } } }',
    );
    const id = pending.data?.pendingRegistrations.records.find((row) => row.account === 'newcomer')?.id;
    assert.ok(id);
    const approved = await api(
      app.baseUrl,
      admin,
      'mutation ($input: ApproveRegistrationsInput!) { approveRegistrations(input: $input) }',
      {
        input: { userIds: [id], roleIds: [DEMO_ROLE_IDS.student], deptIds: [DEMO_DEPT_IDS.academic] },
      },
    );
    assert.equal(approved.errors, undefined, JSON.stringify(approved.errors));
    await signInOnPage(page, app.baseUrl, demoTenant, 'newcomer', 'secret-1');
    // Approved as a student: students land on their own home page.
    await waitForPath(page, '/wel/studentindex');
    assert.deepEqual(pageErrors, []);
  });

  it('speaks English', async () => {
    assert.ok(app && browser);
    const english = await browser.newContext({ locale: 'en', viewport: { width: 1280, height: 800 } });
    try {
      const page = await english.newPage();
      await page.goto(`${app.baseUrl}/login`);
      await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
      await page.getByRole('button', { name: enRegister.link, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: enRegister.title });
      await dialog.waitFor({ timeout });
      await dialog.getByLabel(fieldLabel(enRegister.fields.account)).fill('someone');
      await dialog.getByRole('button', { name: enRegister.submit, exact: true }).click();
      await dialog.getByText(enRegister.validation.passwordFirst, { exact: true }).waitFor({ timeout });
      await saveScreenshot(page, 'shell/register-dialog-en');
    } finally {
      await english.close();
    }
  });
});
