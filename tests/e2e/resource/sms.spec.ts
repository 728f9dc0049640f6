/**
 * SMS configurations in Chromium, against the built app with the provider emulator (server/test/helpers/sms-emulator.ts)
 * standing in for Aliyun: the server is started with SMS_ALIYUN_ENDPOINT pointing at it. The demo tenant's
 * administrator (100000 / admin) opens 资源管理 > 短信配置, adds an Aliyun configuration (the emulator's key pair),
 * enables it, test-sends a code (the emulator received it with a valid signature), sends to the same number again
 * (the server's throttle reason is shown), reads the send log; then in English a send the provider refuses shows
 * the provider's code, and the log lists it as failed. Texts come from the web's locale files.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { startSmsEmulator, smsEmulatorEnv, type SmsEmulator } from '../../../server/test/helpers/sms-emulator';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import enSms from '../../../web/src/i18n/locales/en/sms.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhSms from '../../../web/src/i18n/locales/zh-CN/sms.json';
import { saveScreenshot } from '../harness';
import { browserSuite } from '../suite';
import { chooseLanguage, clickRowAction, fieldLabel, interpolate, rowWith, timeout, waitForPath } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';

type SmsTexts = typeof zhSms;

const accessKey = 'LTAI5tE2eSmsKey';
const secretKey = 'e2e-aliyun-secret-key';
const smsCode = 'e2e-aliyun';

/** Types numbers and the `code` variable into the open test-send dialog and sends. */
async function testSend(page: Page, texts: SmsTexts, phone: string, code: string): Promise<Locator> {
  await page.getByRole('button', { name: `${smsCode}: ${texts.actions.testSend}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.testSend.title });
  await dialog.waitFor({ timeout });
  await dialog.getByLabel(fieldLabel(texts.testSend.phones)).fill(phone);
  await dialog.getByLabel(interpolate(texts.testSend.paramValue, { index: 1 }), { exact: true }).fill(code);
  await dialog.getByRole('button', { name: texts.testSend.send, exact: true }).click();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  const discard = page.getByRole('button', { name: new RegExp(`^(${zhCrud.discard.confirm}|${enCrud.discard.confirm})$`) });
  if (await discard.isVisible().catch(() => false)) {
    await discard.click();
  }
  await dialog.waitFor({ state: 'hidden', timeout });
}

describe('SMS configurations', () => {
  let emulator: SmsEmulator | undefined;
  const env: Record<string, string> = {};
  before(async () => {
    emulator = await startSmsEmulator();
    emulator.account('aliyun', accessKey, secretKey);
    Object.assign(env, smsEmulatorEnv(emulator), { SMS_PHONE_INTERVAL_SECONDS: '60' });
  });
  const suite = browserSuite({ env });
  after(async () => {
    await emulator?.close();
  });

  it('adds an Aliyun configuration, enables it, test-sends through the emulator and reads the send log, in both languages', async () => {
    assert.ok(emulator);
    const { context, page, pageErrors } = await signInAs(suite.browser, suite.app.baseUrl, demoTenant, 'admin', 'admin');
    suite.keep(context);
    suite.onFailure(() => saveScreenshot(page, 'resource/sms-failure'));

    // 资源管理 > 短信配置 from the sidebar.
    const sidebar = page.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    await sidebar.getByRole('button', { name: zhMenu.resource, exact: true }).click();
    await sidebar.getByRole('link', { name: zhMenu.sms, exact: true }).click();
    await waitForPath(page, '/resource/sms');
    await page.getByRole('heading', { name: zhMenu.sms, exact: true }).waitFor({ timeout });

    // Add an Aliyun configuration with the emulator's key pair.
    await page.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    const form = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await form.getByRole('combobox', { name: fieldLabel(zhSms.fields.category) }).click();
    await page.getByRole('option', { name: zhSms.categories['3'], exact: true }).click();
    await form.getByLabel(fieldLabel(zhSms.fields.smsCode)).fill(smsCode);
    await form.getByLabel(fieldLabel(zhSms.fields.templateId)).fill('SMS_154950909');
    await form.getByLabel(fieldLabel(zhSms.fields.templateVariables)).fill('code');
    await form.getByLabel(fieldLabel(zhSms.fields.accessKey)).fill(accessKey);
    await form.getByLabel(fieldLabel(zhSms.fields.secretKey)).fill(secretKey);
    await form.getByLabel(fieldLabel(zhSms.fields.signName)).fill('考试中心');
    await form.getByLabel(fieldLabel(zhSms.fields.regionId)).fill('cn-hangzhou');
    await saveScreenshot(page, 'resource/sms-form-zh');
    await form.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await form.waitFor({ state: 'hidden', timeout });
    const row = rowWith(page, smsCode);
    await row.getByText('******', { exact: true }).waitFor({ timeout });
    await row.getByText(zhSms.statuses.disabled, { exact: true }).waitFor({ timeout });
    assert.equal(await page.getByText(secretKey).count(), 0, 'the secret key is never shown');

    // Enable it (the row's "More" menu), confirmed.
    await clickRowAction(row, zhSms.actions.enable);
    const confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
    await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
    await row.getByText(zhSms.statuses.enabled, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'resource/sms-list-zh');

    // Test send: the emulator receives it with a valid signature.
    let dialog = await testSend(page, zhSms, '13800000001', '482913');
    await dialog.getByText(zhSms.testSend.accepted, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'resource/sms-test-send-zh');
    assert.deepEqual(emulator.rejected, []);
    assert.equal(emulator.received.length, 1);
    assert.deepEqual(
      { ...emulator.received[0] },
      { provider: 'aliyun', accessKey, phones: ['13800000001'], params: { code: '482913' }, text: 'SMS_154950909', signName: '考试中心' },
    );

    // The same number again within the interval: the server's reason, in Chinese.
    await dialog.getByRole('button', { name: zhSms.testSend.send, exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText(/138\*\*\*\*0001/)
      .waitFor({ timeout });
    assert.equal(emulator.received.length, 1, 'a throttled send reaches no provider');
    await closeDialog(page, dialog);

    // The send log: masked number, outcome.
    await page.getByRole('tab', { name: zhSms.tabs.log, exact: true }).click();
    const logRow = rowWith(page, '138****0001');
    await logRow.getByText(zhSms.sendStatuses['1'], { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'resource/sms-log-zh');

    // English: a send the provider refuses shows its code; the log lists it as failed.
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('heading', { name: enSms.log.title, exact: true }).waitFor({ timeout });
    await page.getByRole('tab', { name: enSms.tabs.configs, exact: true }).click();
    await page.getByRole('heading', { name: enMenu.sms, exact: true }).waitFor({ timeout });
    emulator.failNext('aliyun', 'isv.BUSINESS_LIMIT_CONTROL');
    dialog = await testSend(page, enSms, '13800000002', '551204');
    await dialog.getByText(enSms.testSend.refused, { exact: true }).waitFor({ timeout });
    await dialog
      .getByText(interpolate(enSms.testSend.providerCode, { code: 'isv.BUSINESS_LIMIT_CONTROL' }), { exact: true })
      .waitFor({ timeout });
    await saveScreenshot(page, 'resource/sms-test-send-refused-en');
    assert.deepEqual(emulator.rejected, []);
    await closeDialog(page, dialog);
    await page.getByRole('tab', { name: enSms.tabs.log, exact: true }).click();
    await rowWith(page, '138****0002').getByText(enSms.sendStatuses['2'], { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'resource/sms-log-en');
    assert.deepEqual(pageErrors, []);
  });

  it('resets a forgotten password with the SMS code from the login page (the configuration enabled above sends it)', async () => {
    assert.ok(emulator);
    const context = await suite.browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    suite.keep(context);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    suite.onFailure(() => saveScreenshot(page, 'resource/sms-forgot-failure'));
    const texts = zhAuth.forgot;
    await page.goto(`${suite.app.baseUrl}/login`);
    await page.getByRole('button', { name: texts.link, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.title });
    await dialog.getByLabel(fieldLabel(texts.fields.tenantId)).fill(demoTenant);
    await dialog.getByLabel(fieldLabel(texts.fields.phone)).fill('13800000004');
    const before = emulator.received.length;
    await dialog.getByRole('button', { name: texts.sendCode, exact: true }).click();
    await dialog.getByText(texts.codeRequested, { exact: true }).waitFor({ timeout });
    const deadline = Date.now() + timeout;
    while (!emulator.received.slice(before).some((message) => message.phones.includes('13800000004'))) {
      assert.ok(Date.now() < deadline, 'the code reaches the emulator');
      await page.waitForTimeout(200);
    }
    const code = emulator.received.slice(before).find((message) => message.phones.includes('13800000004'))?.params['code'] ?? '';
    assert.match(code, /^\d{6}$/);
    assert.deepEqual(emulator.rejected, []);
    await dialog.getByLabel(fieldLabel(texts.fields.code)).fill(code);
    await dialog.getByLabel(fieldLabel(texts.fields.password)).fill('Reset2026!');
    await dialog.getByLabel(fieldLabel(texts.fields.password2)).fill('Reset2026!');
    await saveScreenshot(page, 'resource/sms-forgot-zh');
    await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
    await page.getByText(texts.done, { exact: true }).waitFor({ timeout });
    await dialog.waitFor({ state: 'hidden', timeout });
    // The new password signs in.
    const signedIn = await signInAs(suite.browser, suite.app.baseUrl, demoTenant, 'hr', 'Reset2026!');
    suite.keep(signedIn.context);
    assert.deepEqual([...pageErrors, ...signedIn.pageErrors], []);
  });
});
