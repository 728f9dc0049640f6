/**
 * Grading in Chromium, against the built app with its demo tenant: the demo teacher makes an examination on
 * the fixed demo paper over GraphQL (short window), the demo student answers the short-answer and file
 * questions (file over REST) and submits; then through the page: the queue, grade next, the file download,
 * a grade with a comment and its history, the admin's lock message (second browser), regrade, release, and
 * the student's result with score and comment. zh-CN, then English with the shared steps.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_PAPER_IDS, DEMO_PASSWORDS, DEMO_USER_IDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhTake from '../../../web/src/i18n/locales/zh-CN/examTake.json';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, interpolate, timeout } from '../system/browser-session';
import { api, apiToken, demoTenant, signInAs } from '../shell/user-steps';
import { gradeAllManual, gradingPanel, gradingTexts, openGrading, releaseResults, scoreOpenAnswer } from './grading-steps';
import { pdfAnswer, viewportShot } from './take-steps';

const zh = gradingTexts('zh-CN');
const WINDOW_MS = 80_000;

/** An examination on the fixed demo paper closing soon; the demo student answers the hand-graded questions and submits. */
async function submittedExamination(baseUrl: string, name: string): Promise<{ examinationId: string; attemptId: string; closeAt: number }> {
  const teacher = await apiToken(baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
  const now = Date.now();
  const closeAt = now + WINDOW_MS;
  const reviewPolicy = { afterRelease: ['SCORE', 'MARKS_PER_QUESTION', 'FEEDBACK'] };
  const input = {
    name,
    paperId: DEMO_PAPER_IDS.fixed,
    openAt: new Date(now - 60_000).toISOString(),
    closeAt: new Date(closeAt).toISOString(),
    durationMin: 1,
    timingMode: 'PER_ATTEMPT',
    maxAttempts: 1,
    passScore: 60,
    questionsPerPage: 0,
    reviewPolicy,
  };
  const created = await api<{ createExamination: { id: string } }>(
    baseUrl,
    teacher,
    'mutation ($input: ExaminationInput!) { createExamination(input: $input) { id } }',
    { input },
  );
  const examinationId = created.data?.createExamination.id ?? '';
  await api(baseUrl, teacher, 'mutation ($id: ID!, $users: [ID!]) { addExamCandidates(examinationId: $id, userIds: $users) }', {
    id: examinationId,
    users: [DEMO_USER_IDS.student],
  });
  const published = await api(baseUrl, teacher, 'mutation ($id: ID!) { publishExamination(id: $id) { id } }', { id: examinationId });
  assert.equal(published.errors, undefined, JSON.stringify([created.errors, published.errors]));

  const student = await apiToken(baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
  const started = await api<{ startAttempt: { id: string; items: Array<{ slot: number; questionType: string }> } }>(
    baseUrl,
    student,
    'mutation ($id: ID!) { startAttempt(examinationId: $id) { id items { slot questionType } } }',
    { id: examinationId },
  );
  const attemptId = started.data?.startAttempt.id ?? '';
  const items = started.data?.startAttempt.items ?? [];
  const shortSlot = items.find((item) => item.questionType === 'SHORT_ANSWER')?.slot;
  const fileSlot = items.find((item) => item.questionType === 'FILE_UPLOAD')?.slot;
  const form = new FormData();
  form.append('attemptId', attemptId);
  form.append('slot', String(fileSlot));
  form.append('file', new Blob([pdfAnswer.buffer], { type: pdfAnswer.mimeType }), pdfAnswer.name);
  const upload = (await (
    await fetch(`${baseUrl}/api/exam/attempt-file`, { method: 'POST', headers: { Authorization: `Bearer ${student}` }, body: form })
  ).json()) as { data?: { id: string } };
  const answers = [
    { slot: shortSlot, response: { text: '内存（RAM）是临时存储器，断电后数据丢失；硬盘可长期保存数据。' } },
    { slot: fileSlot, response: { fileIds: [upload.data?.id] } },
  ];
  const submitted = await api(
    baseUrl,
    student,
    `
      mutation ($id: ID!, $key: String!, $final: [SaveAnswerInput!]) {
        submitAttempt(attemptId: $id, idempotencyKey: $key, finalAnswers: $final) {
          state
        }
      }
    `,
    { id: attemptId, key: `grading-${now}`, final: answers },
  );
  assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));
  return { examinationId, attemptId, closeAt };
}

describe('grading', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let zhExam: { examinationId: string; attemptId: string; closeAt: number } | undefined;
  let enExam: { examinationId: string; attemptId: string; closeAt: number } | undefined;
  const zhName = '计算机基础阅卷测验（浏览器测试）';
  const enName = 'Computer basics grading check (browser test)';

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    zhExam = await submittedExamination(app.baseUrl, zhName);
    enExam = await submittedExamination(app.baseUrl, enName);
  });

  after(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await app?.stop();
  });

  it(
    'the teacher grades with locks, file download and history, regrades and releases; the student sees score and ' + 'comment (zh-CN)',
    async () => {
      assert.ok(app && browser && zhExam);
      const teacher = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
      const admin = await signInAs(browser, app.baseUrl, demoTenant, 'admin', DEMO_PASSWORDS.admin);
      contexts.push(teacher.context, admin.context);
      const page = teacher.page;
      await openGrading(page, app.baseUrl, zhName, zh);
      assert.ok(Number(await page.getByTestId('grading-pending').textContent()) >= 2, 'the short-answer and file answers wait');
      await page
        .getByRole('table', { name: zh.queue.title })
        .getByRole('button', { name: new RegExp(`^${zh.queue.open}`) })
        .first()
        .waitFor({ timeout });
      await saveScreenshot(page, 'exam/grading-queue-zh');

      // Grade next: the teacher holds the first answer; the admin sees the lock and cannot save.
      await page.getByRole('button', { name: zh.next.button, exact: true }).click();
      const panel = gradingPanel(page, zh);
      await panel.getByTestId('grading-lock-mine').waitFor({ timeout });
      await viewportShot(page, undefined, 'exam/grading-panel-zh');
      await openGrading(admin.page, app.baseUrl, zhName, zh);
      await admin.page
        .getByRole('button', { name: new RegExp(`^${zh.queue.open}`) })
        .first()
        .waitFor({ timeout });
      await admin.page
        .getByRole('row')
        .filter({ hasText: zh.queueState.PENDING })
        .first()
        .getByRole('button', { name: /^打开/ })
        .first()
        .click(); // the answer, not the whole paper
      const lockAlert = gradingPanel(admin.page, zh).getByRole('alert').filter({ hasText: zh.panel.lockedTitle });
      await lockAlert.waitFor({ timeout });
      assert.equal(
        await gradingPanel(admin.page, zh).getByRole('button', { name: zh.form.save, exact: true }).getAttribute('aria-disabled'),
        'true',
      );
      await viewportShot(admin.page, undefined, 'exam/grading-locked-by-other-zh');

      // Grade the held answer with a comment; the history shows the change.
      await scoreOpenAnswer(panel, zh, 4, '要点基本正确，表述可再完整。', zh.form.save);
      await panel.getByRole('table', { name: zh.history.title }).getByRole('cell', { name: zh.history.kind.MANUAL }).waitFor({ timeout });
      await viewportShot(page, panel.getByRole('table', { name: zh.history.title }), 'exam/grading-history-zh');
      await panel.getByRole('button', { name: zh.panel.close }).click();

      // The file answer (opened from the queue): download it, then grade everything left with the shared step.
      await page
        .getByRole('row')
        .filter({ hasText: zh.questionType.FILE_UPLOAD })
        .first()
        .getByRole('button', { name: new RegExp(`^${zh.queue.open}`) })
        .first()
        .click();
      const download = page.waitForEvent('download');
      await panel.getByRole('button', { name: interpolate(zh.panel.downloadNamed, { name: pdfAnswer.name }) }).click();
      assert.equal((await download).suggestedFilename(), pdfAnswer.name);
      await viewportShot(page, undefined, 'exam/grading-file-zh');
      await panel.getByRole('button', { name: zh.panel.close }).click();
      await gradeAllManual(page, app.baseUrl, zhName, 8, '文件内容完整。', 'zh-CN');
      await saveScreenshot(page, 'exam/grading-done-zh');

      // After the window closed: regrade a question (confirmation, summary), then release.
      await page.waitForTimeout(Math.max(0, zhExam.closeAt + 12_000 - Date.now()));
      await page.getByRole('button', { name: zh.regrade.button, exact: true }).click();
      const regrade = page.getByRole('dialog', { name: zh.regrade.title });
      await regrade.getByRole('combobox', { name: fieldLabel(zh.regrade.question) }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await regrade.getByRole('textbox', { name: fieldLabel(zh.regrade.reason) }).fill('题库答案已修正');
      await regrade.getByRole('button', { name: zh.regrade.submit, exact: true }).click();
      await page
        .getByRole('dialog', { name: zh.regrade.confirmTitle })
        .getByRole('button', { name: zh.regrade.confirm, exact: true })
        .click();
      await regrade.getByRole('status').filter({ hasText: zh.regrade.doneTitle }).waitFor({ timeout: 60_000 });
      await viewportShot(page, undefined, 'exam/grading-regrade-zh');
      await regrade.locator('form').getByRole('button', { name: zh.regrade.close, exact: true }).click();
      await releaseResults(page, app.baseUrl, zhName, 'zh-CN');
      await saveScreenshot(page, 'exam/grading-released-zh');

      const student = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
      contexts.push(student.context);
      await student.page.goto(`${app.baseUrl}/exam/result/${zhExam.attemptId}`);
      await student.page
        .getByTestId('result-score')
        .filter({ hasText: new RegExp(interpolate(zhTake.review.scoreOf, { score: '[1-9][\\d.]*', total: '[\\d.]+' })) })
        .waitFor({ timeout });
      await student.page.getByText(interpolate(zhTake.review.feedback, { text: '要点基本正确，表述可再完整。' })).waitFor({ timeout });
      await viewportShot(
        student.page,
        student.page.getByText(interpolate(zhTake.review.feedback, { text: '要点基本正确，表述可再完整。' })),
        'exam/grading-student-result-zh',
      );
      assert.deepEqual([...teacher.pageErrors, ...admin.pageErrors, ...student.pageErrors], []);
    },
  );

  it('the same in English with the shared steps: grade every answer, release', async () => {
    assert.ok(app && browser && enExam);
    const teacher = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(teacher.context);
    await chooseLanguage(teacher.page, zhCommon.language.switch, enCommon.language.en);
    await gradeAllManual(teacher.page, app.baseUrl, enName, 3, 'Clear and complete.', 'en');
    await saveScreenshot(teacher.page, 'exam/grading-done-en');
    await releaseResults(teacher.page, app.baseUrl, enName, 'en');
    await saveScreenshot(teacher.page, 'exam/grading-released-en');
    assert.deepEqual(teacher.pageErrors, []);
  });
});
