/**
 * Tables that fit (issue 12 item 4) and forms that keep what was typed (item 5), in Chromium at 1280 px:
 * on several CRUD pages, in Chinese and English, the pinned action column never covers a data cell for
 * good (at the table's far-right scroll position the data columns end before it; without overflow they
 * never meet it), row actions carry text labels, the "More" menu opens with the remaining actions, and a
 * changed form asks before it is discarded.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhTheme from '../../../web/src/i18n/locales/zh-CN/theme.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, timeout } from '../system/browser-session';
import { demoTenant, signInOnPage } from './user-steps';

type MenuKey = keyof typeof zhMenu & keyof typeof enMenu;

interface TablePage {
  path: string;
  menu: MenuKey;
  /** Signed in as the platform admin (000000) or the demo school's admin. */
  tenant: '000000' | typeof demoTenant;
}

const pages: readonly TablePage[] = [
  { path: '/system/user', menu: 'user', tenant: '000000' },
  { path: '/system/tenant', menu: 'tenant', tenant: '000000' },
  { path: '/system/menu', menu: 'menu', tenant: '000000' },
  { path: '/monitor/log/usual', menu: 'log_usual', tenant: '000000' },
  { path: '/system/client', menu: 'client', tenant: '000000' },
  { path: '/exam/examination', menu: 'exam_examination', tenant: demoTenant },
  { path: '/exam/question', menu: 'exam_question', tenant: demoTenant },
  { path: '/exam/paper', menu: 'exam_paper', tenant: demoTenant },
];

interface Overlap {
  row: number;
  column: number;
  text: string;
}

/**
 * Scrolls the table to its right end and lists the data cells (not pinned) that still reach under the
 * pinned action cell of their row; without sideways overflow every data cell must end before it.
 */
async function coveredCells(page: Page): Promise<{ overlaps: Overlap[]; rows: number; overflow: boolean }> {
  return page.evaluate(() => {
    const table = document.querySelector('main table');
    const viewport = table?.closest('.mantine-ScrollArea-viewport') ?? table?.parentElement;
    if (!table || !viewport) {
      return { overlaps: [], rows: 0, overflow: false };
    }
    const overflow = viewport.scrollWidth > viewport.clientWidth + 1;
    viewport.scrollLeft = viewport.scrollWidth;
    const overlaps: { row: number; column: number; text: string }[] = [];
    const rows = Array.from(table.querySelectorAll('tbody tr'));
    rows.forEach((tr, rowIndex) => {
      const cells = Array.from(tr.querySelectorAll('td'));
      const actions = cells.at(-1);
      if (!actions || !actions.querySelector('[data-row-actions]')) {
        return;
      }
      const edge = actions.getBoundingClientRect().left;
      cells.slice(0, -1).forEach((cell, columnIndex) => {
        if (cell.hasAttribute('data-pinned')) {
          return;
        }
        const box = cell.getBoundingClientRect();
        if (box.width > 0 && box.right > edge + 1) {
          overlaps.push({ row: rowIndex, column: columnIndex, text: (cell.textContent ?? '').slice(0, 40) });
        }
      });
    });
    viewport.scrollLeft = 0;
    return { overlaps, rows: rows.length, overflow };
  });
}

describe('tables that fit at 1280 px', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await app?.stop();
  });

  async function signedIn(tenant: string): Promise<{ page: Page; pageErrors: string[] }> {
    assert.ok(app && browser);
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInOnPage(page, app.baseUrl, tenant, 'admin', DEMO_PASSWORDS.admin);
    return { page, pageErrors };
  }

  for (const tenant of ['000000', demoTenant] as const) {
    it(`keeps data cells clear of the action column in both languages (${tenant})`, async () => {
      assert.ok(app);
      const { page, pageErrors } = await signedIn(tenant);
      for (const language of ['zh-CN', 'en'] as const) {
        if (language === 'en') {
          await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
        }
        const menu = language === 'en' ? enMenu : zhMenu;
        const crud = language === 'en' ? enCrud : zhCrud;
        for (const entry of pages.filter((candidate) => candidate.tenant === tenant)) {
          await page.goto(`${app.baseUrl}${entry.path}`);
          await page.getByRole('heading', { name: menu[entry.menu], exact: true }).first().waitFor({ timeout });
          await page.locator('main tbody tr').first().waitFor({ timeout });
          const shot = `shell/tables-fit-${entry.path.replace(/\//g, '_').slice(1)}-${language}`;
          if ((await page.locator('main [data-row-actions]').count()) === 0) {
            // No row action granted here (e.g. the log view code): nothing can cover the data.
            await saveScreenshot(page, shot);
            continue;
          }
          // Labelled actions: every row button has visible text.
          const labels = await page
            .locator('main [data-row-actions] button')
            .evaluateAll((buttons) => buttons.map((button) => (button.textContent ?? '').trim()));
          assert.ok(
            labels.length > 0 && labels.every((label) => label.length > 0),
            `${entry.path}: unlabelled row action in ${labels.join('|')}`,
          );
          const { overlaps, rows } = await coveredCells(page);
          assert.ok(rows > 0, `${entry.path}: no rows`);
          assert.deepEqual(overlaps, [], `${entry.path} (${language}): data cells under the action column`);
          await saveScreenshot(page, shot);
          // The overflow menu, where a row has more than three actions.
          const more = page.locator('main [data-row-actions]').getByRole('button', { name: crud.row.more, exact: true }).first();
          if ((await more.count()) > 0) {
            await more.click();
            const items = page.getByRole('menu').getByRole('menuitem');
            await items.first().waitFor({ timeout });
            assert.ok((await items.count()) > 0);
            await saveScreenshot(page, `shell/tables-fit-${entry.path.replace(/\//g, '_').slice(1)}-more-${language}`);
            await page.keyboard.press('Escape');
            await page.getByRole('menu').waitFor({ state: 'hidden', timeout });
          }
        }
      }
      assert.deepEqual(pageErrors, []);
    });
  }

  it('opens the examination "More" menu and asks before a changed form is discarded', async () => {
    assert.ok(app);
    const { page, pageErrors } = await signedIn(demoTenant);
    await page.goto(`${app.baseUrl}/exam/examination`);
    await page.getByRole('heading', { name: zhMenu.exam_examination, exact: true }).first().waitFor({ timeout });
    const row = page.locator('main tbody tr').first();
    await row.waitFor({ timeout });
    await row.getByRole('button', { name: zhCrud.row.more, exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem').first().waitFor({ timeout });
    assert.ok((await menu.getByRole('menuitem').count()) >= 1);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout });

    // The drawer of a new examination: unchanged, Esc closes it at once.
    await page.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    const drawer = page.getByRole('dialog').first();
    const name = drawer.getByRole('textbox').first();
    await name.waitFor({ timeout });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', timeout });

    // Changed: Esc, the x and Cancel ask; "keep editing" keeps the text, "discard" closes.
    await page.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    await name.waitFor({ timeout });
    await name.fill('未保存的考试');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: zhCrud.discard.title });
    await question.waitFor({ timeout });
    await saveScreenshot(page, 'shell/tables-fit-discard-zh');
    await question.getByRole('button', { name: zhCrud.discard.keep, exact: true }).click();
    await question.waitFor({ state: 'hidden', timeout });
    assert.equal(await name.inputValue(), '未保存的考试');
    // The drawer's x (named by the theme), not a footer button.
    await drawer.getByRole('button', { name: zhTheme.components.closeDialog, exact: true }).click();
    await question.waitFor({ timeout });
    await question.getByRole('button', { name: zhCrud.discard.confirm, exact: true }).click();
    await drawer.waitFor({ state: 'hidden', timeout });
    assert.deepEqual(pageErrors, []);
  });
});
