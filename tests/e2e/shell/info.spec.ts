/**
 * Personal info in Chromium (item 12): opened from the user menu; real name, nickname and account
 * read-only; phone and e-mail validated on blur and saved (kept after a reload); the avatar checked in
 * the browser (jpg/png, at most 500 KB), uploaded through put-file and saved, and refused by the server
 * when it is not the caller's own jpg/png upload; the password change (old password checked by the
 * server, other sessions end, this one stays); in Chinese and English.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORDS } from '../../../server/src/seeders/demo/demo-ids';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enInfo from '../../../web/src/i18n/locales/en/info.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhInfo from '../../../web/src/i18n/locales/zh-CN/info.json';
import { launchBrowser, saveScreenshot, startApp } from '../harness';
import type { RunningApp } from '../harness';
import { chooseLanguage, fieldLabel, timeout, waitForPath } from '../system/browser-session';
import { api, apiToken, demoTenant, openUserMenu, signInAs, storedContent } from './user-steps';

/** A real w×h PNG of one colour (plus `padding` bytes of ignored trailing data to make it large). */
function png(width: number, height: number, rgb: [number, number, number], padding = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) {
      c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) {
      c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
    Buffer.alloc(padding),
  ]);
}

async function openInfoFromMenu(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: zhInfo.menu, exact: true }).click();
  await waitForPath(page, '/info/index');
  await page.getByRole('heading', { name: zhInfo.title, exact: true }).waitFor({ timeout });
}

describe('personal info', () => {
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

  it('edits phone and e-mail with validation and uploads an avatar', async () => {
    assert.ok(app && browser);
    const { context, page, pageErrors } = await signInAs(browser, app.baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
    contexts.push(context);
    await openInfoFromMenu(page);
    const readOnly = async (label: string, value: string) => {
      const input = page.getByLabel(label, { exact: true });
      assert.equal(await input.inputValue(), value);
      assert.equal(await input.getAttribute('readonly'), '');
    };
    await readOnly(zhInfo.fields.realName, '李明');
    await readOnly(zhInfo.fields.name, '李老师');
    await readOnly(zhInfo.fields.account, 'teacher');

    const phone = page.getByLabel(fieldLabel(zhInfo.fields.phone));
    const email = page.getByLabel(fieldLabel(zhInfo.fields.email));
    for (const [value, message] of [
      ['', zhInfo.validation.phoneRequired],
      ['1390000000', zhInfo.validation.phoneLength],
      ['12900000000', zhInfo.validation.phoneFormat],
    ] as const) {
      await phone.fill(value);
      await phone.blur();
      await page.getByText(message, { exact: true }).waitFor({ timeout });
    }
    await email.fill('teacher@demo');
    await email.blur();
    await page.getByText(zhInfo.validation.emailFormat, { exact: true }).waitFor({ timeout });
    await phone.fill('13912345678');
    await email.fill('li.ming@demo.example.com');

    // Avatar: refused in the browser first (type, then size), then a real PNG through put-file.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a....') });
    await page.getByText(zhInfo.avatar.typeError, { exact: true }).waitFor({ timeout });
    await fileInput.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png(8, 8, [200, 0, 0], 500 * 1024) });
    await page.getByText(zhInfo.avatar.sizeError, { exact: true }).waitFor({ timeout });
    const upload = page.waitForResponse((response) => response.url().includes('/oss/endpoint/put-file'));
    await fileInput.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png(64, 64, [64, 158, 255]) });
    assert.equal((await upload).status(), 200);
    await page.getByRole('img', { name: zhInfo.avatar.alt }).waitFor({ timeout });
    await page.getByRole('button', { name: zhInfo.save, exact: true }).click();
    await page.getByText(zhInfo.saved, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'shell/info-profile-zh');

    await page.reload();
    await page.getByRole('heading', { name: zhInfo.title, exact: true }).waitFor({ timeout });
    assert.equal(await page.getByLabel(fieldLabel(zhInfo.fields.phone)).inputValue(), '13912345678');
    assert.equal(await page.getByLabel(fieldLabel(zhInfo.fields.email)).inputValue(), 'li.ming@demo.example.com');
    const avatar = (await storedContent<{ avatar: string }>(page, 'userInfo'))?.avatar ?? '';
    assert.match(avatar, /^\/api\/blade-resource\/attach\/download\?id=\d+$/);
    // The stored file is shown (fetched with the session's token) in the form and in the top bar.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('img')].filter((image) => image.src.startsWith('data:image/png') && image.naturalWidth > 0).length >=
        2,
      undefined,
      { timeout },
    );

    // The server refuses an avatar that is not the caller's own jpg/png upload of at most 500 KB.
    const token = await storedContent<string>(page, 'token');
    const pdf = await fetch(`${app.baseUrl}/api/blade-resource/oss/endpoint/put-file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([Buffer.from('%PDF-1.4 test')], { type: 'application/pdf' }), 'cv.pdf');
        return form;
      })(),
    });
    const pdfLink = ((await pdf.json()) as { data: { link: string } }).data.link;
    const refused = await api(app.baseUrl, token, 'mutation ($input: MyInfoInput!) { updateMyInfo(input: $input) { id } }', {
      input: { phone: '13912345678', avatar: pdfLink },
    });
    assert.equal(refused.errors?.[0]?.extensions?.code, 'VALIDATION');

    // English.
    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('tab', { name: enInfo.tabs.password }).waitFor({ timeout });
    const englishPhone = page.getByLabel(fieldLabel(enInfo.fields.phone));
    await englishPhone.fill('123');
    await englishPhone.blur();
    await page.getByText(enInfo.validation.phoneLength, { exact: true }).waitFor({ timeout });
    await page.getByText(enInfo.avatar.tip, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'shell/info-profile-en');
    assert.deepEqual(pageErrors, []);
  });

  it('changes the password: the server checks the old one, other sessions end, this one stays', async () => {
    assert.ok(app && browser);
    const other = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
    contexts.push(other.context);
    const { context, page, pageErrors } = await signInAs(browser, app.baseUrl, demoTenant, 'student', DEMO_PASSWORDS.student);
    contexts.push(context);
    await page.goto(`${app.baseUrl}/info/index`);
    await page.getByRole('tab', { name: zhInfo.tabs.password }).click();
    const submit = page.getByRole('button', { name: zhInfo.password.submit, exact: true });
    await submit.click();
    for (const message of [
      zhInfo.validation.oldPasswordRequired,
      zhInfo.validation.newPasswordRequired,
      zhInfo.validation.confirmRequired,
    ]) {
      await page.getByText(message, { exact: true }).waitFor({ timeout });
    }
    const oldPassword = page.getByLabel(fieldLabel(zhInfo.fields.oldPassword));
    await oldPassword.fill('not-my-password');
    await page.getByLabel(fieldLabel(zhInfo.fields.newPassword)).fill('new-secret-1');
    await page.getByLabel(fieldLabel(zhInfo.fields.newPassword1)).fill('new-secret-2');
    await submit.click();
    await page.getByText(zhInfo.validation.passwordMismatch, { exact: true }).waitFor({ timeout });
    await page.getByLabel(fieldLabel(zhInfo.fields.newPassword1)).fill('new-secret-1');
    await submit.click();
    await page.getByText('原密码不正确!', { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'shell/info-password-zh');

    await oldPassword.fill(DEMO_PASSWORDS.student);
    await submit.click();
    await page.getByText(zhInfo.password.changed, { exact: true }).waitFor({ timeout });
    assert.equal(await oldPassword.inputValue(), '');

    // This session stays; the other one ends; the new password signs in.
    await page.reload();
    await page.getByRole('heading', { name: zhInfo.title, exact: true }).waitFor({ timeout });
    await other.page.reload();
    await waitForPath(other.page, '/login');
    assert.ok(await apiToken(app.baseUrl, demoTenant, 'student', 'new-secret-1'));

    await chooseLanguage(page, zhCommon.language.switch, enCommon.language.en);
    await page.getByRole('tab', { name: enInfo.tabs.password }).click();
    await page.getByRole('button', { name: enInfo.password.submit, exact: true }).click();
    await page.getByText(enInfo.validation.oldPasswordRequired, { exact: true }).waitFor({ timeout });
    await saveScreenshot(page, 'shell/info-password-en');
    assert.deepEqual(pageErrors, []);
  });
});
