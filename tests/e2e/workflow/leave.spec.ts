/**
 * The leave process in Chromium with the demo tenant, in both languages: the teacher applies for a one-day
 * leave with the head (boss) as approver; boss passes it from the to-do list; the one-day leave goes to the
 * HR candidates: hr claims it from the claim list and passes it; the teacher sees it finished in the sent list
 * and on the detail page (completed, with the history).
 */
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import { launchBrowser, startApp, type RunningApp } from '../harness';
import type { Lang } from '../exam/examination-steps';
import { applyForLeave, claimFirst, passFirstTodo, seeFinished, signInWorker } from './leave-steps';

const stamp = Date.now().toString(36);
const BOSS_NAME = '周校长';
/** DEMO_WORKFLOW_PASSWORDS of demo-workflow.seed.ts (that module brings the entities, which the tests' types do not compile). */
const DEMO_WORKFLOW_PASSWORDS = { hr: '123456', boss: '123456' } as const;

describe('leave process', () => {
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

  const walk = async (lang: Lang, reason: string) => {
    const teacher = await signInWorker(browser, app.baseUrl, 'teacher', DEMO_PASSWORDS.teacher, lang);
    await applyForLeave(teacher.page, app.baseUrl, reason, BOSS_NAME, lang, `workflow/leave-form-${lang}`);

    const boss = await signInWorker(browser, app.baseUrl, 'boss', DEMO_WORKFLOW_PASSWORDS.boss, lang);
    await passFirstTodo(boss.page, app.baseUrl, reason, `OK ${stamp}`, lang, `workflow/leave-boss-${lang}`);
    await boss.context.close();

    const hr = await signInWorker(browser, app.baseUrl, 'hr', DEMO_WORKFLOW_PASSWORDS.hr, lang);
    await claimFirst(hr.page, app.baseUrl, lang);
    await passFirstTodo(hr.page, app.baseUrl, reason, '', lang);
    await hr.context.close();

    await seeFinished(teacher.page, app.baseUrl, reason, lang, `workflow/leave-teacher-${lang}`);
    await teacher.context.close();
  };

  it('a teacher applies, the head and HR approve, the teacher sees it finished (zh-CN)', async () => {
    await walk('zh-CN', `家中有事 ${stamp}`);
  });

  it('the same in English', async () => {
    await walk('en', `Family matters ${stamp}`);
  });
});
