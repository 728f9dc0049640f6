import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { MyMenusQuery } from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhStats from '../../../i18n/locales/zh-CN/examStats.json';
import { examStatsFixture, itemStatsFixture, statsExaminations, statsHandlers, statsRequests } from './stats.mocks';

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
const exam = statsExaminations[0] ?? { id: '', name: '' };

function cardValue(id: string): string {
  return screen.getByTestId(`stat-${id}-value`).textContent ?? '';
}

async function openStats(path = '/score/list', permissions?: readonly string[]) {
  statsRequests.examinations.length = 0;
  statsRequests.scores.length = 0;
  server.use(...statsHandlers(permissions));
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole('heading', { name: zhMenu.exam_score, level: 2 });
  return rendered;
}

describe('ScoreStatsPage', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
  });

  it('asks for an examination, searches by name on the server and keeps the choice in the URL', async () => {
    const { user, router } = await openStats();
    expect(screen.getByText(zhStats.empty.title)).toBeInTheDocument();
    const picker = screen.getByPlaceholderText(zhStats.picker.placeholder);
    await user.type(picker, 'midterm');
    await waitFor(() => expect(statsRequests.examinations.at(-1)?.filter).toEqual({ keyword: 'midterm' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(exam.name) }));
    await waitFor(() => expect(router.state.location.search).toBe(`?examinationId=${exam.id}`));
    await screen.findByTestId('stat-mean-value');
  });

  it('shows the figures in points and percent, the graded state and the distribution with a text fallback', async () => {
    await openStats(`/score/list?examinationId=${exam.id}`);
    await screen.findByTestId('stat-mean-value');
    expect(screen.getByPlaceholderText(zhStats.picker.placeholder)).toHaveValue(exam.name);
    expect(cardValue('count')).toBe('4');
    expect(cardValue('mean')).toBe('71.38');
    expect(cardValue('median')).toBe('72.5');
    expect(cardValue('sd')).toBe('12.35');
    expect(cardValue('min')).toBe('55');
    expect(cardValue('max')).toBe('85.5');
    expect(cardValue('passRate')).toBe('75%');
    expect(screen.getByTestId('graded-state')).toHaveTextContent(text(zhStats.cards.ungraded, { count: 1 }));
    expect(screen.getByRole('img', { name: text(zhStats.chart.label, { total: 4 }) })).toBeInTheDocument();
    const fallback = screen.getByRole('table', { name: zhStats.chart.title });
    expect(within(fallback).getAllByRole('row')).toHaveLength(examStatsFixture.distribution.length + 1);
    expect(within(fallback).getByRole('row', { name: '50–60% 1' })).toBeInTheDocument();
  });

  it('lists the items in paper order, explains an undefined discrimination and expands the option distribution', async () => {
    const { user } = await openStats(`/score/list?examinationId=${exam.id}`);
    const items = await screen.findByRole('table', { name: zhStats.items.title });
    const first = itemStatsFixture[0];
    await within(items).findByText(first?.stem ?? '');
    expect(within(items).getByText('0.75')).toBeInTheDocument();
    expect(within(items).getByText('0.41')).toBeInTheDocument();
    expect(within(items).getByLabelText(zhStats.items.discriminationUndefined)).toBeInTheDocument();
    const toggle = within(items).getByRole('button', { name: text(zhStats.items.showOptionsOf, { order: 1 }) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const options = await screen.findByRole('list', { name: zhStats.items.optionsLabel });
    expect(within(options).getAllByRole('listitem')).toHaveLength(2);
    expect(within(options).getAllByRole('listitem')[0]).toHaveTextContent(zhStats.items.correct);
    expect(within(options).getAllByRole('listitem')[1]).not.toHaveTextContent(zhStats.items.correct);
    expect(within(options).getByText(text(zhStats.items.optionCount, { count: 3, share: '75%' }))).toBeInTheDocument();
  });

  it('pages the scores and exports them through the legacy REST export with the bearer token', async () => {
    const seen: Array<{ examId: string | null; authorization: string | null }> = [];
    server.use(
      http.get('*/api/blade-exam/examination/examExamination/export-score', ({ request }) => {
        seen.push({ examId: new URL(request.url).searchParams.get('examId'), authorization: request.headers.get('Authorization') });
        return new HttpResponse(new Uint8Array([0x50, 0x4b]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="scores.xlsx"',
          },
        });
      }),
    );
    const { user } = await openStats(`/score/list?examinationId=${exam.id}`);
    const scores = await screen.findByRole('table', { name: zhStats.scores.title });
    await within(scores).findByText('Student 1');
    expect(within(scores).getAllByText(zhStats.scores.passed).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: text(zhCrud.table.goToPage, { page: 2 }) }));
    await within(scores).findByText('Student 12');
    expect(within(scores).getByText(zhStats.scores.pending)).toBeInTheDocument();
    expect(statsRequests.scores.at(-1)?.page).toEqual({ current: 2, size: 10 });
    await user.click(screen.getByRole('button', { name: zhStats.export.button }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([{ examId: exam.id, authorization: 'Bearer access-token-1' }]);
    expect(await screen.findByText(zhStats.export.done)).toBeInTheDocument();
  });

  it('sends users without the statistics menu to the forbidden page', async () => {
    server.use(...statsHandlers([]));
    server.use(graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: sessionFixtures.menus } })));
    signIn();
    const { router } = renderApp(`/score/list?examinationId=${exam.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });

  it('hides the export without exam_score_export', async () => {
    await openStats(`/score/list?examinationId=${exam.id}`, ['exam_score']);
    await screen.findByTestId('stat-mean-value');
    expect(screen.queryByRole('button', { name: zhStats.export.button })).not.toBeInTheDocument();
  });
});
