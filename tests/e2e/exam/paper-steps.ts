/** Steps of building a paper in the paper editor drawer (zh-CN). */
import type { Page } from 'playwright-core';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhPaper from '../../../web/src/i18n/locales/zh-CN/examPaper.json';
import zhQuestion from '../../../web/src/i18n/locales/zh-CN/examQuestion.json';
import { saveScreenshot } from '../harness';
import { fieldLabel, interpolate, rowWith, timeout } from '../system/browser-session';
import { chooseOption, waitForText } from './authoring-steps';

/** Lets dialogs and drawers finish their opening transition before a screenshot. */
export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

export interface PaperPlan {
  name: string;
  mode: string;
  /** The bank of the picked questions (fixed) or of the draw rule. */
  bankName: string;
  fixed: boolean;
  shot: string;
}

/** Adds the paper in the dialog, opens its editor, adds a section with picked questions or a rule, saves and marks it ready. */
export async function buildPaper(page: Page, plan: PaperPlan): Promise<void> {
  await page.getByRole('button', { name: zhCrud.toolbar.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: zhCrud.dialog.add });
  await dialog.getByLabel(fieldLabel(zhPaper.fields.name)).fill(plan.name);
  await chooseOption(page, dialog, zhPaper.fields.mode, plan.mode);
  await dialog.getByLabel(fieldLabel(zhPaper.fields.passScore)).fill('6');
  await dialog.getByRole('button', { name: zhCrud.dialog.save, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  await rowWith(page, plan.name).waitFor({ timeout });

  await page.getByRole('button', { name: `${plan.name}: ${zhPaper.actions.design}`, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: zhPaper.editor.title });
  await drawer.getByText(zhPaper.sections.none, { exact: true }).waitFor({ timeout });
  await drawer.getByRole('button', { name: zhPaper.sections.add, exact: true }).click();
  if (plan.fixed) {
    await drawer.getByRole('button', { name: zhPaper.items.pick, exact: true }).click();
    const picker = page.getByRole('dialog', { name: zhPaper.picker.title });
    await chooseOption(page, picker, zhQuestion.fields.bank, plan.bankName);
    await picker.getByText('E2E 单选：TCP 属于哪一层？').waitFor({ timeout });
    await picker.getByRole('checkbox', { name: zhPaper.picker.selectPage }).check();
    await picker.getByRole('button', { name: /^加入 \d+ 题$/ }).click();
    await picker.waitFor({ state: 'hidden', timeout });
    await drawer.getByRole('table', { name: interpolate(zhPaper.items.tableLabel, { section: 1 }) }).waitFor({ timeout });
  } else {
    await drawer.getByRole('button', { name: zhPaper.rules.add, exact: true }).click();
    const rule = interpolate(zhPaper.rules.ruleName, { section: 1, rule: 1 });
    await drawer.getByRole('combobox', { name: `${rule}: ${zhQuestion.fields.bank}` }).click();
    await page.getByRole('option', { name: plan.bankName, exact: true }).click();
    await drawer.getByRole('button', { name: zhPaper.actions.save, exact: true }).click();
    await waitForText(page, zhCrud.notify.updated);
    await drawer.getByText(/^可抽 \d+ 题$/).waitFor({ timeout });
  }
  await settle(page);
  await saveScreenshot(page, plan.shot);
  await drawer.getByRole('button', { name: zhPaper.actions.saveAndReady, exact: true }).click();
  await waitForText(page, zhPaper.notify.ready);
  await drawer.getByText(zhPaper.statuses.READY, { exact: true }).first().waitFor({ timeout });
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden', timeout });
}
