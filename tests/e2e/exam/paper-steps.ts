/** Steps of building a paper in the paper editor drawer (either language). */
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../harness';
import { fieldLabel, interpolate, rowWith, timeout } from '../system/browser-session';
import { chooseOption, waitForText } from './authoring-steps';
import { countPattern, type ExamTexts } from './exam-texts';

export interface PaperPlan {
  name: string;
  mode: string;
  /** The bank of the picked questions (fixed) or of the draw rule. */
  bankName: string;
  /** Fixed papers: a stem of the bank the picker shows (all questions of its first page are added); absent: one draw rule. */
  pickedStem?: string;
  shot: string;
}

/** Adds the paper in the dialog (pass mark 60 % of the total), lands in its composer, adds a section with picked questions or a rule, saves
 * and marks it ready. */
export async function buildPaper(page: Page, texts: ExamTexts, plan: PaperPlan): Promise<void> {
  const { crud, paper, question } = texts;
  await page.getByRole('button', { name: crud.toolbar.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: crud.dialog.add });
  await dialog.getByLabel(fieldLabel(paper.fields.name)).fill(plan.name);
  await chooseOption(page, dialog, paper.fields.mode, plan.mode);
  // The pass mark follows the total (60 % by default); no fixed number to type.
  const pct = dialog.getByLabel(fieldLabel(paper.fields.passScorePct));
  await pct.waitFor({ timeout });
  if ((await pct.inputValue()) !== '60') {
    throw new Error(`a new paper's pass mark should be 60 % of its total, the dialog shows ${await pct.inputValue()}`);
  }
  await dialog.getByRole('button', { name: crud.dialog.save, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  await rowWith(page, plan.name).waitFor({ timeout });

  // The next step is offered at once: the new paper's composer opens by itself.
  const drawer = page.getByRole('dialog', { name: paper.editor.title });
  await drawer.getByText(plan.name, { exact: true }).waitFor({ timeout });
  await drawer.getByText(paper.sections.none, { exact: true }).waitFor({ timeout });
  await drawer.getByRole('button', { name: paper.sections.add, exact: true }).click();
  if (plan.pickedStem) {
    await drawer.getByRole('button', { name: paper.items.pick, exact: true }).click();
    const picker = page.getByRole('dialog', { name: paper.picker.title });
    await chooseOption(page, picker, question.fields.bank, plan.bankName);
    await picker.getByText(plan.pickedStem).waitFor({ timeout });
    await picker.getByRole('checkbox', { name: paper.picker.selectPage }).check();
    await picker.getByRole('button', { name: countPattern(paper.picker.add) }).click();
    await picker.waitFor({ state: 'hidden', timeout });
    await drawer.getByRole('table', { name: interpolate(paper.items.tableLabel, { section: 1 }) }).waitFor({ timeout });
  } else {
    await drawer.getByRole('button', { name: paper.rules.add, exact: true }).click();
    const rule = interpolate(paper.rules.ruleName, { section: 1, rule: 1 });
    const bank = drawer.getByRole('combobox', { name: `${rule}: ${question.fields.bank}` });
    await bank.click();
    await bank.fill(plan.bankName);
    await page.getByRole('option', { name: plan.bankName, exact: true }).click();
    await page.waitForFunction(
      ([label, value]) => (document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement | null)?.value === value,
      [`${rule}: ${question.fields.bank}`, plan.bankName],
      { timeout },
    );
    await drawer.getByRole('button', { name: paper.actions.save, exact: true }).click();
    await waitForText(page, crud.notify.updated);
    await drawer.getByText(countPattern(paper.rules.available)).waitFor({ timeout });
  }
  await saveScreenshot(page, plan.shot);
  await drawer.getByRole('button', { name: paper.actions.saveAndReady, exact: true }).click();
  await waitForText(page, paper.notify.ready);
  await drawer.getByText(paper.statuses.READY, { exact: true }).first().waitFor({ timeout });
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden', timeout });
}
