/**
 * Steps shared by the navigation, sidebar, tab and search browser specs of the admin shell: GraphQL
 * calls as the signed-in user, the open tabs, the sidebar, the page title.
 */
import type { Locator, Page } from 'playwright-core';
import zhLayout from '../../../web/src/i18n/locales/zh-CN/layout.json';
import { timeout } from '../system/browser-session';

/** Seeded menus (server/src/seeders/base/menu.seed-data.ts). */
export const seedMenus = {
  system: { id: '1123598815738675203', zh: '系统管理' },
  user: { id: '1123598815738675204', zh: '用户管理', path: '/system/user' },
  param: { id: '1123598815738675209', zh: '参数管理', path: '/system/param' },
  authority: { id: '1123598815738675307', zh: '权限管理' },
  role: { id: '1123598815738675308', zh: '角色管理', path: '/authority/role' },
};

/** Runs a GraphQL operation with the page's stored access token (as the signed-in user). */
export async function graphqlAsUser<T>(page: Page, baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('saber-token');
    return raw ? (JSON.parse(raw) as { content: string }).content : '';
  });
  const response = await page.request.post(`${baseUrl}/graphql`, {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data || body.errors) {
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

/** Adds a menu (platform administrator) and returns its id. */
export async function addMenu(
  page: Page,
  baseUrl: string,
  input: { name: string; code: string; path: string; parentId?: string; isOpen?: number; sort?: number; source?: string },
): Promise<string> {
  const data = await graphqlAsUser<{ submitMenu: { id: string } }>(
    page,
    baseUrl,
    'mutation AddMenu($input: MenuInput!) { submitMenu(input: $input) { id } }',
    { input: { category: 1, sort: 50, parentId: '0', isOpen: 1, source: '', ...input } },
  );
  return data.submitMenu.id;
}

/** Polls the open tabs (owned by the tab list through aria-owns) until their labels equal `expected`. */
export async function expectTabs(page: Page, expected: string[], label = zhLayout.tabs.label): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: string[] = [];
  while (Date.now() < deadline) {
    last = await page.evaluate((name) => {
      const list = document.querySelector(`[role="tablist"][aria-label="${name}"]`);
      const ids = (list?.getAttribute('aria-owns') ?? '').split(' ').filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? '');
    }, label);
    if (JSON.stringify(last) === JSON.stringify(expected)) {
      return;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`tabs are ${JSON.stringify(last)}, expected ${JSON.stringify(expected)}`);
}

/** Polls document.title until it equals `expected`. */
export async function expectTitle(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((title) => document.title === title, expected, { timeout });
}

export function sidebar(page: Page, name = zhLayout.sidebar.navigation): Locator {
  return page.getByRole('navigation', { name });
}

/**
 * Opens a sidebar entry, expanding its branch first when needed, and waits until the page's tab is the
 * selected one (a navigation that a quicker next click interrupts never shows its page, nor opens a tab).
 */
export async function openFromSidebar(page: Page, group: string, entry: string, navigationName?: string): Promise<void> {
  const nav = sidebar(page, navigationName);
  const link = nav.getByRole('link', { name: entry, exact: true });
  const branch = nav.getByRole('button', { name: group, exact: true });
  // The menus load after the page: wait for them, and open the branch only when it is closed (clicking
  // one that is opening would close it again).
  await link.or(branch).first().waitFor({ timeout });
  if (!(await link.isVisible()) && (await branch.getAttribute('aria-expanded')) !== 'true') {
    await branch.click();
  }
  await link.click();
  await expectAttribute(page.getByRole('tab', { name: entry, exact: true }), 'aria-selected', 'true');
}

/** Polls an attribute of `locator` until it equals `expected` (renders lag behind clicks under load). */
export async function expectAttribute(locator: Locator, name: string, expected: string | null): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await locator.getAttribute(name, { timeout });
    if (last === expected) {
      return;
    }
    await locator.page().waitForTimeout(100);
  }
  throw new Error(`${name} is ${String(last)}, expected ${String(expected)}`);
}
