import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  ParamsQuery,
  ParamsQueryVariables,
  RemoveParamsMutation,
  RemoveParamsMutationVariables,
  SubmitParamMutation,
  SubmitParamMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enCrud from '../../../i18n/locales/en/crud.json';
import enMenu from '../../../i18n/locales/en/menu.json';
import enSystem from '../../../i18n/locales/en/system.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhSystem from '../../../i18n/locales/zh-CN/system.json';
import { paramFixtures, paramPage, paramSessionMocks } from './param.mocks';

const fields = zhSystem.param.fields;

/** The texts of the table's header cells (sortable ones are buttons, not plain column headers). */
function headerTitles(): string[] {
  return Array.from(document.querySelectorAll('thead th'), (cell) => cell.textContent ?? '');
}
const messages = zhSystem.param.validation;

function fixture(index: number) {
  const row = paramFixtures[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

async function openParamPage() {
  server.use(...Object.values(paramSessionMocks));
  signIn();
  const rendered = renderApp('/system/param');
  await screen.findByText(fixture(0).paramKey);
  return rendered;
}

function recordSubmits(respond?: (variables: SubmitParamMutationVariables) => Response): SubmitParamMutationVariables[] {
  const calls: SubmitParamMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitParamMutation, SubmitParamMutationVariables>('SubmitParam', ({ variables }) => {
      calls.push(variables);
      if (respond) {
        return respond(variables);
      }
      const { input } = variables;
      return HttpResponse.json({
        data: {
          submitParam: {
            id: input.id ?? '1999999999999999999',
            paramName: input.paramName,
            paramKey: input.paramKey,
            paramValue: input.paramValue,
            remark: input.remark ?? null,
            updateTime: '2026-02-01T00:00:00.000Z',
          },
        },
      });
    }),
  );
  return calls;
}

async function openAddDialog(user: ReturnType<typeof renderApp>['user']): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
  return screen.findByRole('dialog', { name: zhCrud.dialog.add });
}

describe('ParamPage', () => {
  it('lists the parameters under the menu title with the search fields', async () => {
    await openParamPage();
    expect(screen.getByRole('heading', { name: zhMenu.param })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${zhMenu.param} - `));
    expect(headerTitles()).toEqual([
      '',
      zhCrud.table.index,
      fields.paramName,
      fields.paramKey,
      fields.paramValue,
      fields.remark,
      fields.updateTime,
      zhCrud.table.actions,
    ]);
    expect(screen.getByRole('textbox', { name: fields.paramName })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: fields.paramKey })).toBeInTheDocument();
    expect(screen.getByText(fixture(0).paramName)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: zhCrud.row.edit })).toHaveLength(10);
  });

  it('shows the required messages on blur, and follows the language', async () => {
    const { user } = await openParamPage();
    const dialog = await openAddDialog(user);
    for (const [label, message] of [
      [fields.paramName, messages.paramNameRequired],
      [fields.paramKey, messages.paramKeyRequired],
      [fields.paramValue, messages.paramValueRequired],
    ] as const) {
      const input = within(dialog).getByLabelText(fieldLabel(label));
      await user.click(input);
      await user.tab();
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(dialog).queryByText(fieldLabel(fields.remark))).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(await within(dialog).findByText(enSystem.param.validation.paramNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(enSystem.param.validation.paramKeyRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(enSystem.param.validation.paramValueRequired)).toBeInTheDocument();
    expect(within(dialog).queryByText(messages.paramNameRequired)).not.toBeInTheDocument();
  });

  it('shows the English messages and texts when the page opens in English', async () => {
    await changeLanguage('en');
    const { user } = await openParamPage();
    expect(screen.getByRole('heading', { name: enMenu.param })).toBeInTheDocument();
    expect(headerTitles()).toContain(enSystem.param.fields.paramKey);
    await user.click(screen.getByRole('button', { name: enCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: enCrud.dialog.add });
    await user.click(within(dialog).getByLabelText(fieldLabel(enSystem.param.fields.paramName)));
    await user.tab();
    expect(await within(dialog).findByText(enSystem.param.validation.paramNameRequired)).toBeInTheDocument();
  });

  it('does not submit an empty form', async () => {
    const submits = recordSubmits();
    const { user } = await openParamPage();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText(messages.paramNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.paramKeyRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.paramValueRequired)).toBeInTheDocument();
    expect(submits).toEqual([]);
  });

  it('adds a parameter with submitParam without an id, then reloads the list', async () => {
    const submits = recordSubmits();
    const listRequests: ParamsQueryVariables[] = [];
    server.use(
      graphql.query<ParamsQuery, ParamsQueryVariables>('Params', ({ variables }) => {
        listRequests.push(variables);
        return HttpResponse.json({ data: { params: paramPage(variables) } });
      }),
    );
    const { user } = await openParamPage();
    const before = listRequests.length;
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.paramName)), '  Site name ');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.paramKey)), 'site.name');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.paramValue)), 'Exam admin');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));

    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits).toEqual([{ input: { paramName: 'Site name', paramKey: 'site.name', paramValue: 'Exam admin', remark: null } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: zhCrud.dialog.add })).not.toBeInTheDocument());
    await waitFor(() => expect(listRequests.length).toBeGreaterThan(before));
  });

  it('shows a server field message (CONFLICT) on its field and keeps the dialog open', async () => {
    const conflict = 'The parameter key already exists: account.failCount';
    recordSubmits(() =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message: conflict,
            extensions: { code: 'CONFLICT', messageKey: 'param.keyExists', fields: [{ field: 'paramKey', message: conflict }] },
          },
        ],
      }),
    );
    const { user } = await openParamPage();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.paramName)), 'Lock count');
    const keyInput = within(dialog).getByLabelText(fieldLabel(fields.paramKey));
    await user.type(keyInput, fixture(2).paramKey);
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.paramValue)), '3');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));

    expect(await within(dialog).findByText(conflict)).toBeInTheDocument();
    expect(keyInput).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(zhCrud.notify.added)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: zhCrud.dialog.add })).toBeInTheDocument();
  });

  it('shows server VALIDATION messages named by their argument path', async () => {
    recordSubmits(() =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message: 'Some values are not valid',
            extensions: {
              code: 'VALIDATION',
              messageKey: 'errors.validation',
              fields: [{ field: 'input.paramValue', message: 'Parameter is too long: input.paramValue' }],
            },
          },
        ],
      }),
    );
    const { user } = await openParamPage();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.paramName)), 'Name');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.paramKey)), 'key');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.paramValue)), 'value');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText('Parameter is too long: input.paramValue')).toBeInTheDocument();
  });

  it('edits a parameter: loads it, then submits with its id', async () => {
    const submits = recordSubmits();
    const { user } = await openParamPage();
    const row = fixture(2);
    await user.click(within(dataRow(row.paramKey)).getByRole('button', { name: zhCrud.row.edit }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.edit });
    const value = await within(dialog).findByLabelText(fieldLabel(fields.paramValue));
    expect(value).toHaveValue(row.paramValue);
    expect(within(dialog).getByLabelText(fieldLabel(fields.paramKey))).toHaveValue(row.paramKey);
    await user.clear(value);
    await user.type(value, '8');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.update }));

    expect(await screen.findByText(zhCrud.notify.updated)).toBeInTheDocument();
    expect(submits).toEqual([
      {
        input: { id: row.id, paramName: row.paramName, paramKey: row.paramKey, paramValue: '8', remark: row.remark },
      },
    ]);
  });

  it('views a parameter read-only, without a save button', async () => {
    const { user } = await openParamPage();
    const row = fixture(1);
    await user.click(within(dataRow(row.paramKey)).getByRole('button', { name: zhCrud.row.view }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.view });
    const name = await within(dialog).findByLabelText(fieldLabel(fields.paramName));
    expect(name).toHaveValue(row.paramName);
    expect(name).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(fieldLabel(fields.paramValue))).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: zhCrud.dialog.save })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: zhCrud.dialog.update })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a parameter with removeParams after confirmation', async () => {
    const removals: RemoveParamsMutationVariables[] = [];
    server.use(
      graphql.mutation<RemoveParamsMutation, RemoveParamsMutationVariables>('RemoveParams', ({ variables }) => {
        removals.push(variables);
        return HttpResponse.json({ data: { removeParams: 1 } });
      }),
    );
    const { user } = await openParamPage();
    const row = fixture(4);
    await user.click(within(dataRow(row.paramKey)).getByRole('button', { name: zhCrud.row.delete }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    await user.click(within(dialog).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(zhCrud.notify.deleted)).toBeInTheDocument();
    expect(removals).toEqual([{ ids: [row.id] }]);
  });
});
