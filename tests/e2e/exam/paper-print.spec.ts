/**
 * Paper print and export, and the statistics compared by department and across examinations of the same
 * paper, in Chromium at 1280 px, in Chinese then English: the teacher opens 打印 / 导出 on the fixed demo
 * paper, switches answers on, downloads Word (a real .docx holding the stems and the East Asian font) and
 * PDF (a real PDF with the CJK font embedded), then opens the score statistics of an examination of that
 * paper and reads the department and same-paper tables.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import JSZip from 'jszip';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enPaper from '../../../web/src/i18n/locales/en/examPaper.json';
import enStats from '../../../web/src/i18n/locales/en/examStats.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhPaper from '../../../web/src/i18n/locales/zh-CN/examPaper.json';
import zhStats from '../../../web/src/i18n/locales/zh-CN/examStats.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, timeout } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { namedRowAction } from './examination-steps';
import { gradedExamination, openExamStats } from './stats-steps';

const PAPER_NAME = '计算机基础知识测验（固定卷）';

async function downloaded(page: Page, label: string): Promise<{ name: string; body: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: label }).click(),
  ]);
  return { name: download.suggestedFilename(), body: await readFile(await download.path()) };
}

async function printAndExport(page: Page, baseUrl: string, lang: 'zh-CN' | 'en'): Promise<void> {
  const texts = lang === 'en' ? enPaper : zhPaper;
  await page.goto(`${baseUrl}/exam/paper`);
  await (await namedRowAction(page, PAPER_NAME, texts.actions.print)).click({ timeout });
  const dialog = page.getByRole('dialog', { name: texts.print.title });
  const sheet = dialog.getByRole('article', { name: texts.print.sheet });
  await sheet.getByRole('heading', { name: PAPER_NAME }).waitFor({ timeout });
  assert.ok((await sheet.getByTestId('print-question').count()) > 0, 'questions are listed');
  assert.equal(await sheet.getByText(`${texts.print.answer}:`).count(), 0, 'no answers until asked');
  await dialog.getByRole('switch', { name: texts.print.withAnswers }).check();
  await sheet.getByText(`${texts.print.answer}:`).first().waitFor({ timeout });
  await saveScreenshot(page, `exam/paper-print-${lang === 'en' ? 'en' : 'zh'}`);

  const word = await downloaded(page, texts.print.word);
  assert.match(word.name, /\.docx$/);
  const document = (await (await JSZip.loadAsync(word.body)).file('word/document.xml')?.async('string')) ?? '';
  assert.ok(document.includes(PAPER_NAME), 'the docx holds the paper name');
  assert.ok(document.includes('w:eastAsia='), 'the docx names an East Asian font');

  const pdf = await downloaded(page, texts.print.pdf);
  assert.match(pdf.name, /\.pdf$/);
  assert.equal(pdf.body.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.match(pdf.body.toString('latin1'), /\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
  await page.keyboard.press('Escape');
}

async function compareViews(page: Page, baseUrl: string, examinationName: string, lang: 'zh-CN' | 'en'): Promise<void> {
  const texts = lang === 'en' ? enStats : zhStats;
  await openExamStats(page, baseUrl, examinationName, lang);
  const depts = page.getByRole('table', { name: texts.depts.title });
  await depts.locator('tbody tr').first().waitFor({ timeout });
  const samePaper = page.getByRole('table', { name: texts.samePaper.title });
  await samePaper.getByRole('columnheader', { name: examinationName }).waitFor({ timeout });
  assert.ok((await samePaper.locator('tbody tr').count()) > 3, 'measures and questions are listed');
  await page.getByRole('heading', { name: texts.depts.title }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, `exam/stats-compare-${lang === 'en' ? 'en' : 'zh'}`);
}

describe('paper print/export and compared statistics', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const name = '打印与对比测验（浏览器测试）';

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    await gradedExamination(app.baseUrl, name, `p${Date.now() % 1_000_000}`);
  });

  after(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await app?.stop();
  });

  it('prints the paper, downloads Word and PDF, and compares results (zh-CN)', async () => {
    assert.ok(app && browser);
    const session = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(session.context);
    await session.page.setViewportSize({ width: 1280, height: 900 });
    await printAndExport(session.page, app.baseUrl, 'zh-CN');
    await compareViews(session.page, app.baseUrl, name, 'zh-CN');
    assert.deepEqual(session.pageErrors, []);
  });

  it('the same in English', async () => {
    assert.ok(app && browser);
    const session = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(session.context);
    await session.page.setViewportSize({ width: 1280, height: 900 });
    await chooseLanguage(session.page, zhCommon.language.switch, enCommon.language.en);
    await printAndExport(session.page, app.baseUrl, 'en');
    await compareViews(session.page, app.baseUrl, name, 'en');
    assert.deepEqual(session.pageErrors, []);
  });
});
