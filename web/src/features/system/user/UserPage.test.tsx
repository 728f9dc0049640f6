import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  MyPermissionsQuery,
  RemoveUsersMutation,
  RemoveUsersMutationVariables,
  SubmitUserMutation,
  SubmitUserMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enCrud from '../../../i18n/locales/en/crud.json';
import enMenu from '../../../i18n/locales/en/menu.json';
import enUser from '../../../i18n/locales/en/user.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhUser from '../../../i18n/locales/zh-CN/user.json';
import { submittedUser } from './user.mocks';
import { dataRow, fixture, openUserPage, pickOptions, recordListRequests } from './user-test-utils';

const fields = zhUser.fields;
const messages = zhUser.validation;

function headerTitles(): string[] {
  return Array.from(document.querySelectorAll('thead th'), (cell) => cell.textContent ?? '');
}

function recordSubmits(respond?: () => Response): SubmitUserMutationVariables[] {
  const calls: SubmitUserMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitUserMutation, SubmitUserMutationVariables>('SubmitUser', ({ variables }) => {
      calls.push(variables);
      return respond ? respond() : HttpResponse.json({ data: { submitUser: submittedUser(variables.input) } });
    }),
  );
  return calls;
}

async function openAddDialog(user: Awaited<ReturnType<typeof openUserPage>>['user']): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
  return screen.findByRole('dialog', { name: zhCrud.dialog.add });
}

jest.setTimeout(30_000);

describe('UserPage', () => {
  it('lists the users with their roles, departments and dictionary labels next to the department tree', async () => {
    await openUserPage();
    expect(screen.getByRole('heading', { name: zhMenu.user })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${zhMenu.user} - `));
    expect(headerTitles()).toEqual([
      '',
      zhCrud.table.index,
      fields.account,
      fields.realName,
      fields.name,
      fields.roleIds,
      fields.deptIds,
      fields.userType,
      fields.phone,
      fields.status,
      zhCrud.table.actions,
    ]);
    const appUser = fixture(2);
    const row = dataRow(appUser.account);
    expect(within(row).getByText('APP')).toBeInTheDocument();
    expect(within(row).getByText(appUser.deptNames[0] ?? '')).toBeInTheDocument();
    expect(within(row).getAllByText(zhUser.status.normal)).toHaveLength(1);
    const tree = await screen.findByRole('tree', { name: zhUser.tree.title });
    expect(within(tree).getByText('Blade Tech')).toBeInTheDocument();
    expect(await within(tree).findByText('Changzhou Blade')).toBeVisible();
    for (const action of Object.values(zhUser.actions).filter((label) => label !== zhUser.actions.platform)) {
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: zhUser.actions.platform })).toHaveLength(10);
  });

  it('hides the buttons whose codes the user does not hold', async () => {
    server.use(graphql.query<MyPermissionsQuery>('MyPermissions', () => HttpResponse.json({ data: { myPermissions: ['user_view'] } })));
    signIn();
    renderApp('/system/user');
    await screen.findByText(fixture(0).account);
    for (const hidden of [zhCrud.toolbar.add, zhCrud.toolbar.deleteSelected, zhCrud.row.edit, ...Object.values(zhUser.actions)]) {
      expect(screen.queryByRole('button', { name: hidden })).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: zhCrud.row.view })).toHaveLength(10);
  });

  it('filters by the department clicked in the tree (with its descendants), and All clears it', async () => {
    const requests = recordListRequests();
    const { user } = await openUserPage();
    const tree = await screen.findByRole('tree', { name: zhUser.tree.title });
    await user.click(within(tree).getByText('Changzhou Blade'));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ deptId: '1123598813738675202' }));
    expect(await screen.findByText('hr.lee')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('app.wu')).not.toBeInTheDocument());
    expect(within(tree).getByRole('treeitem', { name: 'Changzhou Blade' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tree).getByText('Blade Tech'));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ deptId: '1123598813738675201' }));
    expect(await screen.findByText('app.wu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: zhUser.tree.all }));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({}));
  });

  it('searches by account and user type (sent as a number) together with the department', async () => {
    const requests = recordListRequests();
    const { user } = await openUserPage();
    const panel = screen.getByRole('region', { name: zhCrud.search.region });
    await user.type(within(panel).getByRole('textbox', { name: fields.account }), 'app');
    await pickOptions(user, panel, fields.userType, ['APP']);
    await user.click(within(panel).getByRole('button', { name: zhCrud.search.submit }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { account: 'app', userType: 2 }, page: { current: 1 } }));
    expect(await screen.findByText(zhCrud.table.total.replace('{{total}}', '1'))).toBeInTheDocument();
    const tree = screen.getByRole('tree', { name: zhUser.tree.title });
    await user.click(within(tree).getByText('Suzhou Blade'));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ account: 'app', userType: 2, deptId: '1123598813738675203' }));
  });

  it('shows the required messages on blur and on an empty submit, and follows the language', async () => {
    const submits = recordSubmits();
    const { user } = await openUserPage();
    const dialog = await openAddDialog(user);
    const account = within(dialog).getByLabelText(fieldLabel(fields.account));
    await user.click(account);
    await user.tab();
    expect(await within(dialog).findByText(messages.accountRequired)).toBeInTheDocument();
    expect(account).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    for (const message of [messages.passwordRequired, messages.password2Required, messages.roleRequired, messages.deptRequired]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(submits).toEqual([]);

    await act(() => changeLanguage('en'));
    expect(await within(dialog).findByText(enUser.validation.accountRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(enUser.validation.roleRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(fieldLabel(enUser.fields.password2))).toBeInTheDocument();
  });

  it('checks the account, password confirmation, phone and e-mail as the server does', async () => {
    const { user } = await openUserPage();
    const dialog = await openAddDialog(user);
    const typeAndLeave = async (label: string, text: string) => {
      await user.type(within(dialog).getByLabelText(fieldLabel(label)), text);
      await user.tab();
    };
    await typeAndLeave(fields.account, 'bad account');
    expect(await within(dialog).findByText(messages.accountFormat)).toBeInTheDocument();
    await typeAndLeave(fields.password, '12345');
    expect(await within(dialog).findByText(messages.passwordLength)).toBeInTheDocument();
    await typeAndLeave(fields.password2, '123456');
    expect(await within(dialog).findByText(messages.passwordMismatch)).toBeInTheDocument();
    await typeAndLeave(fields.phone, '1380000');
    expect(await within(dialog).findByText(messages.phoneLength)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(fieldLabel(fields.phone)));
    await typeAndLeave(fields.phone, '12345678901');
    expect(await within(dialog).findByText(messages.phoneFormat)).toBeInTheDocument();
    await typeAndLeave(fields.email, 'nobody');
    expect(await within(dialog).findByText(messages.emailFormat)).toBeInTheDocument();
  });

  it('adds a user with roles, departments and posts, then reloads the list', async () => {
    const submits = recordSubmits();
    const requests = recordListRequests();
    const { user } = await openUserPage();
    const before = requests.length;
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.account)), ' new.user ');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.password)), 'secret1');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.password2)), 'secret1');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.realName)), 'New User');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.phone)), '13900001111');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.birthday)), '2000-02-03');
    await pickOptions(user, dialog, fields.sex, ['Female']);
    await pickOptions(user, dialog, fields.roleIds, ['HR', 'Administrator']);
    await pickOptions(user, dialog, fields.deptIds, ['Suzhou Blade']);
    await pickOptions(user, dialog, fields.postIds, ['Staff']);
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));

    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits).toHaveLength(1);
    expect(submits[0]?.input).toEqual({
      password: 'secret1',
      password2: 'secret1',
      account: 'new.user',
      name: null,
      realName: 'New User',
      phone: '13900001111',
      email: null,
      sex: 2,
      birthday: new Date(2000, 1, 3).toISOString(),
      userType: 1,
      roleIds: ['1123598816738675203', '1123598816738675201'],
      deptIds: ['1123598813738675203'],
      postIds: ['1123598817738675208'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: zhCrud.dialog.add })).not.toBeInTheDocument());
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });

  it('puts the server field messages (CONFLICT, VALIDATION) on their fields', async () => {
    const conflict = 'The user [hr.lee] already exists!';
    recordSubmits(() =>
      HttpResponse.json({
        data: null,
        errors: [{ message: conflict, extensions: { code: 'CONFLICT', fields: [{ field: 'account', message: conflict }] } }],
      }),
    );
    const { user } = await openUserPage();
    const dialog = await openAddDialog(user);
    const account = within(dialog).getByLabelText(fieldLabel(fields.account));
    await user.type(account, 'hr.lee');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.password)), 'secret1');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.password2)), 'secret1');
    await pickOptions(user, dialog, fields.roleIds, ['HR']);
    await pickOptions(user, dialog, fields.deptIds, ['Blade Tech']);
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText(conflict)).toBeInTheDocument();
    expect(account).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a user: loads it, shows no password fields and submits with its id', async () => {
    const submits = recordSubmits();
    const { user } = await openUserPage();
    const row = fixture(1);
    await user.click(within(dataRow(row.account)).getByRole('button', { name: zhCrud.row.edit }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.edit });
    const realName = await within(dialog).findByLabelText(fieldLabel(fields.realName));
    expect(realName).toHaveValue(row.realName);
    expect(within(dialog).getByLabelText(fieldLabel(fields.birthday))).toHaveValue('1990-05-01');
    expect(within(dialog).queryByLabelText(fieldLabel(fields.password))).not.toBeInTheDocument();
    await user.clear(realName);
    await user.type(realName, 'Lee Li');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.update }));

    expect(await screen.findByText(zhCrud.notify.updated)).toBeInTheDocument();
    expect(submits[0]?.input).toMatchObject({
      id: row.id,
      account: row.account,
      realName: 'Lee Li',
      roleIds: row.roleIds,
      deptIds: row.deptIds,
      postIds: [],
      userType: 1,
      sex: 2,
    });
    expect(submits[0]?.input).not.toHaveProperty('password');
  });

  it('views a user read-only', async () => {
    const { user } = await openUserPage();
    const row = fixture(0);
    await user.click(within(dataRow(row.account)).getByRole('button', { name: zhCrud.row.view }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.view });
    const account = await within(dialog).findByLabelText(fieldLabel(fields.account));
    expect(account).toHaveValue(row.account);
    expect(account).toHaveAttribute('readonly');
    expect(within(dialog).getAllByText('CEO').length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: zhCrud.dialog.save })).not.toBeInTheDocument();
  });

  it('deletes the selected users after confirmation', async () => {
    const removals: RemoveUsersMutationVariables[] = [];
    server.use(
      graphql.mutation<RemoveUsersMutation, RemoveUsersMutationVariables>('RemoveUsers', ({ variables }) => {
        removals.push(variables);
        return HttpResponse.json({ data: { removeUsers: 2 } });
      }),
    );
    const { user } = await openUserPage();
    await user.click(within(dataRow(fixture(1).account)).getByRole('checkbox'));
    await user.click(within(dataRow(fixture(2).account)).getByRole('checkbox'));
    await user.click(
      within(screen.getByRole('toolbar', { name: zhCrud.toolbar.region })).getByRole('button', { name: zhCrud.toolbar.deleteSelected }),
    );
    const confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    expect(within(confirm).getByText(zhCrud.confirm.deleteSelected)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(zhCrud.notify.deleted)).toBeInTheDocument();
    expect(removals).toEqual([{ ids: [fixture(1).id, fixture(2).id] }]);
  });

  it('opens in English with English texts', async () => {
    await changeLanguage('en');
    await openUserPage();
    expect(screen.getByRole('heading', { name: enMenu.user })).toBeInTheDocument();
    expect(headerTitles()).toContain(enUser.fields.roleIds);
    expect(screen.getByRole('button', { name: enUser.actions.reset })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: enCrud.toolbar.add })).toBeInTheDocument();
    expect(screen.getByRole('tree', { name: enUser.tree.title })).toBeInTheDocument();
  });
});
