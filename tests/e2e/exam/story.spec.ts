/**
 * The whole exam story in Chromium, once in Chinese and once in English, through the pages only:
 * the demo teacher adds a bank with one question of every type (usable at once: saved enabled) and imports
 * a workbook, builds a fixed and a rule-drawn paper, creates and publishes a 10-minute examination (window
 * of three hours) with the demo student on its roster; the student starts and sees a 10-minute countdown,
 * answers every type, uploads a file, reloads and resumes, submits and sees the score held back; the
 * teacher ends the examination early, grades the paper in place (comment, full marks, Enter) and releases
 * the results; the student then sees the score, each question's marks and the comment; the statistics page
 * shows the numbers and the chart. A screenshot of every step.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import { saveScreenshot } from '../harness';
import { chooseLanguage, interpolate, timeout, waitForPath } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { browserSuite } from '../suite';
import { countPattern, examTexts, type ExamTexts, type Lang } from './exam-texts';
import { createAndPublishExamination, endExaminationNow } from './examination-steps';
import { gradePapersInPlace } from './grading-by-paper-steps';
import { releaseResults } from './grading-steps';
import { buildPaper } from './paper-steps';
import { questionSet } from './question-steps';
import { openExamStats } from './stats-steps';
import { answerEveryType, buildBank, openQuestion } from './story-steps';
import { progress, startFromList } from './take-steps';

const zh = examTexts('zh-CN');

async function signIn(
  browser: Browser,
  baseUrl: string,
  account: 'teacher' | 'student',
  texts: ExamTexts,
  lang: Lang,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const session = await signInAs(browser, baseUrl, demoTenant, account, DEMO_PASSWORDS[account]);
  if (lang === 'en') {
    await chooseLanguage(session.page, zh.common.language.switch, texts.common.language.en);
  }
  return session;
}

/** The shown "score / total" of the result page, once it is a number. */
async function shownScore(page: Page, texts: ExamTexts): Promise<number> {
  const pattern = new RegExp(`^${interpolate(texts.take.review.scoreOf, { score: '([\\d.]+)', total: '[\\d.]+' }).replace('/', '\\/')}$`);
  const text = (await page.getByTestId('result-score').textContent()) ?? '';
  const match = pattern.exec(text.trim());
  assert.ok(match?.[1], `a score is shown: ${text}`);
  return Number(match[1]);
}

// The two languages run side by side (each story waits for the server's sweep between ending and release).
describe('the whole exam story', { concurrency: 2 }, () => {
  const suite = browserSuite();

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`teacher builds and grades, student takes and sees the result (${lang})`, async () => {
      const { browser } = suite;
      const baseUrl = suite.app.baseUrl;
      const texts = examTexts(lang);
      const suffix = lang === 'en' ? 'en' : 'zh';
      const shot = (name: string) => `exam/story/${name}-${suffix}`;
      const stamp = `${Date.now().toString(36)}${suffix}`;
      const set = questionSet(lang, ` ${stamp}`);
      const isEn = lang === 'en';
      const bank = {
        name: isEn ? `Network basics ${stamp}` : `网络基础 ${stamp}`,
        code: `story-${stamp}`,
        importedStems: [
          isEn ? `Imported ${stamp}: how many bits has an IPv4 address?` : `导入 ${stamp}：IPv4 地址有多少位？`,
          isEn ? `Imported ${stamp}: HTTP uses port 80 by default.` : `导入 ${stamp}：HTTP 默认端口是 80。`,
        ],
      } satisfies Parameters<typeof buildBank>[3];
      const fixedPaper = isEn ? `Network basics final ${stamp}` : `网络基础期末卷 ${stamp}`;
      const examination = isEn ? `Network basics final exam ${stamp}` : `网络基础期末考试 ${stamp}`;
      const comment = isEn ? 'Clear answer and a complete report.' : '回答清楚，报告完整。';

      // The teacher: bank, questions, import, papers, examination.
      const teacher = await signIn(browser, baseUrl, 'teacher', texts, lang);
      suite.keep(teacher.context);
      suite.onFailure(() => saveScreenshot(teacher.page, shot('failed-teacher')));
      await buildBank(teacher.page, baseUrl, texts, bank, set, shot);
      await teacher.page.goto(`${baseUrl}/exam/paper`);
      await teacher.page.getByRole('button', { name: texts.crud.toolbar.add, exact: true }).waitFor({ timeout });
      await buildPaper(teacher.page, texts, {
        name: fixedPaper,
        mode: texts.paper.modes.FIXED,
        bankName: bank.name,
        pickedStem: set.single.stem,
        shot: shot('03-paper-fixed'),
      });
      await buildPaper(teacher.page, texts, {
        name: isEn ? `Network basics drill ${stamp}` : `网络基础随机练习卷 ${stamp}`,
        mode: texts.paper.modes.RANDOM_RULES,
        bankName: '计算机基础',
        shot: shot('04-paper-rules'),
      });
      await createAndPublishExamination(
        teacher.page,
        baseUrl,
        // Ten minutes each within a three-hour window: the teacher ends it early below.
        {
          name: examination,
          paperName: fixedPaper,
          durationMin: 10,
          passScore: 6,
          maxAttempts: 1,
          releaseAfterGrading: true,
          rosterAccounts: ['student'],
        },
        lang,
      );
      await saveScreenshot(teacher.page, shot('05-examination'));

      // The student: start, answer every type, reload and resume, submit; the score is held back.
      const student = await signIn(browser, baseUrl, 'student', texts, lang);
      suite.keep(student.context);
      suite.onFailure(() => saveScreenshot(student.page, shot('failed-student')));
      await student.page.goto(`${baseUrl}/exam/my`);
      await startFromList(student.page, texts.take, examination, shot('06-my-exams'));
      const countdown = (await student.page.getByTestId('exam-countdown').textContent()) ?? '';
      assert.match(countdown, /^(10:00|0?9:[0-5]\d)$/, `a 10-minute countdown, not the window's close (${countdown})`);
      const slots = await answerEveryType(student.page, texts, {
        blank: set.blank.answer,
        short: isEn ? 'SYN, then SYN-ACK, then ACK.' : '客户端发 SYN，服务端回 SYN-ACK，客户端再发 ACK。',
      });
      await progress(student.page, texts.take, 6, 8);
      await saveScreenshot(student.page, shot('07-answers'));
      await student.page.reload();
      await student.page.getByTestId('exam-countdown').waitFor({ timeout });
      await progress(student.page, texts.take, 6, 8);
      const shortBox = (await openQuestion(student.page, texts, slots.short)).getByRole('textbox');
      assert.match(await shortBox.inputValue(), /SYN/);
      await (await openQuestion(student.page, texts, slots.file)).getByText(/report\.pdf/).waitFor({ timeout });
      await student.page.getByRole('button', { name: texts.take.bar.submit, exact: true }).click();
      await student.page
        .getByRole('dialog', { name: texts.take.submit.title })
        .getByRole('button', { name: texts.take.submit.confirm })
        .click();
      await student.page.getByRole('heading', { name: texts.take.submitted.title }).waitFor({ timeout });
      await saveScreenshot(student.page, shot('08-submitted'));
      await student.page.getByRole('link', { name: texts.take.submitted.result }).click();
      await student.page.getByTestId('result-score').filter({ hasText: texts.take.review.scoreHidden }).waitFor({ timeout });
      const resultPath = new URL(student.page.url()).pathname;
      await saveScreenshot(student.page, shot('09-result-held-back'));

      // The teacher ends the examination early (nobody is still writing), grades the paper in place, releases.
      await endExaminationNow(teacher.page, baseUrl, examination, 0, lang);
      await gradePapersInPlace(teacher.page, baseUrl, examination, comment, lang, shot('10-grading-by-paper'));
      await saveScreenshot(teacher.page, shot('10-graded'));
      await releaseResults(teacher.page, baseUrl, examination, lang);
      await saveScreenshot(teacher.page, shot('11-released'));

      // The student sees the score, each question's marks and the comments (the default review policy).
      await student.page.goto(`${baseUrl}${resultPath}`);
      await waitForPath(student.page, resultPath);
      await student.page
        .getByText(interpolate(texts.take.review.feedback, { text: comment }))
        .first()
        .waitFor({ timeout });
      const score = await shownScore(student.page, texts);
      assert.ok(score >= 8, `the graded answers count: ${score}`);
      const marks = student.page.getByText(countPattern(texts.take.review.marks));
      assert.equal(await marks.count(), 8, 'every question shows its marks');
      // Both comments, waited for (the first may be drawn before the second); a comment that was not stored never shows.
      const comments = student.page.getByText(interpolate(texts.take.review.feedback, { text: comment }));
      await comments
        .nth(1)
        .waitFor({ timeout })
        .catch(() => undefined);
      assert.equal(await comments.count(), 2, 'both graded answers show the comment');
      await saveScreenshot(student.page, shot('12-result'));

      // The statistics page shows the same numbers and the chart.
      const stats = await openExamStats(teacher.page, baseUrl, examination, lang);
      assert.equal(stats.count, 1);
      assert.equal(stats.mean, score);
      assert.equal(stats.max, score);
      assert.equal(stats.passRate, 100);
      await saveScreenshot(teacher.page, shot('13-stats'));
      assert.deepEqual([...teacher.pageErrors, ...student.pageErrors], []);
    });
  }
});
