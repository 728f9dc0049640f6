import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { SaveReportDefinitionMutationVariables } from '../../../generated/graphql';
import zhReport from '../../../i18n/locales/zh-CN/report.json';
import { reportFixtures, reportSessionMocks } from '../report.mocks';

const draft = reportFixtures[1];

async function openDesigner(path: string) {
  server.use(...Object.values(reportSessionMocks));
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole('heading', { name: zhReport.pages.designer });
  return rendered;
}

function recordSaves(respond: () => Response): SaveReportDefinitionMutationVariables[] {
  const calls: SaveReportDefinitionMutationVariables[] = [];
  server.use(
    graphql.mutation('SaveReportDefinition', ({ variables }) => {
      calls.push(variables as SaveReportDefinitionMutationVariables);
      return respond();
    }),
  );
  return calls;
}

describe('ReportDesignerPage', () => {
  it('does not save a new report without name, code and column', async () => {
    const saves = recordSaves(() => HttpResponse.json({ data: null }));
    const { user } = await openDesigner('/report/design');
    await user.click(screen.getByRole('button', { name: zhReport.designer.save }));
    expect(await screen.findByText(zhReport.designer.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(zhReport.designer.validation.codeRequired)).toBeInTheDocument();
    expect(screen.getAllByText(zhReport.designer.validation.keyInvalid).length).toBeGreaterThan(0);
    expect(saves).toEqual([]);
  });

  it('saves an edited definition with its layout; a refused save shows the server message on its field', async () => {
    const conflict = 'The report code already exists: exam-attendance';
    const saves = recordSaves(() =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message: conflict,
            extensions: { code: 'CONFLICT', messageKey: 'report.codeExists', fields: [{ field: 'code', message: conflict }] },
          },
        ],
      }),
    );
    const { user } = await openDesigner(`/report/design/${draft?.id ?? ''}`);
    const code = await screen.findByDisplayValue(draft?.code ?? '');
    await user.clear(code);
    await user.type(code, 'exam-attendance');
    await user.click(screen.getByRole('button', { name: zhReport.designer.save }));

    expect(await screen.findByText(conflict)).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.input).toMatchObject({
      id: draft?.id,
      code: 'exam-attendance',
      datasetKind: 'GRAPHQL',
      datasetRef: 'exam-attendance',
      sqlText: null,
      paramsSchema: {
        fields: [{ name: 'examinationId', type: 'id', required: true, label: { 'zh-CN': 'Examination (zh)', en: 'Examination' } }],
      },
      layout: {
        columns: [{ key: 'started', label: { 'zh-CN': 'Started (zh)', en: 'Started' }, format: 'integer', align: 'left' }],
        chart: null,
      },
    });
  });
});
