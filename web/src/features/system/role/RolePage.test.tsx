import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { grantPermissions } from '../../../../test/grant-permissions';
import { server } from '../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import type {
  GrantRolesMutation,
  GrantRolesMutationVariables,
  SubmitRoleMutation,
  SubmitRoleMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enRole from '../../../i18n/locales/en/role.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhRole from '../../../i18n/locales/zh-CN/role.json';
import zhTree from '../../../i18n/locales/zh-CN/tree.json';
import { rolePermissionCodes } from './role.mocks';

const fields = zhRole.fields;

function expand(name: string): string {
  return zhTree.expand.replace('{{name}}', name);
}

async function openRolePage(codes: readonly string[] = rolePermissionCodes) {
  grantPermissions(codes);
  signIn();
  const rendered = renderApp('/authority/role');
  await screen.findByText('Teacher', undefined, { timeout: 5000 });
  return rendered;
}

function recordGrants(): GrantRolesMutationVariables[] {
  const calls: GrantRolesMutationVariables[] = [];
  server.use(
    graphql.mutation<GrantRolesMutation, GrantRolesMutationVariables>('GrantRoles', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { grantRoles: 1 } });
    }),
  );
  return calls;
}

describe('RolePage', () => {
  it('shows the role tree with child roles nested and expanded', async () => {
    const { user } = await openRolePage();
    expect(screen.getByRole('heading', { name: zhMenu.role })).toBeInTheDocument();
    expect(screen.getByText('Assistant teacher')).toBeInTheDocument();
    expect(within(dataRow('Teacher')).getByText('teacher')).toBeInTheDocument();
    expect(await findRowAction(user, dataRow('Teacher'), zhRole.grant.button)).toBeInTheDocument();
  });

  it('hides the grant button without role_grant', async () => {
    await openRolePage(['role_view']);
    expect(screen.queryByRole('button', { name: zhRole.grant.button })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zhCrud.toolbar.add })).not.toBeInTheDocument();
  });

  it('checks name and alias on blur and on submit, in Chinese and English', async () => {
    const submits: SubmitRoleMutationVariables[] = [];
    server.use(
      graphql.mutation<SubmitRoleMutation, SubmitRoleMutationVariables>('SubmitRole', ({ variables }) => {
        submits.push(variables);
        return HttpResponse.json({ data: null, errors: [{ message: 'unexpected' }] });
      }),
    );
    const { user } = await openRolePage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText(zhRole.validation.roleNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(zhRole.validation.roleAliasRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.roleAlias)), 'bad alias!');
    await user.tab();
    expect(await within(dialog).findByText(zhRole.validation.roleAliasInvalid)).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await within(dialog).findByText(enRole.validation.roleNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(enRole.validation.roleAliasInvalid)).toBeInTheDocument();
    expect(submits).toEqual([]);
  });

  it('adds a role at the top level', async () => {
    const submits: SubmitRoleMutationVariables[] = [];
    server.use(
      graphql.mutation<SubmitRoleMutation, SubmitRoleMutationVariables>('SubmitRole', ({ variables }) => {
        submits.push(variables);
        const { input } = variables;
        return HttpResponse.json({
          data: {
            submitRole: { id: '399', parentId: '0', parentName: 'Top', roleName: input.roleName, roleAlias: input.roleAlias, sort: 0 },
          },
        });
      }),
    );
    const { user } = await openRolePage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.roleName)), 'Examiner');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.roleAlias)), 'examiner');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits).toEqual([{ input: { parentId: '0', roleName: 'Examiner', roleAlias: 'examiner', sort: null } }]);
  });

  it('opens the grant dialog pre-checked with the role keys and saves menus with their parents', async () => {
    const grants = recordGrants();
    const { user } = await openRolePage();
    await user.click(await findRowAction(user, dataRow('Teacher'), zhRole.grant.button));
    const dialog = await screen.findByRole('dialog', { name: zhRole.grant.title });
    await user.click(await within(dialog).findByRole('button', { name: expand('Departments') }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Add department' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Departments' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'System' })).toHaveAttribute('data-indeterminate', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Parameters' })).not.toBeChecked();

    // Checking a menu checks its buttons.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Parameters' }));
    await user.click(within(dialog).getByRole('button', { name: expand('Parameters') }));
    expect(within(dialog).getByRole('checkbox', { name: 'Add parameter' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Edit parameter' })).toBeChecked();

    // The data-scope tab shows the held rule checked; add the API rule.
    await user.click(within(dialog).getByRole('tab', { name: zhRole.grant.tabs.dataScope }));
    expect(within(dialog).getByRole('checkbox', { name: 'Departments [Own]' })).toBeChecked();
    await user.click(within(dialog).getByRole('tab', { name: zhRole.grant.tabs.apiScope }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Department API' }));

    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await screen.findByText(zhCrud.notify.success)).toBeInTheDocument();
    expect(grants).toHaveLength(1);
    const input = grants[0]?.input;
    expect(input?.roleIds).toEqual(['302']);
    expect([...(input?.menuIds ?? [])].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(input?.dataScopeIds).toEqual(['51']);
    expect(input?.apiScopeIds).toEqual(['61']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: zhRole.grant.title })).not.toBeInTheDocument());
  });

  it('asks for a selection before the toolbar grant', async () => {
    const { user } = await openRolePage();
    const toolbar = screen.getByRole('toolbar', { name: zhCrud.toolbar.region });
    await user.click(within(toolbar).getByRole('button', { name: zhRole.grant.button }));
    expect(await screen.findByText(zhCrud.notify.selectOne)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: zhRole.grant.title })).not.toBeInTheDocument();
  });
});
