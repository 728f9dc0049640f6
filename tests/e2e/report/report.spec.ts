/**
 * Reports in Chromium against the built app and the demo seed: the demo tenant's administrator (100000 / admin) opens
 * 报表管理 > 报表列表, opens the built-in "results by department" report, picks an examination on the demo paper that
 * three students took and were graded in (exam/stats-steps.ts; the seeded demo examination has no attempts), runs it,
 * sees the rows and the chart, exports Excel and PDF (both downloads arrive; the PDF starts with %PDF); then the same in English.
 * Texts come from the web's locale files.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import enReport from '../../../web/src/i18n/locales/en/report.json';
import enSeed from '../../../web/src/i18n/locales/en/seed.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';
import zhReport from '../../../web/src/i18n/locales/zh-CN/report.json';
import zhStats from '../../../web/src/i18n/locales/zh-CN/examStats.json';
import enStats from '../../../web/src/i18n/locales/en/examStats.json';
import { saveScreenshot } from '../harness';
import { browserSuite } from '../suite';
import { chooseLanguage, rowWith, timeout, waitForPath } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { gradedExamination } from '../exam/stats-steps';

const reportCode = 'exam-results-by-dept';

type ReportTexts = typeof zhReport;

/** Picks the demo examination, runs the report, waits for rows and the chart, downloads Excel and PDF. */
async function runAndExport(
  page: Page,
  texts: ReportTexts,
  run: { examination?: string; pickerPlaceholder: string; firstColumn: string },
  shot: string,
): Promise<void> {
  const { examination, pickerPlaceholder, firstColumn } = run;
  if (examination !== undefined) {
    await page.getByPlaceholder(pickerPlaceholder).fill(examination);
    await page.getByRole('option', { name: new RegExp(examination) }).click();
  }
  await page.getByRole('button', { name: texts.viewer.run, exact: true }).click();
  await page.locator('thead th', { hasText: firstColumn }).first().waitFor({ timeout });
  await page.locator('tbody tr td').first().waitFor({ timeout });
  await page.locator('.recharts-surface').first().waitFor({ timeout });
  await saveScreenshot(page, shot);

  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.viewer.exportExcel, exact: true }).click();
  const excelFile = await excel;
  assert.match(excelFile.suggestedFilename(), /\.xlsx$/);
  const excelPath = await excelFile.path();
  assert.equal((await readFile(excelPath)).subarray(0, 2).toString('latin1'), 'PK', 'the workbook is a zip');

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.viewer.exportPdf, exact: true }).click();
  const pdfFile = await pdf;
  assert.match(pdfFile.suggestedFilename(), /\.pdf$/);
  assert.equal((await readFile(await pdfFile.path())).subarray(0, 4).toString('latin1'), '%PDF');
}

describe('Reports', () => {
  const suite = browserSuite();

  it('the tenant administrator runs a built-in report, sees rows and the chart and exports Excel and PDF, in both languages', async () => {
    const examination = `报表考试${Date.now() % 1_000_000}`;
    await gradedExamination(suite.app.baseUrl, examination, String(Date.now() % 1_000_000));
    const { context, page, pageErrors } = await signInAs(suite.browser, suite.app.baseUrl, demoTenant, 'admin', 'admin');
    suite.keep(context);
    suite.onFailure(() => saveScreenshot(page, 'report/report-failure'));

    const sidebar = page.getByRole('navigation', { name: zhLayout.sidebar.navigation });
    await sidebar.getByRole('button', { name: zhMenu.report, exact: true }).click();
    await sidebar.getByRole('link', { name: zhMenu.report_list, exact: true }).click();
    await waitForPath(page, '/report/reportlist');
    const row = rowWith(page, reportCode);
    await row.getByText(zhReport.builtin, { exact: true }).waitFor({ timeout });
    await row.getByRole('button', { name: new RegExp(`: ${zhReport.actions.open}$`) }).click();
    await page.waitForURL(/\/report\/view\/\d+$/, { timeout });
    await runAndExport(
      page,
      zhReport,
      { examination, pickerPlaceholder: zhStats.picker.placeholder, firstColumn: '部门' },
      'report/report-viewer-zh',
    );

    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('button', { name: enReport.viewer.run, exact: true }).waitFor({ timeout });
    // The examination stays chosen; the run answers the columns in English now.
    await runAndExport(
      page,
      enReport,
      { pickerPlaceholder: enStats.picker.placeholder, firstColumn: 'Department' },
      'report/report-viewer-en',
    );

    await page.goto(`${suite.app.baseUrl}/report/reportlist`);
    await page.getByRole('heading', { name: enMenu.report_list, exact: true }).waitFor({ timeout });
    await rowWith(page, reportCode).getByText(enReport.state.PUBLISHED, { exact: true }).waitFor({ timeout });
    // The built-in report's seeded name, shown in English.
    await rowWith(page, reportCode).getByText(enSeed['report.exam-results-by-dept'], { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'report/report-list-en');

    // The history: the six runs above (a view, an Excel and a PDF export in each language), by the administrator.
    await rowWith(page, reportCode).getByRole('button', { name: enCrud.row.more }).click();
    await page.getByRole('menuitem', { name: new RegExp(`: ${enReport.actions.history}$`) }).click();
    const history = page.getByRole('dialog');
    const runs = history.getByRole('table', { name: enReport.history.runs });
    await runs.getByText(enReport.history.formats.pdf, { exact: true }).first().waitFor({ timeout });
    assert.equal(await runs.getByText(enReport.history.formats.xlsx, { exact: true }).count(), 2);
    await saveScreenshot(page, 'report/report-history-en');
    assert.deepEqual(pageErrors, []);
  });
});
