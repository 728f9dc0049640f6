import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { grantPermissions } from '../../../../test/grant-permissions';
import { server } from '../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import type {
  DeptLazyListQuery,
  DeptLazyListQueryVariables,
  SubmitDeptMutation,
  SubmitDeptMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enDept from '../../../i18n/locales/en/dept.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhDept from '../../../i18n/locales/zh-CN/dept.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhTree from '../../../i18n/locales/zh-CN/tree.json';
import { deptHasChildrenMessage, deptLevel, deptPermissionCodes } from './dept.mocks';

const fields = zhDept.fields;

function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
}

function recordLevels(): DeptLazyListQueryVariables[] {
  const calls: DeptLazyListQueryVariables[] = [];
  server.use(
    graphql.query<DeptLazyListQuery, DeptLazyListQueryVariables>('DeptLazyList', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { deptLazyList: deptLevel(variables) } });
    }),
  );
  return calls;
}

function recordSubmits(): SubmitDeptMutationVariables[] {
  const calls: SubmitDeptMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitDeptMutation, SubmitDeptMutationVariables>('SubmitDept', ({ variables }) => {
      calls.push(variables);
      const { input } = variables;
      return HttpResponse.json({
        data: {
          submitDept: {
            id: input.id ?? '199',
            parentId: input.parentId ?? '0',
            deptName: input.deptName,
            fullName: input.fullName,
            deptCategory: input.deptCategory,
            sort: input.sort,
            remark: input.remark ?? '',
            hasChildren: false,
          },
        },
      });
    }),
  );
  return calls;
}

async function openDeptPage() {
  grantPermissions(deptPermissionCodes);
  signIn();
  const rendered = renderApp('/system/dept');
  await screen.findByText('Acme', undefined, { timeout: 5000 });
  return rendered;
}

describe('DeptPage', () => {
  it('shows the roots with the category label and loads children on expand', async () => {
    const levels = recordLevels();
    const { user } = await openDeptPage();
    expect(screen.getByRole('heading', { name: zhMenu.dept })).toBeInTheDocument();
    expect(within(dataRow('Acme')).getByText('Company')).toBeInTheDocument();
    expect(screen.queryByText('Engineering')).not.toBeInTheDocument();
    expect(levels).toEqual([{ parentId: '0' }]);

    await user.click(screen.getByRole('button', { name: interpolate(zhTree.expand, { name: 'Acme' }) }));
    expect(await screen.findByText('Engineering')).toBeInTheDocument();
    expect(within(dataRow('Sales')).getByText('Department')).toBeInTheDocument();
    expect(levels).toContainEqual({ parentId: '101' });

    await user.click(screen.getByRole('button', { name: interpolate(zhTree.collapse, { name: 'Acme' }) }));
    await waitFor(() => expect(screen.queryByText('Engineering')).not.toBeInTheDocument());
  });

  it('searches by name: every match, flat', async () => {
    const levels = recordLevels();
    const { user } = await openDeptPage();
    const panel = screen.getByRole('region', { name: zhCrud.search.region });
    await user.type(within(panel).getByRole('textbox', { name: fields.deptName }), 'team');
    await user.click(within(panel).getByRole('button', { name: zhCrud.search.submit }));
    expect(await screen.findByText('Backend team')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Acme')).not.toBeInTheDocument());
    expect(levels).toContainEqual({ filter: { deptName: 'team' } });
  });

  it('shows the required messages on blur, in Chinese and English', async () => {
    const { user } = await openDeptPage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    for (const label of [fields.deptName, fields.fullName, fields.sort]) {
      await user.click(within(dialog).getByLabelText(fieldLabel(label)));
      await user.tab();
    }
    expect(await within(dialog).findByText(zhDept.validation.deptNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(zhDept.validation.fullNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(zhDept.validation.sortRequired)).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(await within(dialog).findByText(enDept.validation.deptNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(enDept.validation.sortRequired)).toBeInTheDocument();
  });

  it('adds a child department under the row it was asked from', async () => {
    const submits = recordSubmits();
    const { user } = await openDeptPage();
    await user.click(within(dataRow('Acme')).getByRole('button', { name: zhTree.addChild }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    expect(within(dialog).getByRole('combobox', { name: fields.parentId })).toHaveValue('Acme');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.deptName)), 'Support');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.fullName)), 'Customer support');
    await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(fields.deptCategory) }));
    await user.click(await screen.findByRole('option', { name: 'Department' }));
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.sort)), '3');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));

    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits).toEqual([
      { input: { parentId: '101', deptName: 'Support', fullName: 'Customer support', deptCategory: 2, sort: 3, remark: null } },
    ]);
  });

  it('edits a department with its id', async () => {
    const submits = recordSubmits();
    const { user } = await openDeptPage();
    await user.click(within(dataRow('Acme')).getByRole('button', { name: zhCrud.row.edit }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.edit });
    const name = await within(dialog).findByLabelText(fieldLabel(fields.deptName));
    await user.clear(name);
    await user.type(name, 'Acme Group');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.update }));
    expect(await screen.findByText(zhCrud.notify.updated)).toBeInTheDocument();
    expect(submits).toEqual([
      { input: { id: '101', parentId: '0', deptName: 'Acme Group', fullName: 'Acme Ltd', deptCategory: 1, sort: 1, remark: null } },
    ]);
  });

  it('shows the server refusal when a department with children is deleted', async () => {
    const { user } = await openDeptPage();
    await user.click(await findRowAction(user, dataRow('Acme'), zhCrud.row.delete));
    const confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(deptHasChildrenMessage)).toBeInTheDocument();
    expect(screen.queryByText(zhCrud.notify.deleted)).not.toBeInTheDocument();
  });
});
