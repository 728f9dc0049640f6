/**
 * Dictionaries in Chromium, both layouts (SPEC §2 "Dictionary screens", §5): on /dict-horizontal/index
 * add a dictionary (the required messages first), open its items, add an item (its required messages,
 * the code taken from the dictionary and not editable), edit and delete it, delete the dictionary; then
 * the same on /dict-vertical/index; the menu page /system/dict switches between the layouts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhDict from '../../../web/src/i18n/locales/zh-CN/dict.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { fieldLabel, interpolate, openPage, rowWith, signedInPage, timeout, waitForTitle, clickRowAction } from './browser-session';

const fields = zhDict.fields;
const messages = zhDict.validation;

/** Adds a dictionary and an item, edits and deletes the item, then the dictionary. */
async function walkLayout(page: Page, layout: 'horizontal' | 'vertical', code: string): Promise<void> {
  const toolbars = page.getByRole('toolbar', { name: zhCrud.toolbar.region });

  // A dictionary: an empty form shows the required messages (sealed starts at "no").
  await toolbars.first().getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
  let dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
  await dialog.waitFor({ timeout });
  const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
  assert.ok(Math.abs(width - 880) <= 2, `the dialog is 880 px wide (got ${width})`);
  const sealed = dialog.getByLabel(fieldLabel(fields.isSealed));
  assert.equal(await sealed.inputValue(), zhDict.sealed['0']);
  await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
  for (const message of [messages.codeRequired, messages.dictValueRequired, messages.sortRequired]) {
    await dialog.getByText(message, { exact: true }).waitFor({ timeout });
  }
  await saveScreenshot(page, `system/dict-${layout}-validation-zh`);
  await dialog.getByLabel(fieldLabel(fields.code)).fill(code);
  await dialog.getByLabel(fieldLabel(fields.dictValue)).fill(`E2E ${layout}`);
  await dialog.getByLabel(fieldLabel(fields.sort)).fill('90');
  await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
  await page.getByText(zhCrud.notify.added, { exact: true }).first().waitFor({ timeout });
  await dialog.waitFor({ state: 'hidden', timeout });

  // Find it (the list is by sort), then its items.
  const search = page.getByRole('region', { name: zhCrud.search.region }).first();
  await search.getByRole('textbox', { name: fields.code }).fill(code);
  await search.getByRole('button', { name: zhCrud.search.submit, exact: true }).click();
  const parentRow = rowWith(page, code);
  await parentRow.waitFor({ timeout }).catch(async (error: unknown) => {
    await saveScreenshot(page, 'system/debug-dict');
    throw error;
  });
  await parentRow.getByRole('button', { name: zhDict.items.open, exact: true }).click();
  await page
    .getByRole('heading', { name: interpolate(zhDict.items.title, { name: `E2E ${layout}`, code }), exact: true })
    .waitFor({ timeout });
  await toolbars.nth(1).getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
  dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
  const codeInput = dialog.getByLabel(fieldLabel(fields.code));
  await codeInput.waitFor({ timeout });
  assert.equal(await codeInput.inputValue(), code, 'the item takes the dictionary code');
  assert.equal(await codeInput.getAttribute('readonly'), '', 'the code is not editable');
  await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
  for (const message of [messages.dictValueRequired, messages.dictKeyRequired, messages.sortRequired]) {
    await dialog.getByText(message, { exact: true }).waitFor({ timeout });
  }
  await dialog.getByLabel(fieldLabel(fields.itemValue)).fill('Gold');
  await dialog.getByLabel(fieldLabel(fields.dictKey)).fill('g1');
  await dialog.getByLabel(fieldLabel(fields.sort)).fill('1');
  await saveScreenshot(page, `system/dict-${layout}-item-form-zh`);
  await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  const itemRow = rowWith(page, 'g1');
  await itemRow.waitFor({ timeout });
  await saveScreenshot(page, `system/dict-${layout}-zh`);

  // Edit the item.
  await clickRowAction(itemRow, zhCrud.row.edit);
  dialog = page.getByRole('dialog', { name: zhCrud.dialog.edit });
  const value = dialog.getByLabel(fieldLabel(fields.itemValue));
  await value.waitFor({ timeout });
  assert.equal(await value.inputValue(), 'Gold');
  await value.fill('Platinum');
  await dialog.getByRole('button', { name: zhCrud.dialog.update, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  await itemRow.getByText('Platinum', { exact: true }).waitFor({ timeout });

  // Delete the item, then the dictionary.
  await clickRowAction(itemRow, zhCrud.row.delete);
  let confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
  await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
  await itemRow.waitFor({ state: 'detached', timeout });
  await clickRowAction(parentRow, zhCrud.row.delete);
  confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
  await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
  await parentRow.waitFor({ state: 'detached', timeout });
}

describe('dictionary screens', () => {
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

  it('adds, edits and deletes dictionaries and items in both layouts', async () => {
    assert.ok(app && browser);
    const session = await signedInPage(browser, app.baseUrl);
    context = session.context;
    const { page, pageErrors } = session;

    await openPage(page, app.baseUrl, '/dict-horizontal/index', zhMenu.dict);
    await waitForTitle(page, `${zhDict.pages.horizontal} - `);
    await page.locator('[data-layout="horizontal"]').waitFor({ timeout });
    await walkLayout(page, 'horizontal', 'e2ehorizontal');

    await openPage(page, app.baseUrl, '/dict-vertical/index', zhMenu.dict);
    await page.locator('[data-layout="vertical"]').waitFor({ timeout });
    await walkLayout(page, 'vertical', 'e2evertical');

    // The menu page: a seeded dictionary's items, and the layout switch.
    await openPage(page, app.baseUrl, '/system/dict', zhMenu.dict);
    const notice = rowWith(page, 'notice');
    await notice.getByRole('button', { name: zhDict.items.open, exact: true }).click();
    await page.locator('tbody').nth(1).locator('tr').first().waitFor({ timeout });
    await page.getByText(zhDict.layout.vertical, { exact: true }).click();
    await page.locator('[data-layout="vertical"]').waitFor({ timeout });
    await saveScreenshot(page, 'system/dict-menu-page-zh');

    await openPage(page, app.baseUrl, '/system/dictbiz', zhMenu.dictbiz);
    await saveScreenshot(page, 'system/dictbiz-zh');

    assert.deepEqual(pageErrors, []);
  });
});
