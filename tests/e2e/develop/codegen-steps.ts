/** Steps of the code generation walk (codegen.spec.ts): texts from the web's locale files, in the walk's language. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enDevelop from '../../../web/src/i18n/locales/en/develop.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhDevelop from '../../../web/src/i18n/locales/zh-CN/develop.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { saveScreenshot } from '../harness';
import { clickRowAction, interpolate, openPage, rowWith, timeout } from '../system/browser-session';

export type Lang = 'zh-CN' | 'en';

export function texts(lang: Lang) {
  return lang === 'en' ? { crud: enCrud, dev: enDevelop, menu: enMenu } : { crud: zhCrud, dev: zhDevelop, menu: zhMenu };
}

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp, search?: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  if (search) {
    await box.fill(search);
  }
  await page.getByRole('option', { name: option }).first().click();
}

/** Adds a model on a table of the product's own database (the built-in master datasource). */
export async function addModel(page: Page, baseUrl: string, lang: Lang, name: string, code: string, table: string, shot?: string) {
  const { crud, dev, menu } = texts(lang);
  await openPage(page, baseUrl, '/tool/model', menu.model);
  await page.getByRole('toolbar', { name: crud.toolbar.region }).getByRole('button', { name: crud.toolbar.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: crud.dialog.add });
  await dialog.waitFor({ timeout });
  await choose(page, dialog, dev.model.fields.datasource, interpolate(dev.model.builtIn, { name: 'master' }));
  await choose(page, dialog, dev.model.fields.modelTable, new RegExp(`^${table}`), table);
  assert.equal(await dialog.getByRole('textbox', { name: dev.model.fields.modelClass }).inputValue(), 'Notice');
  await dialog.getByRole('textbox', { name: dev.model.fields.modelName }).fill(name);
  await dialog.getByRole('textbox', { name: dev.model.fields.modelCode }).fill(code);
  if (shot) {
    await saveScreenshot(page, shot);
  }
  await dialog.getByRole('button', { name: crud.dialog.save, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  await rowWith(page, name).waitFor({ timeout });
}

/** Changes the stored comment of the model's title column (the grid opens from the stored rows). */
export async function changeTitleComment(page: Page, baseUrl: string, lang: Lang, name: string, comment: string): Promise<void> {
  const { dev, menu } = texts(lang);
  await openPage(page, baseUrl, '/tool/model', menu.model);
  await clickRowAction(rowWith(page, name), dev.prototype.button);
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox', { name: `title ${dev.prototype.columns.jdbcComment}` });
  await input.waitFor({ timeout });
  await input.fill(comment);
  await dialog.getByRole('button', { name: dev.prototype.save, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
}

/** Opens the model's prototype grid (the server's proposal), changes the title column's comment and saves. */
export async function editPrototypes(page: Page, lang: Lang, name: string, shot: string | undefined): Promise<void> {
  const { dev } = texts(lang);
  await clickRowAction(rowWith(page, name), dev.prototype.button);
  const dialog = page.getByRole('dialog');
  const comment = dialog.getByRole('textbox', { name: `title ${dev.prototype.columns.jdbcComment}` });
  await comment.waitFor({ timeout });
  await dialog.getByText(dev.prototype.draftNotice).waitFor({ timeout });
  await comment.fill(`${name} title`);
  await dialog.getByRole('checkbox', { name: `title ${dev.prototype.flags.isQuery}` }).check();
  if (shot) {
    await saveScreenshot(page, shot);
  }
  await dialog.getByRole('button', { name: dev.prototype.save, exact: true }).click();
  await page.getByText(dev.prototype.saved).first().waitFor({ timeout });
  await dialog.waitFor({ state: 'hidden', timeout });
  // Saved: the grid now opens from the stored rows (no proposal notice) with the change.
  await clickRowAction(rowWith(page, name), dev.prototype.button);
  await comment.waitFor({ timeout });
  assert.equal(await comment.inputValue(), `${name} title`);
  assert.equal(await dialog.getByText(dev.prototype.draftNotice).count(), 0);
  await dialog.getByRole('button', { name: dev.prototype.close, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
}

/** Adds a code record for the model. */
export async function addCodeRecord(page: Page, baseUrl: string, lang: Lang, model: string, codeName: string, pkg: string, shot?: string) {
  const { crud, dev, menu } = texts(lang);
  await openPage(page, baseUrl, '/tool/code', menu.code);
  await page.getByRole('toolbar', { name: crud.toolbar.region }).getByRole('button', { name: crud.toolbar.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: crud.dialog.add });
  await dialog.waitFor({ timeout });
  await choose(page, dialog, dev.code.fields.model, `${model} (blade_notice)`, model);
  const fields = dev.code.fields;
  await dialog.getByRole('textbox', { name: fields.codeName }).fill(codeName);
  await dialog.getByRole('textbox', { name: fields.serviceName }).fill('blade-desk');
  await dialog.getByRole('textbox', { name: fields.packageName }).fill(pkg);
  // No prefix: BladeNotice (the product's own Notice entity makes the generator refuse the prefix blade_).
  await dialog.getByRole('textbox', { name: fields.tablePrefix }).fill('');
  await dialog.getByRole('textbox', { name: fields.apiPath }).fill('../outside');
  await dialog.getByRole('button', { name: crud.dialog.save, exact: true }).click();
  await dialog.getByText(dev.code.validation.pathInvalid).waitFor({ timeout });
  if (shot) {
    await saveScreenshot(page, shot);
  }
  await dialog.getByRole('textbox', { name: fields.apiPath }).fill('server');
  await dialog.getByRole('button', { name: crud.dialog.save, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  await rowWith(page, codeName).waitFor({ timeout });
}

/** Waits for a download started by `click` and checks it is a zip. */
export async function downloadZip(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), click()]);
  const bytes = await readFile(await download.path());
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'the download is a zip');
  assert.match(download.suggestedFilename(), /\.zip$/);
  return download.suggestedFilename();
}

/** Previews the record: the entity file in the tree, its code highlighted; then downloads from the preview. */
export async function previewAndDownload(page: Page, lang: Lang, codeName: string, shot: string | undefined): Promise<void> {
  const { dev } = texts(lang);
  await clickRowAction(rowWith(page, codeName), dev.code.preview);
  const dialog = page.getByRole('dialog', { name: interpolate(dev.preview.title, { name: codeName }) });
  await dialog.getByText(dev.preview.noPrevious).waitFor({ timeout });
  await dialog
    .getByRole('button', { name: /\.entity\.ts/ })
    .first()
    .click();
  await dialog
    .getByTestId('preview-path')
    .filter({ hasText: /\.entity\.ts$/ })
    .waitFor({ timeout });
  await dialog.getByTestId('code-view').getByText('@Entity', { exact: false }).first().waitFor({ timeout });
  if (shot) {
    await saveScreenshot(page, shot);
  }
  await downloadZip(page, () => dialog.getByRole('button', { name: dev.preview.download, exact: true }).click());
  await dialog.getByTestId('diff-summary').filter({ hasText: dev.preview.sameAsPrevious }).waitFor({ timeout });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout });
}

/** Downloads again from the row, then the preview shows no change since that download. */
export async function downloadAgainWithoutChanges(page: Page, lang: Lang, codeName: string): Promise<void> {
  const { dev } = texts(lang);
  await downloadZip(page, () => clickRowAction(rowWith(page, codeName), dev.code.download));
  await clickRowAction(rowWith(page, codeName), dev.code.preview);
  const dialog = page.getByRole('dialog', { name: interpolate(dev.preview.title, { name: codeName }) });
  await dialog.getByTestId('diff-summary').filter({ hasText: dev.preview.sameAsPrevious }).waitFor({ timeout });
  await dialog.getByTestId('code-view').waitFor({ timeout });
  assert.equal(await dialog.getByTestId('change-marker').count(), 0, 'no file is marked as changed');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout });
}

/** After a prototype change: the preview marks the entity file as changed and its line diff shows the new comment. */
export async function previewShowsChange(page: Page, baseUrl: string, lang: Lang, codeName: string, comment: string, shot?: string) {
  const { dev, menu } = texts(lang);
  await openPage(page, baseUrl, '/tool/code', menu.code);
  await clickRowAction(rowWith(page, codeName), dev.code.preview);
  const dialog = page.getByRole('dialog', { name: interpolate(dev.preview.title, { name: codeName }) });
  const entity = dialog.getByRole('button', { name: /\.entity\.ts/ }).first();
  await entity.getByTestId('change-marker').filter({ hasText: dev.preview.markers.changed }).waitFor({ timeout });
  await entity.click();
  await dialog.getByText(dev.preview.diff, { exact: true }).click();
  await dialog.getByTestId('file-diff').locator('[data-change="added"]').filter({ hasText: comment }).first().waitFor({ timeout });
  if (shot) {
    await saveScreenshot(page, shot);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout });
}
