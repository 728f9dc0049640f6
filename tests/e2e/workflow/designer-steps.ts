/** Steps of the BPMN designer (/flow/model) and of a designed process on the work lists, in either language. */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import enAdmin from '../../../web/src/i18n/locales/en/workflowAdmin.json';
import enSeed from '../../../web/src/i18n/locales/en/seed.json';
import zhAdmin from '../../../web/src/i18n/locales/zh-CN/workflowAdmin.json';
import zhSeed from '../../../web/src/i18n/locales/zh-CN/seed.json';
import type { Lang } from '../exam/examination-steps';
import { saveScreenshot } from '../harness';
import { escapeRegExp, fieldLabel, interpolate, openPage, timeout, waitForPath } from '../system/browser-session';
import { openWorkList, workflowTexts } from './leave-steps';

function adminTexts(lang: Lang) {
  return lang === 'en' ? { admin: enAdmin, seed: enSeed } : { admin: zhAdmin, seed: zhSeed };
}

async function contextPad(page: Page, elementId: string, action: string): Promise<Locator> {
  // A click on the selected element deselects it (diagram-js toggles): select it only when it is not.
  if ((await page.locator(`.djs-element.selected[data-element-id="${elementId}"]`).count()) === 0) {
    await page.locator(`.djs-element[data-element-id="${elementId}"]`).click();
  }
  const entry = page.locator(`.djs-context-pad [data-action="${action}"]`);
  await entry.waitFor({ timeout });
  return entry;
}

/** Waits for a toast that starts with the text of `template` before its first placeholder. */
async function toast(page: Page, template: string) {
  const prefix = template.split('{{')[0] ?? template;
  await page
    .getByText(new RegExp(`^${escapeRegExp(prefix)}`))
    .first()
    .waitFor({ timeout });
}

/**
 * As the administrator on the model page: designs a new model (the start -> end diagram loses its end; a user task
 * of `assigneeName` is appended from the context pad, then an end), checks it, saves it and deploys it as an
 * expense-claim process (a category without pages of its own).
 */
export async function designAndDeploy(page: Page, baseUrl: string, name: string, key: string, assigneeName: string, lang: Lang) {
  const { admin, seed } = adminTexts(lang);
  const { menu } = workflowTexts(lang);
  await openPage(page, baseUrl, '/flow/model', menu.flow_model);
  await page.getByRole('button', { name: admin.model.newDesign, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: admin.designer.newTitle });
  await dialog.locator('[data-testid="designer-canvas"][data-state="ready"]').waitFor({ timeout });
  await dialog.locator('.bjs-powered-by').waitFor({ state: 'visible', timeout });
  const paletteTitle = await dialog.locator('.djs-palette [data-action="create.user-task"]').getAttribute('aria-label');
  assert.equal(paletteTitle, admin.designer.bpmn.createUserTask, 'the palette speaks the chosen language');
  assert.equal(await dialog.locator('.djs-palette [data-action="create.participant-expanded"]').count(), 0, 'no pools in the palette');
  await dialog.getByLabel(fieldLabel(admin.model.fields.name)).fill(name);
  await dialog.getByLabel(fieldLabel(admin.model.fields.modelKey)).fill(key);

  await (await contextPad(page, 'end', 'delete')).click();
  const appendTask = await contextPad(page, 'start', 'append.user-task');
  assert.equal(await appendTask.getAttribute('title'), admin.designer.bpmn.appendUserTask, 'the context pad speaks the chosen language');
  await appendTask.click();
  const panel = dialog.getByTestId('designer-properties');
  await panel.getByText(interpolate(admin.designer.panel.type, { type: 'UserTask' }), { exact: true }).waitFor({ timeout });
  const taskId = await panel.getByLabel(admin.designer.panel.id, { exact: true }).inputValue();
  const taskName = panel.getByLabel(admin.designer.panel.name, { exact: true });
  await taskName.fill(`${name} ✓`);
  await taskName.press('Enter');
  const assignee = panel.getByLabel(admin.designer.panel.assignee, { exact: true });
  await assignee.click();
  await assignee.fill(assigneeName);
  await page
    .getByRole('option', { name: new RegExp(assigneeName) })
    .first()
    .click();
  await (await contextPad(page, taskId, 'append.end-event')).click();

  await dialog.getByRole('button', { name: admin.designer.check, exact: true }).click();
  await page.getByText(admin.designer.checkPassed, { exact: true }).waitFor({ timeout });
  await page.locator(`.djs-element[data-element-id="${taskId}"]`).click();
  await panel.getByText(interpolate(admin.designer.panel.type, { type: 'UserTask' }), { exact: true }).waitFor({ timeout });
  await saveScreenshot(page, `workflow/designer-${lang}`);
  await dialog.getByRole('button', { name: admin.designer.save, exact: true }).click();
  await toast(page, admin.designer.saved);

  await dialog.getByRole('button', { name: admin.designer.deploy, exact: true }).click();
  const deploy = page.getByRole('dialog', { name: interpolate(admin.model.deploy.title, { name }) });
  await deploy.getByRole('combobox', { name: fieldLabel(admin.fields.category) }).click();
  await page.getByRole('option', { name: seed['dict.flow.2'], exact: true }).click();
  await deploy.getByRole('button', { name: admin.deploy.submit, exact: true }).click();
  await toast(page, admin.model.deploy.done);
}

/** A process without a form: started from the start list after the confirmation; lands on the sent list. */
export async function startWithoutForm(page: Page, baseUrl: string, name: string, lang: Lang) {
  const { wf } = workflowTexts(lang);
  await openWorkList(page, baseUrl, 'start', lang);
  await page.getByRole('button', { name: `${name}: ${wf.actions.start}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: wf.startConfirm.title })
    .getByRole('button', { name: wf.startConfirm.confirm, exact: true })
    .click();
  await waitForPath(page, '/work/send');
}

/** Completes the designed process's task from the to-do list; the done list shows it finished. */
export async function completeAndSeeDone(page: Page, baseUrl: string, name: string, lang: Lang) {
  const { wf } = workflowTexts(lang);
  await openWorkList(page, baseUrl, 'todo', lang);
  const row = page.locator('tbody tr', { hasText: name }).first();
  await saveScreenshot(page, `workflow/designed-todo-${lang}`);
  await row.getByRole('button', { name: new RegExp(`: ${escapeRegExp(wf.actions.complete)}$`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: wf.handle.pass, exact: true }).click();
  await page.getByText(wf.notify.passed, { exact: true }).first().waitFor({ timeout });
  await openWorkList(page, baseUrl, 'done', lang);
  await page.locator('tbody tr', { hasText: name }).first().waitFor({ timeout });
  await saveScreenshot(page, `workflow/designed-done-${lang}`);
}
