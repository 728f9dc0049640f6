/**
 * Steps of the exam authoring spec: Mantine selects, the question editor's fields by their labels, and
 * a question workbook filled from the downloaded template.
 */
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { OPTION_LETTERS, QUESTION_COLUMNS, type QuestionColumnKey } from '../../../server/src/modules/exam/question/question-sheet';
import type zhQuestion from '../../../web/src/i18n/locales/zh-CN/examQuestion.json';
import { fieldLabel, interpolate, timeout } from '../system/browser-session';

type Editor = typeof zhQuestion.editor;

/** Picks `option` of the Mantine select labelled `label` (within `scope`). */
export async function chooseOption(page: Page, scope: Page | Locator, label: string | RegExp, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: typeof label === 'string' ? fieldLabel(label) : label });
  // Clicking the chosen option again would clear it.
  if ((await select.inputValue()) === option) {
    return;
  }
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function chooseSelect(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the rich-text field (tiptap) named `label`. */
export async function typeRichText(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await page.keyboard.type(text);
}

/** Switches the editor to `type` through its segmented control. */
export async function chooseType(page: Page, typeLabel: string): Promise<void> {
  await page.getByText(typeLabel, { exact: true }).first().click();
}

export async function fillOptions(page: Page, editor: Editor, contents: string[]): Promise<void> {
  for (const [index, content] of contents.entries()) {
    const letter = String.fromCharCode(65 + index);
    await page.getByRole('textbox', { name: interpolate(editor.optionContent, { letter }), exact: true }).fill(content);
  }
}

export async function markCorrect(page: Page, editor: Editor, letters: string[]): Promise<void> {
  for (const letter of letters) {
    await page.getByLabel(interpolate(editor.correctOf, { letter }), { exact: true }).check();
  }
}

/** Adds a tag to the TagsInput labelled `label` (types it and presses Enter). */
export async function addTag(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByRole('combobox', { name: fieldLabel(label) });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

export interface SheetQuestion {
  bankCode: string;
  type: string;
  stem: string;
  options?: string[];
  answer: string;
  status?: string;
}

/** The downloaded template with `rows` filled in under its own header row (headers matched by their text). */
export async function fillTemplate(template: Buffer, rows: SheetQuestion[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) {
    throw new Error('the template has no worksheet');
  }
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columns.set(String(cell.value).trim(), column));
  // The template's headers are in the language of the page that downloaded it.
  const column = (key: QuestionColumnKey) => {
    const header = QUESTION_COLUMNS.find((candidate) => candidate.key === key);
    const found = header && (columns.get(header.zh) ?? columns.get(header.en));
    if (found === undefined) {
      throw new Error(`the template has no column ${key}: ${[...columns.keys()].join(', ')}`);
    }
    return found;
  };
  rows.forEach((question, index) => {
    const row = sheet.getRow(index + 2);
    row.getCell(column('bankCode')).value = question.bankCode;
    row.getCell(column('questionType')).value = question.type;
    row.getCell(column('stem')).value = question.stem;
    (question.options ?? []).forEach((option, position) => {
      row.getCell(column(`option${OPTION_LETTERS[position] ?? 'A'}`)).value = option;
    });
    row.getCell(column('answer')).value = question.answer;
    row.getCell(column('difficulty')).value = 2;
    row.getCell(column('score')).value = 2;
    row.getCell(column('status')).value = question.status ?? '启用';
    row.commit();
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function waitForText(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByText(text, { exact: true }).first().waitFor({ timeout });
}
