/**
 * Steps of the whole-story browser test in either language: the teacher's bank with its questions and a
 * workbook import, and the student's answers to every question type.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../harness';
import { fieldLabel, interpolate, openPage, rowWith, timeout } from '../system/browser-session';
import { fillTemplate, waitForText, xlsxType } from './authoring-steps';
import type { ExamTexts } from './exam-texts';
import { addEveryType, type QuestionSet } from './question-steps';
import { pdfAnswer, saved } from './take-steps';

export interface StoryBank {
  name: string;
  code: string;
  /** Stems of the two imported questions (a single choice and a true/false). */
  importedStems: [string, string];
}

/** Adds the bank on /exam/bank, its six questions through the editor, and two more from a workbook made from the template. */
export async function buildBank(
  page: Page,
  baseUrl: string,
  texts: ExamTexts,
  bank: StoryBank,
  set: QuestionSet,
  shot: (name: string) => string,
): Promise<void> {
  await openPage(page, baseUrl, '/exam/bank', texts.menu.exam_bank);
  await page.getByRole('button', { name: texts.crud.toolbar.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.crud.dialog.add });
  await dialog.getByLabel(fieldLabel(texts.bank.fields.name)).fill(bank.name);
  await dialog.getByLabel(fieldLabel(texts.bank.fields.code)).fill(bank.code);
  await dialog.getByRole('button', { name: texts.crud.dialog.save, exact: true }).click();
  await rowWith(page, bank.code).waitFor({ timeout });
  await saveScreenshot(page, shot('01-bank'));
  await rowWith(page, bank.code)
    .getByRole('link', { name: `${bank.name}: 0`, exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/exam/question', { timeout });

  await addEveryType(page, texts, set);
  await rowWith(page, set.file).waitFor({ timeout });

  await page.getByRole('button', { name: texts.question.actions.import, exact: true }).click();
  const importDialog = page.getByRole('dialog', { name: texts.question.import.title });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout }),
    importDialog.getByRole('button', { name: texts.question.import.template, exact: true }).click(),
  ]);
  const template = await readFile(await download.path());
  const rows = [
    { bankCode: bank.code, type: '单选题', stem: bank.importedStems[0], options: ['16', '32', '64', '128'], answer: 'B' },
    { bankCode: bank.code, type: '判断题', stem: bank.importedStems[1], answer: '正确' },
  ];
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'questions.xlsx', mimeType: xlsxType, buffer: await fillTemplate(template, rows) });
  await importDialog.getByRole('button', { name: texts.question.import.upload, exact: true }).click();
  await waitForText(page, interpolate(texts.question.import.success, { count: 2 }));
  await rowWith(page, bank.importedStems[0]).waitFor({ timeout });
  await saveScreenshot(page, shot('02-questions'));
}

type TakeType = keyof ExamTexts['take']['type'];

/** Opens question `slot` from the answer sheet and answers its card. */
export function questionCard(page: Page, slot: number): Locator {
  return page.locator(`section[aria-labelledby="question-${slot}"]`);
}

export async function openQuestion(page: Page, texts: ExamTexts, slot: number): Promise<Locator> {
  await page
    .getByRole('navigation', { name: texts.take.navigator.title })
    .getByRole('button')
    .nth(slot - 1)
    .click();
  const card = questionCard(page, slot);
  await card.waitFor({ timeout });
  return card;
}

/**
 * On the exam page (one question per page): walks the answer sheet and answers the first question of every
 * type — correct choices, the blank, a short answer, a PDF for the file question — waiting until each is
 * saved. Answers the slots of the short-answer and file questions.
 */
export async function answerEveryType(
  page: Page,
  texts: ExamTexts,
  answers: { blank: string; short: string },
): Promise<{ short: number; file: number }> {
  const typeOf = new Map(Object.entries(texts.take.type).map(([key, label]) => [label, key as TakeType]));
  const total = await page.getByRole('navigation', { name: texts.take.navigator.title }).getByRole('button').count();
  const answered = new Map<TakeType, number>();
  for (let slot = 1; slot <= total; slot += 1) {
    const card = await openQuestion(page, texts, slot);
    const type = typeOf.get(((await card.locator('.mantine-Badge-root').first().textContent()) ?? '').trim());
    if (!type || answered.has(type)) {
      continue;
    }
    answered.set(type, slot);
    if (type === 'SINGLE_CHOICE') {
      await card.getByRole('radio').nth(1).check();
    } else if (type === 'MULTIPLE_CHOICE') {
      for (const index of [0, 1, 3]) {
        await card.getByRole('checkbox').nth(index).check();
      }
    } else if (type === 'TRUE_FALSE') {
      await card.getByRole('radio').first().check();
    } else if (type === 'FILL_BLANK') {
      await card.getByRole('textbox').first().fill(answers.blank);
    } else if (type === 'SHORT_ANSWER') {
      await card.getByRole('textbox').fill(answers.short);
    } else if (type === 'FILE_UPLOAD') {
      await page.getByTestId(`file-input-${slot}`).setInputFiles(pdfAnswer);
      await card.getByText(/report\.pdf/).waitFor({ timeout });
    }
    await saved(page, texts.take);
  }
  const short = answered.get('SHORT_ANSWER');
  const file = answered.get('FILE_UPLOAD');
  if (answered.size !== 6 || short === undefined || file === undefined) {
    throw new Error(`not every type was found: ${[...answered.keys()].join(', ')}`);
  }
  return { short, file };
}
