import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { grantPermissions } from '../../../../test/grant-permissions';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  DataScopesQuery,
  DataScopesQueryVariables,
  SubmitDataScopeMutation,
  SubmitDataScopeMutationVariables,
} from '../../../generated/graphql';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhScope from '../../../i18n/locales/zh-CN/scope.json';
import zhTree from '../../../i18n/locales/zh-CN/tree.json';
import { dataScopeFixtures, scopePermissionCodes } from './scope.mocks';

const fields = zhScope.fields;

async function openDepartmentRules() {
  const lists: DataScopesQueryVariables[] = [];
  const submits: SubmitDataScopeMutationVariables[] = [];
  server.use(
    graphql.query<DataScopesQuery, DataScopesQueryVariables>('DataScopes', ({ variables }) => {
      lists.push(variables);
      const records = dataScopeFixtures.filter((row) => row.menuId === variables.filter?.menuId);
      return HttpResponse.json({ data: { dataScopes: { total: records.length, size: 10, current: 1, pages: 1, records } } });
    }),
    graphql.mutation<SubmitDataScopeMutation, SubmitDataScopeMutationVariables>('SubmitDataScope', ({ variables }) => {
      submits.push(variables);
      const { input } = variables;
      return HttpResponse.json({
        data: {
          submitDataScope: {
            id: '799',
            menuId: input.menuId,
            resourceCode: input.resourceCode,
            scopeName: input.scopeName,
            scopeField: '*',
            scopeClass: '',
            scopeColumn: input.scopeColumn ?? '',
            scopeType: input.scopeType,
            scopeValue: input.scopeValue ?? '',
            remark: null,
          },
        },
      });
    }),
  );
  grantPermissions(scopePermissionCodes);
  signIn();
  const rendered = renderApp('/authority/datascope');
  await rendered.user.click(await screen.findByRole('button', { name: zhTree.expand.replace('{{name}}', 'System') }, { timeout: 5000 }));
  await rendered.user.click(await screen.findByRole('button', { name: 'Departments' }));
  await screen.findByText('Departments [Own department]');
  return { ...rendered, lists, submits };
}

async function chooseType(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, type: string) {
  await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(fields.dataScopeType) }));
  await user.click(await screen.findByRole('option', { name: type }));
}

// Choosing the type twice and typing a rule take longer than the default 5 s on a busy machine.
jest.setTimeout(20_000);

describe('DataScopePage', () => {
  it('lists the rules of the chosen menu', async () => {
    const { lists } = await openDepartmentRules();
    expect(lists.at(-1)?.filter).toEqual({ menuId: '602' });
  });

  it('pre-fills column, name and resource code from the type, and sends the rule', async () => {
    const { user, submits } = await openDepartmentRules();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    expect(within(dialog).getByLabelText(fieldLabel(fields.resourceCode))).toHaveValue('dept');
    expect(within(dialog).getByLabelText(fieldLabel(fields.scopeField))).toHaveValue('*');
    expect(within(dialog).queryByLabelText(fieldLabel(fields.scopeValue))).not.toBeInTheDocument();

    await chooseType(user, dialog, 'Own');
    expect(within(dialog).getByLabelText(fieldLabel(fields.scopeColumn))).toHaveValue('create_user');
    expect(within(dialog).getByLabelText(fieldLabel(fields.scopeName))).toHaveValue('Departments [Own]');

    await chooseType(user, dialog, 'Department and children');
    expect(within(dialog).getByLabelText(fieldLabel(fields.scopeColumn))).toHaveValue('create_dept');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits).toEqual([
      {
        input: {
          menuId: '602',
          scopeName: 'Departments [Department and children]',
          resourceCode: 'dept',
          scopeType: 4,
          scopeColumn: 'create_dept',
          scopeField: '*',
          scopeClass: null,
          scopeValue: null,
          remark: null,
        },
      },
    ]);
  });

  it('shows the custom rule only for type 5 and accepts only the whitelisted form', async () => {
    const { user, submits } = await openDepartmentRules();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    await chooseType(user, dialog, 'Custom');
    expect(within(dialog).queryByLabelText(fieldLabel(fields.scopeColumn))).not.toBeInTheDocument();
    const rule = within(dialog).getByLabelText(fieldLabel(fields.scopeValue));
    expect(within(dialog).getByText(zhScope.descriptions.scopeValue)).toBeInTheDocument();
    await user.type(rule, '1 = 1 or tenant_id is not null');
    await user.tab();
    expect(await within(dialog).findByText(zhScope.validation.customInvalid)).toBeInTheDocument();
    await user.clear(rule);
    await user.type(rule, 'create_dept in ${{childDeptIds}');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits[0]?.input).toMatchObject({ scopeType: 5, scopeColumn: null, scopeValue: 'create_dept in ${childDeptIds}' });
  });
});
