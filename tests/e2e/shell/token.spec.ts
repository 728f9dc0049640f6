/**
 * Token refresh in Chromium (item 10): the token's age is checked every 10 s; once it reaches the
 * server's tokenRefreshSeconds (3000 here; the spec makes the stored token look old) exactly one
 * refresh runs, also with two tabs of the same browser open, and switch mode sends the session's
 * department and role. A session revoked on the server fails the refresh and ends at /login with the
 * translated message, in Chinese and in English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enErrors from '../../../web/src/i18n/locales/en/errors.json';
import enHome from '../../../web/src/i18n/locales/en/home.json';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhErrors from '../../../web/src/i18n/locales/zh-CN/errors.json';
import zhHome from '../../../web/src/i18n/locales/zh-CN/home.json';
import { launchBrowser, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, timeout, waitForPath } from '../system/browser-session';
import { ageStoredToken, api, demoTenant, signInAs, storedContent } from './user-steps';

const refreshWait = 25_000;

function isRefresh(request: Request): boolean {
  return (
    request.method() === 'POST' && new URL(request.url()).pathname === '/graphql' && (request.postData() ?? '').includes('RefreshToken')
  );
}

describe('token refresh', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await app?.stop();
  });

  it('refreshes an old token once for two tabs of the browser, sending department and role', async () => {
    assert.ok(app && browser);
    const { context, page, pageErrors } = await signInAs(browser, app.baseUrl, demoTenant, 'admin', 'admin');
    contexts.push(context);
    const second = await context.newPage();
    await second.goto(`${app.baseUrl}/wel/index`);
    await waitForPath(second, '/wel/index');
    const refreshes: Request[] = [];
    context.on('request', (request) => {
      if (isRefresh(request)) {
        refreshes.push(request);
      }
    });
    const before = await storedContent<string>(page, 'token');
    const me = await storedContent<{ deptIds: string[]; roleIds: string[] }>(page, 'userInfo');
    assert.ok(before && me);

    // Both tabs share the storage: the token looks an hour old to both.
    await ageStoredToken(page, 3_600);
    await page.waitForFunction((old) => JSON.parse(window.localStorage.getItem('saber-token') ?? '{}').content !== old, before, {
      timeout: refreshWait,
    });
    const after = await storedContent<string>(page, 'token');
    assert.notEqual(after, before);
    // Two more check rounds of both tabs: nothing else is sent.
    await page.waitForTimeout(21_000);
    assert.equal(refreshes.length, 1, 'one refresh for the whole browser');
    const body = JSON.parse(refreshes[0]?.postData() ?? '{}') as { variables: { input: { deptId?: string; roleId?: string } } };
    assert.deepEqual(
      { deptId: body.variables.input.deptId, roleId: body.variables.input.roleId },
      { deptId: me.deptIds[0], roleId: me.roleIds[0] },
    );
    assert.equal(await storedContent<string>(second, 'token'), after);

    // Both tabs keep working with the new token.
    await second.reload();
    await waitForPath(second, '/wel/index');
    const meAnswer = await api<{ me: { account: string } }>(app.baseUrl, after, 'query { me { account } }');
    assert.equal(meAnswer.data?.me.account, 'admin');
    assert.deepEqual(pageErrors, []);
  });

  for (const language of ['zh-CN', 'en'] as const) {
    it(`a session revoked on the server fails the refresh and ends at /login (${language})`, async () => {
      assert.ok(app && browser);
      const { context, page } = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', '123456');
      contexts.push(context);
      if (language === 'en') {
        await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
      }
      // Let the home page's requests finish (a revoked session fails any of them): the refresh is then
      // the next request the page makes.
      await page
        .getByRole('region', { name: language === 'en' ? enHome.notices.title : zhHome.notices.title })
        .getByRole('listitem')
        .first()
        .waitFor({ timeout });
      await page.waitForLoadState('networkidle');
      // Signed out elsewhere: the session (and its refresh token) ends on the server.
      const token = await storedContent<string>(page, 'token');
      assert.equal((await api<{ logout: boolean }>(app.baseUrl, token, 'mutation { logout }')).data?.logout, true);

      const refreshAnswer = page.waitForResponse((response) => isRefresh(response.request()), { timeout: refreshWait });
      await ageStoredToken(page, 3_600);
      const answer = (await (await refreshAnswer).json()) as { errors?: Array<{ extensions: { code: string } }> };
      assert.equal(answer.errors?.[0]?.extensions.code, 'TOKEN_INVALID');
      await waitForPath(page, '/login');
      await page.getByText(language === 'en' ? enErrors.TOKEN_INVALID : zhErrors.TOKEN_INVALID, { exact: true }).waitFor({ timeout });
      assert.equal(await storedContent<string>(page, 'token'), undefined);
      if (language === 'zh-CN') {
        await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).waitFor({ timeout });
      }
    });
  }
});
