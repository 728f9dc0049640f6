/**
 * Steps of the access spec in either language: the access password in the examination form, a candidate's
 * extra minutes through the roster's accommodation dialog, and the student's start with the password dialog.
 */
import type { Locator, Page } from 'playwright-core';
import enAccess from '../../../web/src/i18n/locales/en/examAccess.json';
import enTake from '../../../web/src/i18n/locales/en/examTake.json';
import zhAccess from '../../../web/src/i18n/locales/zh-CN/examAccess.json';
import zhTake from '../../../web/src/i18n/locales/zh-CN/examTake.json';
import { saveScreenshot } from '../harness';
import { fieldLabel, interpolate, timeout } from '../system/browser-session';
import { examinationTexts, type Lang } from './examination-steps';

export function accessTexts(lang: Lang) {
  return lang === 'en' ? { access: enAccess, take: enTake } : { access: zhAccess, take: zhTake };
}

/** Types the access password into the open examination form (the Access section). */
export async function setAccessPassword(drawer: Locator, password: string, lang: Lang): Promise<void> {
  const { exam } = examinationTexts(lang);
  const field = drawer.getByLabel(fieldLabel(exam.fields.accessPassword), { exact: false }).and(drawer.locator('input'));
  await field.fill(password);
  await field.press('Tab');
}

/** In the open roster drawer: gives the candidate named `name` `minutes` extra minutes and waits for the row's badge. */
export async function giveExtraMinutes(
  page: Page,
  roster: Locator,
  name: string,
  minutes: number,
  lang: Lang,
  shot: string,
): Promise<void> {
  const { access } = accessTexts(lang);
  await roster.getByRole('button', { name: interpolate(access.roster.actionNamed, { name }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: interpolate(access.form.title, { name }) });
  await dialog.waitFor({ timeout });
  const extra = dialog.getByRole('textbox', { name: fieldLabel(access.fields.extraTimeMin) });
  await extra.fill(String(minutes));
  await extra.press('Tab');
  await saveScreenshot(page, shot);
  await dialog.getByRole('button', { name: access.form.save, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout });
  const badge = roster.getByLabel(interpolate(access.summary.label, { terms: interpolate(access.summary.extraMin, { minutes }) }), {
    exact: true,
  });
  await badge.waitFor({ timeout });
}

/**
 * On 我的考试 / My exams: opens the examination, starts it, gives a wrong password first (the dialog shows the
 * server's refusal) and then the right one, and waits for the exam page's countdown.
 */
export async function startWithPassword(
  page: Page,
  name: string,
  wrong: string,
  right: string,
  lang: Lang,
  shots: { list: string; wrong: string },
): Promise<void> {
  const { access, take } = accessTexts(lang);
  const card = page.getByRole('article', { name });
  await card.getByText(access.my.passwordRequired, { exact: true }).waitFor({ timeout });
  await saveScreenshot(page, shots.list);
  await card.getByRole('link', { name: interpolate(take.my.action.startNamed, { name }) }).click();
  await page.getByRole('button', { name: take.start.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: access.password.title });
  const field = dialog.getByLabel(access.password.label, { exact: true }).and(dialog.locator('input'));
  await field.fill(wrong);
  await dialog.getByRole('button', { name: access.password.submit, exact: true }).click();
  await dialog.locator('.mantine-InputWrapper-error').waitFor({ timeout });
  await saveScreenshot(page, shots.wrong);
  await field.fill(right);
  await dialog.getByRole('button', { name: access.password.submit, exact: true }).click();
  await page.getByTestId('exam-countdown').waitFor({ timeout });
}
