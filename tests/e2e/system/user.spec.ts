/**
 * Users in Chromium, against the built app with its seeded platform tenant (departments 布雷德科技 >
 * 常州布雷德 / 苏州布雷德, roles, posts, the admin account):
 * sign in as 000000 / admin / admin -> 系统管理 > 用户管理 -> filter by a department in the tree -> add a
 * user with roles (empty submit first: the required messages) -> edit it -> reset its password (and sign in
 * with the initial password over GraphQL) -> import a workbook with bad rows (row report, nothing imported)
 * -> import a valid one (the users appear) -> template download and export (.xlsx) -> delete -> English.
 * Texts come from the web's locale files, so the spec follows the translations.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import enUser from '../../../web/src/i18n/locales/en/user.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhUser from '../../../web/src/i18n/locales/zh-CN/user.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, interpolate, rowWith, timeout, waitForPath, waitForTitle, clickRowAction } from './browser-session';

const fields = zhUser.fields;
const required = zhUser.validation;

/** Seeded names of the platform tenant (server/src/seeders/base/base.seed.ts). */
const seeded = {
  head: '布雷德科技',
  branch: '常州布雷德',
  otherBranch: '苏州布雷德',
  hrRole: '人事',
  userRole: '用户',
  staffPost: '普通员工',
};

/** Picks options of a (tree) select in a dialog, then closes its dropdown by clicking the dialog title. */
async function pick(page: Page, dialog: Locator, label: string, options: readonly string[]): Promise<void> {
  const input = dialog.locator('input').and(dialog.getByLabel(fieldLabel(label)));
  for (const option of options) {
    await input.click();
    // A parent option's name also holds its expand button's label: match the option's own text.
    await page
      .getByRole('option')
      .filter({ has: page.getByText(option, { exact: true }) })
      .first()
      .click();
  }
  await dialog.getByRole('heading').first().click();
}

/** A workbook with the template's Chinese headers and the given rows. */
async function workbook(rows: ReadonlyArray<Record<'account' | 'realName' | 'roleName' | 'deptName' | 'phone', string>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(['账户', '姓名', '角色名称', '部门名称', '手机']);
  for (const row of rows) {
    sheet.addRow([row.account, row.realName, row.roleName, row.deptName, row.phone]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Waits until the list is not reloading and the table's loader has faded out (for screenshots). */
async function toolbarRefreshIdle(page: Page): Promise<void> {
  await page.locator('[role="toolbar"] [data-loading]').waitFor({ state: 'detached', timeout });
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll('.mantine-datatable-loader')).every((loader) => getComputedStyle(loader).opacity === '0'),
    undefined,
    { timeout },
  );
}

async function total(page: Page, language: { table: { total: string } }, count: number): Promise<void> {
  await page.getByText(interpolate(language.table.total, { total: count }), { exact: true }).waitFor({ timeout });
}

describe('users page', () => {
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

  it('filters by department, adds, edits, resets, imports, exports and deletes users, in Chinese and English', async () => {
    assert.ok(app && browser);
    const baseUrl = app.baseUrl;
    context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Sign in, then 系统管理 > 用户管理 from the sidebar.
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill('admin');
    await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill('admin');
    await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
    await waitForPath(page, '/wel/index');
    const sidebar = page.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    await sidebar.getByRole('button', { name: zhMenu.system, exact: true }).click();
    await sidebar.getByRole('link', { name: zhMenu.user, exact: true }).click();
    await waitForPath(page, '/system/user');
    await page.getByRole('heading', { name: zhMenu.user, exact: true }).waitFor({ timeout });
    await waitForTitle(page, `${zhMenu.user} - `);
    const tree = page.getByRole('tree', { name: zhUser.tree.title });
    await tree.getByText(seeded.branch, { exact: true }).waitFor({ timeout });
    await rowWith(page, 'admin').waitFor({ timeout });
    await total(page, zhCrud, 1);
    // The list's refresh button spins while the list reloads (the dictionary labels arrive separately).
    await toolbarRefreshIdle(page);
    await saveScreenshot(page, 'system/user-list-zh');

    // The tree filters: the branch has nobody yet, the head office (with descendants) has the administrator.
    await tree.getByText(seeded.branch, { exact: true }).click();
    await total(page, zhCrud, 0);
    await rowWith(page, 'admin').waitFor({ state: 'detached', timeout });

    // Add: an empty submit shows the required messages.
    const toolbar = page.getByRole('toolbar', { name: zhCrud.toolbar.region });
    await toolbar.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    let dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await dialog.waitFor({ timeout });
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    for (const message of [
      required.accountRequired,
      required.passwordRequired,
      required.password2Required,
      required.roleRequired,
      required.deptRequired,
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor({ timeout });
    }
    await saveScreenshot(page, 'system/user-form-validation-zh');

    // ... then a user of the branch with two roles and a post.
    await dialog.getByLabel(fieldLabel(fields.account)).fill('e2e.user');
    await dialog.getByLabel(fieldLabel(fields.password)).fill('secret1');
    await dialog.getByLabel(fieldLabel(fields.password2)).fill('secret1');
    await dialog.getByLabel(fieldLabel(fields.realName)).fill('测试用户');
    await dialog.getByLabel(fieldLabel(fields.phone)).fill('13900001111');
    await pick(page, dialog, fields.roleIds, [seeded.hrRole, seeded.userRole]);
    await pick(page, dialog, fields.deptIds, [seeded.branch]);
    await pick(page, dialog, fields.postIds, [seeded.staffPost]);
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await page.getByText(zhCrud.notify.added, { exact: true }).waitFor({ timeout });
    await dialog.waitFor({ state: 'hidden', timeout });
    const added = rowWith(page, 'e2e.user');
    await added.waitFor({ timeout });
    await total(page, zhCrud, 1);
    const roles = (await added.locator('td').nth(5).textContent()) ?? '';
    assert.ok(roles.includes(seeded.hrRole) && roles.includes(seeded.userRole), `both roles are listed, got "${roles}"`);

    // Edit it.
    await clickRowAction(added, zhCrud.row.edit);
    dialog = page.getByRole('dialog', { name: zhCrud.dialog.edit });
    const realName = dialog.getByLabel(fieldLabel(fields.realName));
    await realName.waitFor({ timeout });
    assert.equal(await realName.inputValue(), '测试用户');
    assert.equal(await dialog.getByLabel(fieldLabel(fields.password)).count(), 0, 'no password on edit');
    await realName.fill('改名用户');
    await dialog.getByRole('button', { name: zhCrud.dialog.update, exact: true }).click();
    await page.getByText(zhCrud.notify.updated, { exact: true }).waitFor({ timeout });
    await dialog.waitFor({ state: 'hidden', timeout });
    await added.getByRole('cell', { name: '改名用户', exact: true }).waitFor({ timeout });

    // Reset its password to the initial one (123456), then sign in with it over GraphQL.
    await added.getByRole('checkbox').check();
    await toolbar.getByRole('button', { name: zhUser.actions.reset, exact: true }).click();
    let confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
    await confirm.getByText(zhUser.confirm.reset, { exact: true }).waitFor({ timeout });
    await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
    await page.getByText(zhCrud.notify.success, { exact: true }).first().waitFor({ timeout });
    const login = await page.request.post(`${baseUrl}/graphql`, {
      data: {
        query: 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }',
        variables: { input: { tenantId: '000000', account: 'e2e.user', password: '123456' } },
      },
    });
    const loginBody = (await login.json()) as { data?: { login?: { accessToken?: string } }; errors?: unknown };
    assert.ok(loginBody.data?.login?.accessToken, `the initial password signs in: ${JSON.stringify(loginBody.errors)}`);
    await toolbar.getByRole('button', { name: zhCrud.toolbar.clearSelection, exact: true }).click();

    // Import a workbook with a good row, a row without account and a row with an unknown role: refused row by row.
    await toolbar.getByRole('button', { name: zhUser.actions.import, exact: true }).click();
    dialog = page.getByRole('dialog', { name: zhUser.import.title });
    await dialog.waitFor({ timeout });
    const [template] = await Promise.all([
      page.waitForEvent('download', { timeout }),
      dialog.getByRole('button', { name: zhUser.import.template, exact: true }).click(),
    ]);
    assert.match(template.suggestedFilename(), /\.xlsx$/);
    assert.equal((await readFile(await template.path())).subarray(0, 2).toString('latin1'), 'PK');
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.from('account') });
    await dialog.getByText(zhUser.import.fileType, { exact: true }).waitFor({ timeout });
    await fileInput.setInputFiles({
      name: 'users-bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook([
        { account: 'e2e.import1', realName: '导入一', roleName: seeded.hrRole, deptName: seeded.branch, phone: '' },
        { account: '', realName: '没有账号', roleName: seeded.hrRole, deptName: seeded.branch, phone: '' },
        { account: 'e2e.import3', realName: '导入三', roleName: '不存在的角色', deptName: seeded.branch, phone: '' },
      ]),
    });
    await dialog.getByRole('button', { name: zhUser.import.upload, exact: true }).click();
    const report = dialog.getByRole('table', { name: zhUser.import.errors });
    await report.waitFor({ timeout });
    const reportRows = await report.locator('tbody tr').allTextContents();
    assert.equal(reportRows.length, 2, `two problems, got ${JSON.stringify(reportRows)}`);
    assert.ok(reportRows[0]?.startsWith('3') && reportRows[0].includes('请输入登录账号'), `row 3 misses its account: ${reportRows[0]}`);
    assert.ok(reportRows[1]?.startsWith('4') && reportRows[1].includes('不存在的角色'), `row 4 names an unknown role: ${reportRows[1]}`);
    await saveScreenshot(page, 'system/user-import-errors-zh');
    await dialog.getByRole('button', { name: zhCrud.dialog.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout });
    await total(page, zhCrud, 1);
    assert.equal(await rowWith(page, 'e2e.import1').count(), 0, 'nothing was imported');

    // A valid workbook: the users appear in the branch.
    await toolbar.getByRole('button', { name: zhUser.actions.import, exact: true }).click();
    await dialog.waitFor({ timeout });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'users.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook([
        { account: 'e2e.import1', realName: '导入一', roleName: seeded.hrRole, deptName: seeded.branch, phone: '13900002222' },
        { account: 'e2e.import2', realName: '导入二', roleName: `${seeded.hrRole},${seeded.userRole}`, deptName: seeded.branch, phone: '' },
      ]),
    });
    await dialog.getByRole('button', { name: zhUser.import.upload, exact: true }).click();
    await page.getByText(interpolate(zhUser.import.success, { inserted: 2, updated: 0 }), { exact: true }).waitFor({ timeout });
    await dialog.waitFor({ state: 'hidden', timeout });
    await rowWith(page, 'e2e.import1').waitFor({ timeout });
    await rowWith(page, 'e2e.import2').waitFor({ timeout });
    await total(page, zhCrud, 3);

    // Export the current filter (the branch): an .xlsx download.
    const [exported] = await Promise.all([
      page.waitForEvent('download', { timeout }),
      toolbar.getByRole('button', { name: zhUser.actions.export, exact: true }).click(),
    ]);
    assert.match(exported.suggestedFilename(), /\.xlsx$/);
    const exportedBook = new ExcelJS.Workbook();
    await exportedBook.xlsx.load((await readFile(await exported.path())) as unknown as ArrayBuffer);
    const accounts: string[] = [];
    exportedBook.worksheets[0]?.eachRow((row, index) => {
      if (index > 1) {
        accounts.push(String(row.getCell(4).value));
      }
    });
    assert.deepEqual(accounts.sort(), ['e2e.import1', 'e2e.import2', 'e2e.user'], 'the export holds the filtered users');
    await page.getByText(zhUser.export.done, { exact: true }).waitFor({ timeout });

    // Delete the added user with confirmation.
    await clickRowAction(added, zhCrud.row.delete);
    confirm = page.getByRole('dialog', { name: zhCrud.confirm.title });
    await confirm.getByText(zhCrud.confirm.deleteRow, { exact: true }).waitFor({ timeout });
    await confirm.getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
    await page.getByText(zhCrud.notify.deleted, { exact: true }).waitFor({ timeout });
    await added.waitFor({ state: 'detached', timeout });
    await total(page, zhCrud, 2);

    // All departments, then English.
    await page.getByRole('button', { name: zhUser.tree.all, exact: true }).click();
    await total(page, zhCrud, 3);
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('heading', { name: enMenu.user, exact: true }).waitFor({ timeout });
    await page.getByRole('tree', { name: enUser.tree.title }).waitFor({ timeout });
    await page.getByRole('button', { name: enUser.actions.reset, exact: true }).waitFor({ timeout });
    await total(page, enCrud, 3);
    for (const title of [enUser.fields.account, enUser.fields.roleIds, enUser.fields.deptIds, enUser.fields.userType]) {
      await page.locator('thead th').filter({ hasText: title }).first().waitFor({ timeout });
    }
    await waitForTitle(page, `${enMenu.user} - `);
    await toolbarRefreshIdle(page);
    await saveScreenshot(page, 'system/user-list-en');

    assert.deepEqual(pageErrors, []);
  });
});
