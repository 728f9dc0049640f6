/**
 * Logs and attachments in Chromium, against the built app: sign in as 000000 / admin / admin ->
 * 系统监控 > 日志管理 > 接口日志 (the API log is written in batches every 2 s: reload until rows appear) -> open
 * one entry -> 资源管理 > 附件管理 -> upload a small PNG made here -> it is listed -> download it (same bytes,
 * original name) -> delete it with confirmation. Texts come from the web's locale files.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import zhAttach from '../../../web/src/i18n/locales/zh-CN/attach.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhLog from '../../../web/src/i18n/locales/zh-CN/log.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { fieldLabel, rowWith, timeout, waitForPath, clickRowAction } from './browser-session';

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) {
    value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  }
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 4 x 4 red RGB PNG, encoded here (signature, IHDR, one IDAT, IEND). */
function smallPng(): Buffer {
  const size = 4;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.from([0, ...Array.from({ length: size }, () => [220, 40, 40]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('logs and attachments', () => {
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

  it('shows the API log and an entry, then uploads, downloads and deletes an attachment', async () => {
    assert.ok(app && browser);
    context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 860 }, acceptDownloads: true });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill('admin');
    await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill('admin');
    await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
    await waitForPath(page, '/wel/index');

    // 系统监控 > 日志管理 > 接口日志.
    const sidebar = page.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    await sidebar.getByRole('button', { name: zhMenu.monitor, exact: true }).click();
    await sidebar.getByRole('button', { name: zhMenu.log, exact: true }).click();
    await sidebar.getByRole('link', { name: zhMenu.log_api, exact: true }).click();
    await waitForPath(page, '/monitor/log/api');
    await page.getByRole('heading', { name: zhMenu.log_api, exact: true }).waitFor({ timeout });

    // The API log is flushed every 2 s: refresh until the sign-in calls show up (at most ~15 s).
    const rows = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: zhCrud.row.view, exact: true }) });
    const toolbar = page.getByRole('toolbar', { name: zhCrud.toolbar.region });
    const deadline = Date.now() + 15_000;
    while ((await rows.count()) === 0) {
      assert.ok(Date.now() < deadline, 'API log rows appear within 15 s');
      await page.waitForTimeout(1_000);
      await toolbar.getByRole('button', { name: zhCrud.toolbar.refresh, exact: true }).click();
    }
    await saveScreenshot(page, 'system/log-api-list-zh');

    // The date filters: typed as YYYY-MM-DD or picked from a calendar in the page's language.
    const from = page.getByRole('textbox', { name: zhLog.search.createTimeFrom, exact: true });
    await from.click();
    await page.getByRole('button', { name: zhCommon.picker.previousMonth, exact: true }).waitFor({ timeout });
    await page.waitForTimeout(300); // the dropdown's fade-in, for the screenshot
    await saveScreenshot(page, 'system/log-api-date-filter-zh');
    await from.fill('2026-03-01');
    await from.press('Escape');
    assert.equal(await from.inputValue(), '2026-03-01');
    await from.fill('');

    // Open one entry: every field, the parameters in a monospace block.
    await clickRowAction(rows.first(), zhCrud.row.view);
    const logDialog = page.getByRole('dialog', { name: zhLog.view.title });
    await logDialog.getByText(zhLog.fields.requestId, { exact: true }).waitFor({ timeout });
    await logDialog.getByText(zhLog.fields.httpStatus, { exact: true }).waitFor({ timeout });
    await logDialog.getByLabel(zhLog.fields.params, { exact: true }).waitFor({ timeout });
    await page.keyboard.press('Escape');
    await logDialog.waitFor({ state: 'hidden', timeout });

    // 资源管理 > 附件管理.
    await sidebar.getByRole('button', { name: zhMenu.resource, exact: true }).click();
    await sidebar.getByRole('link', { name: zhMenu.attach, exact: true }).click();
    await waitForPath(page, '/resource/attach');
    await page.getByRole('heading', { name: zhMenu.attach, exact: true }).waitFor({ timeout });

    // Upload a PNG made here.
    const png = smallPng();
    const fileName = `e2e-pixel-${Date.now()}.png`;
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser', { timeout }),
      toolbar.getByRole('button', { name: zhAttach.actions.upload, exact: true }).click(),
    ]);
    await chooser.setFiles({ name: fileName, mimeType: 'image/png', buffer: png });
    await page.getByText(zhAttach.upload.done, { exact: true }).waitFor({ timeout });
    const uploaded = rowWith(page, fileName);
    await uploaded.waitFor({ timeout });
    await uploaded.getByRole('cell', { name: 'png', exact: true }).waitFor({ timeout });
    await uploaded.getByRole('cell', { name: `${png.length} B`, exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'system/attach-list-zh');

    // Download it: the same bytes under the original name.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout }),
      uploaded.getByRole('button', { name: zhAttach.actions.download, exact: true }).click(),
    ]);
    assert.equal(download.suggestedFilename(), fileName);
    assert.deepEqual(await readFile(await download.path()), png);

    // Delete it with confirmation.
    await clickRowAction(uploaded, zhCrud.row.delete);
    const confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
    await confirm.getByText(zhCrud.confirm.deleteRow, { exact: true }).waitFor({ timeout });
    await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
    await page.getByText(zhCrud.notify.deleted, { exact: true }).waitFor({ timeout });
    await uploaded.waitFor({ state: 'detached', timeout });

    assert.deepEqual(pageErrors, []);
  });
});
