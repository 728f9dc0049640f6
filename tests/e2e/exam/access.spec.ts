/**
 * Access rules and accommodations in Chromium with the demo tenant: the demo teacher creates an examination
 * through the form with an access password, puts the demo student on the roster, publishes it and gives the
 * student 30 extra minutes in the roster's accommodation dialog; the student sees the password badge and the
 * extra time in 我的考试, is asked for the password on start (a wrong one is refused in the dialog, the right
 * one starts) and the countdown shows the longer time (60 + 30 minutes). The same in English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import { chooseLanguage, interpolate, openPage, timeout } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { accessTexts, giveExtraMinutes, setAccessPassword, startWithPassword } from './access-steps';
import {
  addRosterUsers,
  closeWithEscape,
  dismissToasts,
  examinationRow,
  examinationTexts,
  fillNewExamination,
  openExaminations,
  openRoster,
  publishExamination,
  saveDrawer,
  type Lang,
} from './examination-steps';

const stamp = Date.now().toString(36);
const STUDENT_NAME = '张三';

/** Seconds left on the exam page's countdown ("1:29:58" or "59:59"). */
function secondsOf(countdown: string): number {
  return countdown
    .trim()
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

describe('exam access password and accommodations', () => {
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

  const walk = async (lang: Lang, name: string) => {
    const { exam, menu } = examinationTexts(lang);
    const { access } = accessTexts(lang);
    const password = `pw-${stamp}-${lang}`;

    const teacher = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    if (lang === 'en') {
      await chooseLanguage(teacher.page, zhCommon.language.switch, enCommon.language.en);
    }
    await openExaminations(teacher.page, app.baseUrl, lang);
    const drawer = await fillNewExamination(
      teacher.page,
      {
        name,
        paperName: '安全生产知识考试（随机卷）',
        durationMin: 60,
        passScore: 60,
        maxAttempts: 1,
        releaseAfterGrading: true,
        rosterAccounts: ['student'],
      },
      lang,
    );
    await setAccessPassword(drawer, password, lang);
    // The Access section in the middle of the drawer (the sticky save bar covers its bottom otherwise).
    await drawer.getByText(exam.sections.access, { exact: true }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(teacher.page, `exam/access-form-${lang}`);
    await saveDrawer(drawer, lang);
    await examinationRow(teacher.page, name).waitFor({ timeout });
    const roster = await openRoster(teacher.page, name, lang);
    await addRosterUsers(teacher.page, roster, ['student'], lang);
    await closeWithEscape(teacher.page, roster);
    await publishExamination(teacher.page, name, lang);
    await examinationRow(teacher.page, name).getByText(exam.statuses.OPEN, { exact: true }).waitFor({ timeout });
    await dismissToasts(teacher.page);
    const opened = await openRoster(teacher.page, name, lang);
    await giveExtraMinutes(teacher.page, opened, STUDENT_NAME, 30, lang, `exam/access-accommodation-${lang}`);
    await saveScreenshot(teacher.page, `exam/access-roster-${lang}`);
    await teacher.context.close();

    const student = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
    if (lang === 'en') {
      await chooseLanguage(student.page, zhCommon.language.switch, enCommon.language.en);
    }
    await openPage(student.page, app.baseUrl, '/exam/my', menu.exam_take);
    await student.page
      .getByRole('article', { name })
      .getByText(interpolate(access.my.extraTime, { minutes: 30 }), { exact: true })
      .waitFor({ timeout });
    await startWithPassword(student.page, name, 'not-the-password', password, lang, {
      list: `exam/access-my-${lang}`,
      wrong: `exam/access-password-wrong-${lang}`,
    });
    const left = secondsOf(await student.page.getByTestId('exam-countdown').innerText());
    assert.ok(left > 85 * 60 && left <= 90 * 60, `the countdown shows the 60 + 30 minutes (${left} s left)`);
    await saveScreenshot(student.page, `exam/access-started-${lang}`);
    await student.context.close();
  };

  it('the teacher sets a password and 30 extra minutes; the student needs the password and gets 90 minutes (zh-CN)', async () => {
    await walk('zh-CN', `访问限制考试 ${stamp}`);
  });

  it('the same in English', async () => {
    await walk('en', `Access exam ${stamp}`);
  });
});
