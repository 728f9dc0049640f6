/**
 * Error log (issue 4 item 9) in Chromium: an uncaught error and an unhandled rejection raised in the
 * page appear on the top-bar badge, the full-screen dialog lists them, "upload" (after confirmation)
 * stores them in the server's error log (checked as the administrator) and says "sent successfully";
 * "clear" (after confirmation) says "cleared successfully". Chinese and English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enErrorLog from '../../../web/src/i18n/locales/en/errorLog.json';
import zhErrorLog from '../../../web/src/i18n/locales/zh-CN/errorLog.json';
import { expectNoSeriousViolations } from '../a11y';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import { timeout } from '../system/browser-session';
import { readSetting, signedInIn, type Language } from './prefs-steps';

const texts = { 'zh-CN': zhErrorLog, en: enErrorLog } as const;

function badgeName(language: Language, shown: string): string {
  return texts[language].button.replace('{{shown}}', shown);
}

async function throwInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    window.setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
}

async function rejectInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    void Promise.reject(new Error(text));
  }, message);
}

/** Messages of the client errors in the server's error log, read as the signed-in administrator. */
async function serverClientErrors(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const token = (JSON.parse(window.localStorage.getItem('saber-token') ?? '{}') as { content?: string }).content ?? '';
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `
            query ($filter: LogFilter) {
              errorLogs(filter: $filter, page: {current: 1, size: 50}) {
                records {
                  message
                  methodClass
                  serviceId
                }
              }
            }
          `,
        variables: { filter: { serviceId: 'exam-web' } },
      }),
    });
    const body = (await response.json()) as { data?: { errorLogs: { records: Array<{ message: string | null; methodClass: string }> } } };
    return (body.data?.errorLogs.records ?? []).filter((row) => row.methodClass === 'client').map((row) => row.message ?? '');
  });
}

describe('error log', () => {
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
    it(`captures page errors, lists them, uploads them to the server and clears them (${language})`, async () => {
      assert.ok(app && browser);
      const t = texts[language];
      const { context, page } = await signedInIn(browser, app.baseUrl, language);
      contexts.push(context);
      const marker = `e2e uncaught ${language} ${Date.now()}`;

      assert.equal(await page.getByRole('button', { name: badgeName(language, '1') }).count(), 0, 'no badge without errors');
      await throwInPage(page, marker);
      const badge = page.getByRole('button', { name: badgeName(language, '1'), exact: true });
      await badge.waitFor({ timeout });
      await badge.click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await dialog.getByRole('cell', { name: new RegExp(marker) }).waitFor({ timeout });
      await dialog.getByRole('cell', { name: t.types.error, exact: true }).waitFor({ timeout });
      await dialog.getByRole('button', { name: t.showStack, exact: true }).click();
      await dialog
        .getByText(/at .*:\d+:\d+/)
        .first()
        .waitFor({ timeout });
      await saveScreenshot(page, `shell/error-log-dialog-${language}`);
      await expectNoSeriousViolations(page, `the error log dialog (${language})`);

      await dialog.getByRole('button', { name: t.upload, exact: true }).click();
      await page.getByText(t.confirm.upload).waitFor({ timeout });
      await page.getByRole('button', { name: t.confirm.ok, exact: true }).click();
      await page.getByText(t.uploaded, { exact: true }).waitFor({ timeout });
      await badge.waitFor({ state: 'detached', timeout });
      assert.deepEqual(await readSetting(page, 'logsList'), []);
      let stored: string[] = [];
      for (let attempt = 0; attempt < 20 && !stored.some((message) => message.includes(marker)); attempt += 1) {
        await page.waitForTimeout(250);
        stored = await serverClientErrors(page);
      }
      assert.ok(
        stored.some((message) => message.includes(marker)),
        `the server's error log has the uploaded error (${stored.join(' | ')})`,
      );

      await throwInPage(page, `${marker} second`);
      await rejectInPage(page, `${marker} rejected`);
      const two = page.getByRole('button', { name: badgeName(language, '2'), exact: true });
      await two.waitFor({ timeout });
      await page.reload();
      await two.waitFor({ timeout });
      await two.click();
      await dialog.getByRole('cell', { name: t.types.promise, exact: true }).waitFor({ timeout });
      await dialog.getByRole('button', { name: t.clear, exact: true }).click();
      await page.getByText(t.confirm.clear).waitFor({ timeout });
      await page.getByRole('button', { name: t.confirm.ok, exact: true }).click();
      await page.getByText(t.cleared, { exact: true }).waitFor({ timeout });
      await two.waitFor({ state: 'detached', timeout });
      assert.deepEqual(await readSetting(page, 'logsList'), []);
    });
  }
});
