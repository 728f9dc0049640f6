/** Steps of the examinations page (/exam/examination) in either language: create, roster, publish. */
import type { Locator, Page } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enExamination from '../../../web/src/i18n/locales/en/examination.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhExamination from '../../../web/src/i18n/locales/zh-CN/examination.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import { saveScreenshot } from '../harness';
import { escapeRegExp, fieldLabel, interpolate, openPage, rowAction, rowWith, timeout } from '../system/browser-session';

export interface ExaminationPlan {
  name: string; // unique examination name
  paperName: string; // an existing READY paper, chosen in the paper select by its name
  durationMin: number;
  passScore: number; // points
  maxAttempts: number;
  releaseAfterGrading: boolean; // true: score, marks, correctness and comments only after release (afterRelease); false: immediatelyAfter
  rosterAccounts: string[]; // accounts of users to add (e.g. ['student'])
  closeInMinutes?: number; // the window closes this many minutes from now (default 180)
}

export type Lang = 'zh-CN' | 'en';

export function examinationTexts(lang: Lang) {
  return lang === 'en'
    ? { exam: enExamination, crud: enCrud, menu: enMenu, common: enCommon }
    : { exam: zhExamination, crud: zhCrud, menu: zhMenu, common: zhCommon };
}

const two = (value: number) => String(value).padStart(2, '0');

/** Opens the date-time picker labelled `label` and answers its popover (found through the field's aria-controls). */
export async function openPicker(page: Page, scope: Locator, label: string, lang: Lang): Promise<Locator> {
  const field = scope.getByLabel(fieldLabel(label)).first();
  await field.click();
  const id = await field.getAttribute('aria-controls');
  const dropdown = page.locator(`[id="${id ?? ''}"]`);
  await dropdown.getByRole('button', { name: examinationTexts(lang).exam.picker.done, exact: true }).waitFor({ timeout });
  return dropdown;
}

/**
 * Picks the local time `minutes` from now in the date-time picker labelled `label`: opens its popover, moves to
 * the month, clicks the day (named like the app names it, in the browser's Intl), types hour and minute, confirms.
 */
export async function pickDateTime(page: Page, scope: Locator, label: string, minutes: number, lang: Lang): Promise<void> {
  const { exam, common } = examinationTexts(lang);
  const target = new Date(Date.now() + minutes * 60_000);
  const dropdown = await openPicker(page, scope, label, lang);
  const dayName = await page.evaluate(([language, iso]) => new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(new Date(iso)), [
    lang,
    target.toISOString(),
  ] as const);
  const day = dropdown.getByRole('button', { name: dayName, exact: true }).first();
  for (const move of [
    common.picker.nextMonth,
    common.picker.nextMonth,
    common.picker.previousMonth,
    common.picker.previousMonth,
    common.picker.previousMonth,
    common.picker.previousMonth,
  ]) {
    if (await day.isVisible()) {
      break;
    }
    await dropdown.getByRole('button', { name: move, exact: true }).click();
  }
  await day.click();
  for (const [name, value] of [
    [exam.picker.hours, target.getHours()],
    [exam.picker.minutes, target.getMinutes()],
  ] as const) {
    await dropdown.getByLabel(name, { exact: true }).first().focus();
    await page.keyboard.type(two(value));
  }
  await dropdown.getByRole('button', { name: exam.picker.done, exact: true }).click();
  await dropdown.waitFor({ state: 'hidden', timeout });
}

export async function openExaminations(page: Page, baseUrl: string, lang: Lang): Promise<void> {
  await openPage(page, baseUrl, '/exam/examination', examinationTexts(lang).menu.exam_examination);
}

/** Fills a field by its label and leaves it with Tab. */
export async function fillField(scope: Locator, label: string, value: string): Promise<void> {
  const input = scope.getByLabel(fieldLabel(label)).first();
  await input.fill(value);
  await input.press('Tab');
}

export async function chooseIn(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: fieldLabel(label) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

export function examinationRow(page: Page, name: string): Locator {
  return rowWith(page, name);
}

/** The action `<row name>: <action>` of the row showing `name` (its button, or its item in the row's "More" menu). */
export function namedRowAction(page: Page, name: string, action: string): Promise<Locator> {
  return rowAction(rowWith(page, name), `${name}: ${action}`);
}

/** Opens the add drawer and fills name, paper, window (open a minute ago, close in 3 hours), timing and the plan's numbers. */
export async function fillNewExamination(page: Page, plan: ExaminationPlan, lang: Lang): Promise<Locator> {
  const { exam, crud } = examinationTexts(lang);
  await page.getByRole('button', { name: crud.toolbar.add, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: exam.form.addTitle });
  await drawer.getByLabel(fieldLabel(exam.fields.name)).fill(plan.name);
  const paper = drawer.getByRole('combobox', { name: fieldLabel(exam.fields.paperId) });
  await paper.click();
  await paper.fill(plan.paperName);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(plan.paperName)}`) })
    .first()
    .click();
  await pickDateTime(page, drawer, exam.fields.openAt, -1, lang);
  await pickDateTime(page, drawer, exam.fields.closeAt, plan.closeInMinutes ?? 180, lang);
  // Per attempt is the default timing mode (a described radio card); the duration field belongs to it.
  await drawer.getByRole('radio', { name: exam.timingModes.PER_ATTEMPT, exact: true }).check();
  await fillField(drawer, exam.fields.durationMin, String(plan.durationMin));
  await fillField(drawer, exam.fields.maxAttempts, String(plan.maxAttempts));
  await fillField(drawer, exam.fields.passScore, String(plan.passScore));
  const moment = plan.releaseAfterGrading ? exam.review.moments.afterRelease : exam.review.moments.immediatelyAfter;
  for (const item of [
    exam.review.items.SCORE,
    exam.review.items.MARKS_PER_QUESTION,
    exam.review.items.CORRECTNESS,
    exam.review.items.FEEDBACK,
  ]) {
    await drawer.getByRole('checkbox', { name: interpolate(exam.review.cell, { item, moment }), exact: true }).check();
  }
  return drawer;
}

export async function saveDrawer(drawer: Locator, lang: Lang): Promise<void> {
  await drawer.getByRole('button', { name: examinationTexts(lang).crud.dialog.save, exact: true }).click();
  await drawer.waitFor({ state: 'hidden', timeout });
}

/** A row of the roster table in the drawer whose cells include `text` exactly. */
export function rosterRow(page: Page, drawer: Locator, text: string): Locator {
  return drawer.locator('tbody tr').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** Opens the roster drawer of an examination. */
export async function openRoster(page: Page, name: string, lang: Lang): Promise<Locator> {
  const { exam } = examinationTexts(lang);
  await (await namedRowAction(page, name, exam.actions.roster)).click();
  const drawer = page.getByRole('dialog', { name: interpolate(exam.roster.title, { name }) });
  await drawer.waitFor({ timeout });
  return drawer;
}

export async function addRosterUsers(page: Page, drawer: Locator, accounts: string[], lang: Lang): Promise<void> {
  const { exam } = examinationTexts(lang);
  const users = drawer.getByRole('combobox', { name: fieldLabel(exam.roster.users) });
  for (const account of accounts) {
    await users.click();
    await users.fill(account);
    await page
      .getByRole('option', { name: new RegExp(`(^|\\()${escapeRegExp(account)}\\)?$`) })
      .first()
      .click();
  }
  await drawer.getByRole('button', { name: exam.roster.add, exact: true }).click();
  for (const account of accounts) {
    await rosterRow(page, drawer, account)
      .waitFor({ timeout })
      .catch(async (error: unknown) => {
        await saveScreenshot(page, 'exam-examination-roster-failed');
        throw error;
      });
  }
  await dismissToasts(page);
}

/** Closes the open toasts (they cover the top right of drawers while hovered). */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notifications-root [role="alert"] button');
  for (let round = 0; round < 10 && (await toasts.count()) > 0; round += 1) {
    await toasts
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(200);
  }
}

/**
 * Closes the drawer or dialog `scope` with Escape (a first Escape may only close an open dropdown); a form with
 * unsaved changes asks first, and its changes are discarded.
 */
export async function closeWithEscape(page: Page, scope: Locator): Promise<void> {
  const discard = page.getByRole('dialog', {
    name: new RegExp(`^(${escapeRegExp(zhCrud.discard.title)}|${escapeRegExp(enCrud.discard.title)})$`),
  });
  for (let round = 0; round < 3 && (await scope.isVisible()); round += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    if (await discard.isVisible()) {
      await discard.getByRole('button', { name: new RegExp(`^(${zhCrud.discard.confirm}|${enCrud.discard.confirm})$`) }).click();
      await discard.waitFor({ state: 'hidden', timeout });
    }
  }
  await scope.waitFor({ state: 'hidden', timeout });
}

export async function publishExamination(page: Page, name: string, lang: Lang): Promise<void> {
  const { exam } = examinationTexts(lang);
  await (await namedRowAction(page, name, exam.actions.publish)).click();
  await page.getByRole('dialog', { name: exam.publish.title }).getByRole('button', { name: exam.actions.publish, exact: true }).click();
}

/**
 * Signed in as a teacher on any page: opens /exam/examination, creates the examination open from now
 * (open time a minute ago, close in 3 hours, PER_ATTEMPT timing) with the plan, adds the roster by user,
 * publishes it and waits until its row shows the open status. Answers the new examination's id (read
 * from the row's data attribute).
 */
export async function createAndPublishExamination(
  page: Page,
  baseUrl: string,
  plan: ExaminationPlan,
  lang: 'zh-CN' | 'en',
): Promise<string> {
  const { exam } = examinationTexts(lang);
  await openExaminations(page, baseUrl, lang);
  const drawer = await fillNewExamination(page, plan, lang);
  await saveDrawer(drawer, lang);
  const row = examinationRow(page, plan.name);
  await row.waitFor({ timeout });
  const id = await row.locator('[data-examination-id]').first().getAttribute('data-examination-id');
  if (!id) {
    throw new Error(`no id on the row of ${plan.name}`);
  }
  const roster = await openRoster(page, plan.name, lang);
  await addRosterUsers(page, roster, plan.rosterAccounts, lang);
  await closeWithEscape(page, roster);
  await publishExamination(page, plan.name, lang);
  await row.getByText(exam.statuses.OPEN, { exact: true }).waitFor({ timeout });
  await dismissToasts(page);
  return id;
}

/**
 * Signed in as a teacher: "End now" on the examination's row; the confirmation says how many attempts are
 * running (`running`), and after confirming the row shows the examination closing.
 */
export async function endExaminationNow(page: Page, baseUrl: string, name: string, running: number, lang: Lang): Promise<void> {
  const { exam } = examinationTexts(lang);
  await openExaminations(page, baseUrl, lang);
  await (await namedRowAction(page, name, exam.actions.endNow)).click();
  const dialog = page.getByRole('dialog', { name: exam.endNow.title });
  const says = running === 0 ? exam.endNow.noneRunning : interpolate(exam.endNow.running, { count: running });
  await dialog.getByText(says, { exact: true }).waitFor({ timeout });
  await dialog.getByRole('button', { name: exam.endNow.confirm, exact: true }).click();
  await page
    .getByText(interpolate(exam.notify.ended, { count: running }), { exact: true })
    .first()
    .waitFor({ timeout });
  await dismissToasts(page);
}
