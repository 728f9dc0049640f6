import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import type { SubmitModelPrototypesMutation, SubmitModelPrototypesMutationVariables } from '../../../generated/graphql';
import zhDevelop from '../../../i18n/locales/zh-CN/develop.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { modelMocks, prototypeDrafts, BUILT_IN_ID } from './model.mocks';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import { fieldLabel } from '../../../../test/queries';
import type { ModelTablesQueryVariables, SubmitDataModelMutation, SubmitDataModelMutationVariables } from '../../../generated/graphql';

const texts = zhDevelop.prototype;

async function openPrototypes() {
  server.use(...Object.values(modelMocks));
  signIn();
  const rendered = renderApp('/tool/model');
  const cell = await screen.findByText('blade_notice');
  expect(screen.getByRole('heading', { name: zhMenu.model })).toBeInTheDocument();
  const row = cell.closest('tr');
  if (!row) {
    throw new Error('no model row');
  }
  await rendered.user.click(await findRowAction(rendered.user, row, texts.button));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('textbox', { name: `title ${texts.columns.dictCode}` });
  return { ...rendered, dialog };
}

function recordSaves(respond: (variables: SubmitModelPrototypesMutationVariables) => Response) {
  const calls: SubmitModelPrototypesMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitModelPrototypesMutation, SubmitModelPrototypesMutationVariables>('SubmitModelPrototypes', ({ variables }) => {
      calls.push(variables);
      return respond(variables);
    }),
  );
  return calls;
}

describe('ModelPage prototype editor', () => {
  it('opens the proposal, edits cells in place and saves the grid', async () => {
    const { user, dialog } = await openPrototypes();
    expect(within(dialog).getByText(texts.draftNotice)).toBeInTheDocument();
    const dictCode = within(dialog).getByRole('textbox', { name: `category ${texts.columns.dictCode}` });
    await user.type(dictCode, 'notice');
    await user.click(within(dialog).getByRole('checkbox', { name: `category ${texts.flags.isQuery}` }));
    await user.click(within(dialog).getByRole('combobox', { name: `category ${texts.columns.componentType}` }));
    await user.click(await screen.findByRole('option', { name: texts.components.select }));
    await user.click(within(dialog).getByRole('combobox', { name: `title ${texts.columns.propertyType}` }));
    await user.click(await screen.findByRole('option', { name: texts.types.number }));

    const calls = recordSaves(({ list }) =>
      HttpResponse.json({
        data: {
          submitModelPrototypes: (Array.isArray(list) ? list : [list]).map((input, index) => ({
            ...prototypeDrafts[index]!,
            ...input,
            id: `19000000000000700${index}`,
            maxLength: input.maxLength ?? null,
          })),
        },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const list = [calls[0]?.list ?? []].flat();
    expect(list).toHaveLength(3);
    expect(list.every((row) => !('id' in row))).toBe(true);
    expect(list[2]).toMatchObject({ jdbcName: 'category', dictCode: 'notice', isQuery: true, componentType: 'select' });
    expect(list[1]).toMatchObject({ jdbcName: 'title', propertyType: 'number', propertyEntity: 'Float' });
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refused save translated, on the row it concerns, and keeps the grid', async () => {
    const { user, dialog } = await openPrototypes();
    await user.type(within(dialog).getByRole('textbox', { name: `title ${texts.columns.dictCode}` }), 'bad code!');
    const message = 'A dictionary code may hold only letters, digits, underscores and hyphens';
    const calls = recordSaves(() =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message,
            extensions: { code: 'VALIDATION', messageKey: 'model.dictCodeInvalid', fields: [{ field: 'list.1.dictCode', message }] },
          },
        ],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .some((alert) => alert.textContent === message),
      ).toBe(true),
    );
    const cell = within(dialog).getByRole('textbox', { name: `title ${texts.columns.dictCode}` });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveValue('bad code!');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('ModelPage form', () => {
  it('lists the built-in datasource first, loads its tables and names the model after the chosen table', async () => {
    const tableCalls: ModelTablesQueryVariables[] = [];
    const submits: SubmitDataModelMutationVariables[] = [];
    server.use(
      graphql.query('ModelTables', ({ variables }) => {
        tableCalls.push(variables as ModelTablesQueryVariables);
        return HttpResponse.json({ data: { modelTables: [{ name: 'blade_notice_item', comment: 'Notice items' }] } });
      }),
      graphql.mutation<SubmitDataModelMutation, SubmitDataModelMutationVariables>('SubmitDataModel', ({ variables }) => {
        submits.push(variables);
        return HttpResponse.json({ data: { submitDataModel: { ...modelFixtureOf(variables), id: '1900000000000050009' } } });
      }),
      ...Object.values(modelMocks),
    );
    signIn();
    const { user } = renderApp('/tool/model');
    await screen.findByText('blade_notice');
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    const fields = zhDevelop.model.fields;
    const table = within(dialog).getByRole('combobox', { name: fieldLabel(fields.modelTable) });
    expect(table).toBeDisabled();
    const datasource = within(dialog).getByRole('combobox', { name: fieldLabel(fields.datasource) });
    await user.click(datasource);
    const listbox = await waitFor(() => {
      const found = document.getElementById(datasource.getAttribute('aria-controls') ?? '');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([zhDevelop.model.builtIn.replace('{{name}}', 'master'), 'reporting']);
    await user.click(options[0]!);
    await waitFor(() => expect(table).toBeEnabled());
    await user.click(table);
    await user.click(await screen.findByRole('option', { name: /blade_notice_item/ }));
    expect(tableCalls).toEqual([{ datasourceId: BUILT_IN_ID }]);
    expect(within(dialog).getByLabelText(fieldLabel(fields.modelClass))).toHaveValue('NoticeItem');
    expect(within(dialog).getByLabelText(fieldLabel(fields.modelCode))).toHaveValue('noticeItem');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.modelName)), 'Notice items');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.input).toEqual({
      datasourceId: BUILT_IN_ID,
      modelTable: 'blade_notice_item',
      modelName: 'Notice items',
      modelCode: 'noticeItem',
      modelClass: 'NoticeItem',
      modelRemark: null,
    });
  });
});

function modelFixtureOf(variables: SubmitDataModelMutationVariables) {
  const { input } = variables;
  return {
    datasourceId: input.datasourceId,
    modelTable: input.modelTable,
    modelName: input.modelName,
    modelCode: input.modelCode,
    modelClass: input.modelClass,
    modelRemark: input.modelRemark ?? null,
    updateTime: '2026-02-02T00:00:00.000Z',
  };
}
