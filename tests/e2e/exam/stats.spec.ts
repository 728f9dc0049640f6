/**
 * The score statistics page and the staff dashboard in Chromium, against the built app with its demo tenant:
 * three students take an examination on the fixed demo paper over GraphQL and the teacher grades the manual
 * answers; the teacher opens 成绩统计 -> chooses the examination -> the cards show examStats' numbers, the
 * chart has bars, the item table expands to the option distribution, the export downloads a real workbook;
 * /wel/index shows the dashboard's counts; the student cannot open /score/list. Then in English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enDashboard from '../../../web/src/i18n/locales/en/examDashboard.json';
import enStats from '../../../web/src/i18n/locales/en/examStats.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhDashboard from '../../../web/src/i18n/locales/zh-CN/examDashboard.json';
import zhStats from '../../../web/src/i18n/locales/zh-CN/examStats.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, interpolate, timeout, waitForPath } from '../system/browser-session';
import { api, apiToken, demoTenant, signInAs } from '../shell/user-steps';
import { gradedExamination, openExamStats, type ShownStats } from './stats-steps';

interface ServerStats {
  graded: number;
  mean: number;
  median: number;
  max: number;
  min: number;
  passRate: number;
}
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

async function serverStats(baseUrl: string, id: string): Promise<ServerStats> {
  const teacher = await apiToken(baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
  const answer = await api<{ examStats: ServerStats }>(
    baseUrl,
    teacher,
    'query ($id: ID!) { examStats(examinationId: $id) { graded mean median max min passRate } }',
    { id },
  );
  assert.ok(answer.data, JSON.stringify(answer.errors));
  return answer.data.examStats;
}

function assertSame(shown: ShownStats, expected: ServerStats): void {
  assert.deepEqual(shown, {
    count: expected.graded,
    mean: round(expected.mean, 2),
    median: round(expected.median, 2),
    max: round(expected.max, 2),
    min: round(expected.min, 2),
    passRate: round(expected.passRate * 100, 1),
  });
}

async function exportedRows(page: Page, label: string): Promise<number> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), page.getByRole('button', { name: label }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook.worksheets[0]?.actualRowCount ?? 0;
}

describe('score statistics and the staff dashboard', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const name = '计算机基础统计测验（浏览器测试）';
  let examinationId = '';

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    examinationId = await gradedExamination(app.baseUrl, name, String(Date.now() % 1_000_000));
  });

  after(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await app?.stop();
  });

  it('the teacher sees examStats on the cards, the chart, the item analysis, and exports the scores (zh-CN)', async () => {
    assert.ok(app && browser);
    const session = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(session.context);
    const { page, pageErrors } = session;

    const counters = page.getByRole('region', { name: zhDashboard.counters.title });
    await counters.getByTestId('dashboard-openNow-value').waitFor({ timeout });
    const teacher = await apiToken(app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    const dashboard = await api<{ staffDashboard: Record<string, number> }>(
      app.baseUrl,
      teacher,
      'query { staffDashboard { openNow startingToday pendingManualGrading banks } }',
    );
    for (const key of ['openNow', 'startingToday', 'pendingManualGrading', 'banks']) {
      assert.equal(await counters.getByTestId(`dashboard-${key}-value`).textContent(), String(dashboard.data?.staffDashboard[key]), key);
    }
    const open = page.getByRole('region', { name: zhDashboard.open.title });
    await open.getByRole('link', { name: interpolate(zhDashboard.open.statsOf, { name }) }).waitFor({ timeout });
    await page.getByTestId('dashboard-trend-chart').locator('.recharts-area').first().waitFor({ timeout });
    await saveScreenshot(page, 'exam/stats-dashboard-zh');

    const shown = await openExamStats(page, app.baseUrl, name, 'zh-CN');
    assertSame(shown, await serverStats(app.baseUrl, examinationId));
    assert.equal(new URL(page.url()).searchParams.get('examinationId'), examinationId);
    assert.ok((await page.locator('[data-testid="score-distribution"] .recharts-bar-rectangle').count()) > 0, 'the chart has bars');

    const items = page.getByRole('table', { name: zhStats.items.title });
    assert.equal(await items.locator('tbody tr').count(), 33);
    await items.getByRole('button', { name: interpolate(zhStats.items.showOptionsOf, { order: 1 }) }).click();
    const options = page.getByRole('list', { name: zhStats.items.optionsLabel }).first();
    await options.getByText(zhStats.items.correct).first().waitFor({ timeout });
    await saveScreenshot(page, 'exam/stats-page-zh');

    const scores = page.getByRole('table', { name: zhStats.scores.title });
    assert.equal(await scores.locator('tbody tr').count(), 3);
    assert.equal(await exportedRows(page, zhStats.export.button), 4, 'a header and three candidates');
    assert.deepEqual(pageErrors, []);
  });

  it('a student cannot open the statistics page', async () => {
    assert.ok(app && browser);
    const session = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
    contexts.push(session.context);
    const { page } = session;
    assert.equal(await page.getByRole('region', { name: zhDashboard.counters.title }).count(), 0, 'no staff dashboard');
    await page.goto(`${app.baseUrl}/score/list?examinationId=${examinationId}`);
    await waitForPath(page, '/403');
    assert.equal(await page.getByRole('combobox', { name: zhStats.picker.label }).count(), 0);
    assert.equal(await page.getByTestId('stat-mean-value').count(), 0);
    await saveScreenshot(page, 'exam/stats-student-zh');
  });

  it('the same figures in English', async () => {
    assert.ok(app && browser);
    const session = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(session.context);
    const { page } = session;
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    const shown = await openExamStats(page, app.baseUrl, name, 'en');
    assertSame(shown, await serverStats(app.baseUrl, examinationId));
    await page.getByRole('heading', { name: enStats.items.title }).waitFor({ timeout });
    await saveScreenshot(page, 'exam/stats-page-en');
    await page.goto(`${app.baseUrl}/wel/index`);
    await page.getByRole('region', { name: enDashboard.counters.title }).getByTestId('dashboard-openNow-value').waitFor({ timeout });
    await page.getByTestId('dashboard-trend-chart').locator('.recharts-area').first().waitFor({ timeout });
    await saveScreenshot(page, 'exam/stats-dashboard-en');
  });
});
