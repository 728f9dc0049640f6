/**
 * The examinations page in Chromium as the demo teacher: create and publish an examination open now with
 * a roster (the shared step), the paper shows locked, a second examination refused when its close time is
 * before its open time and when published with an empty roster, edited, given candidates by user and by
 * department, one removed, the first extended, the second cancelled; the student has no such menu or
 * page; the same step in English. Screenshots of the list, the form and the roster in both languages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enExamination from '../../../web/src/i18n/locales/en/examination.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhExamination from '../../../web/src/i18n/locales/zh-CN/examination.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhPaper from '../../../web/src/i18n/locales/zh-CN/examPaper.json';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, interpolate, openPage, rowWith, timeout } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { waitForText } from './authoring-steps';
import {
  closeWithEscape,
  createAndPublishExamination,
  dismissToasts,
  examinationRow,
  fillNewExamination,
  openExaminations,
  openRoster,
  addRosterUsers,
  openPicker,
  pickDateTime,
  publishExamination,
  rosterRow,
  namedRowAction,
  saveDrawer,
  type ExaminationPlan,
} from './examination-steps';

const texts = zhExamination;
const stamp = Date.now().toString(36);
const randomPaper = '安全生产知识考试（随机卷）';

function plan(name: string, lang: 'zh-CN' | 'en' = 'zh-CN'): ExaminationPlan {
  return {
    name,
    paperName: randomPaper,
    durationMin: lang === 'en' ? 45 : 60,
    passScore: 60,
    maxAttempts: 2,
    releaseAfterGrading: true,
    rosterAccounts: ['student'],
  };
}

describe('examinations (teacher)', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const first = `E2E 考试 ${stamp}`;
  const second = `E2E 草稿考试 ${stamp}`;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    ({ page } = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher));
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates, fills the roster and publishes an examination open now; its paper is locked', async () => {
    const id = await createAndPublishExamination(page, app.baseUrl, plan(first), 'zh-CN');
    assert.match(id, /^\d+$/);
    await examinationRow(page, first)
      .getByText(interpolate(texts.timing.perAttempt, { count: 60 }))
      .waitFor({ timeout });
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `exam-examination-list-zh-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, app.baseUrl, '/exam/paper', zhMenu.exam_paper);
    await rowWith(page, randomPaper).getByText(zhPaper.statuses.LOCKED, { exact: true }).waitFor({ timeout });
  });

  it('refuses a close time before the open time, then saves, edits and refuses publishing an empty roster', async () => {
    await openExaminations(page, app.baseUrl, 'zh-CN');
    const drawer = await fillNewExamination(page, plan(second), 'zh-CN');
    // Two hours ago: before the open time (a minute ago).
    await pickDateTime(page, drawer, texts.fields.closeAt, -120, 'zh-CN');
    await drawer.getByRole('button', { name: '保存', exact: true }).click();
    await drawer.getByText(texts.validation.closeBeforeOpen, { exact: true }).first().waitFor({ timeout });
    await saveScreenshot(page, 'exam-examination-form-zh');
    const picker = await openPicker(page, drawer, texts.fields.openAt, 'zh-CN');
    await saveScreenshot(page, 'exam-examination-picker-zh');
    await picker.getByRole('button', { name: texts.picker.done, exact: true }).click();
    await pickDateTime(page, drawer, texts.fields.closeAt, 5 * 60, 'zh-CN');
    await saveDrawer(drawer, 'zh-CN');
    await examinationRow(page, second).getByText(texts.statuses.DRAFT, { exact: true }).waitFor({ timeout });

    await (await namedRowAction(page, second, texts.actions.edit)).click();
    const edit = page.getByRole('dialog', { name: texts.form.editTitle });
    await edit.getByLabel(fieldLabel(texts.fields.description)).fill('浏览器测试修改的说明');
    await saveDrawer(edit, 'zh-CN');

    await publishExamination(page, second, 'zh-CN');
    await waitForText(page, '考生名单为空，不能发布');
    // The refusal stays until closed; close it so that it covers nothing.
    await page.getByRole('alert').filter({ hasText: '考生名单为空，不能发布' }).getByRole('button').click();
    await examinationRow(page, second).getByText(texts.statuses.DRAFT, { exact: true }).waitFor({ timeout });
  });

  it('adds candidates by user and by department, removes one and sets a status', async () => {
    const roster = await openRoster(page, second, 'zh-CN');
    await roster.getByText(texts.roster.empty, { exact: true }).waitFor({ timeout });
    await addRosterUsers(page, roster, ['student'], 'zh-CN');
    await roster.getByText(texts.roster.byDepartments, { exact: true }).click();
    const departments = roster.getByRole('combobox', { name: fieldLabel(texts.roster.departments) });
    await departments.click();
    await page
      .getByRole('option', { name: /教务处$/ })
      .first()
      .click();
    await roster.getByRole('button', { name: texts.roster.add, exact: true }).click();
    await rosterRow(page, roster, 'teacher').waitFor({ timeout });
    await roster.getByRole('button', { name: interpolate(texts.roster.setStatusOf, { name: '李明' }) }).click();
    await page.getByRole('menuitem', { name: texts.candidateStatuses.EXCUSED }).click();
    await rosterRow(page, roster, 'teacher').getByText(texts.candidateStatuses.EXCUSED, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'exam-examination-roster-zh');
    await rosterRow(page, roster, 'teacher').getByRole('checkbox').check();
    await roster.getByRole('button', { name: interpolate(texts.roster.removeSelected, { count: 1 }) }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: interpolate(texts.roster.removeQuestion, { count: 1 }) })
      .getByRole('button', { name: texts.roster.remove })
      .click();
    await rosterRow(page, roster, 'teacher').waitFor({ state: 'detached', timeout });
    await rosterRow(page, roster, 'student').waitFor({ timeout });
    await closeWithEscape(page, roster);
  });

  it('moves the end of the open examination later and cancels the draft', async () => {
    await dismissToasts(page);
    await (await namedRowAction(page, first, texts.actions.changeClose)).click();
    const extend = page.getByRole('dialog', { name: texts.changeClose.title });
    await pickDateTime(page, extend, texts.changeClose.closeAt, 240, 'zh-CN');
    await extend.getByRole('button', { name: texts.changeClose.confirm, exact: true }).click();
    await waitForText(page, texts.notify.closeChanged);
    await (await namedRowAction(page, second, texts.actions.cancel)).click();
    const cancel = page.getByRole('dialog', { name: texts.cancel.title });
    await cancel.getByLabel(texts.cancel.reason).fill('改期');
    await cancel.getByRole('button', { name: texts.cancel.confirm, exact: true }).click();
    await examinationRow(page, second).getByText(texts.statuses.CANCELLED, { exact: true }).waitFor({ timeout });
    await (await namedRowAction(page, first, texts.actions.view)).click();
    const detail = page.getByRole('dialog', { name: first });
    await detail.getByText(texts.detail.totalScore, { exact: true }).waitFor({ timeout });
    assert.equal(await detail.getByText(texts.detail.notFrozen, { exact: true }).count(), 0, 'the frozen total shows after publishing');
    await closeWithEscape(page, detail);
  });

  it('shows the page in English and creates one there', async () => {
    await dismissToasts(page);
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    const id = await createAndPublishExamination(page, app.baseUrl, plan(`E2E exam ${stamp}`, 'en'), 'en');
    assert.match(id, /^\d+$/);
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `exam-examination-list-en-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    const roster = await openRoster(page, `E2E exam ${stamp}`, 'en');
    await rosterRow(page, roster, 'student').waitFor({ timeout });
    await saveScreenshot(page, 'exam-examination-roster-en');
    await closeWithEscape(page, roster);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('dialog', { name: 'New examination' }).waitFor({ timeout });
    await saveScreenshot(page, 'exam-examination-form-en');
    await openPicker(page, page.getByRole('dialog', { name: 'New examination' }), enExamination.fields.openAt, 'en');
    await saveScreenshot(page, 'exam-examination-picker-en');
  });

  it('the student has neither the menu nor the page', async () => {
    const student = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
    assert.equal(await student.page.getByRole('link', { name: zhMenu.exam_examination }).count(), 0);
    await student.page.goto(`${app.baseUrl}/exam/examination`);
    await student.page
      .getByRole('heading', { name: new RegExp(`^(${zhCommon.status['403'].heading}|${zhCommon.status['404'].heading})$`) })
      .first()
      .waitFor({ timeout });
    assert.equal(await student.page.getByRole('heading', { name: zhMenu.exam_examination, exact: true }).count(), 0);
    await student.context.close();
  });
});
