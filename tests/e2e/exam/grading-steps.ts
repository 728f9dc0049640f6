/**
 * Steps of the grading page (/exam/grading) for the browser specs, through the UI only, in the language
 * given; texts come from web/src/i18n/locales/<lang>/grading.json.
 */
import type { Locator, Page } from 'playwright-core';
import enGrading from '../../../web/src/i18n/locales/en/grading.json';
import zhGrading from '../../../web/src/i18n/locales/zh-CN/grading.json';
import { escapeRegExp, fieldLabel, timeout } from '../system/browser-session';

export type GradingTexts = typeof zhGrading;

export function gradingTexts(lang: 'zh-CN' | 'en'): GradingTexts {
  return lang === 'en' ? enGrading : zhGrading;
}

/** Opens /exam/grading and chooses the examination by name (its option reads "<name> — …"). */
export async function openGrading(page: Page, baseUrl: string, examinationName: string, texts: GradingTexts): Promise<void> {
  const option = page.getByRole('option', { name: new RegExp(`^${escapeRegExp(examinationName)} — `) }).first();
  // A just-submitted attempt enters the queue when the sweep has graded its objective answers: reload until it is offered.
  for (let round = 0; ; round += 1) {
    await page.goto(`${baseUrl}/exam/grading`);
    await page.getByRole('heading', { name: texts.title, exact: true }).first().waitFor({ timeout });
    const select = page.getByRole('combobox', { name: fieldLabel(texts.picker.label) });
    await select.click();
    await select.fill(examinationName);
    if (
      round >= 10 ||
      (await option.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      ))
    ) {
      break;
    }
  }
  await option.click();
  await page.getByTestId('grading-pending').waitFor({ timeout });
}

/** The grading panel (the drawer with the score form). */
export function gradingPanel(page: Page, texts: GradingTexts): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: texts.form.saveNext, exact: true }) });
}

/** The panel's title now ('' while it opens or closes). */
async function panelTitle(panel: Locator): Promise<string> {
  return (
    (await panel
      .getByRole('heading')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => '')) ?? ''
  );
}

async function pendingCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('grading-pending').textContent())?.trim() ?? '0');
}

/** Waits until the panel shows another answer than `title` or closes. */
async function panelMovedOn(page: Page, panel: Locator, title: string): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if ((await panel.count()) === 0 || (await panelTitle(panel)) !== title) {
      return;
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`the grading panel still shows ${title}`);
}

/** Fills score (clamped to the item's maximum) and comment in the open panel and clicks `button`. */
export async function scoreOpenAnswer(panel: Locator, texts: GradingTexts, score: number, comment: string, button: string): Promise<void> {
  const input = panel.getByRole('textbox', {
    name: new RegExp(`^${escapeRegExp(texts.form.score).replace(escapeRegExp('{{max}}'), '[\\d.]+')}`),
  });
  const max = Number(await input.getAttribute('data-max'));
  await input.fill(String(Math.min(score, max)));
  await panel.getByRole('textbox', { name: texts.form.comment, exact: true }).fill(comment);
  await panel.getByRole('button', { name: button, exact: true }).click();
}

/** Signed in as a teacher: opens /exam/grading, chooses the examination by name, grades every answer waiting for manual
 * grading with `score` points (clamped to each item's maximum) and `comment`, using "grade next" until none is left. */
export async function gradeAllManual(
  page: Page,
  baseUrl: string,
  examinationName: string,
  score: number,
  comment: string,
  lang: 'zh-CN' | 'en',
): Promise<void> {
  const texts = gradingTexts(lang);
  await openGrading(page, baseUrl, examinationName, texts);
  const panel = gradingPanel(page, texts);
  const nextButton = page.getByRole('button', { name: texts.next.button, exact: true });
  for (let round = 0; round < 200 && (await pendingCount(page)) > 0; round += 1) {
    if ((await panel.count()) === 0) {
      await nextButton.click();
      const done = page.getByText(texts.next.noneLeft).first();
      await Promise.race([panel.waitFor({ timeout }).catch(() => undefined), done.waitFor({ timeout }).catch(() => undefined)]);
      if ((await panel.count()) === 0) {
        break;
      }
    }
    const title = await panelTitle(panel);
    await scoreOpenAnswer(panel, texts, score, comment, texts.form.saveNext);
    await panelMovedOn(page, panel, title);
  }
  await page.getByTestId('grading-pending').filter({ hasText: /^0$/ }).waitFor({ timeout });
}

/** Signed in as a teacher: opens /exam/grading for that examination, releases the results and waits for the released state. */
export async function releaseResults(page: Page, baseUrl: string, examinationName: string, lang: 'zh-CN' | 'en'): Promise<void> {
  const texts = gradingTexts(lang);
  await openGrading(page, baseUrl, examinationName, texts);
  const button = page.getByRole('button', { name: texts.release.button, exact: true });
  // Grading finishes with the sweep after the window closed: reload until the button is usable.
  for (let round = 0; round < 60 && (await button.getAttribute('aria-disabled')) === 'true'; round += 1) {
    await page.waitForTimeout(2000);
    await page.reload();
    await page.getByTestId('grading-pending').waitFor({ timeout });
  }
  await button.click();
  await page
    .getByRole('dialog', { name: texts.release.confirmTitle })
    .getByRole('button', { name: texts.release.confirm, exact: true })
    .click();
  await page.getByTestId('grading-status').filter({ hasText: texts.examStatus.RESULTS_RELEASED }).waitFor({ timeout });
}
