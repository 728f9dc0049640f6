import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import zhPaper from '../../../i18n/locales/zh-CN/examPaper.json';
import { paperDetails, paperSessionMocks } from './paper.mocks';

const EXPORT = '/api/blade-exam/testPaper/examTestPaper/export';
const paper =
  paperDetails[0] ??
  (() => {
    throw new Error('fixture missing');
  })();

describe('PaperPrintModal', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
  });

  it('opens the print view from the row, shows answers only when asked, prints and downloads Word and PDF', async () => {
    const requests: URL[] = [];
    server.use(
      ...Object.values(paperSessionMocks),
      http.get(EXPORT, ({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        const pdf = url.searchParams.get('format') === 'pdf';
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': pdf ? 'application/pdf' : 'application/octet-stream',
            'Content-Disposition': `attachment; filename="paper.${pdf ? 'pdf' : 'docx'}"`,
          },
        });
      }),
    );
    const print = jest.fn();
    Object.assign(window, { print });
    signIn();
    const { user } = renderApp('/exam/paper');
    await screen.findByText(paper.name);
    const paperRow = screen.getByText(paper.name).closest('tr');
    if (!paperRow) {
      throw new Error('no paper row');
    }
    await user.click(await findRowAction(user, paperRow, `${paper.name}: ${zhPaper.actions.print}`));
    const dialog = await screen.findByRole('dialog', { name: zhPaper.print.title });
    const sheet = await within(dialog).findByRole('article', { name: zhPaper.print.sheet });
    expect(within(sheet).getByRole('heading', { name: paper.name })).toBeInTheDocument();
    expect(within(sheet).getAllByTestId('print-question')).toHaveLength(paper.sections[0]?.questions.length ?? 0);
    expect(within(sheet).queryByText(new RegExp(zhPaper.print.answer))).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: zhPaper.print.withAnswers }));
    expect(within(sheet).getAllByText(new RegExp(zhPaper.print.answer)).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: zhPaper.print.print }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: zhPaper.print.word }));
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: zhPaper.print.pdf }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((url) => [url.searchParams.get('id'), url.searchParams.get('format'), url.searchParams.get('answers')])).toEqual([
      [paper.id, 'docx', 'true'],
      [paper.id, 'pdf', 'true'],
    ]);
  }, 90_000);
});
