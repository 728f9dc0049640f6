import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../../../../test/msw-server';
import { createApolloClient } from '../../../app/apollo-client';
import { SignedInTestProviders } from '../../../../test/providers';
import { paramFixtures, paramPage } from '../../../features/system/param/param.mocks';
import {
  useParamsQuery,
  useRemoveParamsMutation,
  type ParamFilter,
  type ParamsQuery,
  type ParamsQueryVariables,
  type RemoveParamsMutation,
  type RemoveParamsMutationVariables,
} from '../../../generated/graphql';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhSystem from '../../../i18n/locales/zh-CN/system.json';
import { PermissionProvider } from '../../permission/PermissionContext';
import type { CrudConfig, CrudOperations } from './crud-types';
import { CrudPage } from './CrudPage';
import { hiddenColumnsStorageName } from './useColumnVisibility';
import { useCrudList } from './useCrudList';

type Row = ParamsQuery['params']['records'][number];
type Values = { paramName: string };

/** A page built from the toolkit over the Params list (msw), with its own key and button codes. */
const fixtureCrud: CrudConfig<Row, Values, ParamFilter> = {
  key: 'test.fixture',
  title: 'menu:param',
  permissions: { add: 'fixture_add', edit: 'fixture_edit', delete: 'fixture_delete', view: 'fixture_view' },
  columns: [
    { accessor: 'paramName', title: 'system:param.fields.paramName', sortable: true },
    { accessor: 'paramKey', title: 'system:param.fields.paramKey' },
    { accessor: 'paramValue', title: 'system:param.fields.paramValue' },
  ],
  search: [
    { name: 'paramName', label: 'system:param.fields.paramName' },
    { name: 'paramKey', label: 'system:param.fields.paramKey' },
  ],
  form: {
    schema: z.object({ paramName: z.string().min(1, 'system:param.validation.paramNameRequired') }),
    initialValues: { paramName: '' },
    fromRow: (row) => ({ paramName: row.paramName }),
    fields: [{ name: 'paramName', label: 'system:param.fields.paramName', required: true }],
  },
};

const allCodes = ['fixture_add', 'fixture_edit', 'fixture_delete', 'fixture_view'];

function FixturePage() {
  const list = useCrudList(fixtureCrud);
  const query = useParamsQuery({ variables: list.variables, fetchPolicy: 'cache-and-network' });
  const [removeParams] = useRemoveParamsMutation();
  const operations: CrudOperations<Row, Values, ParamFilter> = {
    data: query.data?.params ?? query.previousData?.params,
    loading: query.loading,
    refetch: () => query.refetch(),
    submit: async () => undefined,
    remove: async (ids) => {
      await removeParams({ variables: { ids } });
    },
  };
  return <CrudPage config={fixtureCrud} list={list} operations={operations} />;
}

function renderFixture(codes: readonly string[] = allCodes) {
  const user = userEvent.setup();
  const view = render(
    <SignedInTestProviders client={createApolloClient()}>
      <PermissionProvider codes={codes}>
        <FixturePage />
      </PermissionProvider>
    </SignedInTestProviders>,
  );
  return { ...view, user };
}

/** Records the variables of every Params request. */
function recordListRequests(): ParamsQueryVariables[] {
  const requests: ParamsQueryVariables[] = [];
  server.use(
    graphql.query<ParamsQuery, ParamsQueryVariables>('Params', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { params: paramPage(variables) } });
    }),
  );
  return requests;
}

/** Records the ids of every RemoveParams request. */
function recordRemoveRequests(): string[][] {
  const requests: string[][] = [];
  server.use(
    graphql.mutation<RemoveParamsMutation, RemoveParamsMutationVariables>('RemoveParams', ({ variables }) => {
      const ids = Array.isArray(variables.ids) ? variables.ids : [variables.ids];
      requests.push(ids);
      return HttpResponse.json({ data: { removeParams: ids.length } });
    }),
  );
  return requests;
}

function text(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
}

function fixture(index: number): Row {
  const row = paramFixtures[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

function toolbar() {
  return screen.getByRole('toolbar', { name: zhCrud.toolbar.region });
}

function dataRow(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return row;
}

describe('CrudPage', () => {
  it('pages through the list and changes the page size', async () => {
    const requests = recordListRequests();
    const { user } = renderFixture();
    expect(await screen.findByText(fixture(0).paramName)).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ filter: {}, page: { current: 1, size: 10 } });
    expect(screen.getByText(text(zhCrud.table.total, { total: paramFixtures.length }))).toBeInTheDocument();
    expect(screen.queryByText(fixture(10).paramName)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text(zhCrud.table.goToPage, { page: 2 }) }));
    expect(await screen.findByText(fixture(10).paramName)).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ filter: {}, page: { current: 2, size: 10 } });
    // The index column counts across pages.
    expect(within(dataRow(fixture(10).paramName)).getByText('11')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: zhCrud.table.pageSize }), '30');
    expect(await screen.findByText(fixture(22).paramName)).toBeInTheDocument();
    expect(screen.getByText(fixture(0).paramName)).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ filter: {}, page: { current: 1, size: 30 } });
  });

  it('searches from page 1 with the filled fields only, and resets', async () => {
    const requests = recordListRequests();
    const { user } = renderFixture();
    await screen.findByText(fixture(0).paramName);
    await user.click(screen.getByRole('button', { name: text(zhCrud.table.goToPage, { page: 3 }) }));
    await screen.findByText(fixture(20).paramName);

    await user.type(screen.getByRole('textbox', { name: zhSystem.param.fields.paramKey }), ' account ');
    await user.click(screen.getByRole('button', { name: zhCrud.search.submit }));
    const matching = paramFixtures.filter((row) => row.paramKey.includes('account')).length;
    expect(await screen.findByText(text(zhCrud.table.total, { total: matching }))).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ filter: { paramKey: 'account' }, page: { current: 1, size: 10 } });
    expect(screen.getByText(fixture(2).paramName)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: zhCrud.search.reset }));
    expect(await screen.findByText(text(zhCrud.table.total, { total: paramFixtures.length }))).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ filter: {}, page: { current: 1, size: 10 } });
    expect(screen.getByRole('textbox', { name: zhSystem.param.fields.paramKey })).toHaveValue('');
  });

  it('sorts on the server by a sortable column, from page 1', async () => {
    const requests = recordListRequests();
    const { user } = renderFixture();
    await screen.findByText(fixture(0).paramName);
    await user.click(screen.getByText(zhSystem.param.fields.paramName, { selector: 'th *' }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        filter: {},
        page: { current: 1, size: 10 },
        sort: [{ field: 'paramName', direction: 'ASC' }],
      }),
    );
  });

  it('warns and sends nothing when bulk delete has no selection', async () => {
    const removals = recordRemoveRequests();
    const { user } = renderFixture();
    await screen.findByText(fixture(0).paramName);
    await user.click(within(toolbar()).getByRole('button', { name: zhCrud.toolbar.deleteSelected }));
    expect(await screen.findByText(zhCrud.notify.selectOne)).toBeInTheDocument();
    expect(screen.queryByText(zhCrud.confirm.deleteSelected)).not.toBeInTheDocument();
    expect(removals).toEqual([]);
  });

  it('deletes the selected rows after confirmation, then reloads the list', async () => {
    const removals = recordRemoveRequests();
    const requests = recordListRequests();
    const { user } = renderFixture();
    await screen.findByText(fixture(0).paramName);
    await user.click(screen.getByRole('checkbox', { name: text(zhCrud.table.selectRow, { index: 1 }) }));
    await user.click(screen.getByRole('checkbox', { name: text(zhCrud.table.selectRow, { index: 2 }) }));
    expect(screen.getByText(text(zhCrud.toolbar.selected, { number: 2 }))).toBeInTheDocument();

    await user.click(within(toolbar()).getByRole('button', { name: zhCrud.toolbar.deleteSelected }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    expect(within(dialog).getByText(zhCrud.confirm.deleteSelected)).toBeInTheDocument();
    const listRequestsBefore = requests.length;
    await user.click(within(dialog).getByRole('button', { name: zhCrud.confirm.ok }));

    expect(await screen.findByText(zhCrud.notify.deleted)).toBeInTheDocument();
    expect(removals).toEqual([[fixture(0).id, fixture(1).id]]);
    await waitFor(() => expect(requests.length).toBeGreaterThan(listRequestsBefore));
    expect(screen.queryByText(text(zhCrud.toolbar.selected, { number: 2 }))).not.toBeInTheDocument();
  });

  it('deletes one row from its own button, and cancelling sends nothing', async () => {
    const removals = recordRemoveRequests();
    const { user } = renderFixture();
    await screen.findByText(fixture(3).paramName);

    await user.click(within(dataRow(fixture(3).paramName)).getByRole('button', { name: zhCrud.row.delete }));
    let dialog = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    await user.click(within(dialog).getByRole('button', { name: zhCrud.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removals).toEqual([]);

    await user.click(within(dataRow(fixture(3).paramName)).getByRole('button', { name: zhCrud.row.delete }));
    dialog = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    expect(within(dialog).getByText(zhCrud.confirm.deleteRow)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: zhCrud.confirm.ok }));
    await waitFor(() => expect(removals).toEqual([[fixture(3).id]]));
  });

  it('hides a column and keeps the choice in local storage', async () => {
    const { user, unmount } = renderFixture();
    await screen.findByText(fixture(0).paramName);
    expect(screen.getByRole('columnheader', { name: zhSystem.param.fields.paramValue })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.columns }));
    await user.click(await screen.findByRole('checkbox', { name: zhSystem.param.fields.paramValue }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: zhSystem.param.fields.paramValue })).not.toBeInTheDocument());
    const stored = window.localStorage.getItem(`saber-${hiddenColumnsStorageName('test.fixture')}`);
    expect(stored === null ? null : (JSON.parse(stored) as { content: unknown }).content).toEqual(['paramValue']);

    unmount();
    renderFixture();
    await screen.findByText(fixture(0).paramName);
    expect(screen.queryByRole('columnheader', { name: zhSystem.param.fields.paramValue })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: zhSystem.param.fields.paramKey })).toBeInTheDocument();
  });

  it('hides every gated button without its permission code', async () => {
    renderFixture([]);
    await screen.findByText(fixture(0).paramName);
    expect(within(toolbar()).queryByRole('button', { name: zhCrud.toolbar.add })).not.toBeInTheDocument();
    expect(within(toolbar()).queryByRole('button', { name: zhCrud.toolbar.deleteSelected })).not.toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: zhCrud.toolbar.refresh })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: zhCrud.table.actions })).not.toBeInTheDocument();
    for (const name of [zhCrud.row.view, zhCrud.row.edit, zhCrud.row.delete]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('shows only the buttons whose codes are granted', async () => {
    renderFixture(['fixture_view', 'fixture_add']);
    await screen.findByText(fixture(0).paramName);
    expect(within(toolbar()).getByRole('button', { name: zhCrud.toolbar.add })).toBeInTheDocument();
    expect(within(toolbar()).queryByRole('button', { name: zhCrud.toolbar.deleteSelected })).not.toBeInTheDocument();
    const row = dataRow(fixture(0).paramName);
    expect(within(row).getByRole('button', { name: zhCrud.row.view })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: zhCrud.row.edit })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: zhCrud.row.delete })).not.toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    server.use(
      graphql.query<ParamsQuery, ParamsQueryVariables>('Params', () =>
        HttpResponse.json({ data: { params: { total: 0, size: 10, current: 1, pages: 0, records: [] } } }),
      ),
    );
    renderFixture();
    expect(await screen.findByText(zhCrud.table.empty)).toBeInTheDocument();
    expect(screen.getByText(text(zhCrud.table.total, { total: 0 }))).toBeInTheDocument();
  });
});
