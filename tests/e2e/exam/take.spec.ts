/**
 * The student takes an examination in Chromium, against the built app with its demo tenant (100000):
 * the demo teacher opens an examination on the fixed demo paper (every question type) over GraphQL with
 * the demo student on its roster; the student signs in -> 我的考试 -> starts -> answers every type (a
 * wrong file type is refused in the browser, a PDF uploads) -> reloads and resumes with the saved answers
 * -> goes offline (answers kept locally) and back (resent) -> submits after the confirmation -> sees the
 * submitted view and the result. Then the same in English on a second examination.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enTake from '../../../web/src/i18n/locales/en/examTake.json';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhTake from '../../../web/src/i18n/locales/zh-CN/examTake.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, interpolate, timeout, waitForPath } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { openExamination, pdfAnswer, progress, questionOfType, saved, savedText, slotOf, startFromList, viewportShot } from './take-steps';

type Texts = typeof zhTake;

/** Reloads the result page until the sweep has auto-graded the attempt (a correctness badge shows). */
async function untilGraded(page: Page, texts: Texts): Promise<void> {
  const badge = page.locator('.mantine-Badge-root', {
    hasText: new RegExp(`^(${texts.review.correctness.TRUE}|${texts.review.correctness.FALSE})$`),
  });
  for (let round = 0; round < 15 && (await badge.count()) === 0; round += 1) {
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByTestId('result-score').waitFor({ timeout });
  }
  assert.ok((await badge.count()) > 0, 'the objective answers were graded');
}

describe('taking an exam', () => {
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

  it('the demo student answers every type, resumes after a reload, survives going offline and submits (zh-CN)', async () => {
    assert.ok(app && browser);
    const name = '计算机基础阶段测验（浏览器测试）';
    const examinationId = await openExamination(app.baseUrl, name);
    const session = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
    context = session.context;
    const page = session.page;

    await page.getByRole('link', { name: zhMenu.exam_take }).first().click();
    await waitForPath(page, '/exam/my');
    await startFromList(page, zhTake, name, 'exam/take-list-zh');
    await waitForPath(page, `/exam/take/${examinationId}`);
    await progress(page, zhTake, 0, 33);
    assert.equal(await page.getByRole('link', { name: zhMenu.exam_take }).count(), 0, 'no admin menu around the exam');

    const single = questionOfType(page, zhTake.type.SINGLE_CHOICE);
    await single.getByRole('radio').first().check();
    await viewportShot(page, single, 'exam/take-single-zh');
    const multiple = questionOfType(page, zhTake.type.MULTIPLE_CHOICE);
    await multiple.getByRole('checkbox').nth(0).check();
    await multiple.getByRole('checkbox').nth(1).check();
    await viewportShot(page, multiple, 'exam/take-multiple-zh');
    const trueFalse = questionOfType(page, zhTake.type.TRUE_FALSE);
    await trueFalse.getByRole('radio').first().check();
    await trueFalse.getByRole('button', { name: zhTake.question.flag }).click();
    const blanks = questionOfType(page, zhTake.type.FILL_BLANK);
    const blankInputs = blanks.getByRole('textbox');
    for (let index = 0; index < (await blankInputs.count()); index += 1) {
      await blankInputs.nth(index).fill(`答案${index + 1}`);
    }
    const shortAnswer = questionOfType(page, zhTake.type.SHORT_ANSWER);
    const shortSlot = await slotOf(shortAnswer);
    await shortAnswer.getByRole('textbox').fill('内存是计算机的临时存储器，断电后数据丢失。');
    const fileQuestion = questionOfType(page, zhTake.type.FILE_UPLOAD);
    const fileSlot = await slotOf(fileQuestion);
    const fileInput = page.getByTestId(`file-input-${fileSlot}`);
    await fileInput.setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await fileQuestion
      .getByRole('alert')
      .filter({ hasText: interpolate(zhTake.file.type, { allowed: 'docx, pdf' }) })
      .waitFor({ timeout });
    await fileInput.setInputFiles(pdfAnswer);
    await fileQuestion.getByText(/report\.pdf/).waitFor({ timeout });
    await saved(page, zhTake);
    await progress(page, zhTake, 6, 33);
    await viewportShot(page, trueFalse, 'exam/take-true-false-zh');
    await viewportShot(page, blanks, 'exam/take-blanks-zh');
    await viewportShot(page, shortAnswer, 'exam/take-short-answer-zh');
    await viewportShot(page, fileQuestion, 'exam/take-file-zh');

    // Reload mid-exam: the attempt resumes with the saved answers.
    await page.reload();
    await progress(page, zhTake, 6, 33);
    assert.equal(
      await questionOfType(page, zhTake.type.SHORT_ANSWER).getByRole('textbox').inputValue(),
      '内存是计算机的临时存储器，断电后数据丢失。',
    );
    assert.equal(await questionOfType(page, zhTake.type.TRUE_FALSE).getByRole('button', { name: zhTake.question.flagged }).count(), 1);
    await questionOfType(page, zhTake.type.FILE_UPLOAD)
      .getByText(/report\.pdf/)
      .waitFor({ timeout });

    // Offline: the answer stays in the browser, then goes to the server when the network is back.
    await context.setOffline(true);
    await questionOfType(page, zhTake.type.SHORT_ANSWER).getByRole('textbox').fill('离线时写下的答案：内存断电后数据丢失。');
    await page.getByTestId('save-status').filter({ hasText: zhTake.save.offline }).waitFor({ timeout });
    await page.getByText(zhTake.save.offlineTitle).first().waitFor({ timeout });
    await viewportShot(page, questionOfType(page, zhTake.type.SHORT_ANSWER), 'exam/take-offline-zh');
    assert.notEqual(await savedText(app.baseUrl, examinationId, shortSlot), '离线时写下的答案：内存断电后数据丢失。');
    await context.setOffline(false);
    await saved(page, zhTake);
    assert.equal(await savedText(app.baseUrl, examinationId, shortSlot), '离线时写下的答案：内存断电后数据丢失。');

    // Submit: the confirmation lists the unanswered and flagged questions.
    await page.getByRole('button', { name: zhTake.bar.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: zhTake.submit.title });
    await dialog.getByText(interpolate(zhTake.submit.unanswered, { count: 27 })).waitFor({ timeout });
    await dialog.getByRole('list', { name: zhTake.submit.flaggedList }).getByRole('listitem').first().waitFor({ timeout });
    await viewportShot(page, undefined, 'exam/take-submit-dialog-zh');
    await dialog.getByRole('button', { name: zhTake.submit.confirm }).click();
    await page.getByRole('heading', { name: zhTake.submitted.title }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/take-submitted-zh');

    await page.getByRole('link', { name: zhTake.submitted.result }).click();
    await page.getByTestId('result-score').waitFor({ timeout });
    await page.getByText(interpolate(zhTake.review.attempt, { number: 1 })).waitFor({ timeout });
    // The sweep grades the objective answers a few seconds after the submit; the policy then shows correctness and marks.
    await untilGraded(page, zhTake);
    await viewportShot(page, undefined, 'exam/take-result-zh');
    assert.deepEqual(session.pageErrors, []);
  });

  it('the same in English: list, start, answer, submit, result', async () => {
    assert.ok(app && browser);
    const name = 'Computer basics check (browser test)';
    await openExamination(app.baseUrl, name);
    await context?.close();
    const session = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
    context = session.context;
    const page = session.page;
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.goto(`${app.baseUrl}/wel/studentindex`);
    await page.getByRole('region', { name: enTake.home.current }).getByRole('article', { name }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/take-student-home-en');
    await page.goto(`${app.baseUrl}/exam/my`);
    await startFromList(page, enTake, name, 'exam/take-list-en');
    await questionOfType(page, enTake.type.SINGLE_CHOICE).getByRole('radio').first().check();
    await questionOfType(page, enTake.type.SHORT_ANSWER).getByRole('textbox').fill('Memory loses its data without power.');
    await saved(page, enTake);
    await viewportShot(page, questionOfType(page, enTake.type.SINGLE_CHOICE), 'exam/take-page-en');
    await page.getByRole('button', { name: enTake.bar.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: enTake.submit.title });
    await dialog.getByText(interpolate(enTake.submit.unanswered, { count: 31 })).waitFor({ timeout });
    await viewportShot(page, undefined, 'exam/take-submit-dialog-en');
    await dialog.getByRole('button', { name: enTake.submit.confirm }).click();
    await page.getByRole('heading', { name: enTake.submitted.title }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/take-submitted-en');
    await page.getByRole('link', { name: enTake.submitted.result }).click();
    await page.getByTestId('result-score').waitFor({ timeout });
    await viewportShot(page, undefined, 'exam/take-result-en');
    await page.goto(`${app.baseUrl}/exam/my`);
    await page.getByText(/^Ended \(\d+\)$/).click();
    await page
      .getByRole('article', { name })
      .getByRole('link', { name: interpolate(enTake.my.action.resultNamed, { name }) })
      .waitFor({ timeout });
    await saveScreenshot(page, 'exam/take-list-finished-en');
    assert.deepEqual(session.pageErrors, []);
  });
});
