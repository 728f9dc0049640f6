/**
 * Lock screen (issue 4 item 6) in Chromium: the first lock asks for the account password (empty and
 * wrong refused), locking goes to /lock, every page and a reload stay there, a wrong password is
 * refused by the server, the right one returns to the page; later locks are immediate; logging out
 * from the lock screen clears it; idle auto-lock after a configured time. Chinese and English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enAuth from '../../../web/src/i18n/locales/en/auth.json';
import enLock from '../../../web/src/i18n/locales/en/lock.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhLock from '../../../web/src/i18n/locales/zh-CN/lock.json';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import { fieldLabel, timeout, waitForPath } from '../system/browser-session';
import { readSetting, signedInIn, type Language } from './prefs-steps';

const texts = { 'zh-CN': zhLock, en: enLock } as const;

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Admin's display name as the lock page shows it. */
const adminName = /管理员|admin/i;

async function lockFirstTime(page: Page, language: Language, idleMinutes?: number): Promise<void> {
  const t = texts[language];
  await page.getByRole('button', { name: t.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.setup.title });
  await dialog.waitFor({ timeout });
  await dialog.getByText(t.setup.explanation).waitFor({ timeout });
  await dialog.getByRole('button', { name: t.setup.submit, exact: true }).click();
  await dialog.getByText(t.passwordRequired, { exact: true }).waitFor({ timeout });
  const password = dialog.getByLabel(fieldLabel(t.setup.password));
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: t.setup.submit, exact: true }).click();
  await dialog.getByText(t.wrongPassword, { exact: true }).waitFor({ timeout });
  assert.equal(pathOf(page), '/wel/index', 'a wrong password does not lock');
  if (idleMinutes !== undefined) {
    await dialog.getByLabel(t.setup.idleMinutes).fill(String(idleMinutes));
  }
  await password.fill('admin');
  await dialog.getByRole('button', { name: t.setup.submit, exact: true }).click();
  await waitForPath(page, '/lock');
}

async function unlock(page: Page, language: Language, password: string): Promise<void> {
  const t = texts[language];
  await page.getByLabel(t.page.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.page.unlock, exact: true }).click();
}

describe('lock screen', () => {
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
    it(`locks, stays locked, unlocks with the server-checked password and logs out (${language})`, async () => {
      assert.ok(app && browser);
      const t = texts[language];
      const { context, page } = await signedInIn(browser, app.baseUrl, language);
      contexts.push(context);

      await lockFirstTime(page, language);
      await page.getByRole('heading', { name: adminName }).waitFor({ timeout });
      await page.getByRole('button', { name: t.page.logout, exact: true }).waitFor({ timeout });
      assert.equal(await page.title(), t.page.title);
      assert.equal(await readSetting(page, 'isLock'), true);
      const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
      assert.ok(!stored.includes('not-my-password'), 'typed passwords are never stored');
      assert.equal(await readSetting(page, 'lockPasswd'), true, 'only a flag, never the password');
      await saveScreenshot(page, `shell/lock-${language}`);

      await page.goto(`${app.baseUrl}/system/user`);
      await waitForPath(page, '/lock');
      await page.reload();
      await page.getByRole('button', { name: t.page.unlock, exact: true }).waitFor({ timeout });
      assert.equal(pathOf(page), '/lock', 'a reload stays locked');

      await page.getByRole('button', { name: t.page.unlock, exact: true }).click();
      await page.getByText(t.passwordRequired, { exact: true }).waitFor({ timeout });
      await unlock(page, language, 'wrong-password');
      await page.getByText(t.wrongPassword, { exact: true }).waitFor({ timeout });
      assert.equal(pathOf(page), '/lock');

      await unlock(page, language, 'admin');
      await waitForPath(page, '/wel/index');
      assert.equal(await readSetting(page, 'isLock'), undefined);

      // Set up once per session: the next lock is immediate.
      await page.getByRole('button', { name: t.button, exact: true }).click();
      await waitForPath(page, '/lock');
      await page.getByRole('button', { name: t.page.logout, exact: true }).click();
      await waitForPath(page, '/login');
      assert.equal(await readSetting(page, 'isLock'), undefined, 'logout clears the lock');
      assert.equal(await readSetting(page, 'lockPasswd'), undefined);
      await page.getByLabel(fieldLabel((language === 'en' ? enAuth : zhAuth).login.fields.account)).waitFor({ timeout });
    });
  }

  it('locks by itself after the configured idle time; activity restarts the timer', async () => {
    assert.ok(app && browser);
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill('admin');
    await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill('admin');
    await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
    await waitForPath(page, '/wel/index');

    await lockFirstTime(page, 'zh-CN', 1);
    assert.equal(await readSetting(page, 'lockIdleMinutes'), 1);
    await unlock(page, 'zh-CN', 'admin');
    await waitForPath(page, '/wel/index');
    await page.getByRole('button', { name: zhLock.button, exact: true }).waitFor({ timeout });

    await page.clock.fastForward('00:40');
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 340);
    await page.clock.fastForward('00:40');
    assert.equal(pathOf(page), '/wel/index', 'activity 40 s in restarted the idle timer');
    await page.clock.fastForward('00:25');
    await waitForPath(page, '/lock');
    await page.getByRole('button', { name: zhLock.page.unlock, exact: true }).waitFor({ timeout });
  });
});
