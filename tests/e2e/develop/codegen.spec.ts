/**
 * Development tools in Chromium, in both languages, as the platform administrator (000000 / admin): add a model on
 * blade_notice of the product's own database, change its prototypes in the grid and save them, add a code record
 * (a folder outside the zip is refused first), preview it (the entity file in the tree, its code highlighted),
 * download the zip from the preview, download again from the row and see no change markers; then change a prototype
 * and see the entity file marked as changed with its line diff.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import { launchBrowser, startApp, type RunningApp } from '../harness';
import { chooseLanguage, signedInPage } from '../system/browser-session';
import {
  addCodeRecord,
  addModel,
  changeTitleComment,
  downloadAgainWithoutChanges,
  editPrototypes,
  previewAndDownload,
  previewShowsChange,
  type Lang,
} from './codegen-steps';

const stamp = Date.now().toString(36);

describe('code generation', () => {
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

  const walk = async (lang: Lang) => {
    const { context, page, pageErrors } = await signedInPage(browser, app.baseUrl);
    if (lang === 'en') {
      await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    }
    const suffix = lang === 'en' ? 'en' : 'zh';
    const model = lang === 'en' ? `Notices ${stamp}` : `通知公告 ${stamp}`;
    await addModel(page, app.baseUrl, lang, model, `notice_${suffix}_${stamp}`, 'blade_notice', `develop/model-form-${suffix}`);
    await editPrototypes(page, lang, model, lang === 'zh-CN' ? 'develop/prototype-grid-zh' : undefined);
    const codeName = lang === 'en' ? `Notice code ${stamp}` : `通知代码 ${stamp}`;
    await addCodeRecord(page, app.baseUrl, lang, model, codeName, `notice${suffix}`, `develop/code-form-${suffix}`);
    await previewAndDownload(page, lang, codeName, lang === 'en' ? 'develop/preview-en' : undefined);
    await downloadAgainWithoutChanges(page, lang, codeName);
    const comment = `${model} headline`;
    await changeTitleComment(page, app.baseUrl, lang, model, comment);
    await previewShowsChange(page, app.baseUrl, lang, codeName, comment, `develop/preview-diff-${suffix}`);
    assert.deepEqual(pageErrors, []);
    await context.close();
  };

  it('models, prototypes, a code record, preview and download (zh-CN)', async () => {
    await walk('zh-CN');
  });

  it('the same in English', async () => {
    await walk('en');
  });
});
