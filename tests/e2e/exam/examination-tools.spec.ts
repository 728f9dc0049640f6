/**
 * Examination tools (issue 12 item 8, part): copy an examination, import a roster from an Excel file, send a reminder
 * that the student finds under the bell, in Chromium, in Chinese and in English. The teacher copies an open
 * examination (the copy opens in the editor as a draft named "… (copy)"), imports a workbook this test writes with
 * exceljs into the copy's roster (the check lists the row errors, then the valid row is imported), sends a reminder
 * for the original, and the demo student sees it in the bell's messages tab. Screenshots at 1280 px in both languages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enTools from '../../../web/src/i18n/locales/en/examTools.json';
import enNotice from '../../../web/src/i18n/locales/en/noticePopover.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhTools from '../../../web/src/i18n/locales/zh-CN/examTools.json';
import zhNotice from '../../../web/src/i18n/locales/zh-CN/noticePopover.json';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import { chooseLanguage, escapeRegExp, interpolate, openPage, timeout } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import {
  closeWithEscape,
  dismissToasts,
  examinationRow,
  examinationTexts,
  openRoster,
  rosterRow,
  namedRowAction,
} from './examination-steps';
import { openExamination } from './take-steps';

const stamp = Date.now().toString(36);
const languages = [
  {
    lang: 'zh-CN',
    tools: zhTools,
    notice: zhNotice,
    copyName: (name: string) => `${name}（副本）`,
    reminder: (name: string) => `考试提醒：${name}`,
    headers: ['账号', '姓名'],
  },
  {
    lang: 'en',
    tools: enTools,
    notice: enNotice,
    copyName: (name: string) => `${name} (copy)`,
    reminder: (name: string) => `Exam reminder: ${name}`,
    headers: ['Account', 'Name'],
  },
] as const;

async function rosterWorkbook(headers: readonly string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('roster');
  sheet.addRow([...headers]);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('examination tools: copy, roster import, reminder (teacher and student)', () => {
  let app: RunningApp;
  let browser: Browser;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const { lang, tools, notice, copyName, reminder, headers } of languages) {
    it(`copies, imports a roster from Excel and reminds the student (${lang})`, async () => {
      const english = lang === 'en';
      const { exam, menu } = examinationTexts(lang);
      const name = `E2E ${english ? 'tools' : '考试工具'} ${stamp}`;
      await openExamination(app.baseUrl, name, { durationMin: 30 });

      const teacher = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
      const page = teacher.page;
      await page.setViewportSize({ width: 1280, height: 900 });
      if (english) {
        await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
      }
      await openPage(page, app.baseUrl, '/exam/examination', menu.exam_examination);
      await examinationRow(page, name).waitFor({ timeout });

      // Copy: a confirmation, then the copy opens in the editor as a draft with the same settings.
      await (await namedRowAction(page, name, tools.actions.copy)).click();
      const confirmCopy = page.getByRole('dialog', { name: tools.copy.title });
      await confirmCopy.getByText(interpolate(tools.copy.question, { name }), { exact: true }).waitFor({ timeout });
      await saveScreenshot(page, `exam/tools-copy-confirm-${lang}-1280`);
      await confirmCopy.getByRole('button', { name: tools.actions.copy, exact: true }).click();
      const copy = copyName(name);
      await page.getByText(interpolate(tools.copy.done, { name: copy }), { exact: true }).waitFor({ timeout });
      const editor = page.getByRole('dialog', { name: exam.form.editTitle });
      await editor.waitFor({ timeout });
      assert.equal(
        await editor
          .getByLabel(new RegExp(`^${escapeRegExp(exam.fields.name)}`))
          .first()
          .inputValue(),
        copy,
      );
      await saveScreenshot(page, `exam/tools-copy-editor-${lang}-1280`);
      await closeWithEscape(page, editor);
      await dismissToasts(page);
      const copyRow = examinationRow(page, copy);
      await copyRow.getByText(exam.statuses.DRAFT, { exact: true }).waitFor({ timeout });

      // Roster import into the copy: the student came with the copy, the teacher is new, the rest are row errors.
      const roster = await openRoster(page, copy, lang);
      await rosterRow(page, roster, 'student').waitFor({ timeout });
      await roster.getByRole('button', { name: tools.actions.importRoster, exact: true }).click();
      const modal = page.getByRole('dialog', { name: interpolate(tools.import.title, { name: copy }) });
      await modal.waitFor({ timeout });
      const buffer = await rosterWorkbook(headers, [
        ['student', ''],
        ['teacher', ''],
        ['ghost-account', ''],
        ['teacher', ''],
      ]);
      await modal
        .locator('input[type="file"]')
        .setInputFiles({ name: 'roster.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
      await modal.getByRole('button', { name: tools.import.check, exact: true }).click();
      const rows = modal.getByRole('table', { name: tools.import.rows });
      await rows.waitFor({ timeout });
      await modal.getByText(interpolate(tools.import.summary, { valid: 1, invalid: 3 }), { exact: true }).waitFor({ timeout });
      await rows
        .getByText(english ? 'No account "ghost-account" in this tenant' : '本租户没有账号“ghost-account”', { exact: true })
        .waitFor({ timeout });
      await saveScreenshot(page, `exam/tools-roster-import-${lang}-1280`);
      await modal.getByRole('button', { name: interpolate(tools.import.importValid, { count: 1 }), exact: true }).click();
      await page.getByText(interpolate(tools.import.done, { count: 1 }), { exact: true }).waitFor({ timeout });
      await modal.waitFor({ state: 'hidden', timeout });
      await rosterRow(page, roster, 'teacher').waitFor({ timeout });
      await dismissToasts(page);
      await closeWithEscape(page, roster);

      // Reminder for the open original: only the student (on its roster, not submitted) receives it.
      assert.equal(await (await namedRowAction(page, copy, tools.actions.remind)).isDisabled(), true, 'a draft cannot be reminded');
      await (await namedRowAction(page, name, tools.actions.remind)).click();
      const confirmRemind = page.getByRole('dialog', { name: tools.remind.title });
      await confirmRemind.getByRole('button', { name: tools.actions.remind, exact: true }).click();
      await page.getByText(interpolate(tools.remind.done, { count: 1 }), { exact: true }).waitFor({ timeout });
      await saveScreenshot(page, `exam/tools-list-${lang}-1280`);
      await teacher.context.close();

      const student = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
      const studentPage = student.page;
      await studentPage.setViewportSize({ width: 1280, height: 900 });
      if (english) {
        await chooseLanguage(studentPage, zhCommon.language.switch, enCommon.language.en);
      }
      const bellName = new RegExp(`^${escapeRegExp(notice.bell).replace(escapeRegExp('{{count}}'), '\\d+')}$`);
      await studentPage.getByRole('button', { name: bellName }).first().click();
      const popover = studentPage.getByRole('dialog', { name: notice.title });
      await popover.waitFor({ timeout });
      await popover.getByRole('tab', { name: new RegExp(`^${escapeRegExp(notice.tabs.messages)}`) }).click();
      const title = reminder(name);
      await popover.getByRole('button', { name: `${title} (${notice.unread})` }).click();
      const opened = studentPage.getByRole('dialog', { name: title });
      await opened.getByText(name, { exact: true }).first().waitFor({ timeout });
      await saveScreenshot(studentPage, `exam/tools-reminder-student-${lang}-1280`);
      await student.context.close();
    });
  }
});
