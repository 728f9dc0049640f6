import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { fieldLabel } from '../../../test/queries';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionFixtures } from '../../shared/session/session.mocks';
import { readStoredToken, startSession } from '../../shared/session/session-store';
import { profileFixture } from '../../features/info/info.mocks';
import type { RefreshTokenInput, RefreshTokenMutation, RefreshTokenMutationVariables } from '../../generated/graphql';
import zhLayout from '../../i18n/locales/zh-CN/layout.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import zhSwitch from '../../i18n/locales/zh-CN/switchRole.json';

/** A session over all of the profile's departments and roles (not narrowed yet). */
function signInUnnarrowed() {
  const user = {
    ...sessionFixtures.user,
    deptIds: profileFixture.deptIds,
    roleIds: profileFixture.roleIds,
    roleNames: profileFixture.roleNames,
  };
  server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: user } })));
  startSession({ accessToken: 'access-token-1', refreshToken: 'refresh-token-1', user });
}

async function openDialog() {
  const rendered = renderApp('/system/user');
  await screen.findByRole('link', { name: zhMenu.home });
  await rendered.user.click(screen.getByRole('button', { name: new RegExp(`^${zhLayout.header.userMenu}`) }));
  await rendered.user.click(await screen.findByRole('menuitem', { name: zhSwitch.menu }));
  const dialog = await screen.findByRole('dialog', { name: zhSwitch.title });
  return { ...rendered, dialog };
}

describe('switch department and role', () => {
  it('requires both, then refreshes the token with them and reloads menus and permissions', async () => {
    const sent: RefreshTokenInput[] = [];
    let menuLoads = 0;
    server.use(
      graphql.mutation<RefreshTokenMutation, RefreshTokenMutationVariables>('RefreshToken', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: { refreshToken: { accessToken: 'access-token-2', refreshToken: 'refresh-token-2', tokenType: 'bearer', expiresIn: 3600 } },
        });
      }),
      graphql.query('MyMenus', () => {
        menuLoads += 1;
        return HttpResponse.json({ data: { myMenus: sessionFixtures.menus } });
      }),
    );
    signInUnnarrowed();
    const { user, dialog, router } = await openDialog();
    const loadsBefore = menuLoads;

    await waitFor(() => expect(within(dialog).getByRole('button', { name: zhSwitch.submit })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: zhSwitch.submit }));
    expect(await within(dialog).findByText(zhSwitch.validation.deptRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(zhSwitch.validation.roleRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(zhSwitch.dept) }));
    await user.click(await screen.findByRole('option', { name: 'Training school' }));
    await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(zhSwitch.role) }));
    await user.click(await screen.findByRole('option', { name: 'Teacher' }));
    await user.click(within(dialog).getByRole('button', { name: zhSwitch.submit }));

    expect(await screen.findByText(zhSwitch.switched)).toBeInTheDocument();
    expect(sent).toEqual([{ refreshToken: 'refresh-token-1', deptId: profileFixture.deptIds[1], roleId: profileFixture.roleIds[1] }]);
    expect(readStoredToken()).toBe('access-token-2');
    await waitFor(() => expect(menuLoads).toBeGreaterThan(loadsBefore));
    expect(router.state.location.pathname).toBe('/wel/index');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: zhSwitch.title })).not.toBeInTheDocument());
  });

  it('offers its submit button only once the departments and roles arrived', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      graphql.query('MyProfile', async () => {
        await answered;
        return HttpResponse.json({ data: { myProfile: profileFixture } });
      }),
    );
    signInUnnarrowed();
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: zhSwitch.submit })).toBeDisabled();
    answer();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: zhSwitch.submit })).toBeEnabled());
  });

  it('preselects the session’s own department and role when it is narrowed', async () => {
    startSession({ accessToken: 'access-token-1', refreshToken: 'refresh-token-1', user: sessionFixtures.user });
    const { dialog } = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: fieldLabel(zhSwitch.dept) })).toHaveValue('Head office'));
    expect(within(dialog).getByRole('combobox', { name: fieldLabel(zhSwitch.role) })).toHaveValue('Super Administrator');
  });
});
