/**
 * Issue 12 items 9 and 10 in Chromium. Small screens: at 390 px, in both languages, the top bar keeps the
 * notices bell and the user menu on screen (logout reachable) and puts the other tools into the "more"
 * panel; a CRUD page fits; the exam take page's header shows its countdown and its labels (full screen,
 * submit) uncut. English means English: with English chosen, the sidebar, a dictionary page, the role
 * grant tree, the menu admin tree and the post page show seeded rows in English, and no icon class
 * name is shown as text.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enAuth from '../../../web/src/i18n/locales/en/auth.json';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enDict from '../../../web/src/i18n/locales/en/dict.json';
import enTake from '../../../web/src/i18n/locales/en/examTake.json';
import enLayout from '../../../web/src/i18n/locales/en/layout.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import enNotice from '../../../web/src/i18n/locales/en/noticePopover.json';
import enRole from '../../../web/src/i18n/locales/en/role.json';
import enSeed from '../../../web/src/i18n/locales/en/seed.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhTake from '../../../web/src/i18n/locales/zh-CN/examTake.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhNotice from '../../../web/src/i18n/locales/zh-CN/noticePopover.json';
import { openExamination, startFromList, viewportShot } from '../exam/take-steps';
import { saveScreenshot } from '../harness';
import { browserSuite } from '../suite';
import { clickRowAction, escapeRegExp, fieldLabel, timeout, waitForPath } from '../system/browser-session';
import { demoTenant } from './user-steps';

type Lang = 'zh-CN' | 'en';
const texts = {
  'zh-CN': { code: 'zh', auth: zhAuth, common: zhCommon, layout: zhLayout, menu: zhMenu, notice: zhNotice, take: zhTake },
  en: { code: 'en', auth: enAuth, common: enCommon, layout: enLayout, menu: enMenu, notice: enNotice, take: enTake },
} as const;

/** A page of the given size whose stored language is set before the app starts, signed in through the form. */
async function signIn(browser: Browser, baseUrl: string, lang: Lang, width: number, tenantId: string, account: string, password: string) {
  const context = await browser.newContext({ locale: lang, viewport: { width, height: width < 500 ? 844 : 900 } });
  await context.addInitScript((language) => {
    if (window.localStorage.getItem('saber-language') === null) {
      window.localStorage.setItem('saber-language', JSON.stringify({ dataType: 'string', content: language, datetime: Date.now() }));
    }
  }, lang);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const t = texts[lang].auth.login;
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(fieldLabel(t.fields.tenantId)).fill(tenantId);
  await page.getByLabel(fieldLabel(t.fields.account)).fill(account);
  await page.getByLabel(fieldLabel(t.fields.password)).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  // Students land on their own home page, everyone else on the home page.
  await waitForPath(page, account === 'student' ? '/wel/studentindex' : '/wel/index');
  return { context, page, pageErrors };
}

/** Fails unless the element lies inside the viewport's width. */
async function expectOnScreen(page: Page, element: Locator, what: string): Promise<void> {
  await element.waitFor({ timeout });
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  assert.ok(box, `${what} has a box`);
  assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `${what} is on screen (x ${box.x}, width ${box.width}, viewport ${width})`);
}

/** Fails when the text of the element is cut (its content is wider than its box). */
async function expectUncut(element: Locator, what: string): Promise<void> {
  const cut = await element.evaluate((node) => {
    const nodes = [node, ...Array.from(node.querySelectorAll('*'))];
    return nodes.some((inner) => inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflow !== 'visible');
  });
  assert.equal(cut, false, `${what} is not cut`);
}

describe('small screens and English seeded labels (issue 12 items 9-10)', () => {
  const suite = browserSuite();

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`at 390 px the top bar collapses, bell and user menu stay reachable; the take page's header is readable (${lang})`, async () => {
      const t = texts[lang];
      const admin = await signIn(suite.browser, suite.app.baseUrl, lang, 390, '000000', 'admin', 'admin');
      suite.keep(admin.context);
      const { page } = admin;
      suite.onFailure(() => saveScreenshot(page, `shell/small-screen-failure-${t.code}`));

      const bell = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.notice.bell.split('{{')[0] ?? '')}`) });
      await expectOnScreen(page, bell, 'the notices bell');
      const userMenu = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.layout.header.userMenu)}: `) });
      await expectOnScreen(page, userMenu, 'the user menu');
      const more = page.getByRole('button', { name: t.layout.header.more, exact: true });
      await expectOnScreen(page, more, 'the more-tools button');
      const header = page.locator('header');
      assert.equal(await header.evaluate((node) => node.scrollWidth <= node.clientWidth + 1), true, 'nothing overflows the top bar');
      await saveScreenshot(page, `shell/small-screen-home-${t.code}`);

      await userMenu.click();
      await page.getByRole('menuitem', { name: t.layout.header.logout, exact: true }).waitFor({ timeout });
      await page.keyboard.press('Escape');

      await more.click();
      const tools = page.getByRole('dialog', { name: t.layout.header.tools });
      await tools.waitFor({ timeout });
      for (const name of Object.values(t.layout.header.tool).filter((name) => name !== t.layout.header.tool.errorLog)) {
        await tools.getByText(name, { exact: true }).waitFor({ timeout });
      }
      await tools.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.common.language.switch)}`) }).waitFor({ timeout });
      await saveScreenshot(page, `shell/small-screen-tools-${t.code}`);
      await page.keyboard.press('Escape');
      await tools.waitFor({ state: 'hidden', timeout });

      // A CRUD page at 390 px.
      await page.goto(`${suite.app.baseUrl}/system/param`);
      await page.getByRole('heading', { name: t.menu.param, exact: true }).first().waitFor({ timeout });
      await expectOnScreen(page, bell, 'the notices bell on a CRUD page');
      await saveScreenshot(page, `shell/small-screen-crud-${t.code}`);

      // The take page's header as the demo student.
      const examName = lang === 'en' ? 'Small screen quiz' : '小屏幕随堂测验';
      await openExamination(suite.app.baseUrl, examName);
      const student = await signIn(suite.browser, suite.app.baseUrl, lang, 390, demoTenant, 'student', DEMO_PASSWORDS.student);
      suite.keep(student.context);
      await student.page.goto(`${suite.app.baseUrl}/exam/my`);
      await startFromList(student.page, t.take, examName, `shell/small-screen-take-list-${t.code}`);
      const bar = student.page.getByTestId('exam-top-bar');
      await expectOnScreen(student.page, student.page.getByTestId('exam-countdown'), 'the countdown');
      for (const label of [t.take.bar.submit, t.take.bar.fullscreen]) {
        const button = bar.getByRole('button', { name: label, exact: true });
        await expectOnScreen(student.page, button, `the "${label}" button`);
        await expectUncut(button, `the "${label}" button`);
      }
      await viewportShot(student.page, undefined, `shell/small-screen-take-${t.code}`);
      assert.deepEqual([...admin.pageErrors, ...student.pageErrors], []);
    });
  }

  it('in English the sidebar, a dictionary, the role grant tree, the menu tree and posts show seeded rows in English', async () => {
    const { context, page, pageErrors } = await signIn(suite.browser, suite.app.baseUrl, 'en', 1280, '000000', 'admin', 'admin');
    suite.keep(context);
    suite.onFailure(() => saveScreenshot(page, 'shell/english-seeds-failure'));

    const sidebar = page.getByRole('navigation', { name: enLayout.sidebar.navigation });
    await sidebar.getByText(enMenu.system, { exact: true }).first().waitFor({ timeout });
    assert.equal(await sidebar.getByText(zhMenu.system, { exact: true }).count(), 0, 'no Chinese menu name in the sidebar');

    // System dictionaries: the seeded sex dictionary and its items.
    await page.goto(`${suite.app.baseUrl}/system/dict`);
    await page.getByRole('cell', { name: enSeed['dict.sex'], exact: true }).waitFor({ timeout });
    await page
      .locator('tbody tr')
      .filter({ hasText: enSeed['dict.sex'] })
      .getByRole('button', { name: enDict.items.open, exact: true })
      .click();
    await page.getByText(enSeed['dict.sex.1'], { exact: true }).first().waitFor({ timeout });
    await page.getByText(enSeed['dict.sex.2'], { exact: true }).first().waitFor({ timeout });
    assert.equal(await page.getByText('性别', { exact: true }).count(), 0, 'no Chinese dictionary name');
    await saveScreenshot(page, 'shell/english-dict');

    // Posts: seeded names and categories.
    await page.goto(`${suite.app.baseUrl}/system/post`);
    await page.getByRole('cell', { name: enSeed['post.ceo'], exact: true }).waitFor({ timeout });
    await page.getByRole('cell', { name: enSeed['dict.post_category.1'], exact: true }).first().waitFor({ timeout });

    // Menus: names in English, icons as icons (no class names as text).
    await page.goto(`${suite.app.baseUrl}/system/menu`);
    await page.getByRole('heading', { name: enMenu.menu, exact: true }).first().waitFor({ timeout });
    await page.locator('tbody tr').filter({ hasText: enMenu.desk }).first().waitFor({ timeout });
    assert.equal(await page.getByText(/iconfont|icon-/).count(), 0, 'no icon class name shown as text');
    await saveScreenshot(page, 'shell/english-menus');

    // Roles and the grant tree.
    await page.goto(`${suite.app.baseUrl}/authority/role`);
    const role = page.locator('tbody tr').filter({ hasText: enSeed['role.administrator'] }).first();
    await role.waitFor({ timeout });
    await clickRowAction(role, enRole.grant.button);
    const dialog = page.getByRole('dialog', { name: enRole.grant.title });
    await dialog.getByRole('checkbox', { name: enMenu.param, exact: true }).waitFor({ timeout });
    await dialog.getByRole('checkbox', { name: enMenu.system, exact: true }).waitFor({ timeout });
    assert.equal(await dialog.getByText(zhMenu.param, { exact: true }).count(), 0, 'no Chinese menu name in the grant tree');
    await saveScreenshot(page, 'shell/english-grant-tree');
    assert.deepEqual(pageErrors, []);
  });
});
