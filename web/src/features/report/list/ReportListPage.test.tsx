import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  PublishReportDefinitionMutation,
  PublishReportDefinitionMutationVariables,
  RemoveReportDefinitionsMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enMenu from '../../../i18n/locales/en/menu.json';
import enReport from '../../../i18n/locales/en/report.json';
import enSeed from '../../../i18n/locales/en/seed.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhReport from '../../../i18n/locales/zh-CN/report.json';
import zhSeed from '../../../i18n/locales/zh-CN/seed.json';
import { reportFixtures, reportSessionMocks } from '../report.mocks';
import { dataRow } from '../../../../test/queries';

function fixture(index: number) {
  const row = reportFixtures[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

async function openList() {
  server.use(...Object.values(reportSessionMocks));
  signIn();
  const rendered = renderApp('/report/reportlist');
  await screen.findByText(fixture(0).code);
  return rendered;
}

describe('ReportListPage', () => {
  it('lists the reports with state, version and the built-in mark', async () => {
    await openList();
    expect(screen.getByRole('heading', { name: zhMenu.report_list })).toBeInTheDocument();
    const builtin = dataRow(fixture(0).code);
    expect(within(builtin).getByText(zhReport.builtin)).toBeInTheDocument();
    expect(within(builtin).getByText(zhReport.state.PUBLISHED)).toBeInTheDocument();
    expect(within(builtin).getByText('exam-dept-results')).toBeInTheDocument();
    const draft = dataRow(fixture(1).code);
    expect(within(draft).getByText(zhReport.state.DRAFT)).toBeInTheDocument();
    expect(within(draft).queryByText(zhReport.builtin)).not.toBeInTheDocument();
  });

  it('opens the viewer of a report', async () => {
    const { user, router } = await openList();
    await user.click(within(dataRow(fixture(0).code)).getByRole('button', { name: `${fixture(0).name}: ${zhReport.actions.open}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/report/view/${fixture(0).id}`));
  });

  it('publishes a draft; a published report cannot be published again', async () => {
    const publishes: PublishReportDefinitionMutationVariables[] = [];
    server.use(
      graphql.mutation<PublishReportDefinitionMutation, PublishReportDefinitionMutationVariables>(
        'PublishReportDefinition',
        ({ variables }) => {
          publishes.push(variables);
          return HttpResponse.json({ data: { publishReportDefinition: { ...fixture(1), state: 'PUBLISHED', version: 1 } } });
        },
      ),
    );
    const { user } = await openList();
    const name = (row: number) => `${fixture(row).name}: ${zhReport.actions.publish}`;
    expect(within(dataRow(fixture(0).code)).getByRole('button', { name: name(0) })).toBeDisabled();
    await user.click(within(dataRow(fixture(1).code)).getByRole('button', { name: name(1) }));
    expect(await screen.findByText(zhReport.notify.published.replace('{{name}}', fixture(1).name))).toBeInTheDocument();
    expect(publishes).toEqual([{ id: fixture(1).id }]);
  });

  it('deletes a report after confirmation', async () => {
    const removals: RemoveReportDefinitionsMutationVariables[] = [];
    server.use(
      graphql.mutation('RemoveReportDefinitions', ({ variables }) => {
        removals.push(variables as RemoveReportDefinitionsMutationVariables);
        return HttpResponse.json({ data: { removeReportDefinitions: 1 } });
      }),
    );
    const { user } = await openList();
    await user.click(within(dataRow(fixture(1).code)).getByRole('button', { name: zhCrud.row.more }));
    await user.click(await screen.findByRole('menuitem', { name: zhCrud.row.delete }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    await user.click(within(dialog).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(zhCrud.notify.deleted)).toBeInTheDocument();
    expect(removals).toEqual([{ ids: [fixture(1).id] }]);
  });

  it('shows who ran a report and its published versions', async () => {
    const { user } = await openList();
    const name = `${zhSeed['report.exam-results-by-dept']}: ${zhReport.actions.history}`;
    await user.click(within(dataRow(fixture(0).code)).getByRole('button', { name: zhCrud.row.more }));
    await user.click(await screen.findByRole('menuitem', { name }));
    const drawer = await screen.findByRole('dialog', {
      name: zhReport.history.title.replace('{{name}}', zhSeed['report.exam-results-by-dept']),
    });
    const runs = await within(drawer).findByRole('table', { name: zhReport.history.runs });
    const excel = within(runs).getByText('Wang Fang').closest('tr') as HTMLElement;
    expect(within(excel).getByText(zhReport.history.formats.xlsx)).toBeInTheDocument();
    expect(within(excel).getByText(zhReport.history.truncated)).toBeInTheDocument();
    expect(within(excel).getByText('84 ms')).toBeInTheDocument();
    expect(within(runs).getByText('Li Lei')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: zhReport.history.versions }));
    const versions = await within(drawer).findByRole('table', { name: zhReport.history.versions });
    expect(within(versions).getByText('v1')).toBeInTheDocument();
  });

  it('shows the English texts', async () => {
    await changeLanguage('en');
    await openList();
    expect(screen.getByRole('heading', { name: enMenu.report_list })).toBeInTheDocument();
    expect(screen.getAllByText(enReport.state.PUBLISHED).length).toBeGreaterThan(0);
    expect(screen.getByText(enReport.builtin)).toBeInTheDocument();
    // The built-in report's seeded name is shown in English; a user's own report keeps its words.
    expect(within(dataRow(fixture(0).code)).getByText(enSeed['report.exam-results-by-dept'])).toBeInTheDocument();
    expect(within(dataRow(fixture(1).code)).getByText(fixture(1).name)).toBeInTheDocument();
  });
});
