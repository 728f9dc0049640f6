import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp, signIn } from '../../../test/render-app';
import type { ClearCacheMutation } from '../../generated/graphql';
import { changeLanguage } from '../../i18n/change-language';
import enMenu from '../../i18n/locales/en/menu.json';
import zhLayout from '../../i18n/locales/zh-CN/layout.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import { getStore, storageNames } from '../../shared/utils/storage';

function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
}

/** The tabs (owned by the tab list through aria-owns, so not its DOM children). */
function tabNames(): string[] {
  const owned = (screen.getByRole('tablist', { name: zhLayout.tabs.label }).getAttribute('aria-owns') ?? '').split(' ');
  return owned.map((id) => document.getElementById(id)).map((tab) => tab?.textContent ?? '');
}

async function openLayout(path = '/wel/index') {
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole('link', { name: zhMenu.home });
  return rendered;
}

describe('tab bar', () => {
  afterEach(async () => {
    await act(() => changeLanguage('zh-CN'));
  });

  it('adds a tab per visited page without duplicates, home first and unclosable', async () => {
    const { router } = await openLayout();
    await waitFor(() => expect(tabNames()).toEqual([zhMenu.home]));
    await act(() => router.navigate('/system/role'));
    await act(() => router.navigate('/wel/index'));
    await act(() => router.navigate('/system/role'));
    await waitFor(() => expect(tabNames()).toEqual([zhMenu.home, zhMenu.role]));
    expect(screen.getByRole('tab', { name: zhMenu.role })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: interpolate(zhLayout.tabs.close, { label: zhMenu.home }) })).toBeNull();
    const stored = getStore<Array<{ value: string }>>(storageNames.tagList, 'local');
    expect(stored?.map((tab) => tab.value)).toEqual(['/wel/index', '/system/role']);
  });

  it('closing the active tab activates the previous one; labels follow the language', async () => {
    const { router, user } = await openLayout();
    await act(() => router.navigate('/system/role'));
    await act(() => router.navigate('/system/user'));
    await waitFor(() => expect(tabNames()).toEqual([zhMenu.home, zhMenu.role, zhMenu.user]));
    await user.click(screen.getByRole('button', { name: interpolate(zhLayout.tabs.close, { label: zhMenu.user }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role'));
    expect(tabNames()).toEqual([zhMenu.home, zhMenu.role]);

    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([enMenu.home, enMenu.role]));
  });

  it('makes embedded pages tabs of their own, named after their menu', async () => {
    const { router } = await openLayout();
    await act(() => router.navigate('/myiframe/urlPath?src=https%3A%2F%2Fexample.com%2Fa&code=e2e_doc&name=Docs'));
    await waitFor(() => expect(tabNames()).toEqual([zhMenu.home, 'Docs']));
    expect(document.title).toMatch(/^Docs - /);
  });

  it('reloads the stored tabs', async () => {
    signIn();
    window.localStorage.setItem(
      'saber-tagList',
      JSON.stringify({
        dataType: 'array',
        content: [{ value: '/system/role', path: '/system/role', search: '', code: 'role', name: zhMenu.role }],
        datetime: 1,
      }),
    );
    renderApp('/wel/index');
    await waitFor(() => expect(tabNames()).toEqual([zhMenu.home, zhMenu.role]));
  });

  it('context menu: close others, close all, clear cache', async () => {
    let cleared = 0;
    server.use(
      graphql.mutation<ClearCacheMutation>('ClearCache', () => {
        cleared += 1;
        return HttpResponse.json({ data: { clearCache: true } });
      }),
    );
    const { router, user } = await openLayout();
    await act(() => router.navigate('/system/role'));
    await act(() => router.navigate('/system/user'));
    await act(() => router.navigate('/system/role'));
    await waitFor(() => expect(tabNames()).toHaveLength(3));

    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: zhMenu.role }) });
    await user.click(await screen.findByRole('menuitem', { name: zhLayout.tabs.closeOthers }));
    await waitFor(() => expect(tabNames()).toEqual([zhMenu.home, zhMenu.role]));

    await user.click(screen.getByRole('button', { name: zhLayout.tabs.actions }));
    await user.click(await screen.findByRole('menuitem', { name: zhLayout.tabs.clearCache }));
    expect(await screen.findByText(zhLayout.tabs.cacheCleared)).toBeInTheDocument();
    expect(cleared).toBe(1);

    await user.click(screen.getByRole('button', { name: zhLayout.tabs.actions }));
    await user.click(await screen.findByRole('menuitem', { name: zhLayout.tabs.closeAll }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(tabNames()).toEqual([zhMenu.home]);
  });

  it('moves between tabs with the arrow keys and closes with Delete', async () => {
    const { router, user } = await openLayout();
    await act(() => router.navigate('/system/role'));
    await waitFor(() => expect(tabNames()).toHaveLength(2));
    screen.getByRole('tab', { name: zhMenu.role }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: zhMenu.home })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    await user.keyboard('{ArrowRight}{Delete}');
    await waitFor(() => expect(tabNames()).toEqual([zhMenu.home]));
  });
});
