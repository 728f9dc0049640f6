/**
 * Steps of the proctoring spec: an examination whose integrity rule locks the attempt after one tolerated
 * focus loss (made over GraphQL by the demo teacher), the student leaving the exam window, and the teacher's
 * proctor console (/exam/proctor) found by its visible texts.
 */
import type { Locator, Page } from 'playwright-core';
import type zhProctor from '../../../web/src/i18n/locales/zh-CN/proctor.json';
import type zhTake from '../../../web/src/i18n/locales/zh-CN/examTake.json';
import { escapeRegExp, interpolate, timeout } from '../system/browser-session';
import { openExamination } from './take-steps';

type ProctorTexts = typeof zhProctor;
type TakeTexts = typeof zhTake;
export type ProctorActionKind = 'PAUSE' | 'RESUME' | 'UNLOCK' | 'EXTEND' | 'SUBMIT' | 'TERMINATE';

/** An examination open now on the demo paper that locks the attempt at the second counted focus loss. */
export function openLockingExamination(baseUrl: string, name: string): Promise<string> {
  return openExamination(baseUrl, name, { integrityPolicy: { maxFocusLoss: 1, action: 'LOCK_UNTIL_PROCTOR' } });
}

/** The student leaves the exam window twice (one report per 1.5 s): the second counted loss locks the attempt. */
export async function leaveWindowUntilLocked(page: Page, take: TakeTexts): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.waitForTimeout(1700);
  }
  await holdNotice(page, take.locked.title).waitFor({ timeout });
}

/** The full-page notice of a held attempt, by its title. */
export function holdNotice(page: Page, title: string): Locator {
  return page.getByRole('alertdialog', { name: title });
}

/** Opens the proctor console and picks the examination; waits for the attempts table. */
export async function openConsole(page: Page, baseUrl: string, texts: ProctorTexts, examName: string): Promise<Locator> {
  await page.goto(`${baseUrl}/exam/proctor`);
  await page.getByRole('combobox', { name: texts.picker.label }).click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(examName)}`) }).click();
  const table = page.getByRole('table', { name: texts.table.title });
  await table.waitFor({ timeout });
  return table;
}

/** The console row of a candidate by account. */
export function candidateRow(table: Locator, account: string): Locator {
  return table.locator('tbody tr').filter({ hasText: `(${account})` });
}

/** Waits until the row's state badge reads the state (the console refreshes every 10 s; an action refreshes at once). */
export async function rowInState(row: Locator, texts: ProctorTexts, state: keyof ProctorTexts['state']): Promise<void> {
  await row.locator('.mantine-Badge-root', { hasText: new RegExp(`^${texts.state[state]}$`) }).waitFor({ timeout: 25_000 });
}

/** Runs a proctor action from the row's menu with a reason (and minutes for EXTEND); waits until the dialog closed. */
export async function proctorAction(
  page: Page,
  texts: ProctorTexts,
  candidate: string,
  kind: ProctorActionKind,
  reason: string,
  options: { shot?: () => Promise<unknown> } = {},
): Promise<void> {
  await page.getByRole('button', { name: interpolate(texts.action.menuNamed, { name: candidate }) }).click();
  await page.getByRole('menuitem', { name: texts.action[kind] }).click();
  const dialog = page.getByRole('dialog', { name: interpolate(texts.dialog.title[kind], { name: candidate }) });
  await dialog.getByRole('textbox', { name: new RegExp(`^${texts.dialog.reason}`) }).fill(reason);
  await options.shot?.();
  await dialog.getByRole('button', { name: texts.dialog.confirm[kind] }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
}
