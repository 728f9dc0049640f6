/**
 * Steps shared by the shell specs of the user area (home, notices, info, switch, register, token):
 * sign in as any tenant's user, call the GraphQL API directly (test setup and server-side actions),
 * and read the stored session.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import zhAuth from '../../../web/src/i18n/locales/zh-CN/auth.json';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import { fieldLabel, timeout } from '../system/browser-session';

export const demoTenant = '100000';

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
}

/** A zh-CN page signed in through the login form as tenant/account/password. */
export async function signInAs(browser: Browser, baseUrl: string, tenantId: string, account: string, password: string): Promise<SignedIn> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInOnPage(page, baseUrl, tenantId, account, password);
  return { context, page, pageErrors };
}

export async function signInOnPage(page: Page, baseUrl: string, tenantId: string, account: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const tenant = page.getByLabel(fieldLabel(zhAuth.login.fields.tenantId));
  await tenant.fill(tenantId);
  await page.getByLabel(fieldLabel(zhAuth.login.fields.account)).fill(account);
  await page.getByLabel(fieldLabel(zhAuth.login.fields.password)).fill(password);
  await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
  // Staff land on /wel/index, student-only users on their own home /wel/studentindex.
  await page.waitForURL((url) => url.pathname === '/wel/index' || url.pathname === '/wel/studentindex', { timeout });
}

/** A GraphQL call from the test itself (not the page); throws on GraphQL errors unless `allowErrors`. */
export async function api<T>(
  baseUrl: string,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** An access token for tenant/account/password (signed in through the API, a session of its own). */
export async function apiToken(baseUrl: string, tenantId: string, account: string, password: string): Promise<string> {
  const result = await api<{ login: { accessToken: string } }>(
    baseUrl,
    undefined,
    'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }',
    { input: { tenantId, account, password } },
  );
  if (!result.data) {
    throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  }
  return result.data.login.accessToken;
}

/** The content of a stored `saber-<name>` entry of the page. */
export async function storedContent<T>(page: Page, name: string): Promise<T | undefined> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as { content: T }).content;
  }, `saber-${name}`);
}

/** Pretends the stored access token was issued `seconds` ago (the refresh check reads its stored time). */
export async function ageStoredToken(page: Page, seconds: number): Promise<void> {
  await page.evaluate((age) => {
    const raw = window.localStorage.getItem('saber-token');
    if (raw !== null) {
      const entry = JSON.parse(raw) as { datetime: number };
      window.localStorage.setItem('saber-token', JSON.stringify({ ...entry, datetime: Date.now() - age * 1000 }));
    }
  }, seconds);
}

/** Opens the avatar/user-name dropdown of the top bar. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^(${zhLayout.header.userMenu}|User menu): `) }).click();
  await page.getByRole('menu').waitFor({ timeout });
}
