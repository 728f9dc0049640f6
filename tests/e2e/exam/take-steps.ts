/**
 * Steps of the student exam spec: an examination made for the test over GraphQL by the demo teacher
 * (from the demo tenant's READY fixed paper, the demo student on its roster, published and open now),
 * and the questions of the taking page found by their type badge.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PAPER_IDS, DEMO_PASSWORDS, DEMO_USER_IDS } from '../../../server/src/seeders/demo/demo-ids';
import type zhTake from '../../../web/src/i18n/locales/zh-CN/examTake.json';
import { saveScreenshot, screenshotDir } from '../harness';
import { interpolate, timeout } from '../system/browser-session';

type Texts = typeof zhTake;
import { api, apiToken, demoTenant } from '../shell/user-steps';

/** Creates, staffs and publishes an examination open now on the fixed demo paper (every question type); answers its id. `settings` override
 * the examination input (e.g. an integrity policy). */
export async function openExamination(baseUrl: string, name: string, settings: Record<string, unknown> = {}): Promise<string> {
  const teacher = await apiToken(baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
  const now = Date.now();
  const created = await api<{ createExamination: { id: string } }>(
    baseUrl,
    teacher,
    'mutation ($input: ExaminationInput!) { createExamination(input: $input) { id } }',
    {
      input: {
        name,
        paperId: DEMO_PAPER_IDS.fixed,
        openAt: new Date(now - 60_000).toISOString(),
        closeAt: new Date(now + 3 * 3600_000).toISOString(),
        durationMin: 90,
        timingMode: 'PER_ATTEMPT',
        maxAttempts: 1,
        passScore: 60,
        questionsPerPage: 0,
        instructions: '<p>闭卷考试，独立完成。</p>',
        reviewPolicy: { immediatelyAfter: ['SCORE', 'MARKS_PER_QUESTION', 'CORRECTNESS'] },
        ...settings,
      },
    },
  );
  const id = created.data?.createExamination.id;
  if (!id) {
    throw new Error(`createExamination failed: ${JSON.stringify(created.errors)}`);
  }
  const added = await api(
    baseUrl,
    teacher,
    'mutation ($id: ID!, $users: [ID!]) { addExamCandidates(examinationId: $id, userIds: $users) }',
    { id, users: [DEMO_USER_IDS.student] },
  );
  const published = await api(baseUrl, teacher, 'mutation ($id: ID!) { publishExamination(id: $id) { id } }', { id });
  if (added.errors || published.errors) {
    throw new Error(`roster or publish failed: ${JSON.stringify([added.errors, published.errors])}`);
  }
  return id;
}

/** The student's own saved answer text of a question, read over GraphQL (what the server holds). */
export async function savedText(baseUrl: string, examinationId: string, slot: number): Promise<string | null | undefined> {
  const student = await apiToken(baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
  const answer = await api<{ myAttempt: { items: Array<{ slot: number; response: { text: string | null } | null }> } | null }>(
    baseUrl,
    student,
    'query ($id: ID!) { myAttempt(examinationId: $id) { items { slot response { text } } } }',
    { id: examinationId },
  );
  return answer.data?.myAttempt?.items.find((item) => item.slot === slot)?.response?.text;
}

/** The first question card whose type badge reads `typeLabel`. */
export function questionOfType(page: Page, typeLabel: string): Locator {
  return page
    .locator('section[aria-labelledby^="question-"]')
    .filter({ has: page.locator('.mantine-Badge-root', { hasText: new RegExp(`^${typeLabel}$`) }) })
    .first();
}

/** The slot number of a question card ("question-<slot>"). */
export async function slotOf(card: Locator): Promise<number> {
  return Number((await card.getAttribute('aria-labelledby'))?.replace('question-', ''));
}

/** A minimal PDF: the server checks the content's signature, not only the name. */
export const pdfAnswer = {
  name: 'report.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/** A screenshot of the viewport only (the exam and result pages are long), optionally with `target` scrolled to the middle. */
export async function viewportShot(page: Page, target: Locator | undefined, name: string): Promise<void> {
  if (target) {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  }
  await page.waitForTimeout(300);
  const file = path.join(screenshotDir, `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
}

/** Waits until the save status reads saved. */
export async function saved(page: Page, texts: Texts): Promise<void> {
  await page.getByTestId('save-status').filter({ hasText: texts.save.saved }).waitFor({ timeout });
}

/** Waits until the navigator shows `answered` of `total`. */
export async function progress(page: Page, texts: Texts, answered: number, total: number): Promise<void> {
  await page
    .getByRole('navigation', { name: texts.navigator.title })
    .getByText(interpolate(texts.navigator.progress, { answered, total }), { exact: true })
    .waitFor({ timeout });
}

/** Opens 我的考试 / My exams and starts (or continues) the examination from its card. */
export async function startFromList(page: Page, texts: Texts, name: string, shot: string): Promise<void> {
  const card = page.getByRole('article', { name });
  await card.waitFor({ timeout });
  await saveScreenshot(page, shot);
  await card.getByRole('link', { name: interpolate(texts.my.action.startNamed, { name }) }).click();
  await page.getByRole('button', { name: texts.start.button }).click();
  await page.getByTestId('exam-countdown').waitFor({ timeout });
}
