/**
 * Authoring without dead ends (issue 12 item 3) in Chromium as the demo teacher: a new bank, a question
 * saved enabled by default and one saved as a draft, a paper whose pass mark is 60 % of its total, its
 * composer offered at once, the enabled question picked, the draft enabled and added from the picker,
 * the order changed by dragging a row by its grip and saved; then the same pages in English.
 * Screenshots at 1280 px in both languages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import { launchBrowser, saveScreenshot, startApp, type RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, interpolate, openPage, rowWith, timeout, waitForPath } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { chooseOption, fillOptions, markCorrect, typeRichText, waitForText } from './authoring-steps';
import { examTexts, type ExamTexts, type Lang } from './exam-texts';

const stamp = Date.now().toString(36);

interface Walk {
  bank: { name: string; code: string };
  enabledStem: string;
  draftStem: string;
  paperName: string;
}

const walkOf = (lang: Lang): Walk =>
  lang === 'en'
    ? {
        bank: { name: `E2E flow bank ${stamp}`, code: `flow-en-${stamp}` },
        enabledStem: `E2E flow: which layer is TCP? ${stamp}`,
        draftStem: `E2E flow draft: HTTP is stateless. ${stamp}`,
        paperName: `E2E flow paper ${stamp}`,
      }
    : {
        bank: { name: `E2E 流程题库 ${stamp}`, code: `flow-zh-${stamp}` },
        enabledStem: `E2E 流程：TCP 属于哪一层？${stamp}`,
        draftStem: `E2E 流程草稿：HTTP 是无状态协议。${stamp}`,
        paperName: `E2E 流程试卷 ${stamp}`,
      };

async function addBank(page: Page, baseUrl: string, texts: ExamTexts, walk: Walk): Promise<void> {
  await openPage(page, baseUrl, '/exam/bank', texts.menu.exam_bank);
  await page.getByRole('button', { name: texts.crud.toolbar.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.crud.dialog.add });
  await dialog.getByLabel(fieldLabel(texts.bank.fields.name)).fill(walk.bank.name);
  await dialog.getByLabel(fieldLabel(texts.bank.fields.code)).fill(walk.bank.code);
  await dialog.getByRole('button', { name: texts.crud.dialog.save, exact: true }).click();
  await waitForText(page, texts.crud.notify.added);
  await rowWith(page, walk.bank.code)
    .getByRole('link', { name: `${walk.bank.name}: 0`, exact: true })
    .click();
  await waitForPath(page, '/exam/question');
}

/** Two questions from the bank's list: the first saved as the editor offers (enabled), the second as a draft. */
async function addQuestions(page: Page, texts: ExamTexts, walk: Walk, shot: string): Promise<void> {
  const { editor, fields, statuses } = texts.question;
  await page.getByRole('button', { name: texts.crud.toolbar.add, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/bdqn/examQuestionAdd', { timeout });
  await page.getByRole('heading', { name: editor.addTitle }).waitFor({ timeout });
  const status = page.getByRole('combobox', { name: fieldLabel(fields.status) });
  assert.equal(await status.inputValue(), statuses.ENABLED, 'a new question is saved enabled by default');
  await page.getByText(editor.statusNew, { exact: true }).waitFor({ timeout });
  await typeRichText(page, fields.stem, walk.enabledStem);
  await fillOptions(page, editor, ['Application', 'Transport', 'Network', 'Link']);
  await markCorrect(page, editor, ['B']);
  await saveScreenshot(page, shot);
  await page.getByRole('button', { name: editor.saveAndAdd, exact: true }).click();
  await page.waitForFunction((label) => document.querySelector(`[aria-label="${label}"]`)?.textContent === '', fields.stem, { timeout });

  await typeRichText(page, fields.stem, walk.draftStem);
  await fillOptions(page, editor, ['Yes', 'No', 'Sometimes', 'Never']);
  await markCorrect(page, editor, ['A']);
  await chooseOption(page, page, fields.status, statuses.DRAFT);
  await page.getByRole('button', { name: editor.save, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/exam/question', { timeout });
  await rowWith(page, walk.draftStem).getByText(statuses.DRAFT, { exact: true }).waitFor({ timeout });
  await rowWith(page, walk.enabledStem).getByText(statuses.ENABLED, { exact: true }).waitFor({ timeout });
}

/** The paper dialog: the pass mark is 60 % of the total; saving opens the composer. */
async function createPaper(page: Page, baseUrl: string, texts: ExamTexts, walk: Walk, shot: string): Promise<Locator> {
  const { paper, crud } = texts;
  await openPage(page, baseUrl, '/exam/paper', texts.menu.exam_paper);
  await page.getByRole('button', { name: crud.toolbar.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: crud.dialog.add });
  await dialog.getByLabel(fieldLabel(paper.fields.name)).fill(walk.paperName);
  assert.equal(await dialog.getByRole('combobox', { name: fieldLabel(paper.fields.passRule) }).inputValue(), paper.passRules.FOLLOW);
  assert.equal(await dialog.getByLabel(fieldLabel(paper.fields.passScorePct)).inputValue(), '60');
  await saveScreenshot(page, shot);
  await dialog.getByRole('button', { name: crud.dialog.save, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  const drawer = page.getByRole('dialog', { name: paper.editor.title });
  await drawer.getByText(walk.paperName, { exact: true }).waitFor({ timeout });
  await drawer.getByText(interpolate(paper.editor.passFollows, { points: '0', pct: 60 }), { exact: true }).waitFor({ timeout });
  return drawer;
}

/** Picks the enabled question, then enables and adds the draft; drags the second row above the first and saves. */
async function compose(
  page: Page,
  drawer: Locator,
  texts: ExamTexts,
  walk: Walk,
  shots: { picker: string; composer: string },
): Promise<void> {
  const { paper, question } = texts;
  await drawer.getByRole('button', { name: paper.sections.add, exact: true }).click();
  await drawer.getByRole('button', { name: paper.items.pick, exact: true }).click();
  const picker = page.getByRole('dialog', { name: paper.picker.title });
  await chooseOption(page, picker, question.fields.bank, walk.bank.name);
  const enabledRow = picker.locator('tbody tr', { hasText: walk.enabledStem });
  const draftRow = picker.locator('tbody tr', { hasText: walk.draftStem });
  await draftRow.waitFor({ timeout });
  // Oldest first: the enabled question was written before the draft.
  const stems = await picker.locator('tbody tr').allTextContents();
  assert.ok(
    stems.findIndex((row) => row.includes(walk.enabledStem)) < stems.findIndex((row) => row.includes(walk.draftStem)),
    'the picker keeps the authoring order',
  );
  await saveScreenshot(page, shots.picker);
  await enabledRow.getByRole('checkbox').check();
  await picker.getByRole('button', { name: interpolate(paper.picker.add, { count: 1 }), exact: true }).click();
  await picker.waitFor({ state: 'hidden', timeout });

  await drawer.getByRole('button', { name: paper.items.pick, exact: true }).click();
  await chooseOption(page, picker, question.fields.bank, walk.bank.name);
  await draftRow.getByRole('button', { name: new RegExp(`${paper.picker.enableAndAdd}$`) }).click();
  await picker.waitFor({ state: 'hidden', timeout });
  await waitForText(page, interpolate(paper.picker.enabled, { count: 1 }));
  const table = drawer.getByRole('table', { name: interpolate(paper.items.tableLabel, { section: 1 }) });
  await table.locator('tbody tr').nth(1).filter({ hasText: walk.draftStem }).waitFor({ timeout });
  await drawer.getByText(interpolate(paper.editor.passFollows, { points: '2.4', pct: 60 }), { exact: true }).waitFor({ timeout });

  // Drag the draft (row 2) above row 1 by its grip, with the mouse in small steps.
  const grip = table.getByRole('button', {
    name: interpolate(paper.items.dragHandle, { name: interpolate(paper.items.itemName, { section: 1, number: 2 }) }),
  });
  const target = table.locator('tbody tr').first();
  const from = await grip.boundingBox();
  const to = await target.boundingBox();
  assert.ok(from && to, 'the grip and the first row are on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 15 });
  await page.waitForTimeout(300);
  await page.mouse.up();
  await table.locator('tbody tr').first().filter({ hasText: walk.draftStem }).waitFor({ timeout });
  await drawer.getByRole('button', { name: paper.actions.save, exact: true }).click();
  await waitForText(page, texts.crud.notify.updated);
  await table.locator('tbody tr').first().filter({ hasText: walk.draftStem }).waitFor({ timeout });
  const rows = await table.locator('tbody tr').allTextContents();
  assert.ok(
    rows[0]?.includes(walk.draftStem) && rows[1]?.includes(walk.enabledStem),
    `the dragged order is saved: ${JSON.stringify(rows)}`,
  );
  await saveScreenshot(page, shots.composer);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden', timeout });
}

describe('authoring without dead ends (teacher)', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    ({ page } = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher));
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`walks bank -> question (enabled) -> paper (60 %) -> compose -> pick, enable and add -> drag (${lang})`, async () => {
      const texts = examTexts(lang);
      const suffix = lang === 'en' ? 'en' : 'zh';
      if (lang === 'en') {
        const zh = examTexts('zh-CN');
        await chooseLanguage(page, zh.common.language.switch, texts.common.language.en);
      }
      const walk = walkOf(lang);
      await addBank(page, app.baseUrl, texts, walk);
      await addQuestions(page, texts, walk, `exam/flow-question-${suffix}`);
      const drawer = await createPaper(page, app.baseUrl, texts, walk, `exam/flow-paper-dialog-${suffix}`);
      await compose(page, drawer, texts, walk, { picker: `exam/flow-picker-${suffix}`, composer: `exam/flow-composer-${suffix}` });
    });
  }
});
