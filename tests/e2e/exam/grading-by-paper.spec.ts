/**
 * Grading by paper in Chromium at 1280 px, against the built app with its demo tenant: the demo teacher makes an
 * examination on the fixed demo paper with three candidates who submit (GraphQL); then through the page: a
 * candidate's whole paper, scoring with the shortcuts (F, 0, Enter = save and next, which moves to the next
 * paper), a bulk score of the short answer across the remaining candidates, and the Excel export. zh-CN, then
 * English with the same steps.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import { launchBrowser, startApp, type RunningApp } from '../harness';
import { chooseLanguage } from '../system/browser-session';
import { demoTenant, signInAs } from '../shell/user-steps';
import { gradeByPaperWalk, submittedPapers } from './grading-by-paper-steps';

describe('grading by paper', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const zhName = '按卷阅卷测验（浏览器测试）';
  const enName = 'Grading by paper check (browser test)';

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    await submittedPapers(app.baseUrl, zhName, 2);
    await submittedPapers(app.baseUrl, enName, 2);
  });

  after(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await app?.stop();
  });

  it('the teacher grades a paper with the shortcuts, bulk-scores a question and exports the results (zh-CN)', async () => {
    assert.ok(app && browser);
    const teacher = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(teacher.context);
    await gradeByPaperWalk(teacher.page, app.baseUrl, zhName, 'zh-CN');
    assert.deepEqual(teacher.pageErrors, []);
  });

  it('the same in English', async () => {
    assert.ok(app && browser);
    const teacher = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(teacher.context);
    await chooseLanguage(teacher.page, zhCommon.language.switch, enCommon.language.en);
    await gradeByPaperWalk(teacher.page, app.baseUrl, enName, 'en');
    assert.deepEqual(teacher.pageErrors, []);
  });
});
