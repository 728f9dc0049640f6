/**
 * The BPMN designer in Chromium with the demo tenant, in both languages: the administrator draws a model (start ->
 * a user task assigned to the demo teacher -> end) from the context pad and the properties panel, checks, saves and
 * deploys it; the teacher starts it from the start list, completes its task from the to-do list and finds it done.
 */
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import type { Lang } from '../exam/examination-steps';
import { launchBrowser, startApp, type RunningApp } from '../harness';
import { completeAndSeeDone, designAndDeploy, startWithoutForm } from './designer-steps';
import { signInWorker } from './leave-steps';

const stamp = Date.now().toString(36);
const TEACHER_NAME = '李明';

describe('workflow designer', () => {
  let app: RunningApp;
  let browser: Browser;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const walk = async (lang: Lang, name: string) => {
    const key = `review_${stamp}_${lang.replace('-', '_')}`;
    const admin = await signInWorker(browser, app.baseUrl, 'admin', DEMO_PASSWORDS.admin, lang);
    await designAndDeploy(admin.page, app.baseUrl, name, key, TEACHER_NAME, lang);
    await admin.context.close();

    const teacher = await signInWorker(browser, app.baseUrl, 'teacher', DEMO_PASSWORDS.teacher, lang);
    await startWithoutForm(teacher.page, app.baseUrl, name, lang);
    await completeAndSeeDone(teacher.page, app.baseUrl, name, lang);
    await teacher.context.close();
  };

  it('the administrator designs and deploys a model; the teacher starts it and completes its task (zh-CN)', async () => {
    await walk('zh-CN', `设备检查 ${stamp}`);
  });

  it('the same in English', async () => {
    await walk('en', `Equipment check ${stamp}`);
  });
});
