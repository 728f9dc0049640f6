/**
 * Students see what they came for (issue 12 item 6), in Chromium, once in Chinese and once in English: the
 * demo teacher opens an examination over GraphQL with the DEFAULT review policy and one question per page;
 * the demo student signs in and lands on the student home (/wel/studentindex), starts the examination from
 * there, moves to question 3, reloads and is back on question 3, submits; "my exams" shows it under "ended"
 * (the only attempt is used, though the window is open) awaiting grading or submitted; the teacher ends the
 * examination, grades with a comment and releases; the student then sees "results released", the marks of
 * each question and the teacher's comment, and no correct answers. Screenshots at 1280 px.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enTake from '../../../web/src/i18n/locales/en/examTake.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhTake from '../../../web/src/i18n/locales/zh-CN/examTake.json';
import { saveScreenshot } from '../harness';
import { chooseLanguage, interpolate, timeout, waitForPath } from '../system/browser-session';
import { api, apiToken, demoTenant, signInAs } from '../shell/user-steps';
import { browserSuite } from '../suite';
import { openExamination } from './take-steps';

type Texts = typeof zhTake;

/** The teacher ends the examination now, grades every waiting answer with `comment` and releases the results (over GraphQL). */
async function gradeAndRelease(baseUrl: string, examinationId: string, comment: string): Promise<void> {
  const teacher = await apiToken(baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
  const ended = await api(baseUrl, teacher, 'mutation ($id: ID!) { endExaminationNow(id: $id) { id } }', { id: examinationId });
  assert.equal(ended.errors, undefined, JSON.stringify(ended.errors));
  // The sweep auto-grades the submitted attempt and moves the examination to grading: retry until released.
  for (let round = 0; round < 60; round += 1) {
    const queue = await api<{ gradingQueue: { records: Array<{ id: string; maxScore: number }> } }>(
      baseUrl,
      teacher,
      'query ($id: ID!) { gradingQueue(examinationId: $id, page: { current: 1, size: 100 }) { records { id maxScore } } }',
      { id: examinationId },
    );
    for (const item of queue.data?.gradingQueue.records ?? []) {
      await api(baseUrl, teacher, 'mutation ($input: GradeItemInput!) { gradeItem(input: $input) { id } }', {
        input: { itemId: item.id, score: Math.min(1, item.maxScore), comment },
      });
    }
    const released = await api(baseUrl, teacher, 'mutation ($id: ID!) { releaseResults(examinationId: $id) { examStatus } }', {
      id: examinationId,
    });
    if (!released.errors) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('the results could not be released');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text of the locale as a whole-string pattern, its {{placeholders}} matching `patterns`. */
function textPattern(text: string, patterns: Record<string, string>): RegExp {
  let source = escapeRegExp(text);
  for (const [key, pattern] of Object.entries(patterns)) {
    source = source.replace(escapeRegExp(`{{${key}}}`), pattern);
  }
  return new RegExp(`^${source}$`);
}

function navigatorItem(page: Page, texts: Texts, slot: number) {
  return page
    .getByRole('navigation', { name: texts.navigator.title })
    .getByRole('button', { name: textPattern(texts.navigator.item, { slot: String(slot), states: '.*' }) });
}

describe('students see what they came for', () => {
  const suite = browserSuite();

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`the demo student lands on the student home, resumes on the last question and sees the released feedback (${lang})`, async () => {
      const { browser } = suite;
      const baseUrl = suite.app.baseUrl;
      const texts = lang === 'en' ? enTake : zhTake;
      const suffix = lang === 'en' ? 'en' : 'zh';
      const shot = (name: string) => `exam/student-home/${name}-${suffix}`;
      const stamp = Date.now().toString(36);
      const name = lang === 'en' ? `Student home check ${stamp}` : `学员首页检查 ${stamp}`;
      const comment = lang === 'en' ? `Good structure ${stamp}` : `结构清楚 ${stamp}`;
      // No review policy: the default one (marks per question and comments after release).
      const examinationId = await openExamination(baseUrl, name, { questionsPerPage: 1, reviewPolicy: undefined, maxAttempts: 1 });

      const session = await signInAs(browser, baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
      suite.keep(session.context);
      const page = session.page;
      suite.onFailure(() => saveScreenshot(page, shot('failed')));
      await page.setViewportSize({ width: 1280, height: 900 });
      assert.equal(new URL(page.url()).pathname, '/wel/studentindex', 'a student lands on the student home');
      if (lang === 'en') {
        await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
      }

      // The student home: the examination is open with a start button; recent results and notices are there too.
      const current = page.getByRole('region', { name: texts.home.current });
      const card = current.getByRole('article', { name });
      await card.waitFor({ timeout });
      await page.getByRole('region', { name: texts.home.finished }).waitFor({ timeout });
      await saveScreenshot(page, shot('01-home'));
      await card.getByRole('link', { name: interpolate(texts.my.action.startNamed, { name }) }).click();
      await waitForPath(page, `/exam/take/${examinationId}`);
      await page.getByRole('button', { name: texts.start.button }).click();
      await page.getByTestId('exam-countdown').waitFor({ timeout });

      // Question 3, then a reload: the page opens on question 3 again.
      await navigatorItem(page, texts, 3).click();
      await page.getByRole('region', { name: interpolate(texts.question.number, { slot: 3 }) }).waitFor({ timeout });
      await page.reload();
      await page.getByTestId('exam-countdown').waitFor({ timeout });
      await page.getByRole('region', { name: interpolate(texts.question.number, { slot: 3 }) }).waitFor({ timeout });
      assert.equal(await navigatorItem(page, texts, 3).getAttribute('aria-current'), 'step', 'the reload returned to question 3');
      assert.equal(await page.getByRole('region', { name: interpolate(texts.question.number, { slot: 1 }) }).count(), 0);
      await saveScreenshot(page, shot('02-reloaded-on-question-3'));

      await page.getByRole('button', { name: texts.bar.submit, exact: true }).click();
      await page.getByRole('dialog', { name: texts.submit.title }).getByRole('button', { name: texts.submit.confirm }).click();
      await page.getByRole('heading', { name: texts.submitted.title }).waitFor({ timeout });

      // My exams: ended for this student (the only attempt is used) although the window is still open.
      await page.goto(`${baseUrl}/exam/my`);
      await page.getByText(textPattern(texts.my.group.ended, { count: '\\d+' })).click();
      const ended = page.getByRole('article', { name });
      await ended
        .getByTestId('exam-phase')
        .filter({ hasText: new RegExp(`^(${texts.phase.SUBMITTED}|${texts.phase.AWAITING_GRADING})$`) })
        .waitFor({ timeout });
      await saveScreenshot(page, shot('03-my-exams-ended'));

      await gradeAndRelease(baseUrl, examinationId, comment);

      // After release: the badge says so, and the result shows each question's marks and the comment, no correct answers.
      await page.reload();
      await page.getByText(textPattern(texts.my.group.ended, { count: '\\d+' })).click();
      await page
        .getByRole('article', { name })
        .getByTestId('exam-phase')
        .filter({ hasText: texts.phase.RESULTS_RELEASED })
        .waitFor({ timeout });
      await page
        .getByRole('article', { name })
        .getByRole('link', { name: interpolate(texts.my.action.resultNamed, { name }) })
        .click();
      await page.getByTestId('result-score').waitFor({ timeout });
      await page
        .getByText(interpolate(texts.review.feedback, { text: comment }))
        .first()
        .waitFor({ timeout });
      await page
        .getByText(textPattern(texts.review.marks, { score: '[\\d.]+', max: '[\\d.]+' }))
        .first()
        .waitFor({ timeout });
      assert.equal(await page.getByLabel(texts.review.correctOption).count(), 0, 'no correct answers under the default policy');
      await saveScreenshot(page, shot('04-result'));

      await page.goto(`${baseUrl}/wel/studentindex`);
      await page.getByRole('region', { name: texts.home.finished }).getByRole('article', { name }).waitFor({ timeout });
      await saveScreenshot(page, shot('05-home-recent-results'));
      assert.deepEqual(session.pageErrors, []);
    });
  }
});
