/**
 * Accessibility (issue 4 item 16): axe-core finds no serious or critical WCAG 2.x A/AA violations on
 * the login page, the layout (home, with the theme dialog open) and the lock screen, in Chinese and
 * English, in the light default theme (d2) and in the dark theme.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enAuth from '../../../web/src/i18n/locales/en/auth.json';
import enLock from '../../../web/src/i18n/locales/en/lock.json';
import enTheme from '../../../web/src/i18n/locales/en/theme.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhLock from '../../../web/src/i18n/locales/zh-CN/lock.json';
import zhTheme from '../../../web/src/i18n/locales/zh-CN/theme.json';
import { expectNoSeriousViolations } from '../a11y';
import { launchBrowser, startApp, type RunningApp } from '../harness';
import { fieldLabel, timeout, waitForPath } from '../system/browser-session';

const texts = { 'zh-CN': { auth: zhAuth, lock: zhLock, theme: zhTheme }, en: { auth: enAuth, lock: enLock, theme: enTheme } } as const;

/** A fresh browser whose stored language and theme are set before the app starts. */
async function pageWith(
  browser: Browser,
  language: 'zh-CN' | 'en',
  theme: 'd2' | 'dark',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: language, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ({ lang, name }) => {
      if (window.localStorage.getItem('saber-language') === null) {
        const entry = (content: string) => JSON.stringify({ dataType: 'string', content, datetime: Date.now() });
        window.localStorage.setItem('saber-language', entry(lang));
        window.localStorage.setItem('saber-themeName', entry(name));
      }
    },
    { lang: language, name: theme },
  );
  return { context, page: await context.newPage() };
}

describe('accessibility (axe-core)', () => {
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
    for (const theme of ['d2', 'dark'] as const) {
      it(`login, layout and lock screen have no serious violations (${language}, ${theme})`, async () => {
        assert.ok(app && browser);
        const t = texts[language];
        const { context, page } = await pageWith(browser, language, theme);
        contexts.push(context);
        const state = `${language}/${theme}`;

        await page.goto(`${app.baseUrl}/login`);
        await page.getByRole('button', { name: t.auth.login.submit, exact: true }).waitFor({ timeout });
        assert.equal(await page.locator('html').getAttribute('data-mantine-color-scheme'), theme === 'dark' ? 'dark' : 'light');
        await expectNoSeriousViolations(page, `the login page (${state})`);

        await page.getByLabel(fieldLabel(t.auth.login.fields.account)).fill('admin');
        await page.getByLabel(fieldLabel(t.auth.login.fields.password)).fill('admin');
        await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
        await waitForPath(page, '/wel/index');
        await page.getByRole('button', { name: t.theme.button, exact: true }).waitFor({ timeout });
        await page.getByRole('heading').first().waitFor({ timeout });
        await expectNoSeriousViolations(page, `the layout (${state})`);

        await page.getByRole('button', { name: t.theme.button, exact: true }).click();
        await page.getByRole('dialog', { name: t.theme.dialog.title }).waitFor({ timeout });
        await expectNoSeriousViolations(page, `the theme dialog (${state})`);
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: t.lock.button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.lock.setup.title });
        await dialog.getByRole('button', { name: t.lock.setup.submit, exact: true }).click();
        await dialog.getByText(t.lock.passwordRequired).waitFor({ timeout });
        await expectNoSeriousViolations(page, `the lock dialog with its validation message (${state})`);
        await dialog.getByLabel(fieldLabel(t.lock.setup.password)).fill('admin');
        await dialog.getByRole('button', { name: t.lock.setup.submit, exact: true }).click();
        await waitForPath(page, '/lock');
        await page.getByRole('button', { name: t.lock.page.unlock, exact: true }).waitFor({ timeout });
        await expectNoSeriousViolations(page, `the lock screen (${state})`);
      });
    }
  }
});
