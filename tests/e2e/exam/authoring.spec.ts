/**
 * Exam authoring in Chromium as the demo teacher: a new bank, one question of each of the six types
 * through /bdqn/examQuestionAdd, an Excel import (refused with its row report, then accepted), the bank's
 * delete refused with the server's message, a fixed paper and a rule-drawn paper built and marked ready,
 * the paper preview; then the pages in English. Screenshots of every page in both languages.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enBank from '../../../web/src/i18n/locales/en/examBank.json';
import enPaper from '../../../web/src/i18n/locales/en/examPaper.json';
import enQuestion from '../../../web/src/i18n/locales/en/examQuestion.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhBank from '../../../web/src/i18n/locales/zh-CN/examBank.json';
import zhPaper from '../../../web/src/i18n/locales/zh-CN/examPaper.json';
import zhQuestion from '../../../web/src/i18n/locales/zh-CN/examQuestion.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import {
  chooseLanguage,
  clickRowAction,
  fieldLabel,
  interpolate,
  openPage,
  rowWith,
  timeout,
  waitForPath,
} from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { chooseType, fillTemplate, waitForText, xlsxType } from './authoring-steps';
import { examTexts } from './exam-texts';
import { addEveryType, questionSet } from './question-steps';
import { buildPaper } from './paper-steps';

const stamp = Date.now().toString(36);
const bank = { name: `E2E 题库 ${stamp}`, code: `e2e-${stamp}` };

describe('exam authoring (teacher)', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let bankId = '';

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    ({ page } = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher));
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds a bank and opens its (empty) question list from the count', async () => {
    await openPage(page, app.baseUrl, '/exam/bank', zhMenu.exam_bank);
    await page.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
    await dialog.getByLabel(fieldLabel(zhBank.fields.name)).fill(bank.name);
    await dialog.getByLabel(fieldLabel(zhBank.fields.code)).fill(bank.code);
    await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
    await waitForText(page, zhCrud.notify.added);
    await rowWith(page, bank.code).waitFor({ timeout });
    await saveScreenshot(page, 'exam/bank-zh');
    await rowWith(page, bank.code)
      .getByRole('link', { name: `${bank.name}: 0`, exact: true })
      .click();
    await waitForPath(page, '/exam/question');
    bankId = new URL(page.url()).searchParams.get('bankId') ?? '';
    assert.match(bankId, /^\d+$/);
  });

  it('adds one question of each type through /bdqn/examQuestionAdd', async () => {
    await addEveryType(page, examTexts('zh-CN'), questionSet('zh-CN'), { prefix: 'exam/question-editor', suffix: 'zh' });
    await rowWith(page, 'E2E 文件：上传你的实验报告。').waitFor({ timeout });
    assert.equal(await page.locator('tbody tr').count(), 6, 'six questions in the new bank');
    await saveScreenshot(page, 'exam/question-list-zh');

    await rowWith(page, 'E2E 单选：TCP 属于哪一层？').getByRole('button', { name: zhQuestion.actions.preview, exact: true }).click();
    const preview = page.getByRole('dialog', { name: zhQuestion.preview.title });
    await preview.getByLabel(interpolate(zhQuestion.preview.correctOption, { letter: 'B' })).waitFor({ timeout });
    await saveScreenshot(page, 'exam/question-preview-zh');
    await page.keyboard.press('Escape');
  });

  it('imports a workbook made from the template: all or nothing, with a row report', async () => {
    await page.getByRole('button', { name: zhQuestion.actions.import, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: zhQuestion.import.title });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout }),
      dialog.getByRole('button', { name: zhQuestion.import.template, exact: true }).click(),
    ]);
    const template = await readFile(await download.path());
    const good = {
      bankCode: bank.code,
      type: '单选题',
      stem: 'E2E 导入单选：IPv4 地址有多少位？',
      options: ['16', '32', '64', '128'],
      answer: 'B',
    };
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'bad.xlsx',
      mimeType: xlsxType,
      buffer: await fillTemplate(template, [
        good,
        { bankCode: bank.code, type: '单选题', stem: 'E2E 导入：没有答案', options: ['甲', '乙'], answer: 'Z' },
      ]),
    });
    await dialog.getByRole('button', { name: zhQuestion.import.upload, exact: true }).click();
    const report = dialog.getByRole('table', { name: zhQuestion.import.errors });
    await report.waitFor({ timeout });
    const rows = await report.locator('tbody tr').allTextContents();
    assert.ok(rows.length >= 1 && rows.every((row) => row.startsWith('3')), `row 3 is refused: ${JSON.stringify(rows)}`);
    await saveScreenshot(page, 'exam/question-import-errors-zh');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'good.xlsx',
      mimeType: xlsxType,
      buffer: await fillTemplate(template, [
        good,
        { bankCode: bank.code, type: '判断题', stem: 'E2E 导入判断：HTTP 默认端口是 80。', answer: '正确' },
      ]),
    });
    await dialog.getByRole('button', { name: zhQuestion.import.upload, exact: true }).click();
    await waitForText(page, interpolate(zhQuestion.import.success, { count: 2 }));
    await rowWith(page, 'E2E 导入单选：IPv4 地址有多少位？').waitFor({ timeout });
    assert.equal(await page.locator('tbody tr').count(), 8);
  });

  it('refuses to delete the bank while it holds questions, with the server message', async () => {
    await openPage(page, app.baseUrl, '/exam/bank', zhMenu.exam_bank);
    await page.getByRole('textbox', { name: zhBank.fields.keyword }).fill(bank.code);
    await page.getByRole('button', { name: zhCrud.search.submit, exact: true }).click();
    await rowWith(page, bank.code)
      .getByRole('link', { name: `${bank.name}: 8`, exact: true })
      .waitFor({ timeout });
    await clickRowAction(rowWith(page, bank.code), zhCrud.row.delete);
    await page.getByRole('dialog', { name: zhCrud.confirm.title }).getByRole('button', { name: zhCrud.confirm.ok, exact: true }).click();
    await page
      .getByText(new RegExp(`${bank.name}.*8`))
      .first()
      .waitFor({ timeout });
    await rowWith(page, bank.code).waitFor({ timeout });
  });

  it('builds a fixed paper and a rule-drawn paper and marks both ready', async () => {
    await openPage(page, app.baseUrl, '/exam/paper', zhMenu.exam_paper);
    await buildPaper(page, examTexts('zh-CN'), {
      name: `E2E 固定试卷 ${stamp}`,
      mode: zhPaper.modes.FIXED,
      bankName: bank.name,
      pickedStem: questionSet('zh-CN').single.stem,
      shot: 'exam/paper-editor-fixed-zh',
    });
    await buildPaper(page, examTexts('zh-CN'), {
      name: `E2E 随机试卷 ${stamp}`,
      mode: zhPaper.modes.RANDOM_RULES,
      bankName: '计算机基础',
      shot: 'exam/paper-editor-rules-zh',
    });
    await rowWith(page, `E2E 固定试卷 ${stamp}`).getByText(zhPaper.statuses.READY, { exact: true }).waitFor({ timeout });
    await rowWith(page, `E2E 随机试卷 ${stamp}`).getByText(zhPaper.statuses.READY, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/paper-list-zh');
    await page.getByRole('button', { name: `E2E 固定试卷 ${stamp}: ${zhPaper.actions.preview}`, exact: true }).click();
    const preview = page.getByRole('dialog', { name: zhPaper.preview.title });
    await preview.getByText('E2E 单选：TCP 属于哪一层？').waitFor({ timeout });
    await saveScreenshot(page, 'exam/paper-preview-zh');
    await page.keyboard.press('Escape');
  });

  it('shows the pages in English', async () => {
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await openPage(page, app.baseUrl, '/exam/bank', enMenu.exam_bank);
    await page.getByRole('columnheader', { name: enBank.fields.questionCount }).first().waitFor({ timeout });
    await saveScreenshot(page, 'exam/bank-en');

    await openPage(page, app.baseUrl, `/exam/question?bankId=${bankId}`, enMenu.exam_question);
    await page.getByText(enQuestion.types.FILL_BLANK, { exact: true }).first().waitFor({ timeout });
    await page.getByRole('button', { name: enQuestion.actions.enableSelected, exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/question-list-en');
    await page.getByRole('button', { name: enQuestion.actions.import, exact: true }).click();
    await page.getByRole('dialog', { name: enQuestion.import.title }).getByText(enQuestion.import.hint).waitFor({ timeout });
    await saveScreenshot(page, 'exam/question-import-en');
    await page.keyboard.press('Escape');

    await rowWith(page, 'E2E 填空：中国的首都是___。').getByRole('button', { name: enQuestion.actions.preview, exact: true }).click();
    await page.getByRole('dialog', { name: enQuestion.preview.title }).getByText(enQuestion.preview.blanks).waitFor({ timeout });
    await saveScreenshot(page, 'exam/question-preview-en');
    await page.keyboard.press('Escape');

    await clickRowAction(rowWith(page, 'E2E 多选：哪些是存储器？'), enCrud.row.edit);
    await waitForPath(page, '/bdqn/examQuestionAdd');
    await page.getByRole('heading', { name: interpolate(enQuestion.editor.editTitle, { version: 1 }) }).waitFor({ timeout });
    const scoring = page.getByRole('combobox', { name: enQuestion.editor.scoring });
    await scoring.waitFor({ timeout });
    assert.equal(await scoring.inputValue(), enQuestion.scoring.ALL_OR_NOTHING);
    await saveScreenshot(page, 'exam/question-editor-en');
    await chooseType(page, enQuestion.types.FILL_BLANK);
    await page.getByText(enQuestion.editor.blankRuleTitle, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/question-editor-blank-en');

    await openPage(page, app.baseUrl, '/exam/paper', enMenu.exam_paper);
    await rowWith(page, `E2E 随机试卷 ${stamp}`).getByText(enPaper.statuses.READY, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/paper-list-en');
    await page.getByRole('button', { name: `E2E 随机试卷 ${stamp}: ${enPaper.actions.design}`, exact: true }).click();
    await page.getByRole('dialog', { name: enPaper.editor.title }).getByText(enPaper.rules.title, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/paper-editor-en');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `E2E 固定试卷 ${stamp}: ${enPaper.actions.preview}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: enPaper.preview.title })
      .getByText(interpolate(enPaper.preview.questionNumber, { number: 1 }))
      .waitFor({ timeout });
    await saveScreenshot(page, 'exam/paper-preview-en');
  });
});
