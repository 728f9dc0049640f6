import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signIn } from '../../../test/render-app';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import zhTheme from '../../i18n/locales/zh-CN/theme.json';
import { primaryPalette } from './primary-palette';
import { applyThemeToDocument, getThemeSettings } from './theme-store';
import { appThemes, defaultPrimaryColor, themeNames } from './themes';

async function openLayout() {
  signIn();
  applyThemeToDocument();
  const rendered = renderApp('/wel/index');
  await screen.findByRole('link', { name: zhMenu.home });
  return rendered;
}

function rootVariable(name: string): string {
  return document.documentElement.style.getPropertyValue(name);
}

describe('themes and the primary colour', () => {
  it('builds a 10-shade palette whose shade 5 is the chosen colour', () => {
    const palette = primaryPalette('#409EFF');
    expect(palette).toHaveLength(10);
    expect(palette[5]).toBe('#409eff');
    expect(palette[0]).not.toBe(palette[9]);
    expect(primaryPalette('#f00')[5]).toBe('#ff0000');
  });

  it('defines 11 distinct themes, d2 by default with #409EFF', () => {
    expect(themeNames).toHaveLength(11);
    const looks = new Set(themeNames.map((name) => `${appThemes[name].headerBg}|${appThemes[name].navBg}|${appThemes[name].navActiveBg}`));
    expect(looks.size).toBe(11);
    expect(getThemeSettings()).toEqual({ themeName: 'd2', primaryColor: defaultPrimaryColor });
  });

  it('picks a theme in the dialog: colours, colour scheme and storage follow', async () => {
    const { user } = await openLayout();
    expect(document.documentElement.dataset['appTheme']).toBe('d2');
    expect(rootVariable('--app-nav-bg')).toBe(appThemes.d2.navBg);

    await user.click(screen.getByRole('button', { name: zhTheme.button }));
    const dialog = await screen.findByRole('dialog', { name: zhTheme.dialog.title });
    const options = within(dialog).getAllByRole('radio');
    expect(options).toHaveLength(11);
    expect(within(dialog).getByRole('radio', { name: zhTheme.names.d2 })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: zhTheme.names.dark }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    expect(rootVariable('--app-nav-bg')).toBe(appThemes.dark.navBg);
    expect(JSON.parse(window.localStorage.getItem('saber-themeName') ?? '{}')).toMatchObject({ content: 'dark' });

    await user.click(within(dialog).getByRole('radio', { name: zhTheme.names.lte }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light'));
    expect(rootVariable('--app-header-bg')).toBe(appThemes.lte.headerBg);
    expect(getThemeSettings().themeName).toBe('lte');
  });

  it('changes and keeps the primary colour from the colour picker', async () => {
    const { user } = await openLayout();
    await user.click(screen.getByRole('button', { name: zhTheme.color.button }));
    await user.click(await screen.findByRole('button', { name: '#F5222D' }));
    await waitFor(() => expect(getThemeSettings().primaryColor).toBe('#f5222d'));
    expect(JSON.parse(window.localStorage.getItem('saber-colorName') ?? '{}')).toMatchObject({ content: '#f5222d' });
    await user.click(screen.getByRole('button', { name: zhTheme.color.reset }));
    await waitFor(() => expect(getThemeSettings().primaryColor).toBe(defaultPrimaryColor));
  });
});
