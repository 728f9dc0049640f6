/** Steps of the work lists and the leave pages (/work/*, /work/process/leave/*) in either language. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import enSeed from '../../../web/src/i18n/locales/en/seed.json';
import enWorkflow from '../../../web/src/i18n/locales/en/workflow.json';
import enDiagram from '../../../web/src/i18n/locales/en/workflowDiagram.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhSeed from '../../../web/src/i18n/locales/zh-CN/seed.json';
import zhWorkflow from '../../../web/src/i18n/locales/zh-CN/workflow.json';
import zhDiagram from '../../../web/src/i18n/locales/zh-CN/workflowDiagram.json';
import { pickDateTime, type Lang } from '../exam/examination-steps';
import { saveScreenshot } from '../harness';
import { fieldLabel, openPage, timeout, waitForPath } from '../system/browser-session';
import { demoTenant, signInAs, type SignedIn } from '../shell/user-steps';
import type { Browser } from 'playwright-core';

export function workflowTexts(lang: Lang) {
  return lang === 'en' ? { wf: enWorkflow, menu: enMenu, common: enCommon } : { wf: zhWorkflow, menu: zhMenu, common: zhCommon };
}

/** Signs in as `account` in `lang`, at 1280 px wide (the screenshots' width). */
export async function signInWorker(browser: Browser, baseUrl: string, account: string, password: string, lang: Lang): Promise<SignedIn> {
  const session = await signInAs(browser, baseUrl, demoTenant, account, password);
  await session.page.setViewportSize({ width: 1280, height: 900 });
  if (lang === 'en') {
    await session.page
      .getByRole('button', { name: new RegExp(`^${zhCommon.language.switch}: `) })
      .first()
      .click();
    await session.page.getByRole('menuitem', { name: enCommon.language.en, exact: true }).click();
    await session.page.getByRole('menu').waitFor({ state: 'hidden', timeout });
  }
  return session;
}

/** Opens one of the work lists and waits for its first data row. */
export async function openWorkList(page: Page, baseUrl: string, kind: 'start' | 'claim' | 'todo' | 'send' | 'done', lang: Lang) {
  const { menu } = workflowTexts(lang);
  await openPage(page, baseUrl, `/work/${kind}`, menu[`work_${kind}`]);
  const row = page.locator('tbody tr').first();
  await row.waitFor({ timeout });
  return row;
}

/**
 * From the start list: apply for the leave process, fill the form (tomorrow, two hours; reason; approver by
 * name) and submit; lands on the sent list.
 */
export async function applyForLeave(page: Page, baseUrl: string, reason: string, approverName: string, lang: Lang, shot: string) {
  const { wf } = workflowTexts(lang);
  const row = await openWorkList(page, baseUrl, 'start', lang);
  await row.getByRole('button', { name: new RegExp(`: ${wf.actions.apply}$`) }).click();
  await page.getByRole('heading', { name: wf.leave.formTitle, exact: true }).waitFor({ timeout });
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: wf.leave.submit, exact: true }) });
  await pickDateTime(page, form, wf.leave.fields.startTime, 24 * 60, lang);
  await pickDateTime(page, form, wf.leave.fields.endTime, 26 * 60, lang);
  await page.getByTestId('leave-days').filter({ hasText: /1/ }).waitFor({ timeout });
  const approver = form.getByLabel(fieldLabel(wf.leave.fields.approver)).first();
  await approver.click();
  await approver.fill(approverName);
  await page
    .getByRole('option', { name: new RegExp(approverName) })
    .first()
    .click();
  await form.getByLabel(fieldLabel(wf.leave.fields.reason)).fill(reason);
  await saveScreenshot(page, shot);
  await form.getByRole('button', { name: wf.leave.submit, exact: true }).click();
  await waitForPath(page, '/work/send');
}

/** From the to-do list: opens the first task and passes it with `comment`; back on the to-do list. */
export async function passFirstTodo(page: Page, baseUrl: string, reason: string, comment: string, lang: Lang, shot?: string) {
  const { wf } = workflowTexts(lang);
  const row = await openWorkList(page, baseUrl, 'todo', lang);
  if (shot) {
    await saveScreenshot(page, `${shot}-todo`);
  }
  await row.getByRole('button', { name: new RegExp(`: ${wf.actions.handle}$`) }).click();
  await page.getByRole('heading', { name: wf.leave.handleTitle, exact: true }).waitFor({ timeout });
  await page.getByText(reason, { exact: true }).waitFor({ timeout });
  await page.getByTestId('history-timeline').waitFor({ timeout });
  await page.getByLabel(wf.handle.comment, { exact: true }).fill(comment);
  if (shot) {
    await saveScreenshot(page, `${shot}-handle`);
  }
  await page.getByRole('button', { name: wf.handle.pass, exact: true }).click();
  await waitForPath(page, '/work/todo');
}

/** From the claim list: claims the first task (it moves to the to-do list). */
export async function claimFirst(page: Page, baseUrl: string, lang: Lang) {
  const { wf } = workflowTexts(lang);
  const row = await openWorkList(page, baseUrl, 'claim', lang);
  await row.getByRole('button', { name: new RegExp(`: ${wf.actions.claim}$`) }).click();
  await page.getByText(wf.notify.claimed, { exact: true }).waitFor({ timeout });
}

/** The applicant's sent list shows the process finished; its detail page says completed with the history. */
export async function seeFinished(page: Page, baseUrl: string, reason: string, lang: Lang, shot: string) {
  const { wf } = workflowTexts(lang);
  const row = await openWorkList(page, baseUrl, 'send', lang);
  await row.getByText(wf.processState.finished, { exact: true }).waitFor({ timeout });
  await row.getByRole('cell', { name: (lang === 'en' ? enSeed : zhSeed)['dict.flow.1'], exact: true }).waitFor({ timeout });
  await saveScreenshot(page, `${shot}-send`);
  await row.getByRole('button', { name: new RegExp(`: ${wf.actions.detail}$`) }).click();
  await page.getByRole('heading', { name: wf.leave.detailTitle, exact: true }).waitFor({ timeout });
  await page.getByText(reason, { exact: true }).waitFor({ timeout });
  await page.getByText(wf.instanceStatus.COMPLETED, { exact: true }).waitFor({ timeout });
  await page.getByTestId('history-timeline').waitFor({ timeout });
  await saveScreenshot(page, `${shot}-detail`);
  await seeFlowChart(page, lang, `${shot}-flow-chart`);
}

/**
 * The detail page's flow chart (bpmn-js in Chromium): the finished approvals and the taken flows are marked, nothing
 * is current any more, hovering an approval names who handled it, and the bpmn.io watermark is visible.
 */
async function seeFlowChart(page: Page, lang: Lang, shot: string) {
  const diagramTexts = lang === 'en' ? enDiagram : zhDiagram;
  await page.getByRole('button', { name: diagramTexts.button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-testid="process-diagram"][data-state="ready"]').waitFor({ timeout });
  for (const id of ['managerApprove', 'hrApprove']) {
    await dialog.locator(`.djs-element.wf-done[data-element-id="${id}"]`).waitFor({ timeout });
  }
  // A connection's group has no box of its own (Playwright calls it hidden): attached is what the marker needs.
  await dialog.locator('.djs-connection.wf-taken').first().waitFor({ state: 'attached', timeout });
  assert.equal(await dialog.locator('.djs-element.wf-current').count(), 0, 'a finished process has no current step');
  assert.equal(await dialog.locator('.djs-element.wf-done[data-element-id="bossApprove"]').count(), 0, 'the head was not asked');
  await dialog.locator('.bjs-powered-by').waitFor({ state: 'visible', timeout });
  await dialog.locator('.djs-element[data-element-id="hrApprove"]').hover();
  await dialog.getByTestId('diagram-hover').waitFor({ timeout });
  await saveScreenshot(page, shot);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout });
}
