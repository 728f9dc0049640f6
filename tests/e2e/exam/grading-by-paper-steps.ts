/**
 * Steps of grading by paper (/exam/grading, "by paper"), bulk scores and the results export, through the UI only,
 * in the language given; texts from web/src/i18n/locales/<lang>/grading.json.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DEMO_DEPT_IDS, DEMO_PAPER_IDS, DEMO_PASSWORDS, DEMO_ROLE_IDS, DEMO_USER_IDS } from '../../../server/src/seeders/demo/demo-ids';
import { escapeRegExp, fieldLabel, interpolate, timeout } from '../system/browser-session';
import { api, apiToken, demoTenant } from '../shell/user-steps';
import { gradingTexts, openGrading } from './grading-steps';
import { viewportShot } from './take-steps';

/** An open examination on the fixed demo paper whose candidates (the demo student and `extra` new students) answered the short answer and
 * submitted. */
export async function submittedPapers(
  baseUrl: string,
  name: string,
  extra: number,
): Promise<{ examinationId: string; accounts: string[] }> {
  const admin = await apiToken(baseUrl, demoTenant, 'admin', DEMO_PASSWORDS.admin);
  const accounts = ['student'];
  const userIds: string[] = [DEMO_USER_IDS.student];
  for (let index = 0; index < extra; index += 1) {
    const account = `paper${Date.now().toString(36)}${index}`;
    const created = await api<{ submitUser: { id: string } }>(
      baseUrl,
      admin,
      'mutation ($input: UserInput!) { submitUser(input: $input) { id } }',
      {
        input: {
          account,
          password: DEMO_PASSWORDS.student,
          password2: DEMO_PASSWORDS.student,
          realName: `${name.slice(0, 4)}考生${index + 1}`,
          name: account,
          roleIds: [DEMO_ROLE_IDS.student],
          deptIds: [DEMO_DEPT_IDS.academic],
        },
      },
    );
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    accounts.push(account);
    userIds.push(created.data?.submitUser.id ?? '');
  }
  const teacher = await apiToken(baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
  const now = Date.now();
  const input = {
    name,
    paperId: DEMO_PAPER_IDS.fixed,
    openAt: new Date(now - 60_000).toISOString(),
    closeAt: new Date(now + 3_600_000).toISOString(),
    durationMin: 30,
    timingMode: 'PER_ATTEMPT',
    maxAttempts: 1,
    passScore: 60,
    questionsPerPage: 0,
  };
  const made = await api<{ createExamination: { id: string } }>(
    baseUrl,
    teacher,
    'mutation ($input: ExaminationInput!) { createExamination(input: $input) { id } }',
    { input },
  );
  const examinationId = made.data?.createExamination.id ?? '';
  await api(baseUrl, teacher, 'mutation ($id: ID!, $users: [ID!]) { addExamCandidates(examinationId: $id, userIds: $users) }', {
    id: examinationId,
    users: userIds,
  });
  const published = await api(baseUrl, teacher, 'mutation ($id: ID!) { publishExamination(id: $id) { id } }', { id: examinationId });
  assert.equal(published.errors, undefined, JSON.stringify([made.errors, published.errors]));
  for (const [index, account] of accounts.entries()) {
    const student = await apiToken(baseUrl, demoTenant, account, DEMO_PASSWORDS.student);
    const started = await api<{ startAttempt: { id: string; items: Array<{ slot: number; questionType: string }> } }>(
      baseUrl,
      student,
      'mutation ($id: ID!) { startAttempt(examinationId: $id) { id items { slot questionType } } }',
      { id: examinationId },
    );
    assert.ok(started.data, JSON.stringify(started.errors));
    const shortSlot = started.data.startAttempt.items.find((item) => item.questionType === 'SHORT_ANSWER')?.slot;
    const final = [{ slot: shortSlot, response: { text: `内存断电丢失数据，硬盘长期保存（考生 ${index + 1}）。` } }];
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
      {
        id: started.data.startAttempt.id,
        key: `paper-${now}-${index}`,
        final,
      },
    );
    assert.equal(submitted.errors, undefined, JSON.stringify(submitted.errors));
  }
  return { examinationId, accounts };
}

/**
 * The teacher's walk at 1280 px: opens the first paper awaiting grading, scores its manual answers with the keyboard
 * (F then Enter, 0 then Enter, which moves on to the next paper), bulk-scores the short answer of the remaining
 * candidates, and exports the results. Screenshots under exam/grading-by-paper-*-<lang>.
 */
export async function gradeByPaperWalk(page: Page, baseUrl: string, examinationName: string, lang: 'zh-CN' | 'en'): Promise<void> {
  const texts = gradingTexts(lang);
  const suffix = lang === 'en' ? 'en' : 'zh';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openGrading(page, baseUrl, examinationName, texts);
  const pendingBefore = Number(await page.getByTestId('grading-pending').textContent());
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${escapeRegExp(texts.view.paper)}$`) })
    .click();
  const paper = page.getByTestId('grading-paper');
  await paper.waitFor({ timeout });
  const firstCandidate = (await page.getByTestId('paper-candidate').textContent()) ?? '';
  await page.getByTestId('grading-shortcuts').first().waitFor({ timeout });
  await viewportShot(page, undefined, `exam/grading-by-paper-${suffix}`);

  // Manual answers in paper order: F + Enter on the first (full marks), then 0 + Enter on each other one; Enter on
  // the last saves and opens the next paper awaiting grading.
  const scoreFields = paper.locator('input[data-score-field]');
  const count = await scoreFields.count();
  assert.ok(count >= 2, 'the manual answers are scored in place');
  await scoreFields.nth(0).click();
  await page.keyboard.press('f');
  assert.ok(Number(await scoreFields.nth(0).inputValue()) > 0, 'F gives full marks');
  await viewportShot(page, scoreFields.nth(0), `exam/grading-by-paper-full-${suffix}`);
  for (let index = 0; index < count; index += 1) {
    if (index > 0) {
      await page.waitForFunction(
        (at) => document.activeElement === document.querySelectorAll('[data-testid="grading-paper"] input[data-score-field]')[at],
        index,
        { timeout },
      );
      await page.keyboard.press('0');
    }
    await page.keyboard.press('Enter');
  }
  await page.getByTestId('paper-candidate').filter({ hasNotText: firstCandidate }).waitFor({ timeout });
  await viewportShot(page, undefined, `exam/grading-by-paper-next-${suffix}`);

  // The first paper is done: its answers left the pending count.
  await page
    .getByTestId('grading-pending')
    .filter({ hasText: new RegExp(`^${pendingBefore - count}$`) })
    .waitFor({ timeout });

  // Bulk score of the short answer for everyone still waiting.
  await page.getByRole('button', { name: texts.bulk.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.bulk.title });
  await dialog.getByRole('combobox', { name: fieldLabel(texts.bulk.question) }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const table = dialog.getByRole('table', { name: texts.bulk.answers });
  await table.getByRole('checkbox').nth(1).waitFor({ timeout });
  await table.getByRole('checkbox', { name: texts.bulk.selectAll }).check();
  const selected = await table.locator('tbody input[type=checkbox]:checked').count();
  assert.ok(selected >= 1, 'answers waiting for the question are ticked');
  await dialog.locator('input[data-score-field]').click();
  await page.keyboard.press('f');
  await dialog.getByRole('textbox', { name: texts.bulk.comment }).fill(lang === 'en' ? 'All key points covered.' : '要点齐全。');
  await viewportShot(page, undefined, `exam/grading-by-paper-bulk-${suffix}`);
  await dialog.getByRole('button', { name: interpolate(texts.bulk.submit, { count: selected }), exact: true }).click();
  await page
    .getByText(interpolate(texts.bulk.done, { count: selected }))
    .first()
    .waitFor({ timeout });
  await dialog.waitFor({ state: 'hidden', timeout });

  // Export: an xlsx (zip) named after the examination.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.export.button, exact: true }).click();
  const file = await download;
  assert.ok(file.suggestedFilename().startsWith(examinationName), file.suggestedFilename());
  assert.ok(file.suggestedFilename().endsWith('.xlsx'));
  const saved = await file.path();
  const bytes = await readFile(saved);
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'an xlsx workbook');
}

/**
 * The teacher grades every paper of the examination in the "by paper" view: on each manual answer a comment,
 * full marks (F) and Enter (save; on the paper's last answer, on to the next paper), until none is pending.
 */
export async function gradePapersInPlace(
  page: Page,
  baseUrl: string,
  examinationName: string,
  comment: string,
  lang: 'zh-CN' | 'en',
  shot?: string,
): Promise<void> {
  const texts = gradingTexts(lang);
  await openGrading(page, baseUrl, examinationName, texts);
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${escapeRegExp(texts.view.paper)}$`) })
    .click();
  const paper = page.getByTestId('grading-paper');
  const pending = page.getByTestId('grading-pending');
  for (let round = 0; round < 20 && (await pending.textContent()) !== '0'; round += 1) {
    await paper.waitFor({ timeout });
    const candidate = (await page.getByTestId('paper-candidate').textContent()) ?? '';
    // The answers to score, pinned by their test ids: a saved answer's refetch may drop it from a filtered list while the
    // next one is being filled in.
    const cardIds = await paper
      .locator('section[data-testid^="paper-item-"]')
      .filter({ has: page.locator('input[data-score-field]') })
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-testid') ?? ''));
    const count = cardIds.length;
    assert.ok(count >= 1, 'the paper has answers to score in place');
    for (let index = 0; index < count; index += 1) {
      const card = paper.getByTestId(cardIds[index] ?? '');
      await card.getByRole('textbox', { name: texts.form.comment, exact: true }).fill(comment);
      await card.locator('input[data-score-field]').click();
      await page.keyboard.press('f');
      if (shot && round === 0 && index === count - 1) {
        await viewportShot(page, card, shot);
      }
      await page.keyboard.press('Enter');
    }
    await Promise.race([
      pending.filter({ hasText: /^0$/ }).waitFor({ timeout }),
      page.getByTestId('paper-candidate').filter({ hasNotText: candidate }).waitFor({ timeout }),
    ]);
  }
  await pending.filter({ hasText: /^0$/ }).waitFor({ timeout });
}
