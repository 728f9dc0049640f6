/**
 * Themes and the primary colour (issue 4 item 7) in Chromium: each of the 11 themes in the dialog
 * gives the top bar and sidebar their own colours, dark switches Mantine's dark scheme, the choice
 * and the colour survive a reload, the colour picker recolours primary buttons, the full-screen button
 * toggles document full screen (label follows); screenshots of the
 * layout in three themes and both languages, and of the dialog. Chinese and English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enLock from '../../../web/src/i18n/locales/en/lock.json';
import enTheme from '../../../web/src/i18n/locales/en/theme.json';
import zhLock from '../../../web/src/i18n/locales/zh-CN/lock.json';
import zhTheme from '../../../web/src/i18n/locales/zh-CN/theme.json';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import { timeout } from '../system/browser-session';
import { readSetting, shellColours, signedInIn, type Language } from './prefs-steps';

const themeNames = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
const texts = { 'zh-CN': { theme: zhTheme, lock: zhLock }, en: { theme: enTheme, lock: enLock } } as const;

async function openThemeDialog(page: Page, language: Language) {
  const t = texts[language].theme;
  await page.getByRole('button', { name: t.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog.title });
  await dialog.waitFor({ timeout });
  return dialog;
}

async function pickTheme(page: Page, language: Language, name: (typeof themeNames)[number]): Promise<void> {
  const t = texts[language].theme;
  const dialog = await openThemeDialog(page, language);
  await dialog.getByRole('radio', { name: t.names[name], exact: true }).click();
  await page.waitForFunction((theme) => document.documentElement.dataset['appTheme'] === theme, name, { timeout });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout });
}

/** Background of the lock dialog's primary (filled) submit button. */
async function primaryButtonColour(page: Page, language: Language): Promise<string> {
  const t = texts[language].lock;
  await page.getByRole('button', { name: t.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.setup.title });
  const submit = dialog.getByRole('button', { name: t.setup.submit, exact: true });
  await submit.waitFor({ timeout });
  const colour = await submit.evaluate((element) => getComputedStyle(element).backgroundColor);
  await dialog.getByRole('button', { name: t.setup.cancel, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  return colour;
}

describe('themes and the primary colour', () => {
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

  for (const language of ['zh-CN', 'en'] as const) {
    it(`gives every theme its own top bar and sidebar, keeps the choice across a reload (${language})`, async () => {
      assert.ok(app && browser);
      const { context, page } = await signedInIn(browser, app.baseUrl, language);
      contexts.push(context);
      const t = texts[language].theme;

      assert.equal(await page.evaluate(() => document.documentElement.dataset['appTheme']), 'd2', 'd2 is the default theme');
      await page.locator('.mantine-AppShell-navbar .mantine-NavLink-root[data-active]').waitFor({ timeout });
      await page
        .getByRole('heading', { level: 2 })
        .or(page.getByRole('heading', { level: 3 }))
        .first()
        .waitFor({ timeout })
        .catch(() => undefined);
      await saveScreenshot(page, `shell/layout-d2-${language}`);
      const dialog = await openThemeDialog(page, language);
      assert.equal(await dialog.getByRole('radio').count(), 11);
      assert.ok(await dialog.getByRole('radio', { name: t.names.d2, exact: true }).isChecked());
      await saveScreenshot(page, `shell/theme-dialog-${language}`);
      await page.keyboard.press('Escape');

      const seen = new Map<string, string>();
      for (const name of themeNames) {
        await pickTheme(page, language, name);
        const colours = await shellColours(page);
        assert.ok(colours.activeItem.length > 0, `${name}: the sidebar has an active item`);
        assert.equal(colours.scheme, name === 'dark' ? 'dark' : 'light', `${name}: colour scheme`);
        const signature = `${colours.header}|${colours.navbar}|${colours.activeItem}|${colours.headerText}|${colours.navbarText}`;
        assert.ok(!seen.has(signature), `${name} looks exactly like ${seen.get(signature) ?? ''}`);
        seen.set(signature, name);
        if (name === 'dark' || name === 'lte') {
          await saveScreenshot(page, `shell/layout-${name}-${language}`);
        }
      }
      assert.equal(seen.size, 11);

      await pickTheme(page, language, 'cool');
      const before = await shellColours(page);
      await page.reload();
      await page.getByRole('button', { name: t.button, exact: true }).waitFor({ timeout });
      await page.locator('.mantine-AppShell-navbar .mantine-NavLink-root[data-active]').waitFor({ timeout });
      assert.equal(await readSetting(page, 'themeName'), 'cool');
      assert.deepEqual(await shellColours(page), before, 'the theme is kept across a reload');
      await pickTheme(page, language, 'd2');
    });
  }

  it('recolours primary buttons from the colour picker and keeps the colour', async () => {
    assert.ok(app && browser);
    const { context, page } = await signedInIn(browser, app.baseUrl, 'zh-CN');
    contexts.push(context);
    assert.equal(await primaryButtonColour(page, 'zh-CN'), 'rgb(64, 158, 255)', 'default #409EFF');

    await page.getByRole('button', { name: zhTheme.color.button, exact: true }).click();
    await page.getByRole('button', { name: '#F5222D', exact: true }).click();
    await page.waitForFunction(() => window.localStorage.getItem('saber-colorName')?.includes('f5222d') === true, undefined, { timeout });
    await page.keyboard.press('Escape');
    assert.equal(await primaryButtonColour(page, 'zh-CN'), 'rgb(245, 34, 45)');

    await page.reload();
    await page.getByRole('button', { name: zhTheme.button, exact: true }).waitFor({ timeout });
    assert.equal(await primaryButtonColour(page, 'zh-CN'), 'rgb(245, 34, 45)', 'the colour is kept across a reload');

    await page.getByRole('button', { name: zhTheme.color.button, exact: true }).click();
    await page.getByRole('button', { name: zhTheme.color.reset, exact: true }).click();
    await page.keyboard.press('Escape');
    assert.equal(await primaryButtonColour(page, 'zh-CN'), 'rgb(64, 158, 255)');
  });

  for (const language of ['zh-CN', 'en'] as const) {
    it(`toggles document full screen from the top bar (${language})`, async () => {
      assert.ok(app && browser);
      const { context, page } = await signedInIn(browser, app.baseUrl, language);
      contexts.push(context);
      const t = texts[language].theme;
      await page.getByRole('button', { name: t.fullscreen.enter, exact: true }).click();
      await page.waitForFunction(() => document.fullscreenElement === document.documentElement, undefined, { timeout });
      const exit = page.getByRole('button', { name: t.fullscreen.exit, exact: true });
      await exit.waitFor({ timeout });
      assert.equal(await exit.getAttribute('aria-pressed'), 'true');
      await exit.click();
      await page.waitForFunction(() => document.fullscreenElement === null, undefined, { timeout });
      await page.getByRole('button', { name: t.fullscreen.enter, exact: true }).waitFor({ timeout });
    });
  }
});
