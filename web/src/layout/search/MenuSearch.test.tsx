import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signIn } from '../../../test/render-app';
import { changeLanguage } from '../../i18n/change-language';
import enLayout from '../../i18n/locales/en/layout.json';
import enMenu from '../../i18n/locales/en/menu.json';
import zhLayout from '../../i18n/locales/zh-CN/layout.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';

async function openLayout() {
  signIn();
  const rendered = renderApp('/wel/index');
  await screen.findByRole('link', { name: zhMenu.home });
  return rendered;
}

function optionNames(): string[] {
  return within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.querySelector('p')?.textContent ?? '');
}

describe('menu search overlay', () => {
  afterEach(async () => {
    await act(() => changeLanguage('zh-CN'));
  });

  it('opens with Ctrl+K, matches a prefix in Chinese, Enter navigates and closes', async () => {
    const { router, user } = await openLayout();
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: zhLayout.search.input });
    expect(optionNames()).toEqual([zhMenu.home, 'API docs', zhMenu.user, zhMenu.role]);
    await user.type(input, zhMenu.user.slice(0, 1));
    expect(optionNames()).toEqual([zhMenu.user]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('matches English names case-insensitively, arrow keys move, Esc closes', async () => {
    const { router, user } = await openLayout();
    await act(() => changeLanguage('en'));
    await user.click(await screen.findByRole('button', { name: enLayout.search.open }));
    const input = await screen.findByRole('combobox', { name: enLayout.search.input });
    await user.type(input, 'R');
    expect(optionNames()).toEqual([enMenu.role]);
    await user.clear(input);
    await user.type(input, 'u');
    expect(optionNames()).toEqual([enMenu.user]);
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.getByText(enLayout.search.empty)).toBeInTheDocument();
    await user.clear(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(router.state.location.pathname).toBe('/wel/index');
  });

  it('opens with Cmd+K and a click on a result navigates', async () => {
    const { router, user } = await openLayout();
    await user.keyboard('{Meta>}k{/Meta}');
    await screen.findByRole('combobox', { name: zhLayout.search.input });
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[3] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role'));
  });
});
