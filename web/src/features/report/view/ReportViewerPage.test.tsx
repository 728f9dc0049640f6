import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { ExportReportQueryVariables, RunReportQuery, RunReportQueryVariables } from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enSeed from '../../../i18n/locales/en/seed.json';
import zhReport from '../../../i18n/locales/zh-CN/report.json';
import zhStats from '../../../i18n/locales/zh-CN/examStats.json';
import { reportExamination, reportFixtures, reportResultFixture, reportSessionMocks } from '../report.mocks';

const builtin = reportFixtures[0];

async function openViewer(title = builtin?.name) {
  server.use(...Object.values(reportSessionMocks));
  signIn();
  const rendered = renderApp(`/report/view/${builtin?.id ?? ''}`);
  await screen.findByRole('heading', { name: title });
  return rendered;
}

async function pickExamination(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByPlaceholderText(zhStats.picker.placeholder));
  await user.click(await screen.findByRole('option', { name: new RegExp(reportExamination.name) }));
}

function recordRuns(respond?: () => Response): RunReportQueryVariables[] {
  const calls: RunReportQueryVariables[] = [];
  server.use(
    graphql.query<RunReportQuery, RunReportQueryVariables>('RunReport', ({ variables }) => {
      calls.push(variables);
      return respond ? respond() : HttpResponse.json({ data: { runReport: reportResultFixture } });
    }),
  );
  return calls;
}

describe('ReportViewerPage', () => {
  it('titles a built-in report in the chosen language', async () => {
    await changeLanguage('en');
    await openViewer(enSeed['report.exam-results-by-dept']);
    expect(screen.getByText(enSeed['reportDescription.exam-results-by-dept'])).toBeInTheDocument();
    await changeLanguage('zh-CN');
  });

  it('asks for the required examination before running', async () => {
    const runs = recordRuns();
    const { user } = await openViewer();
    await user.click(screen.getByRole('button', { name: zhReport.viewer.run }));
    expect(await screen.findByText(zhReport.viewer.required.replace('{{name}}', 'Examination (zh)'))).toBeInTheDocument();
    expect(runs).toEqual([]);
  });

  it('runs with the picked examination and shows the rows in their formats, the truncated notice and the export buttons', async () => {
    const runs = recordRuns();
    const { user } = await openViewer();
    await pickExamination(user);
    await user.click(screen.getByRole('button', { name: zhReport.viewer.run }));

    expect(await screen.findByText('Engineering')).toBeInTheDocument();
    expect(runs).toEqual([{ id: builtin?.id, params: { examinationId: reportExamination.id } }]);
    const row = screen.getByText('Engineering').closest('tr');
    expect(row && within(row).getByText('84.5')).toBeInTheDocument();
    expect(row && within(row).getByText('87.5%')).toBeInTheDocument();
    expect(screen.getByText(zhReport.viewer.truncated.replaceAll('{{limit}}', '1000'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zhReport.viewer.exportExcel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zhReport.viewer.exportPdf })).toBeInTheDocument();
  });

  it('sorts the rows on the client', async () => {
    recordRuns();
    const { user } = await openViewer();
    await pickExamination(user);
    await user.click(screen.getByRole('button', { name: zhReport.viewer.run }));
    await screen.findByText('Engineering');
    await user.click(screen.getByText('Mean (zh)'));
    const names = () => Array.from(document.querySelectorAll('tbody tr'), (row) => row.querySelector('td')?.textContent);
    await waitFor(() => expect(names()).toEqual(['Support', 'Sales', 'Engineering']));
  });

  it('downloads the Excel and PDF files the server returns', async () => {
    recordRuns();
    const exports: ExportReportQueryVariables[] = [];
    server.use(
      graphql.query('ExportReport', ({ variables }) => {
        exports.push(variables as ExportReportQueryVariables);
        const pdf = variables['format'] === 'PDF';
        return HttpResponse.json({
          data: {
            exportReport: {
              filename: pdf ? 'report.pdf' : 'report.xlsx',
              mime: pdf ? 'application/pdf' : 'application/octet-stream',
              contentBase64: 'JVBERi0=',
              rows: 3,
              truncated: false,
            },
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    const { user } = await openViewer();
    await pickExamination(user);
    await user.click(screen.getByRole('button', { name: zhReport.viewer.run }));
    await screen.findByText('Engineering');
    await user.click(screen.getByRole('button', { name: zhReport.viewer.exportExcel }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: zhReport.viewer.exportPdf }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(2));
    expect(exports.map((call) => call.format)).toEqual(['XLSX', 'PDF']);
    expect(exports[0]?.params).toEqual({ examinationId: reportExamination.id });
  });

  it('shows the translated refusal of a run and no rows', async () => {
    recordRuns(() =>
      HttpResponse.json({
        data: null,
        errors: [{ message: 'The report is not published yet', extensions: { code: 'FORBIDDEN', messageKey: 'report.notPublished' } }],
      }),
    );
    const { user } = await openViewer();
    await pickExamination(user);
    await user.click(screen.getByRole('button', { name: zhReport.viewer.run }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The report is not published yet')).toBeInTheDocument();
    expect(screen.queryByText('Engineering')).not.toBeInTheDocument();
  });
});
