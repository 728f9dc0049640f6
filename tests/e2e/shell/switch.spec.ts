/**
 * Switch department and role in Chromium (item 13): a teacher who also holds the school's admin role
 * opens the dialog from the user menu; both selects are required; switching goes through a token
 * refresh with deptId/roleId and the menus reload for the chosen role (the admin-only "system" menu
 * disappears and comes back); in Chinese and English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_DEPT_IDS, DEMO_PASSWORDS, DEMO_POST_IDS, DEMO_ROLE_IDS, DEMO_USER_IDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enLayout from '../../../web/src/i18n/locales/en/layout.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import enSwitch from '../../../web/src/i18n/locales/en/switchRole.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhSwitch from '../../../web/src/i18n/locales/zh-CN/switchRole.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, timeout } from '../system/browser-session';
import { api, apiToken, demoTenant, openUserMenu, signInAs, storedContent } from './user-steps';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: fieldLabel(label) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The next step starts from a closed dropdown (its options are in a portal outside the dialog).
  await page.getByRole('listbox').waitFor({ state: 'hidden', timeout });
}

/** The stored user (kept in step with `me`) has exactly these roles. */
async function waitForStoredRoles(page: Page, roleIds: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        (JSON.parse(window.localStorage.getItem('saber-userInfo') ?? '{}') as { content?: { roleIds?: string[] } }).content?.roleIds,
      ) === expected,
    JSON.stringify(roleIds),
    { timeout },
  );
}

describe('switch department and role', () => {
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

  it('switches through a token refresh and reloads the menus for the chosen role', async () => {
    assert.ok(app && browser);
    const admin = await apiToken(app.baseUrl, demoTenant, 'admin', DEMO_PASSWORDS.admin);
    const granted = await api(app.baseUrl, admin, 'mutation ($input: UserInput!) { submitUser(input: $input) { id } }', {
      input: {
        id: DEMO_USER_IDS.teacher,
        account: 'teacher',
        name: '李老师',
        realName: '李明',
        phone: '13800000002',
        email: 'teacher@demo.example.com',
        sex: 1,
        deptIds: [DEMO_DEPT_IDS.academic, DEMO_DEPT_IDS.school],
        roleIds: [DEMO_ROLE_IDS.teacher, DEMO_ROLE_IDS.admin],
        postIds: [DEMO_POST_IDS.teacher],
      },
    });
    assert.equal(granted.errors, undefined, JSON.stringify(granted.errors));

    const session = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    context = session.context;
    const { page, pageErrors } = session;
    const sidebar = page.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    const systemMenu = sidebar.getByRole('button', { name: zhMenu.system, exact: true });
    await systemMenu.waitFor({ timeout });

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: zhSwitch.menu, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: zhSwitch.title });
    await dialog.waitFor({ timeout });
    // The session holds both roles: nothing is preselected, both are required.
    await dialog.getByRole('button', { name: zhSwitch.submit, exact: true }).click();
    await dialog.getByText(zhSwitch.validation.deptRequired, { exact: true }).waitFor({ timeout });
    await dialog.getByText(zhSwitch.validation.roleRequired, { exact: true }).waitFor({ timeout });
    await choose(page, zhSwitch.dept, '教务处');
    await choose(page, zhSwitch.role, '教师');
    await saveScreenshot(page, 'shell/switch-dialog-zh');
    const refresh = page.waitForRequest((request) => (request.postData() ?? '').includes('RefreshToken'));
    const before = await storedContent<string>(page, 'token');
    await dialog.getByRole('button', { name: zhSwitch.submit, exact: true }).click();
    const sent = JSON.parse((await refresh).postData() ?? '{}') as { variables: { input: { deptId: string; roleId: string } } };
    assert.deepEqual(
      { deptId: sent.variables.input.deptId, roleId: sent.variables.input.roleId },
      { deptId: DEMO_DEPT_IDS.academic, roleId: DEMO_ROLE_IDS.teacher },
    );
    await page.getByText(zhSwitch.switched, { exact: true }).waitFor({ timeout });
    await systemMenu.waitFor({ state: 'detached', timeout });
    assert.notEqual(await storedContent<string>(page, 'token'), before);
    await waitForStoredRoles(page, [DEMO_ROLE_IDS.teacher]);

    // It holds after a reload (the server session is narrowed), and the dialog now shows the choice.
    await page.reload();
    await sidebar.getByRole('link', { name: zhMenu.home }).first().waitFor({ timeout });
    assert.equal(await systemMenu.count(), 0);

    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: enSwitch.menu, exact: true }).click();
    const english = page.getByRole('dialog', { name: enSwitch.title });
    await english.waitFor({ timeout });
    // Preselected: the narrowed session's own department and role.
    await english.locator('input[value="教务处"]').waitFor({ timeout });
    await english.locator('input[value="教师"]').waitFor({ timeout });
    await choose(page, enSwitch.dept, '示范培训学校');
    await choose(page, enSwitch.role, '管理员');
    await saveScreenshot(page, 'shell/switch-dialog-en');
    await english.getByRole('button', { name: enSwitch.submit, exact: true }).click();
    await page.getByText(enSwitch.switched, { exact: true }).waitFor({ timeout });
    await page
      .getByRole('navigation', { name: enLayout.sidebar.navigation })
      .getByRole('button', { name: enMenu.system, exact: true })
      .waitFor({ timeout });
    await waitForStoredRoles(page, [DEMO_ROLE_IDS.admin]);
    assert.deepEqual(pageErrors, []);
  });
});
